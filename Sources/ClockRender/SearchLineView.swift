import ClockCore

/// The search line at the bottom of the wall while `/` has it open: the text as typed with a block cursor after
/// it, and on the right how many albums match (and the track found on the focused one). Drawn reversed, so it reads as a line of its own without colour.
public struct SearchLineView {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    static let cursor = Cell(" ")

    /// Draws `search` over row `y` of `canvas`, from `x` for `width` cells; `albumCount` is the whole library.
    /// `matchedTrack` is the title of the track the search found on the focused album (which matched by it alone),
    /// said before the count: the tile shows the album, not the track.
    public func render(_ search: WallSearch, albumCount: Int, matchedTrack: String? = nil, into canvas: inout Canvas,
                       x: Int, y: Int, width: Int) {
        guard width > 0 else { return }
        canvas.fill(Rect(x: x, y: y, width: width, height: 1), with: Cell(" ", style: theme[.searchLine]))
        var count = SearchLineView.countText(search, albumCount: albumCount)
        if let matchedTrack {
            // Half the line at most for the track, the text typed keeps the rest.
            let said = (ascii ? "track: " : "♪ ") + (ascii ? TextFold.ascii(matchedTrack) : matchedTrack)
            let room = width / 2 - CharacterWidth.of(count) - 3
            if room >= 8 { count = Ellipsis.fit(said, width: room, ascii: ascii) + (ascii ? " - " : " · ") + count }
        }
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
        guard let matches = search.matches else { return "title, artist or track" }
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
