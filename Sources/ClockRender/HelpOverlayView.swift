import ClockCore

/// The `?` overlay: `HelpPage`'s lines (the key table) in a framed box, scrolled as the model says, with a
/// "more" mark on the frame where lines are hidden above or below.
public struct HelpOverlayView {
    public var page: HelpPage
    public var scroll: Int
    public var ascii: Bool

    public init(page: HelpPage, scroll: Int, ascii: Bool) {
        self.page = page
        self.scroll = page.clamped(scroll)
        self.ascii = ascii
    }

    public init(model: AppModel) {
        self.init(page: model.helpPage, scroll: model.helpScroll, ascii: model.options.ascii)
    }

    /// Columns the "more" mark and the frame corner next to it take on each side of the bottom edge.
    static let moreMarkWidth = 10

    public func render(into canvas: inout Canvas) {
        let box = page.box
        guard box.width > 0, box.height > 0 else { return }
        BoxDrawing.forMode(ascii: ascii).draw(box, on: &canvas, style: Theme.focusFrame, fillInside: true)
        canvas.writeCentered(" Keys ", x: box.x, width: box.width, y: box.y, style: Theme.accent)
        let textWidth = box.width - 4
        for (index, column) in page.shown(scroll: scroll).enumerated() {
            let left = index * (page.columnWidth + 3)
            for (row, line) in column.enumerated() {
                let style: Style = line.kind == .heading ? Theme.accent : Theme.label
                canvas.write(line.text, x: box.x + 2 + left, y: box.y + 1 + row, style: style, maxWidth: textWidth - left)
            }
        }
        let bottom = box.y + box.height - 1
        if scroll > 0 {
            canvas.write(ascii ? " ^ more " : " ▲ more ", x: box.x + box.width - Self.moreMarkWidth, y: box.y, style: Theme.accent)
        }
        if scroll < page.maxScroll {
            canvas.write(ascii ? " v more " : " ▼ more ", x: box.x + box.width - Self.moreMarkWidth, y: bottom, style: Theme.accent)
        }
        let hint = page.maxScroll > 0 ? (ascii ? " Up Down PgUp PgDn scroll " : " ↑ ↓ PgUp PgDn scroll ") : " any key closes "
        let room = box.width - 2 * Self.moreMarkWidth
        if box.height > 2, CharacterWidth.of(hint) <= room {
            canvas.writeCentered(hint, x: box.x + Self.moreMarkWidth, width: room, y: bottom, style: Theme.dimText)
        }
    }
}
