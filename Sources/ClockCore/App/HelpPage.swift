/// The help overlay's text, made from every screen's key map (`KeyBindings.help`), and how a screen shows it: a box centred on the screen,
/// in two columns when one is too tall and two fit side by side, else one column scrolled by `AppModel.helpScroll`.
public struct HelpPage: Sendable, Equatable {
    public enum LineKind: Sendable, Equatable { case heading, binding, blank }

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

    /// Width of the key column (longer keys are cut).
    static let keyColumn = 18
    /// Frame and one column of padding on each side; blank columns between two help columns.
    static let horizontalChrome = 4, verticalChrome = 2, columnGap = 3

    public init(screen: Size, ascii: Bool) {
        var lines: [Line] = []
        var lastTitle: String?
        for section in KeyBindings.help {
            if section.title != lastTitle {
                if !lines.isEmpty { lines.append(Line(kind: .blank, text: "")) }
                lines.append(Line(kind: .heading, text: section.title))
                lastTitle = section.title
            }
            for binding in section.rows {
                let label = String(binding.label(ascii: ascii).prefix(Self.keyColumn - 1))
                let padding = String(repeating: " ", count: max(1, Self.keyColumn - TerminalColumns.of(label)))
                lines.append(Line(kind: .binding, text: "  " + label + padding + binding.description))
            }
        }
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
