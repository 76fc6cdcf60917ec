/// Text that came from outside the program — a state or config file, a tag, a path, an environment variable — as
/// it may reach a terminal. A terminal obeys what it is sent: `ESC ] 52 ; … BEL` writes its clipboard, `ESC [ 2 J`
/// clears it, U+202E turns the rest of the line around. So such text is either cleaned (`isShown` decides what
/// stays: labels and tags) or, where it must be shown as it is (a message quoting a damaged file), `escaped`.
public enum OutsideText {
    /// Whether a character may be drawn as itself: not a control (C0, DEL, C1), not a line or paragraph separator
    /// and not a format character — bidi overrides and isolates, a BOM, soft hyphens, zero-width spaces — except the
    /// joiners that emoji and some scripts need (ZWJ, ZWNJ) and the tag characters of subdivision flags.
    public static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .lineSeparator, .paragraphSeparator: false
        case .format: scalar == "\u{200C}" || scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value)
        default: true
        }
    }

    /// The text with every character `isShown` refuses written out visibly — `\x1B` for a control, `\u202E` for
    /// the others — so a message quoting a file shows what the file holds and the terminal obeys none of it.
    /// A line feed stays: it only starts a new line, and messages are made of lines.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isShown($0) && $0 != "\n" }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isShown(scalar) || scalar == "\n" {
                out.append(scalar)
            } else {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            }
        }
        return String(out)
    }

    /// `\x1B`, `\x9B` for the controls of one byte; `\u202E` for the rest.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value < 0x100 { return "\\x" + (hex.count < 2 ? "0" + hex : hex) }
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
