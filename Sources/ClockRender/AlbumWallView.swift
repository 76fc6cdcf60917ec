import ClockCore

/// Draws the album wall: every tile that intersects the area (cover, title, artist) and a frame around the
/// focused one. The focus also shows its title reversed, so it reads without colour.
public struct AlbumWallView {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool = false, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    /// Draws `wall` into `area` of `canvas` as it looks at `now`. The wall's screen size should be `area`'s size;
    /// nothing is drawn outside `area`. The tile of the album with id `playing` has "▶" before its artist.
    /// `libraryUnread`: the library could not be read (the reason is drawn under the empty wall's message).
    public func render(_ wall: AlbumWall, covers: CoverCache, pictures: CoverPictures = .symbols,
                       into canvas: inout Canvas, area: Rect, at now: Moment, playing: String? = nil,
                       libraryUnread: Bool = false) {
        var local = Canvas(size: Size(width: area.width, height: area.height))
        if wall.deal.isBlank {
            drawEmpty(wall, libraryUnread: libraryUnread, on: &local)
        } else {
            let tiles = wall.visibleTiles(at: now)
            for tile in tiles { draw(tile, of: wall, covers: covers, pictures: pictures, playing: playing, on: &local) }
            if let focused = tiles.first(where: \.isFocused) {
                let frame = Rect(x: focused.rect.x - 1, y: focused.rect.y - 1, width: focused.rect.width + 2,
                                 height: focused.rect.height + 2)
                (ascii ? BoxDrawing.asciiDouble : BoxDrawing.heavy).draw(frame, on: &local, style: theme[.wallFocusFrame])
            }
        }
        canvas.draw(local, x: area.x, y: area.y)
    }

    func draw(_ tile: VisibleTile, of wall: AlbumWall, covers: CoverCache, pictures: CoverPictures,
              playing: String? = nil, on canvas: inout Canvas) {
        let album = wall.albums[tile.albumIndex]
        let coverSize = wall.tileSize.cover
        let coverRect = Rect(origin: Point(x: tile.rect.x, y: tile.rect.y), size: coverSize)
        CoverView(ascii: ascii, theme: theme).draw(album, in: coverRect, covers: covers, pictures: pictures, on: &canvas)
        let width = tile.rect.width
        let titleRow = coverRect.maxY
        // The playing mark goes on the artist line: before the title it cut a title of the tile's width.
        let mark = album.id == playing ? (ascii ? "> " : "▶ ") : ""
        let title = Ellipsis.fit(album.title, width: width, ascii: ascii)
        if tile.isFocused {
            canvas.fill(Rect(x: tile.rect.x, y: titleRow, width: width, height: 1),
                        with: Cell(" ", style: theme[.wallFocusTitle]))
            canvas.write(title, x: tile.rect.x, y: titleRow, style: theme[.wallFocusTitle], maxWidth: width)
        } else {
            canvas.write(title, x: tile.rect.x, y: titleRow, style: theme[.wallTitle], maxWidth: width)
        }
        canvas.write(Ellipsis.fit(mark + album.artist, width: width, ascii: ascii), x: tile.rect.x, y: titleRow + 1,
                     style: theme[.wallArtist], maxWidth: width)
    }

    /// What fills an empty wall: a music folder; on a server, songs in its database, unless the server could not be
    /// read at all (then the reason under the message says what is wrong, and no hint would fit).
    static func emptyHint(_ wall: AlbumWall, libraryUnread: Bool) -> String? {
        guard let server = wall.server else { return "Use --music DIR to show your music" }
        return libraryUnread ? nil : "\(server) has no songs: update its database (mpc update)"
    }

    func drawEmpty(_ wall: AlbumWall, libraryUnread: Bool = false, on canvas: inout Canvas) {
        let (open, close) = ascii ? ("\"", "\"") : ("“", "”")
        let lines: [(String, Style)] = wall.search?.matches?.isEmpty == true
            ? [("No albums match " + open + wall.search!.text + close, theme[.wallMessage]),
               ("Backspace edits the search, Esc shows every album", theme[.wallHint])]
            : wall.isScanning
            ? [(ascii ? "Looking for music..." : "Looking for music…", theme[.wallMessage])]
            : [("No albums found", theme[.wallMessage])]
                + (Self.emptyHint(wall, libraryUnread: libraryUnread).map { [($0, theme[.wallHint])] } ?? [])
        let top = (canvas.size.height - lines.count) / 2
        for (i, line) in lines.enumerated() {
            canvas.writeCentered(Ellipsis.fit(line.0, width: canvas.size.width, ascii: ascii), x: 0,
                                 width: canvas.size.width, y: top + i, style: line.1)
        }
    }
}
