import ClockCore
import ClockSystem

/// Notices a changed system time zone about once a minute, so the clock and the alarm follow it: a wake source that
/// never wakes the loop itself but is looked at on its next wake-up after `checkAfter` (libc caches the zone until
/// `tzset`). The table is rebuilt around now each time (well under a millisecond), which also extends it before its
/// window runs out.
public final class TimeZoneWatch: WakeSource {
    /// How often the system time zone is looked up again.
    public static let interval = 60.0

    private var known: TimeZoneRules
    private var nextCheck: Uptime

    /// `zone` is the one the model starts with; `now` is when it was read.
    public init(zone: TimeZoneRules, at now: Moment) {
        known = zone
        nextCheck = now.uptime + Self.interval
    }

    public var fileDescriptor: Int32 { -1 }

    public var checkAfter: Uptime? { nextCheck }

    public func drain(at now: Moment) -> [Msg] {
        nextCheck = now.uptime + Self.interval
        SystemTimeZone.reload()
        let zone = SystemTimeZone.rules(around: now.wall)
        guard zone != known else { return [] }
        known = zone
        return [.timeZoneChanged(zone)]
    }
}
