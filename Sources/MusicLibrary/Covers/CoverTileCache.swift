import ClockCore
import ClockRender

/// Rendered tiles, least recently used first out, bounded by tile count and total cells,
/// so memory stays flat however far the wall is scrolled.
public struct CoverTileCache: Sendable {
    /// What a tile depends on.
    public struct Key: Sendable, Hashable {
        public var albumID: String
        public var size: Size
        public var mode: TileMode

        public init(albumID: String, size: Size, mode: TileMode) {
            self.albumID = albumID
            self.size = size
            self.mode = mode
        }
    }

    public let maxTiles: Int
    public let maxCells: Int
    public private(set) var cellCount = 0
    private var tiles: [Key: (canvas: Canvas, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    /// The defaults hold a few screens of 20×10 tiles (a few MB at most).
    public init(maxTiles: Int = 256, maxCells: Int = 100_000) {
        self.maxTiles = max(1, maxTiles)
        self.maxCells = max(1, maxCells)
    }

    public var count: Int { tiles.count }

    /// The cached tile for `key`, or `render()`'s result, which is kept (evicting the least recently used).
    public mutating func tile(for key: Key, render: () -> Canvas) -> Canvas {
        clock += 1
        if let hit = tiles[key] {
            tiles[key] = (hit.canvas, clock)
            return hit.canvas
        }
        let canvas = render()
        insert(canvas, for: key)
        return canvas
    }

    /// Whether `key` is cached (does not count as a use).
    public func contains(_ key: Key) -> Bool { tiles[key] != nil }

    public mutating func removeAll() {
        tiles.removeAll()
        cellCount = 0
    }

    private mutating func insert(_ canvas: Canvas, for key: Key) {
        let cells = canvas.cells.count
        guard cells <= maxCells else { return }  // bigger than the whole budget: hand it out uncached
        tiles[key] = (canvas, clock)
        cellCount += cells
        while tiles.count > maxTiles || cellCount > maxCells {
            // A linear scan is fine: the cache holds at most a few hundred tiles.
            guard let oldest = tiles.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            tiles[oldest.key] = nil
            cellCount -= oldest.value.canvas.cells.count
        }
    }
}
