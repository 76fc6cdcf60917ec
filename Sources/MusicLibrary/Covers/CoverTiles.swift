import ClockCore
import ClockRender

/// Album tiles for the wall and the player panel: decodes the cover, renders it with chafa, falls back to the
/// placeholder when there is no cover or it cannot be read, and caches the result.
///
/// Decoding reads a file, so call it for the tiles on screen only (the cache makes repeat frames free).
public struct CoverTiles: Sendable {
    public private(set) var cache: CoverTileCache
    private let reader: any TagReading

    public init(cache: CoverTileCache = CoverTileCache(), reader: any TagReading = TagLibReader()) {
        self.cache = cache
        self.reader = reader
    }

    /// The tile of `album` at `size` cells in `mode`.
    public mutating func tile(for album: Album, size: Size, mode: TileMode) -> Canvas {
        let reader = self.reader
        return cache.tile(for: .init(albumID: album.id, size: size, mode: mode)) {
            Self.render(album: album, size: size, mode: mode, reader: reader)
        }
    }

    /// Renders without caching: the cover if it decodes, else the placeholder.
    public static func render(album: Album, size: Size, mode: TileMode,
                              reader: any TagReading = TagLibReader()) -> Canvas {
        do {
            let image = try CoverImage.load(album.cover, maxSize: pixelBudget(for: size), reader: reader)
            return CoverTileRenderer.render(image, size: size, mode: mode)
        } catch {
            return PlaceholderTile.render(album: album, size: size, mode: mode)
        }
    }

    /// Enough pixels for chafa to pick symbols well (8 per cell across, cells are about twice as tall as wide).
    static func pixelBudget(for size: Size) -> Int {
        min(1024, max(64, 8 * max(size.width, size.height * 2)))
    }
}
