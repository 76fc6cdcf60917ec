/// A point on the monotonic clock: seconds since an arbitrary origin (the kernel's boot, or a test's start).
/// Animation, notices and gestures need only this half of a `Moment` — they never read the wall clock — so it is
/// a type of its own and a plain `Double` always means a span of seconds, never a point in time.
public struct Uptime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since the monotonic clock's origin.
    public var seconds: Double

    public init(seconds: Double) { self.seconds = seconds }

    public static func < (a: Uptime, b: Uptime) -> Bool { a.seconds < b.seconds }

    /// The point `span` seconds later.
    public static func + (a: Uptime, span: Double) -> Uptime { Uptime(seconds: a.seconds + span) }

    /// The point `span` seconds earlier.
    public static func - (a: Uptime, span: Double) -> Uptime { Uptime(seconds: a.seconds - span) }

    /// The seconds from `b` to `a`.
    public static func - (a: Uptime, b: Uptime) -> Double { a.seconds - b.seconds }

    public static func += (a: inout Uptime, span: Double) { a.seconds += span }

    public var description: String { "\(seconds)s" }
}

/// Tests and fixtures write points in time as literals (`at: 1.5`); the literal is seconds on the monotonic clock.
extension Uptime: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(seconds: value) }
    public init(integerLiteral value: Int) { self.init(seconds: Double(value)) }
}
