import ClockCore

/// What tui-clock put in MPD's queue: the album loaded (Enter replaced the queue with it), then the albums `e`
/// queued after it, each as its songs' uris. MPD plays that queue on by itself, so when its song is one of a queued
/// album's, at its place, that album has started; the model is told (`queuedAlbumStarted`), and the positions it
/// hears are counted from that album's first song, as the model's are from its own album's.
struct MPDQueue: Equatable {
    /// The loaded album first, then the queued ones, in MPD's order.
    private(set) var albums: [[String]] = []
    /// MPD's queue position of the loaded album's first song.
    private(set) var start = 0

    /// MPD's queue version when tui-clock last knew the queue as it is (`follow`, or its own changes).
    var version: UInt32?
    /// Whether the queue was followed stopped with no song of MPD's current (filled by another client and never
    /// played, or cleared and filled again): MPD's `play` then starts its first song, so that is where it waits.
    var waitsAtFirstSong = false
    /// Whether tui-clock's own stop (`v`) left MPD stopped, its album forgotten: MPD still stopped there, the queue
    /// unchanged, shows nothing (as `v` promises); once another client plays or changes the queue, that is followed.
    private(set) var stoppedByUs = false

    /// The loaded album's uris.
    var loaded: [String] { albums.first ?? [] }

    /// Enter: MPD's queue is now this album alone.
    mutating func load(_ uris: [String]) {
        albums = [uris]
        start = 0
        waitsAtFirstSong = false
        stoppedByUs = false
    }

    /// `v`: MPD stops, and tui-clock forgets the album (its queue stays MPD's).
    mutating func stop() {
        albums = []
        start = 0
        waitsAtFirstSong = false
        stoppedByUs = true
    }

    /// Whether `snapshot` is MPD as tui-clock's own stop left it, nothing to follow; false from the first change on.
    mutating func isAsStopped(_ snapshot: MPDPlayerSnapshot) -> Bool {
        stoppedByUs = stoppedByUs && snapshot.state == .stopped && snapshot.queueVersion == version
        return stoppedByUs
    }

    /// Another client's queue (or what played before tui-clock started), as read: its song's album is the loaded one.
    mutating func follow(_ queue: MPDServerQueue) {
        albums = queue.uris
        start = queue.start
    }

    /// Whether `snapshot` plays a song of the loaded album, at its place (or is paused or stopped at it).
    func plays(_ snapshot: MPDPlayerSnapshot) -> Bool {
        guard let position = snapshot.position else { return false }
        return loaded.indices.contains(position - start) && loaded[position - start] == snapshot.uri
    }

    /// Whether MPD's queue, read again, holds what tui-clock put there, at the same places (songs added after it or
    /// taken out of it by another client do not).
    func agrees(with read: MPDServerQueue) -> Bool {
        read.start == start && read.uris.joined().elementsEqual(albums.joined())
    }

    /// `e`: the album goes after everything in MPD's queue.
    mutating func append(_ uris: [String]) {
        albums.append(uris)
    }

    /// MPD's positions of queued album `index` (0: the first after the loaded one), nil when there is none.
    func positions(ofQueued index: Int) -> Range<Int>? {
        guard index >= 0, albums.indices.contains(index + 1) else { return nil }
        let first = start + albums[...index].reduce(0) { $0 + $1.count }
        return first..<(first + albums[index + 1].count)
    }

    /// Forgets queued album `index` (its songs were taken out of MPD's queue).
    mutating func removeQueued(_ index: Int) {
        if positions(ofQueued: index) != nil { albums.remove(at: index + 1) }
    }

    /// MPD's position of track `index` of the loaded album.
    func position(ofTrack index: Int) -> Int { start + index }

    /// How many queued albums MPD has moved into by `snapshot` (0 while it plays the loaded one or none of ours);
    /// the albums it left behind are forgotten, and the one it plays is the loaded one.
    mutating func advance(to snapshot: MPDPlayerSnapshot) -> Int {
        guard snapshot.state != .stopped, let position = snapshot.position else { return 0 }
        var first = start
        for (index, album) in albums.enumerated() {
            if (first..<(first + album.count)).contains(position), album[position - first] == snapshot.uri {
                guard index > 0 else { return 0 }
                albums.removeFirst(index)
                start = first
                return index
            }
            first += album.count
        }
        return 0
    }

    /// `snapshot` as the panel sees it: a queue that waits at its first song (`waitsAtFirstSong`) is stopped there
    /// while MPD has no current song and the queue is unchanged; once MPD has played, it no longer waits (a queue
    /// played to its end is over, not stopped at its start).
    mutating func standIn(_ snapshot: MPDPlayerSnapshot) -> MPDPlayerSnapshot {
        if snapshot.position != nil || snapshot.state != .stopped { waitsAtFirstSong = false }
        guard waitsAtFirstSong, snapshot.queueVersion == version, start == 0, let first = loaded.first else {
            return snapshot
        }
        var waiting = snapshot
        (waiting.position, waiting.uri) = (0, first)
        return waiting
    }

    /// `snapshot` with its position counted from the loaded album's first song.
    func relative(_ snapshot: MPDPlayerSnapshot) -> MPDPlayerSnapshot {
        var shifted = snapshot
        shifted.position = snapshot.position.map { $0 - start }
        return shifted
    }
}

extension PlayerCommand {
    /// Whether MPD's queue changes by this command (its version then moves on by tui-clock's own doing).
    var changesServerQueue: Bool {
        switch self {
        case .load, .append, .removeQueued: true
        case .reorder: false  // mpv's only; a server shuffles by itself
        case .setPaused, .next, .previous, .playIndex, .stop, .setVolume, .seekBy, .seekTo, .loopTrack, .setShuffle,
             .setRepeat: false
        }
    }
}
