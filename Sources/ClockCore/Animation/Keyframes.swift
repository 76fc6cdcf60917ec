/// A piecewise curve through values at given key times (fractions of the whole, 0...1),
/// like Core Animation's keyframe animation: between two keys the value is eased with `easing`.
public struct Keyframes: Sendable, Equatable {
    public var keyTimes: [Double]
    public var values: [Double]
    public var easing: Easing

    public init(keyTimes: [Double], values: [Double], easing: Easing = .easeInOutQuad) {
        precondition(keyTimes.count == values.count && !keyTimes.isEmpty, "one value per key time")
        self.keyTimes = keyTimes
        self.values = values
        self.easing = easing
    }

    /// The value at linear progress `p` in [0, 1].
    public func value(at p: Double) -> Double {
        if p <= keyTimes[0] { return values[0] }
        for i in 1..<keyTimes.count where p <= keyTimes[i] {
            let span = keyTimes[i] - keyTimes[i - 1]
            let local = span > 0 ? (p - keyTimes[i - 1]) / span : 1
            return values[i - 1] + (values[i] - values[i - 1]) * easing(local)
        }
        return values[values.count - 1]
    }
}
