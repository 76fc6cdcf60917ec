/// Albums whose tracks are left in the library index (`Album.needsTracks`): what the user asked of one waits while
/// a worker reads them (`MusicHappening.readTracks`), and happens when they come (`MusicMsg.tracksRead`). The UI
/// never waits on the index: the panel shows "Reading the tracks…" for the moment it takes.
public enum TracksWanted: Sendable, Equatable {
    /// Play from this track: the album was opened (Enter, a click), at the track the search found.
    case play(track: Int)
    /// Play after what plays (`e`).
    case queue
    /// Resume where playback stopped before a restart (`x`, Space, the remote's Play): the state file named the
    /// album and the track, and the library reads its tracks again.
    case resume
}

extension MusicScreen {
    /// Asks for `album`'s tracks unless they were asked for already; `wanted` happens once they come. A new `.play`
    /// replaces one still waiting for another album: the last album opened is the one that plays.
    mutating func awaitTracks(of album: Album, for wanted: TracksWanted?) -> [MusicHappening] {
        let asked = awaitingTracks[album.id] != nil
        if case .play = wanted {
            for id in awaitingTracks.keys {
                awaitingTracks[id]?.removeAll { if case .play = $0 { true } else { false } }
            }
        }
        awaitingTracks[album.id, default: []] += wanted.map { [$0] } ?? []
        return asked ? [] : [.readTracks(album)]
    }

    /// A music key that resumes (`x`, Space, the remote's Play) while the album to resume is still to be read: it
    /// is read, and resumes once it comes; nil for any other key, or when nothing needs reading.
    mutating func resumeAfterReading(for key: MusicKey, at now: Moment) -> [MusicHappening]? {
        switch key {
        case .playPause, .resume, .play:
            guard let album = player.resumeNeedsTracks else { return nil }
            // The wall holds it with its tracks already (MPD's albums come with their songs): no need to ask again.
            if let i = wall.catalog.index(of: album.id), !wall.albums[i].needsTracks {
                return tracksRead(wall.albums[i].tracks, forAlbum: album.id, wanted: [.resume], at: now)
            }
            return awaitTracks(of: album, for: .resume)
        case .previousTrack, .nextTrack, .seek, .volume, .stop, .pause, .seekTo, .setVolume, .setShuffle, .setRepeat:
            return nil
        }
    }

    /// The search found the focused album by a track's title: its tracks are read, so the search line can name it.
    mutating func readTracksOfFocusedMatch() -> [MusicHappening] {
        guard let index = wall.focusedAlbumIndex, wall.search?.matchedTracks[index] != nil,
              wall.albums.indices.contains(index), wall.albums[index].needsTracks else { return [] }
        return awaitTracks(of: wall.albums[index], for: nil)
    }

    /// The tracks of album `id` came from the index (none: its files are gone): the wall and the open panel get
    /// them, and what waited for them happens.
    mutating func tracksRead(_ tracks: [Track], forAlbum id: String, wanted asked: [TracksWanted] = [],
                             at now: Moment) -> [MusicHappening] {
        let wanted = (awaitingTracks.removeValue(forKey: id) ?? []) + asked
        let inPanel = panel.flatMap { $0.album.id == id && $0.album.needsTracks ? $0.album.withTracks(tracks) : nil }
        // The album to resume may be on no wall yet (the library is read once the wall first shows).
        let resumed = player.resumeNeedsTracks.flatMap { $0.id == id ? $0.withTracks(tracks) : nil }
        guard let album = wall.fill(tracks: tracks, forAlbum: id) ?? inPanel ?? resumed else { return [] }
        if inPanel != nil { panel?.show(album) }
        var happened: [MusicHappening] = []
        for item in wanted {
            switch item {
            case .play(let track):
                happened += player.play(album, track: track, seed: now.shuffleSeed).map(MusicHappening.asked)
            case .queue:
                happened += player.enqueue(album, seed: now.shuffleSeed).map(MusicHappening.asked) + [.queued(album)]
            case .resume:
                guard let (commands, outcome) = player.resume(album, seed: now.shuffleSeed) else { break }
                happened += commands.map(MusicHappening.asked) + [.resumed(album.title, outcome)]
            }
        }
        return happened
    }
}
