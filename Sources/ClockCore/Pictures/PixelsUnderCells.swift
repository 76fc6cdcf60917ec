/// Which pixels of a picture stretched over a tile lie under some of its cells: the one rule for the part of a
/// cover a sixel or iTerm2 crop encodes and the source rect of a kitty placement cut by the screen's edge.
public enum PixelsUnderCells {
    /// The pixels of a `side` pixels long edge under `cells`, a non-empty run of the `count` cells it is stretched
    /// over. Rounded to the nearest pixel, so neighbouring parts share their edges exactly; at least one pixel and
    /// never past the edge, even where a cell is less than a pixel (a cover 1 pixel high over 8 rows of cells: every
    /// row shows that one pixel row). A count or side of zero gives nothing.
    public static func along(_ cells: Range<Int>, of count: Int, side: Int) -> Range<Int> {
        guard count > 0, side > 0 else { return 0..<0 }
        func pixel(_ cell: Int) -> Int { (min(max(cell, 0), count) * side * 2 + count) / (count * 2) }
        let first = min(side - 1, pixel(cells.lowerBound))
        return first..<min(side, max(first + 1, pixel(cells.upperBound)))
    }

    /// The pixel rect of a `pixels` picture stretched over `cells` under `part`, a rect of those cells.
    public static func rect(of part: Rect, cells: Size, pixels: PixelSize) -> Rect {
        let columns = along(part.x..<part.maxX, of: cells.width, side: pixels.width)
        let rows = along(part.y..<part.maxY, of: cells.height, side: pixels.height)
        return Rect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }
}
