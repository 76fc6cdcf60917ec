/// One tile that intersects the screen, ready to draw.
public struct VisibleTile: Sendable, Equatable {
    public var coordinate: TileCoordinate
    /// The tile (cover + text lines) in screen cells; may stick out of the screen at the edges.
    public var rect: Rect
    public var albumIndex: Int
    public var isFocused: Bool

    public init(coordinate: TileCoordinate, rect: Rect, albumIndex: Int, isFocused: Bool) {
        self.coordinate = coordinate
        self.rect = rect
        self.albumIndex = albumIndex
        self.isFocused = isFocused
    }
}

/// The infinite album wall: albums laid out on an edgeless plane of tiles, a focused tile, and a viewport
/// that follows it. Screen coordinates are relative to the wall's own area (the caller subtracts its origin).
/// Pure: time comes in as `Moment`s and animations use their monotonic `uptime`.
public struct AlbumWall: Sendable, Equatable {
    /// The albums found so far, in the order they arrived, with their search and sort keys.
    public private(set) var catalog: AlbumCatalog
    /// Whether the library is still being scanned: the empty wall says so, and the deal keeps empty tiles on
    /// screen for albums still to come instead of repeating the few found so far.
    public var isScanning: Bool {
        didSet { if oldValue, !isScanning { redealKeepingScreen() } }
    }
    /// The music server the albums come from ("MPD at nas:6600"), nil for the local folder: the empty wall's hint
    /// says what fills each.
    public var server: String?
    /// The music folder the user named (`--music`, `music =`, `$TUI_CLOCK_MUSIC`) as the wall names it ("~/Music");
    /// nil for one tui-clock picked: empty, a named folder has no music it reads, a picked one wants `--music`.
    public var folder: String?
    /// The wall's area in cells.
    public private(set) var screen: Size
    /// Index into `TileSize.presets`.
    public private(set) var presetIndex: Int
    /// Logical row width of the plane: `drawnColumns`, see `TilePlane.columns(across:albumCount:)`; when each album
    /// is shown once, the whole tiles that fit.
    public internal(set) var columns: Int
    /// The albums dealt fit on one screen and each is shown once, see `AlbumWall+FewAlbums`.
    public internal(set) var showsEachOnce: Bool
    public internal(set) var focus: TileCoordinate
    public internal(set) var viewport: WallViewport
    public internal(set) var pan: PanGesture?
    /// Jump instead of gliding (`--no-animation`).
    public var reducedMotion: Bool
    /// How the albums are dealt (`o`).
    public internal(set) var order: AlbumOrder
    /// The catalog's indices in `order`.
    public internal(set) var arranged: [Int]
    /// Which album each tile shows.
    public internal(set) var deal: WallDeal
    /// The search line, while `/` has it open.
    public internal(set) var search: WallSearch?

    public init(albums: [Album] = [], screen: Size, tilePreset: Int = TileSize.defaultPreset, isScanning: Bool = false,
                reducedMotion: Bool = false) {
        self.catalog = AlbumCatalog(albums)
        self.isScanning = isScanning
        self.screen = screen
        self.presetIndex = min(max(tilePreset, 0), TileSize.presets.count - 1)
        self.columns = 1
        self.showsEachOnce = false
        self.focus = TileCoordinate(row: 0, col: 0)
        self.viewport = WallViewport()
        self.pan = nil
        self.reducedMotion = reducedMotion
        self.order = .artist
        self.arranged = []
        self.deal = WallDeal()
        self.search = nil
        columns = TilePlane.columns(across: drawnColumns, albumCount: albums.count)
        // The first album at the top left: the wall reads like a book until the user moves.
        viewport.jump(to: alignedOffset(first: focus))
        arranged = order.arrange(catalog)
        redealKeepingScreen()
    }

    /// Puts tracks read from the library index into album `id`; the album as it is now, nil when it is gone.
    public mutating func fill(tracks: [Track], forAlbum id: String) -> Album? {
        catalog.fill(tracks: tracks, forAlbum: id)
    }

    public var albums: [Album] { catalog.albums }
    public var tileSize: TileSize { TileSize.presets[presetIndex] }
    public var albumCount: Int { catalog.count }

    /// Whole tile slots that fit side by side on the screen.
    public var fittedColumns: Int { max(1, screen.width / tileSize.pitch.width) }
    /// Whole tile slots that fit one above the other with the focus frame's bottom edge under the last: a screenful
    /// for PgUp/PgDn.
    public var fittedRows: Int { max(1, (screen.height - (focusFootprint.height - tileSize.pitch.height)) / tileSize.pitch.height) }

    /// What must be on screen for a focused tile to show whole: its slot, and the row below it where the focus
    /// frame's bottom edge is drawn (a slot holds only the gap row above its tile).
    public var focusFootprint: Size {
        let pitch = tileSize.pitch
        return Size(width: pitch.width, height: pitch.height + 1)
    }

    public func albumIndex(at tile: TileCoordinate) -> Int? {
        showsEachOnce ? albumShownOnce(at: tile) : deal.album(at: tile, columns: columns)
    }

