/// Number and text formatting without Foundation's `String(format:)`, which would link Foundation (and ICU)
/// into the clock for a few padded numbers.
public extension BinaryInteger {
    /// The number in decimal, left-padded with zeros to at least `width` digits: `7.zeroPadded(3)` is "007".
    func zeroPadded(_ width: Int) -> String {
        let digits = String(self.magnitude)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (self < 0 ? "-" : "") + padding + digits
    }
}

public extension Double {
    /// The value rounded to `digits` decimals, always written with that many: `0.5.fixed(3)` is "0.500".
    func fixed(_ digits: Int) -> String {
        guard isFinite else { return "\(self)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int64((abs(self) * scale).rounded())
        let unit = Int64(scale)
        let sign = self < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(scaled) }
        return sign + String(scaled / unit) + "." + (scaled % unit).zeroPadded(digits)
    }
}

public extension StringProtocol {
    /// The text without leading and trailing whitespace (spaces, tabs, newlines).
    var trimmingWhitespace: SubSequence {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return self[endIndex...] }
        return self[first...last]
    }
}
