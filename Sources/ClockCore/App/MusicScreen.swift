/// The album wall screen: the wall, the player panel when one is open, and what the library scan said.
public struct MusicScreen: Sendable, Equatable {
    public var wall: AlbumWall
    public var panel: PlayerPanel?
    /// What the finished scan had to say (a missing folder, skipped files), shown on an empty wall.
    public var scanMessage: String?
    /// Set when the scan's message still has to be shown as a notification (once the wall is on screen).
    var scanMessagePending: Bool
    /// The latest playback notification ("Playing: …"), replaced by the next one so they do not pile up.
    var playbackNotice: NotificationID?
    /// Whether the library scan has been asked for (it starts when the wall is first shown).
    public internal(set) var scanRequested: Bool
    /// Batches of covers rendered so far: each changes the picture, so the model records it.
    public internal(set) var coverBatches: Int

    public init(screen: Size, reducedMotion: Bool) {
        wall = AlbumWall(screen: screen, isScanning: true, reducedMotion: reducedMotion)
        panel = nil
        scanMessage = nil
        scanMessagePending = false
        playbackNotice = nil
        scanRequested = false
        coverBatches = 0
    }

    /// Keeps the wall and the panel fitted to the terminal. The wall re-centres on its focus, which is the tile
    /// the panel was opened from, so the panel shrinks back to where that tile is now.
    public mutating func resize(to size: Size) {
        wall.resize(to: size)
        let offset = wall.viewport.restingOffset
        let tile = wall.rect(of: wall.focus, offset: Point(x: Int(offset.x.rounded(.down)), y: Int(offset.y.rounded(.down))))
        panel?.resize(to: size, tile: tile)
    }

    /// Adds albums the scan reported: one already on the wall (same id) is replaced in place, new ones go at the end,
    /// so the tiles the user is looking at keep their albums.
    public mutating func addAlbums(_ found: [Album]) {
        var albums = wall.albums
        var position: [String: Int] = [:]
        for (i, album) in albums.enumerated() { position[album.id] = i }
        for album in found {
            if let i = position[album.id] {
                albums[i] = album
            } else {
                position[album.id] = albums.count
                albums.append(album)
            }
        }
        wall.setAlbums(albums)
    }

}

extension MusicScreen: Timed {
    /// The wall's glide and the panel's zoom.
    public func nextDeadline(after now: Moment) -> Moment? {
        Moment.earliest(wall.nextDeadline(after: now), panel?.nextDeadline(after: now))
    }
}