    public func album(at tile: TileCoordinate) -> Album? { albumIndex(at: tile).map { albums[$0] } }

    public var focusedAlbumIndex: Int? { albumIndex(at: focus) }

    // MARK: Albums and layout

    /// Adds albums the scan or the index reported: one already here (same id) is replaced in place, and new ones
    /// join the deal off screen, so the tiles the user is looking at keep their albums.
    public mutating func addAlbums(_ found: [Album]) {
        catalog.merge(found)
        albumsChanged()
    }

    /// Drops albums that are gone from the library. Their tiles on screen take albums from off screen; the
    /// other tiles keep theirs.
    public mutating func removeAlbums(ids: Set<String>) {
        guard let renumbered = catalog.remove(ids: ids) else { return }
        deal.renumber(renumbered)
        search?.renumber(renumbered)
        albumsChanged()
    }

    /// Makes the wall hold exactly `newAlbums` (a rescan): the ones gone are removed, the others added or replaced.
    public mutating func setAlbums(_ newAlbums: [Album]) {
        let ids = Set(newAlbums.map(\.id))
        removeAlbums(ids: Set(albums.map(\.id).filter { !ids.contains($0) }))
        addAlbums(newAlbums)
    }

    private mutating func albumsChanged() {
        arranged = order.arrange(catalog)
        search?.match(in: catalog, arranged: arranged)
        redealKeepingScreen()
    }

    /// The albums the wall cycles through now: the search's matches, or all of them.
    var dealtAlbums: [Int] { search?.matches ?? arranged }

    /// Re-lays the deal for the current albums, keeping every tile that is (or is about to be) on screen.
    mutating func redealKeepingScreen() {
        let albums = dealtAlbums, holes = isScanning && search == nil
        if fitsOnScreen { return layOutOnce(keepingGrid(albums), focusing: focusedAlbumIndex) }
        if showsEachOnce { return leaveShowingOnce(albums, leavingHoles: holes) }
        if deal.isBlank {
            // Nothing on screen to keep: the row width may follow the new deal's length.
            let length = holes ? max(albums.count, keptWindow.count) : albums.count
            columns = TilePlane.columns(across: drawnColumns, albumCount: length)
        }
        deal = deal.relaid(albums, keeping: keptWindow, focus: position(of: focus), albumCount: catalog.count,
                           leavingHoles: holes)
        if deal.count > 1, columns % deal.count == 0 {
            // A deal no longer than a row would repeat the row above in every row: widen the row. The other tiles
            // move, but the focused one keeps its album.
            let slot = TilePlane.floorMod(position(of: focus) - deal.base, deal.count)
            columns = TilePlane.columns(across: drawnColumns, albumCount: deal.count)
            deal.rebase(slot: slot, at: position(of: focus))
        }
    }

    /// Deals the albums afresh, `first` (or the first in order) on the focused tile and the others after it.
    mutating func dealAround(_ first: Int?) {
        let albums = dealtAlbums
        if fitsOnScreen { return layOutOnce(albums, focusing: first) }
        showsEachOnce = false
        let start = first.flatMap { albums.firstIndex(of: $0) } ?? 0
        let rotated = albums.isEmpty ? [] : Array(albums[start...] + albums[..<start])
        columns = TilePlane.columns(across: drawnColumns, albumCount: rotated.count)
        deal = WallDeal.dealt(rotated, startingAt: position(of: focus))
    }

    /// `o`: the next order, dealt around the focused album so it stays focused.
    public mutating func cycleOrder() {
        let focused = focusedAlbumIndex
        order = order.next
        arranged = order.arrange(catalog)
        search?.match(in: catalog, arranged: arranged)
        dealAround(focused)
    }

    /// A tile's linear position on the plane: the deal maps positions to albums.
    func position(of tile: TileCoordinate) -> Int { tile.row * columns + tile.col }

    /// The linear positions from the first to the last tile that intersects the screen with the view at `offset`.
    func window(at offset: PlanePoint) -> ClosedRange<Int> {
        let pitch = tileSize.pitch
        let x = Int(offset.x.rounded(.down)), y = Int(offset.y.rounded(.down))
        let first = TileCoordinate(row: TilePlane.floorDiv(y, pitch.height), col: TilePlane.floorDiv(x, pitch.width))
        let last = TileCoordinate(row: TilePlane.floorDiv(y + max(1, screen.height) - 1, pitch.height),
                                  col: TilePlane.floorDiv(x + max(1, screen.width) - 1, pitch.width))
        return position(of: first)...max(position(of: first), position(of: last))
    }

    /// What a re-deal keeps: every tile between where the view is moving from and where it comes to rest (a moving
    /// view passes over all of them), and the focus. A very long move (Home from far away) keeps only its end.
    var keptWindow: ClosedRange<Int> {
        let rest = window(at: viewport.restingOffset), from = window(at: viewport.origin)
        let f = position(of: focus)
        let hull = min(rest.lowerBound, from.lowerBound, f)...max(rest.upperBound, from.upperBound, f)
        if hull.count <= 4 * rest.count { return hull }
        return min(rest.lowerBound, f)...max(rest.upperBound, f)
    }

