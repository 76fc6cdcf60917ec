import ClockCore

/// Album covers as pictures for the wall and the player panel: decodes the cover and renders it with chafa, as
/// symbols and, when the request asks for a picture format, also as a real picture from the same pixels.
///
/// Decoding reads a file, so it runs off the UI thread (`BackgroundCoverTiles`), for covers on screen only.
public enum CoverTiles {
    /// The picture `request` asks for, or nil when the cover cannot be read or drawn (the placeholder stays);
    /// `encoded` is nil when no format was asked for or encoding failed (the symbols stay). A cropped key gets only
    /// its encoded picture.
    public static func render(_ request: CoverRequest, mode: TileMode,
                              reader: any TagReading = TagLibReader()) -> RenderedCover {
        let size = request.key.size
        let image: CoverImage
        do {
            image = try CoverImage.load(request.source, maxSize: decodeSize(for: request.key), reader: reader)
        } catch {
            return RenderedCover(key: request.key, picture: nil)
        }
        if let crop = request.key.crop {
            // Only the picture is wanted: the symbols are the whole cover's, under its own key.
            let part = image.cropped(to: crop, ofCells: size)
            let encoded = request.key.format.flatMap {
                try? CoverPictureEncoder.encode(part, cells: request.key.pictureCells, format: $0)
            }
            return RenderedCover(key: request.key, picture: nil, encoded: encoded)
        }
        let picture = CoverTileRenderer.render(image, size: size, mode: mode)
        let encoded = request.key.format.flatMap { try? CoverPictureEncoder.encode(image, cells: size, format: $0) }
        return RenderedCover(key: request.key, picture: picture, encoded: encoded)
    }

    /// Enough pixels for chafa to pick symbols well (8 per cell across, cells are about twice as tall as wide).
    static func pixelBudget(for size: Size) -> Int {
        min(1024, max(64, 8 * max(size.width, size.height * 2)))
    }

    /// The side a cover is decoded at: enough for the symbols, and for the picture's own pixel size when one is
    /// asked for (never scaled up from less, capped where the encoder refuses anyway).
    static func decodeSize(for key: CoverKey) -> Int {
        let symbols = pixelBudget(for: key.size)
        guard let format = key.format else { return symbols }
        let pixels = CoverPictureEncoder.pixelSize(cells: key.size, format: format)
        return max(symbols, min(CoverPictureEncoder.maxSide, max(pixels.width, pixels.height)))
    }
}
