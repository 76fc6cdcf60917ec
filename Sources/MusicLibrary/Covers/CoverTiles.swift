import ClockCore

/// Album covers as pictures for the wall and the player panel: decodes the cover and renders it with chafa.
///
/// Decoding reads a file, so it runs off the UI thread (`BackgroundCoverTiles`), for covers on screen only.
public enum CoverTiles {
    /// The picture `request` asks for, or nil when the cover cannot be read or drawn (the placeholder stays).
    public static func render(_ request: CoverRequest, mode: TileMode,
                              reader: any TagReading = TagLibReader()) -> RenderedCover {
        let size = request.key.size
        let picture: SymbolMosaic?
        do {
            let image = try CoverImage.load(request.source, maxSize: pixelBudget(for: size), reader: reader)
            picture = CoverTileRenderer.render(image, size: size, mode: mode)
        } catch {
            picture = nil
        }
        return RenderedCover(key: request.key, picture: picture)
    }

    /// Enough pixels for chafa to pick symbols well (8 per cell across, cells are about twice as tall as wide).
    static func pixelBudget(for size: Size) -> Int {
        min(1024, max(64, 8 * max(size.width, size.height * 2)))
    }
}
