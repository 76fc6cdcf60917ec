import FoundationEssentials

/// The music that plays, on every screen: the album, its playback, the queue after it, the volume, shuffle and
/// repeat. It outlives the player panel (closing the panel leaves it playing; only stop stops it). Every change
/// returns the commands for the player process; the player's reports come back through `apply`.
public struct MusicPlayer: Sendable, Equatable {
    /// The album loaded in the player, until stop; nil when nothing is.
    public private(set) var album: Album?
    /// The album's tracks in the order they play (shuffled or not) and what the player says about them.
    public private(set) var playback: Playback
    /// `order[p]` is the album's own index of the track at play position `p`.
    public private(set) var order: [Int]
    /// Albums to play after this one, first first (cmus's `e`).
    public private(set) var queue: [Album]
    public private(set) var volume: Int
    public private(set) var shuffle: Bool
    public private(set) var repeatMode: RepeatMode
    /// Where playback last stood (album, track in album order, seconds), kept when it pauses, changes track or stops:
    /// what a restart resumes. Not every second, so the state file is written on changes only.
    public private(set) var resumePoint: ResumePoint?
    /// A position to jump to once this play position reports a time (resuming, or a position asked for while the
    /// track still opens: `MusicPlayer+Seeking`).
    var pendingSeek: ResumeSeek?
    /// The seek keys pressed while a track is still opening, added up (`MusicPlayer+Seeking`).
    var heldSeek: Double?
    /// A track change was asked and no time has been reported since (`MusicPlayer+Seeking`).
    var awaitingTime = false
    /// Whether the player is a music server (MPD) that other clients share: its volume, shuffle and repeat are its
    /// own, which the keys set and its reports bring back, rather than tui-clock's order and loop.
    public let playsOnServer: Bool
    /// Whether the server has said its volume yet: its first word is where it stands, not a change to tell of.
    public private(set) var hasHeardServerVolume = false

    public struct ResumePoint: Sendable, Equatable {
        /// The album; read back from the state file it holds no tracks (`Album.needsTracks`) until it resumes.
        public var album: Album
        public var track: Int
        public var position: Double
        /// The track's file, which finds it again in an album changed since.
        public var path: String?

        init(album: Album, track: Int, position: Double, path: String? = nil) {
            self.album = album
            self.track = track
            self.position = position
            self.path = path ?? (album.tracks.indices.contains(track) ? album.tracks[track].path : nil)
        }
    }

    struct ResumeSeek: Sendable, Equatable {
        var index: Int
        var seconds: Double
    }

    /// Issue 21: volume steps of 5 %.
    public static let volumeStep = 5
    /// Seek steps: 10 s, and a minute with the bigger keys.
    public static let shortSeek = 10.0
    public static let longSeek = 60.0

    public init(memory: PlayerMemory = PlayerMemory(), playsOnServer: Bool = false) {
        self.playsOnServer = playsOnServer
        album = nil
        playback = Playback(tracks: [])
        order = []
        queue = []
        volume = min(max(memory.volume, 0), 100)
        shuffle = memory.shuffle
        repeatMode = memory.repeatMode
        resumePoint = memory.album.map {
            ResumePoint(album: $0, track: memory.track, position: memory.position, path: memory.trackPath)
        }
    }

    /// What survives a restart.
    public var memory: PlayerMemory {
        PlayerMemory(volume: volume, shuffle: shuffle, repeatMode: repeatMode, album: resumePoint?.album,
                     track: resumePoint?.track ?? 0, trackPath: resumePoint?.path, position: resumePoint?.position ?? 0)
    }

    /// The memory with the position playback has reached now (the exit save).
    public var memoryNow: PlayerMemory {
        var copy = self
        copy.remember()
        return copy.memory
    }

    /// Whether an album is loaded (playing, paused, starting or at its end) rather than stopped.
    public var isLoaded: Bool { album != nil }

    /// Whether sound comes out now: the clock then redraws once a second for the elapsed time.
    public var isPlaying: Bool { album != nil && playback.phase == .playing && !playback.isPaused }

    /// The track playing, in the album's own order.
    public var currentAlbumTrack: Int? { playback.currentIndex.map { order[$0] } }

