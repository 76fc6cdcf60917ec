import ClockCore

/// The `?` overlay: `HelpPage`'s lines (the key table) in a framed box, scrolled as the model says, with a
/// "more" mark on the frame where lines are hidden above or below.
public struct HelpOverlayView {
    public var page: HelpPage
    public var scroll: Int
    public var ascii: Bool
    public var theme: Theme

    public init(page: HelpPage, scroll: Int, ascii: Bool, theme: Theme = .dark) {
        self.page = page
        self.scroll = page.clamped(scroll)
        self.ascii = ascii
        self.theme = theme
    }

    public init(model: AppModel) {
        self.init(page: model.helpPage, scroll: model.helpScroll, ascii: model.options.ascii, theme: Theme.chosen(for: model))
    }

    /// Columns the "more" mark and the frame corner next to it take on each side of the bottom edge.
    static let moreMarkWidth = 10

    public func render(into canvas: inout Canvas) {
        let box = page.box
        guard box.width > 0, box.height > 0 else { return }
        BoxDrawing.forMode(ascii: ascii).draw(box, on: &canvas, style: theme[.focusFrame], fillInside: true)
        canvas.writeCentered(" Keys ", x: box.x, width: box.width, y: box.y, style: theme[.accent])
        let textWidth = box.width - 4
        for (index, column) in page.shown(scroll: scroll).enumerated() {
            let left = index * (page.columnWidth + 3)
            for (row, line) in column.enumerated() {
                let style: Style = line.kind == .heading ? theme[.accent] : theme[.label]
                canvas.write(line.text, x: box.x + 2 + left, y: box.y + 1 + row, style: style, maxWidth: textWidth - left)
            }
        }
        let bottom = box.y + box.height - 1
        if scroll > 0 {
            canvas.write(ascii ? " ^ more " : " ▲ more ", x: box.x + box.width - Self.moreMarkWidth, y: box.y, style: theme[.accent])
        }
        if scroll < page.maxScroll {
            canvas.write(ascii ? " v more " : " ▼ more ", x: box.x + box.width - Self.moreMarkWidth, y: bottom, style: theme[.accent])
        }
        let hint = page.maxScroll > 0 ? (ascii ? " Up Down PgUp PgDn scroll " : " ↑ ↓ PgUp PgDn scroll ") : " any key closes "
        let room = box.width - 2 * Self.moreMarkWidth
        if box.height > 2, CharacterWidth.of(hint) <= room {
            canvas.writeCentered(hint, x: box.x + Self.moreMarkWidth, width: room, y: bottom, style: theme[.hint])
        }
    }
}
