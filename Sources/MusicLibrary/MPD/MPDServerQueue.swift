import ClockCore

/// A queue on MPD that tui-clock did not fill — what played before it started, or what another client (mpc,
/// ncmpcpp) put there since — read as the model's albums: the songs in MPD's order, cut into runs of one album's
/// songs (consecutive songs of one folder and album tag), each run made an album as the wall makes its albums (same
/// id, title, artist and cover), its tracks in the queue's order. The run of the song that plays is the album loaded,
/// the runs after it are the albums queued after it: the panel shows the song's album, as the wall has it, and MPD's
/// moving on into the next run is the queue moving on (`queuedAlbumStarted`), as with albums queued with `e`.
struct MPDServerQueue: Equatable {
    /// MPD's queue position of the first album's first song.
    var start: Int
    /// The song's album first, then those after it in MPD's queue.
    var albums: [Album]

    /// Songs read before the one that plays, to find where its album starts in the queue.
    static let lookBack = 200
    /// Songs read from the one that plays on: a queue of a whole library (`mpc add /`) is followed a window at a
    /// time, read again when MPD plays past it, rather than read whole.
    static let lookAhead = 1_000

    /// The albums of the queue around `position`, where song `uri` plays (nil: whichever song is there, the first
    /// of a queue never played).
    static func read(from connection: MPDConnection, around position: Int,
                     uri: String?) throws(MPDError) -> MPDServerQueue? {
        let first = max(0, position - lookBack)
        var songs: [MPDSong] = []
        _ = try connection.queueSongs(first..<(position + lookAhead)) { song in
            songs.append(MPDSong(song.pointee))
            return songs.count <= lookBack + lookAhead
        }
        return make(songs, first: first, playing: position, uri: uri)
    }

    /// `songs` (MPD's queue from position `first`) as runs of albums, from the run holding position `playing`; nil
    /// when song `uri` is not at `playing` (the queue changed in between: its change wakes the next look).
    static func make(_ songs: [MPDSong], first: Int, playing: Int, uri: String?) -> MPDServerQueue? {
        guard songs.indices.contains(playing - first), uri.map({ songs[playing - first].uri == $0 }) ?? true else {
            return nil
        }
        var runs: [Range<Int>] = []
        var runStart = 0
        for index in songs.indices.dropFirst() where !sameAlbum(songs[index - 1], songs[index]) {
            runs.append(runStart..<index)
            runStart = index
        }
        runs.append(runStart..<songs.count)
        guard let current = runs.firstIndex(where: { $0.contains(playing - first) }) else { return nil }
        let albums = runs[current...].map { album(of: Array(songs[$0])) }
        return MPDServerQueue(start: first + runs[current].lowerBound, albums: albums)
    }

    /// The queue's uris, album by album (`MPDQueue`'s terms).
    var uris: [[String]] { albums.map { $0.tracks.compactMap { ServerTrack.uri(ofPath: $0.path) } } }

    /// One folder, or the disc folders of one (`CD1`, `CD2`) under one album tag and album artist.
    private static func sameAlbum(_ a: MPDSong, _ b: MPDSong) -> Bool {
        guard a.tags.album == b.tags.album, a.tags.albumArtist == b.tags.albumArtist else { return false }
        return a.directory == b.directory || (a.tags.album != nil && parent(a.directory) == parent(b.directory))
    }

    private static func parent(_ directory: String) -> Substring {
        directory.lastIndex(of: "/").map { directory[..<$0] } ?? ""
    }

    /// One run's songs as the wall's album, its tracks kept in the queue's order (the positions MPD reports).
    private static func album(of songs: [MPDSong]) -> Album {
        var assembler = AlbumAssembler()
        for song in songs {
            assembler.add(path: ServerTrack.path(uri: song.uri), fileName: song.fileName, tags: song.tags,
                          layout: song.layout, firstSeen: song.lastModified)
        }
        let assembled = MPDAlbums.withServerCovers(assembler.takeSettled(nextDirectory: nil))
        // One folder and album tag is one album; tags that still part it (two album artists) keep the first's name.
        var tracks: [String: Track] = [:]
        for track in assembled.flatMap(\.tracks) { tracks[track.path] = track }
        let inQueueOrder = songs.map { song in
            let path = ServerTrack.path(uri: song.uri)
            return tracks[path] ?? Track(title: song.fileName, path: path)
        }
        guard var album = assembled.first else {
            return Album(id: ServerTrack.path(uri: songs.first?.directory ?? ""), title: songs.first?.directory ?? "",
                         artist: "", directory: songs.first?.directory ?? "", tracks: inQueueOrder, cover: .none)
        }
        album.tracks = inQueueOrder
        return album
    }
}
