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
    /// nothing is drawn outside `area`. The tile of the loaded album (`playing`: its id, and the sign of its
    /// playback, "▶" or "‖" or "■", as the clock's now-playing line shows it) has that sign before its artist.
    /// `libraryUnread`: the library could not be read (the reason is drawn under the empty wall's message).
    public func render(_ wall: AlbumWall, covers: CoverCache, pictures: CoverPictures = .symbols,
                       into canvas: inout Canvas, area: Rect, at now: Moment, playing: PlayingTile? = nil,
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
              playing: PlayingTile? = nil, on canvas: inout Canvas) {
        let album = wall.albums[tile.albumIndex]
        let coverSize = wall.tileSize.cover
        let coverRect = Rect(origin: Point(x: tile.rect.x, y: tile.rect.y), size: coverSize)
        CoverView(ascii: ascii, theme: theme).draw(album, in: coverRect, covers: covers, pictures: pictures, on: &canvas)
        let width = tile.rect.width
        let titleRow = coverRect.maxY
        // The playing mark goes on the artist line: before the title it cut a title of the tile's width.
        let mark = playing.map { album.id == $0.albumID ? $0.mark + " " : "" } ?? ""
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
}

/// The album loaded in the player, as the wall marks its tile: its id and the sign of its playback.
public struct PlayingTile: Equatable, Sendable {
    public var albumID: String
    public var mark: String

    public init(albumID: String, mark: String) {
        self.albumID = albumID
        self.mark = mark
    }

    /// What `player` has loaded, marked as the now-playing line marks it; nil when nothing is loaded. An album
    /// starting is marked as playing: the line's "…" before a name reads as a cut one.
    public init?(_ player: MusicPlayer, ascii: Bool) {
        guard let album = player.album else { return nil }
        let starting = player.playback.phase == .loading
        self.init(albumID: album.id, mark: starting ? (ascii ? ">" : "▶") : NowPlayingView.stateMark(player.playback, ascii: ascii))
    }
}
