import ClockCore

/// The search line at the bottom of the wall while `/` has it open: the text as typed with a block cursor after
/// it, and on the right how many albums match. Drawn reversed, so it reads as a line of its own without colour.
public struct SearchLineView {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    static let cursor = Cell(" ")

    /// Draws `search` over row `y` of `canvas`, from `x` for `width` cells; `albumCount` is the whole library.
    public func render(_ search: WallSearch, albumCount: Int, into canvas: inout Canvas, x: Int, y: Int, width: Int) {
        guard width > 0 else { return }
        canvas.fill(Rect(x: x, y: y, width: width, height: 1), with: Cell(" ", style: theme[.searchLine]))
        let count = SearchLineView.countText(search, albumCount: albumCount)
        let countWidth = CharacterWidth.of(count)
        // The count only when it leaves room for the prompt, the cursor and a few characters of text.
        let showsCount = width >= countWidth + 12
        let room = max(0, width - 3 - (showsCount ? countWidth + 2 : 0))
        let text = SearchLineView.tail(of: ascii ? TextFold.ascii(search.text) : search.text, fitting: room, ascii: ascii)
        var column = x + canvas.write("/ ", x: x, y: y, style: theme[.searchLine], maxWidth: width)
        column += canvas.write(text, x: column, y: y, style: theme[.searchText], maxWidth: x + width - column)
        if column < x + width { canvas.fill(Rect(x: column, y: y, width: 1, height: 1), with: SearchLineView.cursor) }
        if showsCount {
            canvas.write(count, x: x + width - countWidth - 1, y: y, style: theme[.searchLine], maxWidth: countWidth)
        }
    }

    /// "3 of 120 albums", or a hint while nothing is typed.
    static func countText(_ search: WallSearch, albumCount: Int) -> String {
        guard let matches = search.matches else { return "title or artist" }
        return "\(matches.count) of \(albumCount) album\(albumCount == 1 ? "" : "s")"
    }

    /// The end of `text` that fits `width` cells, the cut marked at the start: the user types at the end.
    static func tail(of text: String, fitting width: Int, ascii: Bool) -> String {
        guard CharacterWidth.of(text) > width else { return text }
        let mark = ascii ? "..." : "…"
        var kept = Substring(text)
        while !kept.isEmpty, CharacterWidth.of(String(kept)) + CharacterWidth.of(mark) > width { kept = kept.dropFirst() }
        return width >= CharacterWidth.of(mark) ? mark + kept : ""
    }
}