    // MARK: Starting albums

    /// Plays `album` from `track` (the album's own index) at `seconds` into it; shuffled, that track comes first.
    public mutating func play(_ album: Album, track: Int = 0, from seconds: Double = 0, seed: UInt64) -> [PlayerCommand] {
        guard !album.tracks.isEmpty else {
            self.album = album
            order = []
            playback = Playback(tracks: [])
            return []
        }
        let start = min(max(track, 0), album.tracks.count - 1)
        // A server shuffles by itself (MPD's random) over the album kept in order.
        order = shuffle && !playsOnServer ? Self.shuffled(album.tracks.indices, first: start, seed: seed)
            : Array(album.tracks.indices)
        self.album = album
        playback = Playback(tracks: order.map { album.tracks[$0] })
        let position = order.firstIndex(of: start) ?? 0
        pendingSeek = seconds >= 1 ? ResumeSeek(index: position, seconds: seconds) : nil
        heldSeek = nil
        awaitingTime = !playsOnServer
        resumePoint = ResumePoint(album: album, track: start, position: seconds)
        // A server keeps the volume and modes its clients left it. Its queue is replaced by the album, so the albums
        // queued after it go there again: the server plays what the panel says comes next.
        if playsOnServer {
            return [.load(paths: playback.paths, startAt: position)] + queue.map { .append(paths: $0.tracks.map(\.path)) }
        }
        // A new mpv starts at full volume and without a loop; one already running keeps what it was told.
        return [.load(paths: playback.paths, startAt: position)] + (volume != PlayerMemory.fullVolume ? [.setVolume(volume)] : [])
            + (repeatMode == .track ? [.loopTrack(true)] : [])
    }

    /// `e` on the wall: the album plays after what plays (at once when nothing does).
    public mutating func enqueue(_ album: Album, seed: UInt64) -> [PlayerCommand] {
        guard isLoaded, playback.phase != .complete, playback.hasPlayer else { return play(album, seed: seed) }
        queue.append(album)
        // A server's own queue holds it too, so it plays on there after what plays, tui-clock open or not.
        return playsOnServer ? [.append(paths: album.tracks.map(\.path))] : []
    }

    /// Takes entry `index` off the queue (off the server's queue too).
    @discardableResult
    public mutating func unqueue(_ index: Int) -> [PlayerCommand] {
        guard queue.indices.contains(index) else { return [] }
        queue.remove(at: index)
        return playsOnServer && isLoaded ? [.removeQueued(index: index)] : []
    }

    /// Space anywhere: pause or go on; with nothing loaded it resumes where playback last stopped.
    public mutating func togglePause(seed: UInt64) -> [PlayerCommand] {
        guard isLoaded else { return resume(seed: seed) }
        let commands = playback.togglePause()
        remember()
        return commands
    }

    /// `x`: where playback last stopped, even after a restart; if something is loaded, it goes on playing: from a
    /// pause, from the song a server is stopped at, or from its start again once it has ended or the player failed,
    /// as Space and the remote's Play do (after "Playback complete", `x` did nothing).
    public mutating func resume(seed: UInt64) -> [PlayerCommand] {
        if isLoaded {
            return isPlaying || (playback.phase == .loading && !playback.isPaused) ? [] : togglePause(seed: seed)
        }
        // An album the state file named is read again first (`MusicScreen` asks the library, then `resume(_:)`).
        guard let point = resumePoint, !point.album.needsTracks else { return [] }
        return play(point.album, track: point.track, from: point.position, seed: seed)
    }

    /// The album to resume when its tracks must be read from the library first: nothing is loaded, and the state
    /// file named it rather than kept its tracks.
    public var resumeNeedsTracks: Album? {
        guard !isLoaded, let point = resumePoint, point.album.needsTracks else { return nil }
        return point.album
    }

