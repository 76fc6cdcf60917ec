import ClockCore

/// Fitting text into a number of columns: what does not fit is cut and marked with an ellipsis.
public enum Ellipsis {
    /// `text` if it fits in `width` columns, else its beginning followed by "…". In ASCII mode the text is folded
    /// first (`TextFold.ascii`: "Björk" → "Bjork") and the mark is "...": every name and message a view shows in
    /// ASCII passes through here.
    public static func fit(_ text: String, width: Int, ascii: Bool = false) -> String {
        guard width > 0 else { return "" }
        let text = ascii ? TextFold.ascii(text) : text
        if CharacterWidth.of(text) <= width { return text }
        let mark = ascii ? "..." : "…"
        let markWidth = CharacterWidth.of(mark)
        let room = width - markWidth
        guard room > 0 else { return String(repeating: ".", count: width) }
        var kept = ""
        var used = 0
        for character in text {
            let w = CharacterWidth.of(character)
            if used + w > room { break }
            kept.append(character)
            used += w
        }
        // A cut right after a space reads as a gap, not as a cut word.
        while kept.last == " " { kept.removeLast() }
        return String(kept) + mark
    }
}
