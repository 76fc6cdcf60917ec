/// Terminal column width of a code point: what glibc's wcwidth(3) says in a UTF-8 locale, which is what ncurses asks
/// when it draws, so a row laid out here lands where curses puts it. The table is generated from wcwidth
/// (`TerminalColumnsTable.swift`, by Resources/make-width-table.py) and kept in the source so layouts and snapshots do
/// not depend on the machine's locale. Where wcwidth says -1 (not printable): controls take 0 (the canvas never
/// sends them), anything else (unassigned in the C library's Unicode) 1, which the backend draws as one `?`.
/// Lives in the model because layouts (notification boxes) need it for hit-testing.
public enum TerminalColumns {
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        // Latin text, and the box, block and braille characters every frame of the clock is made of.
        if v < 0x300 || (v >= 0x2500 && v < 0x25FD) || (v >= 0x2800 && v < 0x2900) { return 1 }
        if contains(zeroWidthRanges, v) { return 0 }
        if contains(doubleWidthRanges, v) { return 2 }
        return 1
    }

    /// Whether `v` lies in one of the sorted, disjoint first/last pairs of `ranges` (a binary search).
    private static func contains(_ ranges: [UInt32], _ v: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if v < ranges[2 * middle] {
                high = middle
            } else if v > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
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
        // ASCII, nearly all the text measured every frame: one pass over the bytes where they lie.
        if let ascii = text.utf8.withContiguousStorageIfAvailable(asciiColumns), let columns = ascii { return columns }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.reduce(0) { $0 + ($1 >= 0x20 && $1 < 0x7F ? 1 : 0) }
        }
        if text.unicodeScalars.allSatisfy(standsAlone) { return text.unicodeScalars.reduce(0) { $0 + of($1) } }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Columns of ASCII bytes (a printable byte is one, a control none), or nil at the first byte that is not ASCII.
    private static func asciiColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var columns = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte >= 0x20 && byte < 0x7F { columns += 1 }
        }
        return columns
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
}