    /// The next track; after the album's last, the next queued album.
    public mutating func next(seed: UInt64) -> [PlayerCommand] {
        let onLast = playback.currentIndex == playback.tracks.count - 1
        let atEnd = playback.phase == .complete || ((playback.phase == .playing || playback.phase == .stopped) && onLast)
        // A server plays its queue on: its next song is the queued album's first, which it then reports. Stopped, it
        // refuses `next`, so that song (its place just after the album's last) is played.
        if atEnd, !queue.isEmpty {
            if playsOnServer, playback.phase == .stopped { return [.playIndex(playback.tracks.count)] }
            return playsOnServer && playback.phase == .playing ? [.next] : play(queue.removeFirst(), seed: seed)
        }
        // Repeat album: its first track comes after its last, as when the last one ends (`n` there did nothing).
        if wrapsAround, onLast { return changingTrack(playback.play(index: 0)) }
        return changingTrack(playback.next())
    }

    public mutating func previous() -> [PlayerCommand] {
        // A server's queue may hold songs before the album's first (another client's queue, an album before this one):
        // the server goes back to them, or starts its first song again.
        if playsOnServer, playback.phase == .playing, playback.currentIndex == 0 { return [.previous] }
        if wrapsAround, playback.currentIndex == 0 { return changingTrack(playback.play(index: playback.lastIndex)) }
        return changingTrack(playback.previous())
    }

    /// Whether `n` and `b` go round the album: repeat album while a track of it is current (a server repeats by
    /// itself, its queue being more than the album).
    private var wrapsAround: Bool { repeatMode == .album && !playsOnServer && playback.phase == .playing }

    /// Enter or a click on a track in the panel (its play position).
    public mutating func play(index: Int) -> [PlayerCommand] { changingTrack(playback.play(index: index)) }

    /// The app shows the new level briefly (a notice).
    public mutating func changeVolume(by step: Int) -> [PlayerCommand] {
        volume = min(max(volume + step, 0), 100)
        return [.setVolume(volume)]
    }

    /// `v`: stops and forgets the album (the queue stays); `x` brings it back where it stopped.
    public mutating func stop() -> [PlayerCommand] {
        guard isLoaded else { return [] }
        remember()
        let hadPlayer = playback.hasPlayer
        album = nil
        order = []
        playback = Playback(tracks: [])
        pendingSeek = nil
        heldSeek = nil
        awaitingTime = false
        return hadPlayer ? [.stop] : []
    }

    /// `s`: shuffle on or off. What plays goes on from where it is, paused or not; the tracks after it take the new
    /// order. Nothing is loaded again: reloading the album made a paused one play for a moment (the remote saw
    /// Stopped, Playing, Paused) and a playing one skip.
    public mutating func toggleShuffle(seed: UInt64) -> [PlayerCommand] {
        shuffle.toggle()
        if playsOnServer { return [.setShuffle(shuffle)] }
        guard let album, let current = currentAlbumTrack, let before = playback.currentIndex,
              playback.phase == .playing else { return [] }
        order = shuffle ? Self.shuffled(album.tracks.indices, first: current, seed: seed) : Array(album.tracks.indices)
        let position = order.firstIndex(of: current) ?? 0
        playback.reorder(order.map { album.tracks[$0] }, current: position)
        // A resume's seek still waiting for the track's first report follows it to its new place.
        if pendingSeek?.index == before { pendingSeek?.index = position }
        return [.reorder(paths: playback.paths, current: position)]
    }

    /// `r`: off → album → track → off.
    public mutating func cycleRepeat() -> [PlayerCommand] {
        repeatMode = repeatMode.next
        if playsOnServer { return [.setRepeat(repeatMode)] }
        return isLoaded ? [.loopTrack(repeatMode == .track)] : []
    }

    /// Repeat set outright (MPRIS's LoopStatus).
    public mutating func setRepeat(_ mode: RepeatMode) -> [PlayerCommand] {
        guard mode != repeatMode else { return [] }
        repeatMode = mode
        if playsOnServer { return [.setRepeat(repeatMode)] }
        return isLoaded ? [.loopTrack(repeatMode == .track)] : []
    }

    // MARK: The player's reports

