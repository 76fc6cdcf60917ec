import ClockCore

/// Draws the album wall: every tile that intersects the area (cover, title, artist) and a frame around the
/// focused one. The focus also shows its title reversed, so it reads without colour.
public struct AlbumWallView {
    public var ascii: Bool

    public init(ascii: Bool = false) { self.ascii = ascii }

    static let titleStyle = Style(attributes: [.bold])
    static let artistStyle = Style(attributes: [.dim])
    static let focusTitleStyle = Style(attributes: [.bold, .reverse])
    static let focusFrameStyle = Style(fg: .yellow, attributes: [.bold])
    static let messageStyle = Style(attributes: [.bold])
    static let hintStyle = Style(attributes: [.dim])

    /// Draws `wall` into `area` of `canvas` as it looks at `now`. The wall's screen size should be `area`'s size;
    /// nothing is drawn outside `area`.
    public func render(_ wall: AlbumWall, covers: CoverCache, into canvas: inout Canvas, area: Rect,
                       at now: Moment) {
        var local = Canvas(size: Size(width: area.width, height: area.height))
        if wall.deal.isBlank {
            drawEmpty(wall, on: &local)
        } else {
            let tiles = wall.visibleTiles(at: now)
            for tile in tiles { draw(tile, of: wall, covers: covers, on: &local) }
            if let focused = tiles.first(where: \.isFocused) {
                let frame = Rect(x: focused.rect.x - 1, y: focused.rect.y - 1, width: focused.rect.width + 2,
                                 height: focused.rect.height + 2)
                (ascii ? BoxDrawing.asciiDouble : BoxDrawing.heavy).draw(frame, on: &local, style: AlbumWallView.focusFrameStyle)
            }
        }
        canvas.draw(local, x: area.x, y: area.y)
    }

    func draw(_ tile: VisibleTile, of wall: AlbumWall, covers: CoverCache, on canvas: inout Canvas) {
        let album = wall.albums[tile.albumIndex]
        let coverSize = wall.tileSize.cover
        let coverRect = Rect(origin: Point(x: tile.rect.x, y: tile.rect.y), size: coverSize)
        CoverView(ascii: ascii).draw(album, in: coverRect, covers: covers, on: &canvas)
        let width = tile.rect.width
        let titleRow = coverRect.maxY
        let title = Ellipsis.fit(album.title, width: width, ascii: ascii)
        if tile.isFocused {
            canvas.fill(Rect(x: tile.rect.x, y: titleRow, width: width, height: 1),
                        with: Cell(" ", style: AlbumWallView.focusTitleStyle))
            canvas.write(title, x: tile.rect.x, y: titleRow, style: AlbumWallView.focusTitleStyle, maxWidth: width)
        } else {
            canvas.write(title, x: tile.rect.x, y: titleRow, style: AlbumWallView.titleStyle, maxWidth: width)
        }
        canvas.write(Ellipsis.fit(album.artist, width: width, ascii: ascii), x: tile.rect.x, y: titleRow + 1,
                     style: AlbumWallView.artistStyle, maxWidth: width)
    }

    func drawEmpty(_ wall: AlbumWall, on canvas: inout Canvas) {
        let (open, close) = ascii ? ("\"", "\"") : ("“", "”")
        let lines: [(String, Style)] = wall.search?.matches?.isEmpty == true
            ? [("No albums match " + open + wall.search!.text + close, AlbumWallView.messageStyle),
               ("Backspace edits the search, Esc shows every album", AlbumWallView.hintStyle)]
            : wall.isScanning
            ? [(ascii ? "Looking for music..." : "Looking for music…", AlbumWallView.messageStyle)]
            : [("No albums found", AlbumWallView.messageStyle),
               ("Use --music DIR to show your music", AlbumWallView.hintStyle)]
        let top = (canvas.size.height - lines.count) / 2
        for (i, line) in lines.enumerated() {
            canvas.writeCentered(Ellipsis.fit(line.0, width: canvas.size.width, ascii: ascii), x: 0,
                                 width: canvas.size.width, y: top + i, style: line.1)
        }
    }
}
