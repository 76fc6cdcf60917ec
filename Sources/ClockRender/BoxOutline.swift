import ClockCore

/// The line characters of a rectangular outline, in the shapes the views use.
struct BoxOutline: Sendable {
    var horizontal: Unicode.Scalar
    var vertical: Unicode.Scalar
    var topLeft: Unicode.Scalar
    var topRight: Unicode.Scalar
    var bottomLeft: Unicode.Scalar
    var bottomRight: Unicode.Scalar

    static let ascii = BoxOutline(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
                                  bottomRight: "+")
    /// ASCII for the focus frame, unlike the `+-|` of placeholders and panels.
    static let asciiDouble = BoxOutline(horizontal: "=", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
                                        bottomRight: "+")
    static let light = BoxOutline(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
                                  bottomRight: "┘")
    static let rounded = BoxOutline(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
                                    bottomRight: "╯")
    static let heavy = BoxOutline(horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
                                  bottomRight: "┛")

    /// Draws the outline of `rect` (clipped by the canvas); a rect thinner than 2 cells gets no outline.
    func draw(_ rect: Rect, on canvas: inout Canvas, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        for x in rect.x + 1..<right {
            canvas[x, rect.y] = Cell(horizontal, style: style)
            canvas[x, bottom] = Cell(horizontal, style: style)
        }
        for y in rect.y + 1..<bottom {
            canvas[rect.x, y] = Cell(vertical, style: style)
            canvas[right, y] = Cell(vertical, style: style)
        }
        canvas[rect.x, rect.y] = Cell(topLeft, style: style)
        canvas[right, rect.y] = Cell(topRight, style: style)
        canvas[rect.x, bottom] = Cell(bottomLeft, style: style)
        canvas[right, bottom] = Cell(bottomRight, style: style)
    }
}
