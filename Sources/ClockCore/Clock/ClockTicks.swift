import FoundationEssentials

/// The clock's own rhythm: a tick on every half second of wall time, so a new second is drawn the moment it
/// begins, and a wake-up that comes late still shows every second (SPEC §2: it refreshes twice per second).
public struct ClockTicks: Timed {
    /// Seconds between idle ticks.
    public static let interval = 0.5

    public init() {}

    /// The next half second of wall time strictly after `now`.
    public func nextDeadline(after now: Moment) -> Moment? {
        let wall = now.wall.timeIntervalSinceReferenceDate
        let next = ((wall / Self.interval).rounded(.down) + 1) * Self.interval
        return now.advanced(by: next - wall)
    }

    /// The whole second of wall time the clock shows at `moment`.
    public static func shownSecond(at moment: Moment) -> Double {
        moment.wall.timeIntervalSinceReferenceDate.rounded(.down)
    }

    /// When, on the monotonic clock, the second shown at `moment` began: the same for every tick within it.
    public static func shownSecondStart(at moment: Moment) -> Uptime {
        moment.uptime - (moment.wall.timeIntervalSinceReferenceDate - shownSecond(at: moment))
    }
}
