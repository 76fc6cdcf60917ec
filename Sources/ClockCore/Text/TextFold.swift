@_spi(_Unicode) import Swift

/// Text folded for searching: lower-cased, canonically decomposed and stripped of combining marks, so "É", "é"
/// and "e\u{301}" all match "e". FoundationEssentials has no `decomposedStringWithCanonicalMapping` (that lives in
/// Foundation, which would pull in ICU); the standard library's own normaliser (`_nfd`, the one `String ==` uses)
/// does the decomposition without it.
public enum TextFold {
    /// Latin letters that carry their mark inside the letter, so no decomposition separates it.
    static let baseLetters: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ı": "i", "ŀ": "l", "ß": "ss", "æ": "ae", "œ": "oe", "þ": "th",
        "ð": "d",
    ]

    /// `text` folded, as UTF-8 bytes: a folded needle is found in a folded haystack by plain byte comparison.
    public static func fold(_ text: String) -> [UInt8] {
        var folded = String()
        for scalar in text.lowercased()._nfd where scalar.properties.canonicalCombiningClass == .notReordered {
            if let base = baseLetters[scalar] { folded += base } else { folded.unicodeScalars.append(scalar) }
        }
        return Array(folded.utf8)
    }

    /// Whether `needle` occurs in `haystack`; both folded. UTF-8 never matches inside another character's bytes.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0], last = haystack.count - needle.count
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                var i = 0
                while i <= last {
                    if h[i] == first {
                        var j = 1
                        while j < n.count, h[i + j] == n[j] { j += 1 }
                        if j == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
