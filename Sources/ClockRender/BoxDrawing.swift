import ClockCore

/// The one way frames are drawn: the line characters of a rectangular outline, in the shapes the views use, or
/// `+-|` in ASCII mode. Drawn by hand rather than with ncurses' ACS, which some terminals capture as `lqqk`.
public struct BoxDrawing: Sendable {
    public let horizontal: Unicode.Scalar
    public let vertical: Unicode.Scalar
    public let topLeft: Unicode.Scalar
    public let topRight: Unicode.Scalar
    public let bottomLeft: Unicode.Scalar
    public let bottomRight: Unicode.Scalar

    public static let ascii = BoxDrawing(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
                                         bottomRight: "+")
    /// ASCII for the focus frame, unlike the `+-|` of placeholders and panels.
    public static let asciiDouble = BoxDrawing(horizontal: "=", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
                                               bottomRight: "+")
    public static let light = BoxDrawing(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
                                         bottomRight: "┘")
    public static let rounded = BoxDrawing(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
                                           bottomRight: "╯")
    public static let heavy = BoxDrawing(horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
                                         bottomRight: "┛")

    /// Rounded corners, or `+-|` in ASCII mode: the frame of boxes that float over the screen.
    public static func forMode(ascii: Bool) -> BoxDrawing { ascii ? .ascii : .rounded }

    /// Draws the outline of `rect` (clipped by the canvas) and, if asked, clears the inside to the frame's background.
    /// A rect thinner than 2 cells gets no outline.
    public func draw(_ rect: Rect, on canvas: inout Canvas, style: Style, fillInside: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        if fillInside { canvas.fill(rect.insetBy(dx: 1, dy: 1), with: Cell(" ", style: Style(bg: style.bg))) }
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
