/// A 3×3 cell font for the digits 0–9 and the minus sign, in heavy box-drawing lines or, for ASCII terminals,
/// in the seven-segment style of `|` and `_`.
public enum BigDigits {
    public static let rows = 3
    public static let glyphWidth = 3
    /// Blank columns between glyphs.
    public static let gap = 1

    private static let unicode: [Character: [String]] = [
        "0": ["┏━┓", "┃ ┃", "┗━┛"], "1": ["╺┓ ", " ┃ ", "╺┻╸"], "2": ["╺━┓", "┏━┛", "┗━╸"],
        "3": ["╺━┓", " ━┫", "╺━┛"], "4": ["╻ ╻", "┗━┫", "  ╹"], "5": ["┏━╸", "┗━┓", "╺━┛"],
        "6": ["┏━╸", "┣━┓", "┗━┛"], "7": ["╺━┓", "  ┃", "  ╹"], "8": ["┏━┓", "┣━┫", "┗━┛"],
        "9": ["┏━┓", "┗━┫", "╺━┛"], "-": ["   ", "╺━╸", "   "],
    ]

    private static let ascii: [Character: [String]] = [
        "0": [" _ ", "| |", "|_|"], "1": ["   ", "  |", "  |"], "2": [" _ ", " _|", "|_ "],
        "3": [" _ ", " _|", " _|"], "4": ["   ", "|_|", "  |"], "5": [" _ ", "|_ ", " _|"],
        "6": [" _ ", "|_ ", "|_|"], "7": [" _ ", "  |", "  |"], "8": [" _ ", "|_|", "|_|"],
        "9": [" _ ", "|_|", " _|"], "-": ["   ", "---", "   "],
    ]

    /// Columns `text` takes in the big font.
    public static func width(of text: String) -> Int {
        text.isEmpty ? 0 : text.count * (glyphWidth + gap) - gap
    }

    /// The three rows of `text` in the big font; characters the font lacks are left blank.
    public static func render(_ text: String, ascii useASCII: Bool) -> [String] {
        let font = useASCII ? ascii : unicode
        let blank = String(repeating: " ", count: glyphWidth)
        let spacer = String(repeating: " ", count: gap)
        return (0..<rows).map { row in
            text.map { font[$0]?[row] ?? blank }.joined(separator: spacer)
        }
    }
}
