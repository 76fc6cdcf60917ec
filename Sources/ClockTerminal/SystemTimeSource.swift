import ClockCore
import FoundationEssentials
import Glibc

/// The real clock: wall time (shifted by `--now`, then running on in real time) and a monotonic reading.
public final class SystemTimeSource: TimeSource, Sendable {
    /// Added to the real wall clock; zero unless `--now` asked for another time.
    public let offset: TimeInterval

    public init(offset: TimeInterval = 0) { self.offset = offset }

    /// A clock that shows `start` right now and runs on from there.
    public convenience init(startingAt start: Date) {
        self.init(offset: start.timeIntervalSinceNow)
    }

    public func now() -> Moment {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Moment(wall: Date().addingTimeInterval(offset), uptime: Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9)
    }
}
