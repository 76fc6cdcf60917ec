import ClockCore
import Foundation

extension Timed {
    /// The monotonic time of the next deadline after monotonic time `t` (the wall clock runs in step with it).
    func due(after t: Double) -> Double? {
        nextDeadline(after: Moment(wall: Date(timeIntervalSinceReferenceDate: t), uptime: Uptime(seconds: t)))?.uptime.seconds
    }

    /// Whether something moves at `t`: the next deadline is a frame away.
    func movesAt(_ t: Double) -> Bool {
        guard let due = due(after: t) else { return false }
        return due - t <= FrameRate.interval + 1e-9 && due > t
    }
}
