@_spi(_Unicode) import Swift

/// Text with its letters' accents taken off, shared by the two places that need letters plain: the album search
/// (folded for matching, so "Björk" is found by "bjork") and the ASCII view (`--ascii`, a non-UTF-8 locale), which
/// draws "Björk" as "Bjork" rather than "Bj?rk". FoundationEssentials has no `decomposedStringWithCanonicalMapping`
/// (that lives in Foundation, which would pull in ICU); the standard library's own normaliser (`_nfd`, the one
/// `String ==` uses) does the decomposition without it.
public enum TextFold {
    /// Latin letters that carry their mark inside the letter, so no decomposition separates it.
    static let baseLetters: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ı": "i", "ŀ": "l", "ß": "ss", "æ": "ae", "œ": "oe", "þ": "th",
        "ð": "d", "Ø": "O", "Ł": "L", "Đ": "D", "Ħ": "H", "Ŀ": "L", "ẞ": "SS", "Æ": "AE", "Œ": "OE", "Þ": "TH",
        "Ð": "D",
    ]

    /// Typographic marks and the ASCII people type for them: a search for "don't" finds "Don’t", and the ASCII
    /// view shows “quotes” as "quotes".
    static let punctuation: [Unicode.Scalar: String] = [
        "‘": "'", "’": "'", "‚": "'", "‛": "'", "′": "'", "“": "\"", "”": "\"", "„": "\"", "‟": "\"", "″": "\"",
        "«": "\"", "»": "\"", "‹": "'", "›": "'", "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-",
        "−": "-", "…": "...", "•": "*", "·": ".", "×": "x", "÷": "/", "\u{A0}": " ", "\u{2009}": " ",
        "\u{202F}": " ", "©": "(C)", "®": "(R)", "™": "TM",
    ]

    /// `text` with accents dropped, letters like "ø" and "ß" spelled plainly and typographic marks as ASCII; case
    /// is kept and everything else (other scripts, emoji) is left as it is.
    public static func unaccented(_ text: String) -> String {
        var plain = String()
        for scalar in text._nfd where scalar.properties.canonicalCombiningClass == .notReordered {
            if let spelled = baseLetters[scalar] ?? punctuation[scalar] {
                plain += spelled
            } else {
                plain.unicodeScalars.append(scalar)
            }
        }
        return plain
    }

    /// `text` folded for searching, as UTF-8 bytes: lower-cased and unaccented, so "É", "é" and "e\u{301}" all match
    /// "e"; a folded needle is found in a folded haystack by plain byte comparison.
    public static func fold(_ text: String) -> [UInt8] {
        Array(unaccented(text.lowercased()).utf8)
    }

    /// `text` as the ASCII view draws it: unaccented, and a `?` for each column of what has no plain spelling
    /// (other scripts, emoji), so the text keeps the width it is laid out in.
    public static func ascii(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var out = String()
        for character in unaccented(text) {
            if character.isASCII {
                out.append(character)
            } else {
                out += String(repeating: "?", count: TerminalColumns.of(character))
            }
        }
        return out
    }

    /// Whether `needle` occurs in `haystack`; both folded. UTF-8 never matches inside another character's bytes.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        return firstIndex(of: needle, in: haystack) != nil
    }

    /// Where a non-empty folded `needle` first starts in `haystack`.
    public static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        let first = needle[0], last = haystack.count - needle.count
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                var i = 0
                while i <= last {
                    if h[i] == first {
                        var j = 1
                        while j < n.count, h[i + j] == n[j] { j += 1 }
                        if j == n.count { return i }
                    }
                    i += 1
                }
                return nil
            }
        }
    }
}
