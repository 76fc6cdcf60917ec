/// Terminal column width of a code point: 0 for combining marks and controls, 2 for East Asian wide
/// and emoji ranges, 1 otherwise. A compact table in the spirit of wcwidth(3), kept pure so layouts and snapshots
/// do not depend on the machine's locale. Lives in the model because layouts (notification boxes) need it for hit-testing.
public enum TerminalColumns {
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        // Latin text, and the box, block and braille characters every frame of the clock is made of.
        if v < 0x300 || (v >= 0x2500 && v < 0x2900) { return 1 }
        if isCombining(v) { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    /// Columns of one grapheme cluster (a base and what joins it): its base decides, as terminals draw it,
    /// and a cluster of marks alone takes none. At most 2.
    public static func of(_ cluster: Character) -> Int {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let base = of(first)
        if base > 0 || scalars.count == 1 { return base }
        return min(2, scalars.lazy.map(of).max() ?? 0)
    }

    /// Columns `text` takes on screen, cluster by cluster as the canvas lays it out.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.reduce(0) { $0 + ($1 >= 0x20 && $1 < 0x7F ? 1 : 0) }
        }
        if text.unicodeScalars.allSatisfy(standsAlone) { return text.unicodeScalars.reduce(0) { $0 + of($1) } }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Whether `s` is a grapheme cluster of its own next to any other such scalar: Latin, punctuation, arrows, box,
    /// block and braille characters, kana and CJK ideographs. Text made only of these is laid out scalar by scalar,
    /// which costs far less than finding cluster boundaries (every frame writes such text).
    public static func standsAlone(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (v >= 0x20 && v < 0x7F) || (v >= 0xA0 && v < 0x300) || (v >= 0x2010 && v < 0x2028)
            || (v >= 0x2030 && v < 0x20D0) || (v >= 0x2100 && v < 0x2C00) || (v >= 0x3041 && v < 0x3099)
            || (v >= 0x30A0 && v < 0x3100) || (v >= 0x4E00 && v < 0xA000)
    }

    private static func isCombining(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x0483...0x0489).contains(v) || (0x0591...0x05BD).contains(v)
            || (0x1AB0...0x1AFF).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v) || v == 0x200B || v == 0x200C
            || v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
            || (0xE0100...0xE01EF).contains(v) || (0xE0020...0xE007F).contains(v)
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
