/// A part of the model that changes by itself as time passes: something moving, something waiting to expire,
/// the alarm, the clock's own ticks. Every part answers one question, and `AppModel` folds the answers once, so
/// the run loop sleeps exactly until the earliest (Textual's `Animator` drives all animations from one timer).
public protocol Timed {
    /// The first moment after `now` at which this part changes by itself (the next frame while it moves, the end
    /// of a wait), when the run loop must `.tick` and draw; nil while it changes only on input.
    ///
    /// A deadline is due once the time is *at or past* it, so waking exactly at it is enough. A part that is
    /// already due and not yet ticked answers `now`.
    func nextDeadline(after now: Moment) -> Moment?
}

extension Moment {
    /// The moment at monotonic time `uptime`, assuming the wall clock runs on steadily until then.
    public func at(uptime: Uptime) -> Moment { advanced(by: uptime - self.uptime) }

    /// The earliest of some deadlines (by monotonic time); nil when there are none.
    public static func earliest(_ deadlines: Moment?...) -> Moment? {
        var best: Moment?
        for case let d? in deadlines where best == nil || d.uptime < best!.uptime { best = d }
        return best
    }
}

extension FrameRate {
    /// The next frame of a motion that ends at monotonic time `end`: one frame from now, or the end itself when
    /// that comes first (so the last frame shows it at rest); nil once it has ended.
    public static func nextFrame(after now: Moment, until end: Uptime) -> Moment? {
        guard now.uptime < end else { return nil }
        return now.at(uptime: min(now.uptime + interval, end))
    }
}
