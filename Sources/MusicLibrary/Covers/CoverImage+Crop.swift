import ClockCore

extension CoverImage {
    /// The pixels under `crop`, a part of the cells of a cover that stretches this image to fill `cells` (as the
    /// symbols and the whole picture do), so the cropped picture shows just what the whole one shows there.
    /// A crop outside `cells` is cut to them; an empty one gives an empty image.
    func cropped(to crop: Rect, ofCells cells: Size) -> CoverImage {
        let part = crop.intersection(Rect(x: 0, y: 0, width: cells.width, height: cells.height))
        guard !part.isEmpty, width > 0, height > 0, rgba.count >= width * height * 4 else {
            return CoverImage(width: 0, height: 0, rgba: [])
        }
        let columns = Self.pixels(under: part.x..<part.maxX, of: cells.width, side: width)
        let rows = Self.pixels(under: part.y..<part.maxY, of: cells.height, side: height)
        let rowBytes = columns.count * 4
        var rgba: [UInt8] = []
        rgba.reserveCapacity(rowBytes * rows.count)
        for y in rows {
            let start = (y * width + columns.lowerBound) * 4
            rgba += self.rgba[start..<start + rowBytes]
        }
        return CoverImage(width: columns.count, height: rows.count, rgba: rgba)
    }

    /// The pixels of a `side` pixels long edge that lie under `cells`, a non-empty run of the `count` cells it is
    /// stretched over. Rounded to the nearest pixel, so neighbouring crops share their edges exactly; at least one
    /// pixel and never past the edge, even where a cell is less than a pixel (a cover 1 pixel high cut into 8 rows
    /// of cells: every row shows that one pixel row).
    static func pixels(under cells: Range<Int>, of count: Int, side: Int) -> Range<Int> {
        func pixel(_ cell: Int) -> Int { (cell * side * 2 + count) / (count * 2) }
        let first = min(side - 1, pixel(cells.lowerBound))
        return first..<min(side, max(first + 1, pixel(cells.upperBound)))
    }
}
