/// A value that moves from `from` to `to` over `duration` seconds of monotonic time, shaped by an easing curve.
/// It is computed from time on demand, never stepped, so a late frame shows the right value.
public struct Tween: Sendable, Equatable {
    public var from: Double
    public var to: Double
    public var start: Uptime
    public var duration: Double
    public var easing: Easing

    public init(from: Double, to: Double, start: Uptime, duration: Double, easing: Easing = .easeOutCubic) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.easing = easing
    }

    /// Linear progress in [0, 1] at monotonic time `t`.
    public func progress(at t: Uptime) -> Double {
        guard duration > 0 else { return 1 }
        return min(max((t - start) / duration, 0), 1)
    }

    public func value(at t: Uptime) -> Double {
        let p = progress(at: t)
        return p >= 1 ? to : from + (to - from) * easing(p)
    }

    public func isFinished(at t: Uptime) -> Bool { t >= start + duration }

    public var end: Uptime { start + duration }
}
