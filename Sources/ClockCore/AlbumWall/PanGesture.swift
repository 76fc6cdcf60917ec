/// A press-drag-release on the wall: pans with the pointer and measures the flick speed at release.
/// A release that did not move is a click, not a pan.
public struct PanGesture: Sendable, Equatable {
    /// Where the button went down, in screen cells.
    public var pressPoint: Point
    /// The viewport offset at the press.
    public var startOffset: PlanePoint
    /// Whether the pointer has left the press cell (then the release is no click).
    public private(set) var hasMoved: Bool
    /// Whether the press caught the wall while it was gliding: such a tap only stops it, it opens nothing.
    public var stoppedMotion: Bool
    private var samples: [Sample]

    struct Sample: Sendable, Equatable {
        var time: Uptime
        var point: Point
    }

    /// Only movements this recent count toward the flick speed; older ones mean the pointer had stopped.
    public static let flickWindow = 0.1
    /// A release this long after the last movement is a plain stop, not a flick.
    public static let stillAfter = 0.08

    public init(press: Point, startOffset: PlanePoint, at t: Uptime, stoppedMotion: Bool = false) {
        self.pressPoint = press
        self.startOffset = startOffset
        self.hasMoved = false
        self.stoppedMotion = stoppedMotion
        self.samples = [Sample(time: t, point: press)]
    }

    /// Records a drag position; returns the viewport offset that keeps the grabbed plane point under the pointer.
    public mutating func drag(to p: Point, at t: Uptime) -> PlanePoint {
        if p != pressPoint { hasMoved = true }
        samples.append(Sample(time: t, point: p))
        samples.removeAll { $0.time < t - PanGesture.flickWindow }
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
        return offset(for: p)
    }

    public func offset(for p: Point) -> PlanePoint {
        PlanePoint(x: startOffset.x - Double(p.x - pressPoint.x), y: startOffset.y - Double(p.y - pressPoint.y))
    }

    /// The viewport speed (cells/s) at a release at `t`: the pointer's recent speed, reversed
    /// (dragging the wall left moves the view right). Zero when the pointer had come to rest.
    public func releaseVelocity(at t: Uptime) -> PlanePoint {
        guard hasMoved, let last = samples.last, t - last.time <= PanGesture.stillAfter,
              let first = samples.first(where: { $0.time >= last.time - PanGesture.flickWindow }),
              last.time > first.time
        else { return .zero }
        let dt = last.time - first.time
        return PlanePoint(x: -Double(last.point.x - first.point.x) / dt, y: -Double(last.point.y - first.point.y) / dt)
    }
}
