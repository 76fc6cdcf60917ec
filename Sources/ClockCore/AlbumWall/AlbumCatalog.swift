/// What the wall keeps about one album for searching and sorting, folded once when the album arrives,
/// so a typed character costs a byte search over precomputed keys and not a Unicode fold of every album.
public struct AlbumKeys: Sendable, Equatable {
    /// The title and the artist folded, a 0 byte between (no folded text holds one, so no match spans both): one
    /// allocation per album rather than two, for walls of 100,000 albums.
    private var names: [UInt8]
    private var titleEnd: Int
    public var title: ArraySlice<UInt8> { names[..<titleEnd] }
    public var artist: ArraySlice<UInt8> { names[(titleEnd + 1)...] }
    /// Every track title folded, one after another, each ended by a 0 byte (which no folded text contains, so a
    /// match never spans two titles): one array per album rather than one per track, for libraries of 100,000 tracks.
    /// A track with an artist of its own (a compilation's, see `Track.artist`) has it folded after its title, a 1 byte
    /// between (no folded text holds one either): an album by one artist holds no byte more than its titles.
    var trackTitles: [UInt8]

    public init(_ album: Album) {
        let title = TextFold.fold(album.title).filter { $0 != 0 }
        names = title + [0] + TextFold.fold(album.artist).filter { $0 != 0 }
        titleEnd = title.count
        trackTitles = album.tracks.isEmpty ? album.foldedTrackTitles : Self.foldedTitles(of: album.tracks)
    }

    /// The tracks' titles folded, each ended by a 0 byte, and each track's own artist where it has one, after a 1 byte.
    static func foldedTitles(of tracks: [Track]) -> [UInt8] {
        var folded: [UInt8] = []
        for track in tracks {
            folded += TextFold.fold(track.title).filter { $0 > artistMark }
            if let artist = track.artist {
                folded.append(artistMark)
                folded += TextFold.fold(artist).filter { $0 > artistMark }
            }
            folded.append(0)
        }
        return folded
    }

    /// Separates a track's folded title from its folded artist in `trackTitles`.
    static let artistMark: UInt8 = 1

    /// Whether a folded query occurs in the title or the artist.
    public func matches(_ query: [UInt8]) -> Bool {
        TextFold.contains(names, query)
    }

    /// The first track whose title (issue 21, item 5) or own artist contains a folded query: its index in the album,
    /// and whether it was the artist that matched (a title before its artist, so the title wins).
    public func matchingTrack(_ query: [UInt8]) -> (track: Int, byArtist: Bool)? {
        guard !query.isEmpty, let start = TextFold.firstIndex(of: query, in: trackTitles) else { return nil }
        var track = 0, byArtist = false
        for byte in trackTitles[..<start] {
            if byte == 0 {
                track += 1
                byArtist = false
            } else if byte == Self.artistMark {
                byArtist = true
            }
        }
        return (track, byArtist)
    }
}

/// The albums the wall knows, in the order they arrived, with their keys and an index by id. Indices are stable
/// while albums only arrive or are replaced; a removal renumbers the ones after it (see `remove(ids:)`).
public struct AlbumCatalog: Sendable, Equatable {
    public private(set) var albums: [Album] = []
    public private(set) var keys: [AlbumKeys] = []
    private var position: [String: Int] = [:]

    public init(_ albums: [Album] = []) { merge(albums) }

    public var count: Int { albums.count }

    public func index(of id: String) -> Int? { position[id] }

    /// Adds albums; one already here (same id) is replaced in place. Returns whether any was new.
    @discardableResult
    public mutating func merge(_ found: [Album]) -> Bool {
        var added = false
        for arrived in found {
            let album = arrived.needsTracks ? arrived.compacted() : arrived
            if let i = position[album.id] {
                albums[i] = album
                keys[i] = AlbumKeys(album)
            } else {
                position[album.id] = albums.count
                albums.append(album)
                keys.append(AlbumKeys(album))
                added = true
            }
        }
        return added
    }

    /// Puts the tracks read from the index into the album `id` (its keys stay: the titles were folded before);
    /// returns the album as it is now, nil when it left the library meanwhile.
    public mutating func fill(tracks: [Track], forAlbum id: String) -> Album? {
        guard let i = position[id] else { return nil }
        albums[i] = albums[i].withTracks(tracks)
        return albums[i]
    }

    /// Drops the albums with these ids. Returns each old index's new one (nil for a removed album),
    /// or nil when nothing was removed.
    public mutating func remove(ids: Set<String>) -> [Int?]? {
        guard albums.contains(where: { ids.contains($0.id) }) else { return nil }
        var renumbered: [Int?] = []
        var kept: [Album] = [], keptKeys: [AlbumKeys] = []
        position = [:]
        for (album, key) in zip(albums, keys) {
            if ids.contains(album.id) {
                renumbered.append(nil)
            } else {
                renumbered.append(kept.count)
                position[album.id] = kept.count
                kept.append(album)
                keptKeys.append(key)
            }
        }
        albums = kept
        keys = keptKeys
        return renumbered
    }
}
