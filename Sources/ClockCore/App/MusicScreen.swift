/// The album wall screen: the wall, the player panel when one is open, and what the library scan said.
public struct MusicScreen: Sendable, Equatable {
    public var wall: AlbumWall
    public var panel: PlayerPanel?
    /// What plays, on every screen; the panel shows it.
    public internal(set) var player: MusicPlayer
    /// What the finished scan had to say (a missing folder, skipped files), shown on an empty wall.
    public var scanMessage: String?
    /// How far the running scan has got; nil when none runs or it has not said yet.
    public var scanProgress: ScanProgress?
    /// Set when the scan's message still has to be shown as a notification (once the wall is on screen).
    var scanMessagePending: Bool
    /// Whether the library scan has been asked for (it starts when the wall is first shown).
    public internal(set) var scanRequested: Bool
    /// The cover pictures rendered so far and those asked for; the views read them, `update` asks for more.
    public internal(set) var covers: CoverCache
    /// Albums whose tracks are being read from the library index, and what waits for them (`MusicScreen+Tracks`).
    public internal(set) var awaitingTracks: [String: [TracksWanted]]

    /// `server` names the music server the albums come from and play on ("MPD at nas:6600"), nil for the local folder;
    /// `folder` the local folder the user named (`AlbumWall.folder`).
    public init(screen: Size, reducedMotion: Bool, player: PlayerMemory = PlayerMemory(), server: String? = nil,
                folder: String? = nil) {
        wall = AlbumWall(screen: screen, isScanning: true, reducedMotion: reducedMotion)
        wall.server = server
        wall.folder = folder
        panel = nil
        self.player = MusicPlayer(memory: player, playsOnServer: server != nil)
        scanMessage = nil
        scanMessagePending = false
        scanProgress = nil
        scanRequested = false
        covers = CoverCache()
        awaitingTracks = [:]
    }

    /// Keeps the wall and the panel fitted to the terminal. The wall re-centres on its focus, which is the tile
    /// the panel was opened from, so the panel shrinks back to where that tile is now.
    public mutating func resize(to size: Size) {
        wall.resize(to: size)
        let offset = wall.viewport.restingOffset
        let tile = wall.rect(of: wall.focus, offset: Point(x: Int(offset.x.rounded(.down)), y: Int(offset.y.rounded(.down))))
        panel?.resize(to: size, tile: tile)
    }

    /// Adds albums the scan or the index reported: one already on the wall (same id) is replaced in place, new
    /// ones join off screen, so the tiles the user is looking at keep their albums.
    public mutating func addAlbums(_ found: [Album]) {
        wall.addAlbums(found)
    }

    /// Drops albums gone from the library (by id); only their own tiles change.
    public mutating func removeAlbums(ids: Set<String>) {
        wall.removeAlbums(ids: ids)
    }

    /// Takes albums whose files are gone off the wall; the others keep their order.
    public mutating func removeAlbums(_ ids: [String]) {
        let gone = Set(ids)
        guard wall.albums.contains(where: { gone.contains($0.id) }) else { return }
        wall.setAlbums(wall.albums.filter { !gone.contains($0.id) })
    }

    /// The cover pictures this screen shows at `now`, most wanted first: the open panel's, the focused tile's, then
    /// the other tiles in reading order. An album without a cover needs none (its placeholder is drawn), and an
    /// album shown twice (a small library wraps around) is asked for once. With a `format` each is also asked for as
    /// a real picture in it, so another protocol or cell size asks again. At rest, a sixel or iTerm2 cover cut by
    /// the screen's edge (or reaching its last row) is also asked for cropped to the part its picture shows
    /// (`CoverKey.picture(at:screen:)`); while the wall moves no crops are asked for, as none would show.
    public func coversOnScreen(at now: Moment, format: PictureFormat? = nil) -> [CoverRequest] {
        var needed: [CoverRequest] = []
        var seen: Set<CoverKey> = []
        func add(_ key: CoverKey, from album: Album) {
            if seen.insert(key).inserted { needed.append(CoverRequest(key: key, source: album.cover)) }
        }
        func add(_ album: Album, size: Size) {
            guard album.cover != .none, size.width > 0, size.height > 0 else { return }
            add(CoverKey(album, size: size, format: format), from: album)
        }
        if let panel, !panel.isClosing, let cover = panel.layout.cover {
            add(panel.album, size: Size(width: cover.width, height: cover.height))
        }
        let tiles = wall.visibleTiles(at: now)
        let ordered = tiles.filter(\.isFocused) + tiles.filter({ !$0.isFocused })
        for tile in ordered {
            add(wall.albums[tile.albumIndex], size: wall.tileSize.cover)
        }
        guard let format, format.imageProtocol != .kitty, isAtRest(at: now) else { return needed }
        for tile in ordered {
            let album = wall.albums[tile.albumIndex]
            let cover = Rect(origin: Point(x: tile.rect.x, y: tile.rect.y), size: wall.tileSize.cover)
            guard album.cover != .none, !cover.isEmpty,
                  let shown = CoverKey(album, size: wall.tileSize.cover, format: format).picture(at: cover, screen: wall.screen),
                  shown.key.crop != nil else { continue }
            add(shown.key, from: album)
        }
        return needed
    }

    /// Whether nothing on this screen moves at `now`: the wall neither glides, follows the focus nor is dragged, and
    /// no player panel zooms. Pictures that cannot move cheaply (sixel, iTerm2) stand only then.
    public func isAtRest(at now: Moment) -> Bool {
        if wall.viewport.isMoving(at: now.uptime) || wall.pan?.hasMoved == true { return false }
        guard let panel else { return true }
        return panel.isOpen(at: now)
    }
}

extension MusicScreen: Timed {
    /// The wall's glide and the panel's zoom.
    public func nextDeadline(after now: Moment) -> Moment? {
        Moment.earliest(wall.nextDeadline(after: now), panel?.nextDeadline(after: now))
    }
}
