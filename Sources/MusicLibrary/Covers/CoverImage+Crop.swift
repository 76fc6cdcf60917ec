import ClockCore

extension CoverImage {
    /// The pixels under `crop`, a part of the cells of a cover that stretches this image to fill `cells` (as the
    /// symbols and the whole picture do), so the cropped picture shows just what the whole one shows there.
    /// A crop outside `cells` is cut to them; an empty one gives an empty image.
    func cropped(to crop: Rect, ofCells cells: Size) -> CoverImage {
        let part = crop.intersection(Rect(x: 0, y: 0, width: cells.width, height: cells.height))
        guard !part.isEmpty, width > 0, height > 0 else { return CoverImage(width: 0, height: 0, rgba: []) }
        // Rounded to the nearest pixel: neighbouring crops then share their edges exactly.
        func pixel(_ cell: Int, of count: Int, _ side: Int) -> Int { (cell * side * 2 + count) / (count * 2) }
        let left = pixel(part.x, of: cells.width, width), right = max(left + 1, pixel(part.maxX, of: cells.width, width))
        let top = pixel(part.y, of: cells.height, height)
        let bottom = max(top + 1, pixel(part.maxY, of: cells.height, height))
        let rowBytes = (right - left) * 4
        var rgba: [UInt8] = []
        rgba.reserveCapacity(rowBytes * (bottom - top))
        for y in top..<bottom {
            let start = (y * width + left) * 4
            rgba += self.rgba[start..<start + rowBytes]
        }
        return CoverImage(width: right - left, height: bottom - top, rgba: rgba)
    }
}
