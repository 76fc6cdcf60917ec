import FoundationEssentials

/// A point in time as the model sees it: the wall clock (for what the clock shows and when alarms ring)
/// and a monotonic reading (for animations, which must not jump when the wall clock does).
public struct Moment: Sendable, Equatable {
    /// Wall-clock time, possibly offset by `--now`.
    public var wall: Date
    /// The same instant on the monotonic clock, which never jumps.
    public var uptime: Uptime

    public init(wall: Date, uptime: Uptime) {
        self.wall = wall
        self.uptime = uptime
    }

    /// The same moment `seconds` later on both clocks.
    public func advanced(by seconds: Double) -> Moment {
        Moment(wall: wall.addingTimeInterval(seconds), uptime: uptime + seconds)
    }
}

/// Where the model's "now" comes from. The model never reads the real clock itself;
/// the run loop asks a time source and passes the moment into `update`.
public protocol TimeSource: AnyObject, Sendable {
    func now() -> Moment
}

/// A clock for tests: time stands still until the test moves it.
public final class ManualTimeSource: TimeSource, @unchecked Sendable {
    private var current: Moment

    public init(_ start: Moment) { current = start }

    public init(wall: Date) { current = Moment(wall: wall, uptime: 1000) }

    public func now() -> Moment { current }

    public func advance(by seconds: Double) { current = current.advanced(by: seconds) }

    /// Moves only the wall clock, as a suspend/resume or an NTP correction does.
    public func jumpWall(by seconds: Double) { current.wall = current.wall.addingTimeInterval(seconds) }
}
