/// A wall with no more albums than the screen can show at once (a small library, a search with few matches).
/// Wrapping such a set fills the screen with clones of it: one match showed thirty times. So each album is shown
/// once instead, on a grid as wide as the whole tiles that fit, from tile (0, 0) in reading order; the tiles around
/// it are empty and the view stays over it. Left and right still step through every album in turn (past the last
/// comes the first again) and up and down through the rows of a column, as on the endless wall; only the picture
/// stops repeating. Once there are more albums than tiles on screen, the wall is endless again (SPEC §6).
extension AlbumWall {
    /// The most tile columns that can be on screen at once: with the view stopped between slots, a sliver of a
    /// tile shows at each edge. The endless wall's rows are this wide, so no album is drawn twice on one screen
    /// (a narrower row put the next row's first album in the column cut by the right edge).
    public var drawnColumns: Int { AlbumWall.tilesAcross(screen.width, tile: tileSize.tile.width, pitch: tileSize.pitch.width) }

    /// The most tile rows that can be on screen at once, counted like `drawnColumns`.
    public var drawnRows: Int { AlbumWall.tilesAcross(screen.height, tile: tileSize.tile.height, pitch: tileSize.pitch.height) }

    /// How many tiles can be on screen at once: a set up to this size is shown once, a bigger one wraps.
    public var visibleTileCapacity: Int { drawnColumns * drawnRows }

    /// Tiles of length `tile`, one every `pitch` cells, that a window of `length` cells can touch at most.
    static func tilesAcross(_ length: Int, tile: Int, pitch: Int) -> Int {
        // A tile's first cell lies in a range of `length + tile − 1` cells around the window for it to show.
        max(1, (max(1, length) + tile - 1 + pitch - 1) / pitch)
    }

    /// Whether the albums dealt now are few enough to show each once. Not while a scan fills the screen with
    /// empty tiles for the albums still to come: the wall keeps those places until the scan ends.
    var fitsOnScreen: Bool { !(isScanning && search == nil) && dealtAlbums.count <= visibleTileCapacity }

    /// Lays `albums` out once on a grid of whole tiles, `focused` (when among them, else the first) focused and
    /// the view over the grid.
    mutating func layOutOnce(_ albums: [Int], focusing focused: Int?) {
        showsEachOnce = true
        columns = fittedColumns
        deal = WallDeal.dealt(albums, startingAt: 0)
        let position = focused.flatMap { albums.firstIndex(of: $0) } ?? 0
        focus = TileCoordinate(row: position / columns, col: position % columns)
        pan = nil
        viewport.jump(to: keptOverAlbums(offset(showing: focus, from: viewport.restingOffset)))
    }

    /// `albums` in the order to lay them out again after the library changed: on a grid already shown, the albums
    /// still there keep their order and new ones join after them, so no tile moves but to close a removed one's gap.
    func keepingGrid(_ albums: [Int]) -> [Int] {
        guard showsEachOnce else { return albums }
        let wanted = Set(albums), kept = deal.slots.filter { wanted.contains($0) }, shown = Set(kept)
        return kept + albums.filter { !shown.contains($0) }
    }

    /// The set outgrew the screen: the endless wall again, every tile on screen and the focus keeping its album,
    /// the new albums dealt around them.
    mutating func leaveShowingOnce(_ albums: [Int], leavingHoles: Bool) {
        let grid = self
        showsEachOnce = false
        columns = TilePlane.columns(across: drawnColumns, albumCount: albums.count)
        let window = keptWindow
        let kept = window.map { p in
            grid.albumShownOnce(at: TileCoordinate(row: TilePlane.floorDiv(p, columns), col: TilePlane.floorMod(p, columns)))
                ?? WallDeal.hole
        }
        deal = WallDeal(slots: kept, base: window.lowerBound)
            .relaid(albums, keeping: window, focus: position(of: focus), albumCount: catalog.count, leavingHoles: leavingHoles)
    }

    /// The album index shown at `tile` when each is shown once: nil around the grid.
    func albumShownOnce(at tile: TileCoordinate) -> Int? {
        guard tile.row >= 0, (0..<columns).contains(tile.col) else { return nil }
        let position = tile.row * columns + tile.col
        return position < deal.count ? deal.album(at: position) : nil
    }

    /// How many rows of the grid have a tile in column `col`.
    private func rowsInColumn(_ col: Int) -> Int { max(0, (deal.count - col + columns - 1) / columns) }

    /// `offset` moved as little as needed to keep the view over the grid (the whole of it when it fits); the
    /// endless wall has no edge, so there it is `offset` itself.
    func keptOverAlbums(_ offset: PlanePoint) -> PlanePoint {
        guard showsEachOnce else { return offset }
        let pitch = tileSize.pitch
        let rows = (deal.count + columns - 1) / columns
        // The grid, and under its last row the focus frame's bottom edge.
        let width = columns * pitch.width, height = rows * pitch.height + focusFootprint.height - pitch.height
        func axis(_ value: Double, _ length: Int, _ view: Int) -> Double {
            min(max(value, 0), Double(max(0, length - view)))
        }
        return PlanePoint(x: axis(offset.x, width, screen.width), y: axis(offset.y, height, screen.height))
    }

    /// Arrows on a wall shown once: sideways through the albums in reading order, up and down through the rows of
    /// the column, both round to the other end.
    mutating func moveFocusOnce(rows: Int, cols: Int) {
        let count = deal.count
        guard count > 0 else { return }
        let position = TilePlane.floorMod(focus.row * columns + focus.col + cols, count)
        var next = TileCoordinate(row: position / columns, col: position % columns)
        if rows != 0 { next.row = TilePlane.floorMod(next.row + rows, rowsInColumn(next.col)) }
        focus = next
    }

    /// PgUp/PgDn on a wall shown once: a screenful of rows up or down the column, stopping at its ends.
    mutating func pageOnce(by pages: Int) {
        let last = rowsInColumn(focus.col) - 1
        guard last >= 0 else { return }
        focus.row = min(max(focus.row + pages * fittedRows, 0), last)
    }

    /// Keeps the focus on an album after the view moved under it: the nearest one in its column, else the last.
    mutating func keepFocusOnAnAlbum() {
        guard showsEachOnce, albumShownOnce(at: focus) == nil, deal.count > 0 else { return }
        let col = min(max(focus.col, 0), columns - 1)
        let rows = rowsInColumn(col)
        if rows == 0 {
            focus = TileCoordinate(row: (deal.count - 1) / columns, col: (deal.count - 1) % columns)
        } else {
            focus = TileCoordinate(row: min(max(focus.row, 0), rows - 1), col: col)
        }
    }
}