    /// A report from the player process, come at `now`; the album's end starts it again (repeat) or the next
    /// queued album.
    public mutating func apply(_ event: PlayerEvent, seed: UInt64, at now: Uptime) -> [PlayerCommand] {
        // A server's modes are news whether or not an album is loaded (another client set them).
        if case .volume(let level) = event {
            volume = min(max(level, 0), 100)
            hasHeardServerVolume = true
        }
        if case .shuffle(let on) = event { shuffle = on }
        if case .repeatMode(let mode) = event { repeatMode = mode }
        if case .serverQueue(let albums) = event { return follow(albums) }
        guard isLoaded else { return [] }
        // A server connected again after it went away played on (or stopped) by itself: the reports that follow say
        // where it is, rather than "the player stopped" staying up while MPD plays.
        if event == .ready, playsOnServer, case .failed = playback.phase {
            playback.reconnected()
            return []
        }
        if event == .queuedAlbumStarted, !queue.isEmpty {
            takeOver(queue.removeFirst())
            return []
        }
        let before = playback
        playback.apply(event, at: now)
        var commands: [PlayerCommand] = []
        // Only once the track reports a time: mpv refuses a seek while the file is still opening (after its
        // playlist position moved), and a resumed album would then start at 0:00.
        if let seek = pendingSeek, case .timePosition = event, playback.phase == .playing,
           playback.currentIndex == seek.index {
            pendingSeek = nil
            commands.append(.seekTo(seek.seconds))
        }
        if case .timePosition = event { commands += releaseHeldSeek() }
        if playback.currentIndex != before.currentIndex || (event == .paused(true) && playback.phase == .playing) {
            remember()
        }
        if before.phase != .complete, playback.phase == .complete, let album {
            // A server repeats by itself: its queue never ends while its repeat is on.
            if repeatMode == .album, !playsOnServer, !playback.playedNothing {
                return commands + play(album, seed: seed)
            }
            resumePoint = ResumePoint(album: album, track: 0, position: 0)
            // A server plays on into its queue by itself (`queuedAlbumStarted`): stopped, it was stopped or its queue
            // cleared by another client, and filling it again would undo that.
            if !queue.isEmpty, !playsOnServer { return commands + play(queue.removeFirst(), seed: seed) }
        }
        return commands
    }

    /// What the server plays when tui-clock did not put it there: the song's album is loaded as it plays (nothing
    /// sent: the server plays it already), the albums after it in the server's queue are the queue. The album that is
    /// loaded already (the server's queue read again after another client's change) keeps its playback.
    private mutating func follow(_ albums: [Album]) -> [PlayerCommand] {
        guard let first = albums.first else { return [] }
        queue = Array(albums.dropFirst())
        guard first != album else { return [] }
        takeOver(first)
        return []
    }

    /// The server went on to `next` by itself (its own queue, or another client's): it is loaded in order from its
    /// first track, with nothing sent, and where the album before it stood is remembered.
    private mutating func takeOver(_ next: Album) {
        remember()
        album = next
        order = Array(next.tracks.indices)
        playback = Playback(tracks: next.tracks)
        pendingSeek = nil
        heldSeek = nil
        awaitingTime = false
        resumePoint = ResumePoint(album: next, track: 0, position: 0)
    }

    /// The clock's tick: the elapsed time moves on with the clock's seconds.
    public mutating func moveOn(at now: Moment) {
        playback.moveOn(at: now)
    }

    /// Notes where playback stands, for a later resume.
    private mutating func remember() {
        guard let album else { return }
        guard let track = currentAlbumTrack else { return }
        resumePoint = ResumePoint(album: album, track: track, position: playback.elapsed)
    }

    /// The album's indices in a random order that starts with `first` (a small generator seeded by the caller:
    /// the model reads no randomness of its own, so tests can repeat an order).
    static func shuffled(_ indices: Range<Int>, first: Int, seed: UInt64) -> [Int] {
        var rest = indices.filter { $0 != first }
        var state = seed
        for i in stride(from: rest.count - 1, to: 0, by: -1) {
            // SplitMix64 (Steele, Lea, Flood 2014).
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            rest.swapAt(i, Int(z % UInt64(i + 1)))
        }
        return [first] + rest
    }
}

extension Moment {
    /// A seed for the player's shuffle, from the wall clock's milliseconds.
    var shuffleSeed: UInt64 { UInt64(bitPattern: Int64((wall.timeIntervalSince1970 * 1000).rounded(.down))) }
}
