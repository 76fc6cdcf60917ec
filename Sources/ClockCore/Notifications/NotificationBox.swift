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
    public init(_ notification: SlideInNotification, screenWidth: Int, maxHeight: Int = .max, margin: Int = 1) {
        let labels = notification.actions.map { "[ \($0.label) ]" }
        let buttonsWidth = labels.isEmpty ? 0 : labels.reduce(0) { $0 + TerminalColumns.of($1) }
            + Self.buttonGap * (labels.count - 1)
        let limit = max(Self.chrome + 4, min(Self.maxWidth, screenWidth - 2 * margin))
        let wanted = notification.message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalColumns.of(String($0)) }.max() ?? 0
        let width = min(limit, max(wanted + Self.chrome, buttonsWidth + 4))
        let maxLines = max(1, maxHeight - 2 - (labels.isEmpty ? 0 : 1))
        lines = WordWrap.lines(notification.message, width: width - Self.chrome, maxLines: maxLines)
        if lines.isEmpty { lines = [""] }
        let buttonRow = 1 + lines.count
        var x = width - 2 - buttonsWidth
        buttons = zip(notification.actions, labels).map { action, text in
            let w = TerminalColumns.of(text)
            defer { x += w + Self.buttonGap }
            return NotificationButton(action: action, text: text, frame: Rect(x: x, y: buttonRow, width: w, height: 1))
        }
        size = Size(width: width, height: 2 + lines.count + (labels.isEmpty ? 0 : 1))
    }
}
