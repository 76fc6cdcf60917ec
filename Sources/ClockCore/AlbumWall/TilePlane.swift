/// A tile's place on the infinite wall: any row and column, negative ones included.
public struct TileCoordinate: Sendable, Hashable {
    public var row: Int
    public var col: Int

    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }
}

/// How big the tiles of the wall are, in cells. A tile is a cover picture with two text lines under it
/// (title, artist); around it is a gap that also holds the focus frame.
public struct TileSize: Sendable, Hashable {
    /// The cover area. Cells are about twice as tall as wide, so a square picture is twice as wide as tall.
    public var cover: Size

    public init(cover: Size) { self.cover = cover }

    /// Title and artist under the cover.
    public static let textLines = 2
    /// Blank columns between neighbouring tiles: one on each side of a tile, where the focus frame is drawn.
    public static let horizontalGap = 2
    /// Blank rows between neighbouring tiles: the row above a tile (the row below is the next tile's).
    public static let verticalGap = 1

    /// The tile itself: cover plus text lines.
    public var tile: Size { Size(width: cover.width, height: cover.height + TileSize.textLines) }

    /// The distance from one tile to the next: its slot on the plane.
    public var pitch: Size {
        Size(width: cover.width + TileSize.horizontalGap, height: tile.height + TileSize.verticalGap)
    }

    /// Where a tile sits inside its slot.
    public static let tileInset = Point(x: 1, y: 1)

    /// The sizes `+` and `-` step through, smallest first.
    public static let presets: [TileSize] = [
        TileSize(cover: Size(width: 8, height: 4)),
        TileSize(cover: Size(width: 12, height: 6)),
        TileSize(cover: Size(width: 16, height: 8)),
        TileSize(cover: Size(width: 24, height: 12)),
        TileSize(cover: Size(width: 32, height: 16)),
    ]
    public static let defaultPreset = 2
}

/// The arithmetic of an edgeless wall: which album a tile shows.
public enum TilePlane {
    /// `a mod n` in 0..<n for any sign of `a` (Swift's `%` keeps the sign of `a`).
    public static func floorMod(_ a: Int, _ n: Int) -> Int {
        precondition(n > 0, "modulus must be positive")
        let m = a % n
        return m < 0 ? m + n : m
    }

    /// `a / n` rounded toward minus infinity, the partner of `floorMod`.
    public static func floorDiv(_ a: Int, _ n: Int) -> Int {
        precondition(n > 0, "divisor must be positive")
        return (a - floorMod(a, n)) / n
    }

    /// `(row · columns + col) mod albumCount` (SPEC §6), or nil without albums: the album shown at `tile` when
    /// the albums are dealt in order from tile (0, 0), and the slot of a `WallDeal` of that length.
    public static func albumIndex(at tile: TileCoordinate, columns: Int, albumCount: Int) -> Int? {
        guard albumCount > 0 else { return nil }
        // Reduce first so that far-away tiles cannot overflow the multiplication.
        let row = floorMod(tile.row, albumCount)
        let col = floorMod(tile.col, albumCount)
        let cols = floorMod(max(1, columns), albumCount)
        return floorMod(row * cols + col, albumCount)
    }

    /// The logical row width of the endless wall where up to `across` tile columns can show at once (see
    /// `AlbumWall.drawnColumns`): that many, so a row never reaches round to the next one on screen, plus one when
    /// that is a multiple of the album count: otherwise every row would repeat the one above.
    public static func columns(across: Int, albumCount: Int) -> Int {
        let fitted = max(1, across)
        if albumCount > 1, fitted % albumCount == 0 { return fitted + 1 }
        return fitted
    }
}
