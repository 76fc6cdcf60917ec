import ClockCore

/// Terminal column width of a code point or string, as the canvas lays text out.
/// The table itself is `ClockCore.TerminalColumns`, so model layouts and drawing agree.
public enum CharacterWidth {
    public static func of(_ s: Unicode.Scalar) -> Int { TerminalColumns.of(s) }

    /// Columns of one grapheme cluster (a base and its marks, an emoji sequence).
    public static func of(_ c: Character) -> Int { TerminalColumns.of(c) }

    /// Columns `text` takes on screen.
    public static func of(_ text: String) -> Int { TerminalColumns.of(text) }
}
