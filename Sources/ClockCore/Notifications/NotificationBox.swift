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
    /// A long message wraps in full, the box growing to at most `maxHeight` rows (the screen's); only a message
    /// that does not fit even then is shortened, with "…", so a notice's reason and paths are seen.
    /// With `filling`, the box is that size (a screen too small to leave margins around it), the message wrapped to it.
    public init(_ notification: SlideInNotification, screenWidth: Int, maxHeight: Int = .max, margin: Int = 1,
                filling: Size? = nil) {
        let labels = notification.actions.map { "[ \($0.label) ]" }
        let buttonsWidth = labels.isEmpty ? 0 : labels.reduce(0) { $0 + TerminalColumns.of($1) }
            + Self.buttonGap * (labels.count - 1)
        let limit = max(Self.chrome + 4, min(Self.maxWidth, screenWidth - 2 * margin))
        let wanted = notification.message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalColumns.of(String($0)) }.max() ?? 0
        let width = filling.map { max(Self.chrome + 4, $0.width) } ?? min(limit, max(wanted + Self.chrome, buttonsWidth + 4))
        // On a screen too narrow for the buttons side by side ("[ Restart ]  [ Dismiss ]" needs 27 columns with the
        // borders), each takes a row of its own, so none is drawn over the border or off the screen.
        let sideBySide = buttonsWidth + 4 <= width
        let buttonRows = labels.isEmpty ? 0 : sideBySide ? 1 : labels.count
        let maxLines = max(1, maxHeight - 2 - buttonRows)
        lines = WordWrap.lines(notification.message, width: width - Self.chrome, maxLines: maxLines)
        if lines.isEmpty { lines = [""] }
        let firstButtonRow = 1 + lines.count
        if sideBySide {
            var x = width - 2 - buttonsWidth
            buttons = zip(notification.actions, labels).map { action, text in
                let w = TerminalColumns.of(text)
                defer { x += w + Self.buttonGap }
                return NotificationButton(action: action, text: text, frame: Rect(x: x, y: firstButtonRow, width: w, height: 1))
            }
        } else {
            buttons = zip(notification.actions, labels).enumerated().map { row, pair in
                // "[Dismiss]" where even "[ Dismiss ]" alone is wider than the inside of the box; cut at the border
                // below that (a box of 10 columns, on a 14-column screen).
                let text = TerminalColumns.of(pair.1) + 4 <= width ? pair.1 : String("[\(pair.0.label)]".prefix(width - 2))
                let w = TerminalColumns.of(text)
                return NotificationButton(action: pair.0, text: text,
                                          frame: Rect(x: max(1, width - 2 - w), y: firstButtonRow + row, width: w, height: 1))
            }
        }
        size = Size(width: width, height: max(filling?.height ?? 0, 2 + lines.count + buttonRows))
    }
}
