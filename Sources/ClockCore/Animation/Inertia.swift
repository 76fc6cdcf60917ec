import FoundationEssentials
import Glibc

/// A glide that starts at `velocity` (units per second) and decays exponentially, as after a flick.
/// Distance travelled by time t: v·τ·(1 − e^(−t/τ)); it is considered stopped when the speed falls below `restSpeed`.
public struct Inertia: Sendable, Equatable {
    public var start: Uptime
    public var velocity: Double
    public var timeConstant: Double
    public var restSpeed: Double

    public init(start: Uptime, velocity: Double, timeConstant: Double = 0.15, restSpeed: Double = 2) {
        self.start = start
        self.velocity = velocity
        self.timeConstant = timeConstant
        self.restSpeed = restSpeed
    }

    /// Distance covered by monotonic time `t`.
    public func offset(at t: Uptime) -> Double {
        let dt = max(0, min(t, end) - start)
        return velocity * timeConstant * (1 - exp(-dt / timeConstant))
    }

    /// Total distance once it stops.
    public var totalOffset: Double { offset(at: end) }

    /// When the speed drops below `restSpeed`.
    public var end: Uptime {
        let speed = abs(velocity)
        guard speed > restSpeed else { return start }
        return start + timeConstant * log(speed / restSpeed)
    }

    public func isFinished(at t: Uptime) -> Bool { t >= end }
}
