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
        let pixels = PixelsUnderCells.rect(of: part, cells: cells, pixels: PixelSize(width: width, height: height))
        let columns = pixels.x..<pixels.maxX, rows = pixels.y..<pixels.maxY
        let rowBytes = columns.count * 4
        var rgba: [UInt8] = []
        rgba.reserveCapacity(rowBytes * rows.count)
        for y in rows {
            let start = (y * width + columns.lowerBound) * 4
            rgba += self.rgba[start..<start + rowBytes]
        }
        return CoverImage(width: columns.count, height: rows.count, rgba: rgba)
    }
}
