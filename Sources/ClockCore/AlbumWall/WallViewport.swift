import FoundationEssentials

/// A point on the wall's plane in fractional cells; (0, 0) is the top-left corner of tile (0, 0)'s slot.
public struct PlanePoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = PlanePoint(x: 0, y: 0)

    public static func + (a: PlanePoint, b: PlanePoint) -> PlanePoint { PlanePoint(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: PlanePoint, b: PlanePoint) -> PlanePoint { PlanePoint(x: a.x - b.x, y: a.y - b.y) }
}

/// The window onto the wall: which plane point is at the screen's top-left cell, and how that moves.
/// Positions are computed from monotonic time on demand (never stepped), so a late frame shows the right place.
public struct WallViewport: Sendable, Equatable {
    /// How the viewport is moving.
    public enum Motion: Sendable, Equatable {
        case still
        /// Easing toward a target (following the focus, a wheel step, a page).
        case follow(x: Tween, y: Tween)
        /// Coasting after a flick, from `origin`.
        case glide(x: Inertia, y: Inertia)
    }

    /// Where the current motion started (for a glide) or where the viewport rests (when still).
    public private(set) var origin: PlanePoint
    public private(set) var motion: Motion

    /// Following the focus or a wheel step: short enough to feel direct, long enough to see the wall move.
    public static let followDuration = 0.18
    /// After a flick: the glide's time constant (s) and the speed (cells/s) below which it stops.
    public static let glideTimeConstant = 0.12
    public static let glideRestSpeed = 4.0
    /// Flicks faster than this (cells/s) are capped, so a wild flick does not fly off for screens.
    public static let maxGlideSpeed = 250.0

    public init(at origin: PlanePoint = .zero) {
        self.origin = origin
        self.motion = .still
    }

    /// The plane point at the screen's top-left at monotonic time `t`.
    public func offset(at t: Uptime) -> PlanePoint {
        switch motion {
        case .still:
            return origin
        case .follow(let x, let y):
            return PlanePoint(x: x.value(at: t), y: y.value(at: t))
        case .glide(let x, let y):
            return origin + PlanePoint(x: x.offset(at: t), y: y.offset(at: t))
        }
    }

    /// Where the viewport comes to rest when the current motion ends.
    public var restingOffset: PlanePoint {
        switch motion {
        case .still: return origin
        case .follow(let x, let y): return PlanePoint(x: x.to, y: y.to)
        case .glide(let x, let y): return origin + PlanePoint(x: x.totalOffset, y: y.totalOffset)
        }
    }

    /// When the current motion ends, or nil when still.
    public var motionEnd: Uptime? {
        switch motion {
        case .still: return nil
        case .follow(let x, let y): return max(x.end, y.end)
        case .glide(let x, let y): return max(x.end, y.end)
        }
    }

    public func isMoving(at t: Uptime) -> Bool {
        guard let end = motionEnd else { return false }
        return t < end
    }

    /// Stops at once where it is at `t`.
    public mutating func freeze(at t: Uptime) {
        origin = offset(at: t)
        motion = .still
    }

    /// Jumps to `point` without animation.
    public mutating func jump(to point: PlanePoint) {
        origin = point
        motion = .still
    }

    /// Eases from wherever it is at `t` to `target`; an instant jump when `animated` is false.
    public mutating func move(to target: PlanePoint, at t: Uptime, animated: Bool) {
        let current = offset(at: t)
        guard animated, current != target else { return jump(to: target) }
        origin = current
        let d = WallViewport.followDuration
        motion = .follow(x: Tween(from: current.x, to: target.x, start: t, duration: d),
                         y: Tween(from: current.y, to: target.y, start: t, duration: d))
    }

    /// Coasts from where it is at `t` with `velocity` (cells/s), slowing down exponentially.
    public mutating func glide(velocity: PlanePoint, at t: Uptime) {
        let current = offset(at: t)
        let cap = WallViewport.maxGlideSpeed
        let vx = min(max(velocity.x, -cap), cap), vy = min(max(velocity.y, -cap), cap)
        let ix = Inertia(start: t, velocity: vx, timeConstant: WallViewport.glideTimeConstant,
                         restSpeed: WallViewport.glideRestSpeed)
        let iy = Inertia(start: t, velocity: vy, timeConstant: WallViewport.glideTimeConstant,
                         restSpeed: WallViewport.glideRestSpeed)
        origin = current
        motion = ix.end > t || iy.end > t ? .glide(x: ix, y: iy) : .still
    }

    /// Drops a finished motion, keeping where it ended; call on every tick so the state stays small.
    public mutating func settle(at t: Uptime) {
        if motionEnd != nil, !isMoving(at: t) { jump(to: restingOffset) }
    }
}
