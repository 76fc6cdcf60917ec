/// The help overlay's text, made from every screen's key map (`KeyBindings.help`) and a few notes, and how a screen
/// shows it: a box centred on the screen, in two columns when one is too tall and two fit side by side, else one
/// column scrolled by `AppModel.helpScroll`. The key column is as wide as the longest key and two blanks;
/// descriptions wrap at word boundaries beside it, or under their key (indented) when the screen leaves too little room.
public struct HelpPage: Sendable, Equatable {
    public enum LineKind: Sendable, Equatable { case heading, binding, note, blank }

    public struct Line: Sendable, Equatable {
        public var kind: LineKind
        public var text: String
    }

    /// Every line, in table order.
    public var lines: [Line]
    /// The lines of each column (one or two), split between sections.
    public var columns: [[Line]]
    /// Columns of text one help column takes.
    public var columnWidth: Int
    /// The box on screen, frame included.
    public var box: Rect
    /// Rows of text the box shows at once.
    public var visibleLines: Int

    /// Indent of a key under its heading; blanks between the longest key and its description; indent of a
    /// description wrapped under its key.
    static let keyIndent = 2, keyGap = 2, stackedIndent = 4
    /// The narrowest description column worth keeping beside the keys: narrower, descriptions go under their key.
    static let narrowestDescription = 16
    /// Frame and one column of padding on each side; blank columns between two help columns.
    static let horizontalChrome = 4, verticalChrome = 2, columnGap = 3

    /// What the key table cannot say: behaviour no key starts, and what to do when the font lacks the face's dots.
    public static let notes: (title: String, paragraphs: [String]) = ("Good to know", [
        "An alarm nobody stops rings for \(Int(AlarmRinging.autoSilenceAfter / 60)) minutes, then goes quiet and "
            + "leaves a \"Missed alarm\" notice.",
        "Empty boxes instead of the clock face: the terminal's font has no braille dots. Start with --no-braille "
            + "(or braille = false in config.toml) for a face of half blocks.",
    ])

    public init(screen: Size, ascii: Bool) {
        var sections: [(title: String, rows: [(key: String, description: String)])] = []
        for section in KeyBindings.help {
            if sections.last?.title != section.title { sections.append((section.title, [])) }
            sections[sections.count - 1].rows += section.rows.map { ($0.label(ascii: ascii), $0.description) }
        }
        let keyWidth = sections.flatMap(\.rows).map { TerminalColumns.of($0.key) }.max() ?? 0
        let descriptionX = Self.keyIndent + keyWidth + Self.keyGap
        let naturalWidth = descriptionX + (sections.flatMap(\.rows).map { TerminalColumns.of($0.description) }.max() ?? 0)
        let lines = Self.lines(sections, width: min(naturalWidth, max(1, screen.width - Self.horizontalChrome)),
                               descriptionX: descriptionX)
        self.lines = lines
        columnWidth = lines.map { TerminalColumns.of($0.text) }.max() ?? 0
        let twoWide = 2 * columnWidth + Self.columnGap + Self.horizontalChrome
        let tooTall = lines.count + Self.verticalChrome > screen.height
        columns = tooTall && twoWide <= screen.width ? Self.split(lines) : [lines]
        let rows = columns.map(\.count).max() ?? 0
        let wanted = columns.count * columnWidth + (columns.count - 1) * Self.columnGap + Self.horizontalChrome
        let width = min(screen.width, wanted)
        let height = min(screen.height, rows + Self.verticalChrome)
        box = Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
        visibleLines = max(0, height - Self.verticalChrome)
    }

    /// The sections and notes laid out `width` columns wide: each key with its description beside it from
    /// `descriptionX` (wrapped there), or, when that leaves too little room, under it.
    static func lines(_ sections: [(title: String, rows: [(key: String, description: String)])], width: Int,
                      descriptionX: Int) -> [Line] {
        let beside = width - descriptionX >= narrowestDescription
        var lines: [Line] = []
        func add(_ kind: LineKind, _ text: String, indent: Int, width: Int) {
            let pad = String(repeating: " ", count: indent)
            for part in WordWrap.lines(text, width: max(1, width - indent)) { lines.append(Line(kind: kind, text: pad + part)) }
        }
        for section in sections + [(notes.title, [])] {
            if !lines.isEmpty { lines.append(Line(kind: .blank, text: "")) }
            add(.heading, section.title, indent: 0, width: width)
            for row in section.rows {
                guard beside else {
                    add(.binding, row.key, indent: keyIndent, width: width)
                    add(.binding, row.description, indent: stackedIndent, width: width)
                    continue
                }
                let wrapped = WordWrap.lines(row.description, width: width - descriptionX)
                for (i, part) in wrapped.enumerated() {
                    let key = i == 0 ? String(repeating: " ", count: keyIndent) + row.key : ""
                    let pad = String(repeating: " ", count: descriptionX - TerminalColumns.of(key))
                    lines.append(Line(kind: .binding, text: key + pad + part))
                }
            }
        }
        for paragraph in notes.paragraphs { add(.note, paragraph, indent: keyIndent, width: width) }
        return lines
    }

    /// Two columns split at the blank line between sections that evens them out best (the blank is dropped).
    static func split(_ lines: [Line]) -> [[Line]] {
        let blanks = lines.indices.filter { lines[$0].kind == .blank }
        guard let at = blanks.min(by: { abs(2 * $0 - lines.count) < abs(2 * $1 - lines.count) }) else { return [lines] }
        return [Array(lines[..<at]), Array(lines[(at + 1)...])]
    }

    /// Rows of the tallest column.
    public var rowCount: Int { columns.map(\.count).max() ?? 0 }

    /// The furthest the text scrolls: its last row at the bottom of the box.
    public var maxScroll: Int { max(0, rowCount - visibleLines) }

    /// `scroll` kept within what the text allows.
    public func clamped(_ scroll: Int) -> Int { min(max(0, scroll), maxScroll) }

    /// Each column's lines shown when scrolled by `scroll`.
    public func shown(scroll: Int) -> [ArraySlice<Line>] {
        let top = clamped(scroll)
        return columns.map { column in column[min(top, column.count)..<min(column.count, top + visibleLines)] }
    }
}
