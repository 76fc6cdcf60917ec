/// What the desktop is told about the music (MPRIS: the sound menu, media keys, `playerctl`): the player's state
/// in the words a remote control uses, made from the model alone, so the remote sees what the panel shows. The
/// consequences pass hands a new one to the program whenever it differs from the last (`Effect.publishPlayerStatus`).
public struct PlayerStatus: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        case playing, paused, stopped
    }

    /// The track that is current, as the panel and the now-playing line name it.
    public struct Track: Sendable, Equatable {
        /// Unique to this track of this album while it stays loaded (MPRIS's `mpris:trackid`, a D-Bus object path).
        public var id: String
        public var title: String
        public var artist: String
        public var album: String
        public var albumArtist: String
        public var trackNumber: Int?
        /// Seconds, when known.
        public var length: Double?
        /// The album's cover file (absolute path), if it has one on disk; an embedded picture is not a file.
        public var coverFile: String?
    }

    public var state: State
    public var track: Track?
    /// Seconds into the current track, as the panel shows it (moved on once a second).
    public var position: Double
    /// The player's last word on the position, to tell it to the microsecond between the panel's seconds.
    public var report: PositionReport?

    public struct PositionReport: Sendable, Equatable {
        public var seconds: Double
        public var at: Uptime
    }
    /// 0–100.
    public var volume: Int
    public var shuffle: Bool
    public var repeatMode: RepeatMode
    public var canGoNext: Bool
    public var canGoPrevious: Bool
    public var canPlay: Bool
    public var canPause: Bool
    public var canSeek: Bool

    public init(_ player: MusicPlayer) {
        let playback = player.playback
        let current = playback.phase == .playing && player.isLoaded
        // A server stopped at a song still names it (MPRIS: Stopped, with the metadata of what Play plays).
        let named = current || (playback.phase == .stopped && player.isLoaded)
        // An album the player is opening plays as far as a remote can tell: told Stopped, then Playing, on every
        // change of album (Enter on the wall, the queue, repeat album), a sound menu blinked.
        let starting = playback.phase == .loading && player.isLoaded
        state = !current && !starting ? .stopped : playback.isPaused ? .paused : .playing
        position = current ? playback.elapsed : 0
        report = current ? playback.lastReport.map { PositionReport(seconds: $0.seconds, at: $0.at) } : nil
        volume = player.volume
        shuffle = player.shuffle
        repeatMode = player.repeatMode
        canPlay = player.isLoaded ? playback.hasPlayer : player.resumePoint != nil
        canPause = current || starting
        canSeek = current
        // Asked of a copy: whatever `next` and `previous` would send is what the remote can do.
        var copy = player
        canGoNext = player.isLoaded && !copy.next(seed: 0).isEmpty
        copy = player
        canGoPrevious = player.isLoaded && !copy.previous().isEmpty
        guard named, let album = player.album, let index = playback.currentIndex, let albumTrack = player.currentAlbumTrack
        else {
            track = nil
            return
        }
        let shown = playback.tracks[index]
        let cover: String?
        switch album.cover {
        case .file(let path): cover = path
        // A picture inside a file or on an MPD server has no file of its own to point at.
        case .embedded, .server, .none: cover = nil
        }
        track = Track(id: Self.trackID(album: album, track: albumTrack), title: shown.title,
                      artist: shown.artist ?? album.artist,
                      album: album.title, albumArtist: album.artist, trackNumber: shown.trackNumber,
                      length: playback.duration, coverFile: cover)
    }

    /// Where the track is at `now`: from the player's last report, played on since then unless paused (a remote that
    /// asks between the panel's seconds hears the truth, not the second before), within the track.
    public func position(at now: Uptime) -> Double {
        guard let report, state != .stopped else { return position }
        let played = state == .playing ? report.seconds + (now.seconds - report.at.seconds) : report.seconds
        return min(max(played, 0), track?.length ?? .infinity)
    }

    /// `/org/tui_clock/track/<album hash>_<track>`: an object path (letters, digits and `_` only) that differs
    /// between albums and tracks and stays the same while the track plays.
    static func trackID(album: Album, track: Int) -> String {
        // FNV-1a over the album's identity: stable across runs, unlike Swift's seeded `hashValue`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in album.id.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "/org/tui_clock/track/" + String(hash, radix: 16) + "_" + String(track)
    }

    /// Whether the position moved otherwise than by playing on (a seek, a track started again), which a remote is
    /// told of (MPRIS's `Seeked`): from `earlier`, `seconds` ago, playing would have moved it by that much at most.
    /// The elapsed time moves on in whole seconds of the clock, so a second and a half either way is still playing on.
    public func jumped(from earlier: PlayerStatus, secondsLater seconds: Double) -> Bool {
        guard let track, track.id == earlier.track?.id else { return false }
        let expected = earlier.position + (earlier.state == .playing ? seconds : 0)
        return abs(position - expected) > 1.5
    }
}
