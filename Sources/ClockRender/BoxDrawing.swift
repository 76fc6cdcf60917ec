import ClockCore

/// Frames drawn with Unicode box characters (rounded corners), or `+-|` in ASCII mode.
/// Drawn by hand rather than with ncurses' ACS, which some terminals capture as `lqqk`.
public struct BoxDrawing: Sendable {
    public let horizontal: Unicode.Scalar
    public let vertical: Unicode.Scalar
    public let topLeft: Unicode.Scalar
    public let topRight: Unicode.Scalar
    public let bottomLeft: Unicode.Scalar
    public let bottomRight: Unicode.Scalar

    public static let rounded = BoxDrawing(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
                                           bottomRight: "╯")
    public static let ascii = BoxDrawing(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
                                         bottomRight: "+")

    public static func forMode(ascii: Bool) -> BoxDrawing { ascii ? .ascii : .rounded }

    /// Draws the frame around `rect` (its outermost cells) and, if asked, clears the inside.
    public func draw(_ rect: Rect, into canvas: inout Canvas, style: Style, fillInside: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        if fillInside { canvas.fill(rect.insetBy(dx: 1, dy: 1), with: Cell(" ", style: Style(bg: style.bg))) }
        for x in rect.x + 1..<rect.maxX - 1 {
            canvas[x, rect.y] = Cell(horizontal, style: style)
            canvas[x, rect.maxY - 1] = Cell(horizontal, style: style)
        }
        for y in rect.y + 1..<rect.maxY - 1 {
            canvas[rect.x, y] = Cell(vertical, style: style)
            canvas[rect.maxX - 1, y] = Cell(vertical, style: style)
        }
        canvas[rect.x, rect.y] = Cell(topLeft, style: style)
        canvas[rect.maxX - 1, rect.y] = Cell(topRight, style: style)
        canvas[rect.x, rect.maxY - 1] = Cell(bottomLeft, style: style)
        canvas[rect.maxX - 1, rect.maxY - 1] = Cell(bottomRight, style: style)
    }
}