    /// The wall's area changed size.
    public mutating func resize(to size: Size) {
        guard size != screen else { return }
        relayout { $0.screen = size }
    }

    /// `+`/`-`: the next bigger or smaller tile size; false at either end.
    @discardableResult
    public mutating func changeTileSize(by step: Int) -> Bool {
        let next = min(max(presetIndex + step, 0), TileSize.presets.count - 1)
        guard next != presetIndex else { return false }
        relayout { $0.presetIndex = next }
        return true
    }

    /// Applies a change of screen or tile size. The row width changes with it, so the focus moves to the tile
    /// that shows the same album at the same place in reading order, and the view centres on it.
    mutating func relayout(_ change: (inout AlbumWall) -> Void) {
        let oldColumns = columns, focused = focusedAlbumIndex
        change(&self)
        if showsEachOnce || fitsOnScreen {
            // The grid takes the new width, or the set now fits (or no longer does): laid out again around the
            // focused album.
            dealAround(focused)
            viewport.jump(to: keptOverAlbums(centeredOffset(on: focus)))
            return
        }
        columns = TilePlane.columns(across: drawnColumns, albumCount: deal.count)
        if columns != oldColumns {
            let linear = focus.row * oldColumns + focus.col
            focus = TileCoordinate(row: TilePlane.floorDiv(linear, columns), col: TilePlane.floorMod(linear, columns))
        }
        pan = nil
        viewport.jump(to: centeredOffset(on: focus))
    }

    // MARK: Geometry

    /// The slot of `tile` on the plane (tile plus the gap around it).
    public func slotOrigin(of tile: TileCoordinate) -> PlanePoint {
        let pitch = tileSize.pitch
        return PlanePoint(x: Double(tile.col * pitch.width), y: Double(tile.row * pitch.height))
    }

    /// The viewport offset at `t`, rounded to whole cells as it is drawn.
    public func cellOffset(at t: Uptime) -> Point {
        let o = viewport.offset(at: t)
        return Point(x: Int(o.x.rounded(.down)), y: Int(o.y.rounded(.down)))
    }

    /// Where `tile` is drawn on screen at `now`.
    public func rect(of tile: TileCoordinate, at now: Moment) -> Rect {
        rect(of: tile, offset: cellOffset(at: now.uptime))
    }

    func rect(of tile: TileCoordinate, offset: Point) -> Rect {
        let pitch = tileSize.pitch, size = tileSize.tile
        return Rect(x: tile.col * pitch.width + TileSize.tileInset.x - offset.x,
                    y: tile.row * pitch.height + TileSize.tileInset.y - offset.y,
                    width: size.width, height: size.height)
    }

    /// The tiles that intersect the screen at `now`, row by row; empty without albums.
    public func visibleTiles(at now: Moment) -> [VisibleTile] {
        guard !deal.isBlank, screen.width > 0, screen.height > 0 else { return [] }
        let offset = cellOffset(at: now.uptime)
        let pitch = tileSize.pitch
        let screenRect = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        let firstRow = TilePlane.floorDiv(offset.y, pitch.height)
        let lastRow = TilePlane.floorDiv(offset.y + screen.height - 1, pitch.height)
        let firstCol = TilePlane.floorDiv(offset.x, pitch.width)
        let lastCol = TilePlane.floorDiv(offset.x + screen.width - 1, pitch.width)
        var tiles: [VisibleTile] = []
        for row in firstRow...lastRow {
            for col in firstCol...lastCol {
                let tile = TileCoordinate(row: row, col: col)
                let r = rect(of: tile, offset: offset)
                guard !r.intersection(screenRect).isEmpty, let index = albumIndex(at: tile) else { continue }
                tiles.append(VisibleTile(coordinate: tile, rect: r, albumIndex: index, isFocused: tile == focus))
            }
        }
        return tiles
    }

    /// The tile whose slot holds screen cell `p` at `now` (gaps belong to the nearest slot), or nil off-screen.
    public func hitTest(_ p: Point, at now: Moment) -> TileCoordinate? {
        guard p.x >= 0, p.y >= 0, p.x < screen.width, p.y < screen.height else { return nil }
        let offset = cellOffset(at: now.uptime)
        let pitch = tileSize.pitch
        return TileCoordinate(row: TilePlane.floorDiv(p.y + offset.y, pitch.height),
                              col: TilePlane.floorDiv(p.x + offset.x, pitch.width))
    }

    // MARK: Animation

    /// Drops a finished motion; harmless to call on every tick.
    public mutating func tick(at now: Moment) { viewport.settle(at: now.uptime) }
}

extension AlbumWall: Timed {
    /// Frames while the wall glides or follows the focus, the last one where it comes to rest.
    public func nextDeadline(after now: Moment) -> Moment? {
        viewport.motionEnd.flatMap { FrameRate.nextFrame(after: now, until: $0) }
    }
}
