/// A button inside a notification box.
public struct NotificationButton: Sendable, Equatable {
    public var action: NotificationAction
    /// What is drawn: `[ Snooze ]`.
    public var text: String
    /// Where, relative to the box's top-left corner.
    public var frame: Rect
}

/// The inside of a notification box: its size, the wrapped message lines and where the buttons go.
/// Shared by the view (to draw) and the stack (to hit-test), so both agree on every cell.
///
///     ╭──────────────────────────╮
///     │ ⚠ Wake up!               │
///     │  [ Snooze ]  [ Dismiss ] │
///     ╰──────────────────────────╯
public struct NotificationBox: Sendable, Equatable {
    /// Widest box, borders included: long messages wrap rather than span a wide terminal.
    public static let maxWidth = 60
    /// Messages keep to this many lines.
    public static let maxLines = 2
    /// Columns around the text: border, space, glyph, space … space, border.
    static let textInset = 4
    static let chrome = 6
    /// Blank columns between buttons.
    static let buttonGap = 2

    public var size: Size
    /// Message lines, already wrapped and shortened to fit.
    public var lines: [String]
    public var buttons: [NotificationButton]
    /// Column (relative to the box) where message text starts; the glyph sits two columns before it.
    public var textX: Int { Self.textInset }

    /// Lays out `notification` for a screen `screenWidth` columns wide, leaving `margin` columns at each side.
    public init(_ notification: SlideInNotification, screenWidth: Int, margin: Int = 1) {
        let labels = notification.actions.map { "[ \($0.label) ]" }
        let buttonsWidth = labels.isEmpty ? 0 : labels.reduce(0) { $0 + TerminalColumns.of($1) }
            + Self.buttonGap * (labels.count - 1)
        let limit = max(Self.chrome + 4, min(Self.maxWidth, screenWidth - 2 * margin))
        let wanted = notification.message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalColumns.of(String($0)) }.max() ?? 0
        let width = min(limit, max(wanted + Self.chrome, buttonsWidth + 4))
        lines = Self.wrap(notification.message, width: width - Self.chrome, maxLines: Self.maxLines)
        let buttonRow = 1 + lines.count
        var x = width - 2 - buttonsWidth
        buttons = zip(notification.actions, labels).map { action, text in
            let w = TerminalColumns.of(text)
            defer { x += w + Self.buttonGap }
            return NotificationButton(action: action, text: text, frame: Rect(x: x, y: buttonRow, width: w, height: 1))
        }
        size = Size(width: width, height: 2 + lines.count + (labels.isEmpty ? 0 : 1))
    }

    /// Word-wraps `text` into at most `maxLines` lines of `width` columns; what does not fit ends in "…".
    static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        var overflow = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                let candidate = line.isEmpty ? word : line + " " + word
                if TerminalColumns.of(candidate) <= width { line = candidate; continue }
                if !line.isEmpty { lines.append(line) }
                while TerminalColumns.of(word) > width {
                    lines.append(String(word.prefix(width)))
                    word = String(word.dropFirst(width))
                }
                line = word
            }
            lines.append(line)
        }
        if lines.count > maxLines {
            overflow = true
            lines = Array(lines.prefix(maxLines))
        }
        if overflow, var last = lines.popLast() {
            while !last.isEmpty, TerminalColumns.of(last) + 1 > width { last.removeLast() }
            lines.append(last + "…")
        }
        return lines.isEmpty ? [""] : lines
    }
}
