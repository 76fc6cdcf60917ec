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
        // clock_gettime rather than `Date()`, whose code would be the only FoundationEssentials code the idle
        // clock runs, keeping its neighbourhood of the binary resident.
        let wall = Date(timeIntervalSince1970: KernelClocks.wallSeconds() + offset)
        return Moment(wall: wall, uptime: Uptime(seconds: KernelClocks.monotonicSeconds()))
    }
}
