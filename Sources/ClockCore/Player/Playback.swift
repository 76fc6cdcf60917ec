/// What the player panel knows about playback of its album, built only from what the player process reports
/// and checked against the album: a position outside the track list is ignored, and "nothing loaded" after a
/// track has played means the album is over, whatever else the player says. Between the player's reports of where
/// the track is, the elapsed time moves on with the clock.
public struct Playback: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// The album was sent to the player; no track has been confirmed yet.
        case loading
        /// A track is current (playing or paused).
        case playing
        /// A track is current, but the player is stopped at it: a music server stopped with its queue (by another
        /// client, or before tui-clock started) keeps its song, and plays it from the start on `play`.
        case stopped
        /// The last track has ended.
        case complete
        /// No audio player is installed; the hint says how to get one.
        case unavailable(hint: String)
        /// The player process went away.
        case failed(String)
        /// The album has no tracks to play.
        case empty
    }

    public private(set) var phase: Phase
    public private(set) var currentIndex: Int?
    public private(set) var isPaused: Bool
    /// Seconds into the current track, as shown: moved on once per second of the clock (`moveOn(at:)`).
    public private(set) var elapsed: Double
    /// The player's last report of the position and when it came: the elapsed time moves on from there. Nil until
    /// the player says where a new track, or a paused or resumed one, is.
    private var reported: Report?
    /// The player's last report of the position and when it came, nil when none since the track, a pause or a resume.
    public var lastReport: (seconds: Double, at: Uptime)? { reported.map { ($0.position, $0.at) } }
    /// The second of the clock the elapsed time was last moved on for.
    private var movedOnFor: Double?

    struct Report: Sendable, Equatable {
        var position: Double
        var at: Uptime
    }

    /// A report this close to where the elapsed time has moved on to is the same position (mpv counts from the audio
    /// it has played, a little behind what it has decoded), and changes nothing, so the seconds shown keep their step.
    public static let reportTolerance = 0.3
    /// Length of the current track: from the player, else from the tags.
    public private(set) var duration: Double?
    /// The title the player reports (from the file's tags), for tracks without a title of their own.
    public private(set) var mediaTitle: String?
    /// One line per file that could not be played and was skipped.
    public private(set) var skipped: [String]
    /// Whether the album ended with every track skipped.
    public var playedNothing: Bool { phase == .complete && !tracks.isEmpty && skipped.count >= tracks.count }
    /// The player's reason for the latest file it could not play.
    public private(set) var lastError: String?
    public private(set) var tracks: [Track]

    public init(tracks: [Track]) {
        self.tracks = tracks
        self.phase = tracks.isEmpty ? .empty : .loading
        self.currentIndex = nil
        self.isPaused = false
        self.elapsed = 0
        self.duration = nil
        self.mediaTitle = nil
        self.skipped = []
    }

    public var paths: [String] { tracks.map(\.path) }
    /// Whether the player went away (`failed`): a server connected again then ends it without a notice of its own.
    var isFailed: Bool { if case .failed = phase { true } else { false } }
    public var currentTrack: Track? { currentIndex.map { tracks[$0] } }
    var lastIndex: Int { tracks.count - 1 }

    /// Whether commands can reach a player at all.
    public var hasPlayer: Bool {
        switch phase {
        case .unavailable, .empty: return false
        default: return true
        }
    }

    // MARK: Events from the player

    /// A report from the player, `now` being when it came.
    public mutating func apply(_ event: PlayerEvent, at now: Uptime) {
        switch event {
        case .ready, .volume, .shuffle, .repeatMode, .queuedAlbumStarted, .serverQueue:
            break
        case .unavailable(let hint):
            phase = tracks.isEmpty ? .empty : .unavailable(hint: hint)
            currentIndex = nil
            isPaused = true
            reported = nil
        case .paused(let paused):
            guard phase == .loading || phase == .playing, paused != isPaused else { return }
            isPaused = paused
            reported = nil
        case .playlistPosition(let position):
            applyPosition(position)
        case .stopped:
            guard phase == .playing, currentIndex != nil else { return }
            phase = .stopped
            isPaused = false
            elapsed = 0
            reported = nil
        case .mediaTitle(let title):
            if phase == .playing { mediaTitle = title }
        case .timePosition(let seconds):
            // Below zero is a track that starts in that many seconds: between gapless tracks mpv still plays the
            // last one's buffered audio when the next one's playback starts.
            guard phase == .playing, seconds.isFinite else { return }
            if let reported, abs(seconds - position(from: reported, at: now)) < Self.reportTolerance { return }
            reported = Report(position: seconds, at: now)
            elapsed = max(0, seconds)
        case .duration(let seconds):
            if phase == .playing, seconds.isFinite, seconds > 0 { duration = seconds }
        case .endOfFile(let reason, let error):
            guard phase == .loading || phase == .playing else { return }
            if let error {
                let name = currentTrack?.title ?? "a track"
                skipped.append("Skipped \(name): \(error)")
                lastError = error
            }
            // The last track ending (or failing) is the end of the album, even if the player never says idle.
            if currentIndex == lastIndex, reason == "eof" || error != nil { finish() }
        case .idle:
            // Idle before anything played is the player waiting for the album, unless every file failed.
            if phase == .playing || (phase == .loading && !skipped.isEmpty) { finish() }
        case .died(let reason):
            guard hasPlayer else { return }
            phase = .failed(reason)
            isPaused = true
            reported = nil
        }
    }

    /// The clock's tick: while the track plays, the elapsed time moves on from the player's last report, once per
    /// second the clock shows and as at that second's start, so it steps by one with the clock's own frame, and the
    /// player need not wake the program every time its position changes.
    public mutating func moveOn(at now: Moment) {
        guard phase == .playing, !isPaused, let reported else { return }
        let second = ClockTicks.shownSecond(at: now)
        guard second != movedOnFor else { return }
        movedOnFor = second
        let position = position(from: reported, at: max(ClockTicks.shownSecondStart(at: now), reported.at))
        elapsed = max(0, duration.map { min(position, $0) } ?? position)
    }

    /// Where the track is at `now` if it played on from `report` (it stands still while paused).
    private func position(from report: Report, at now: Uptime) -> Double {
        isPaused ? report.position : report.position + (now - report.at)
    }

    private mutating func applyPosition(_ position: Int?) {
        guard phase == .loading || phase == .playing || phase == .stopped || phase == .complete else { return }
        guard let index = position else {
            if phase == .playing || phase == .stopped { finish() }
            return
        }
        guard tracks.indices.contains(index) else { return }
        // Played again after a stop, the track starts from its beginning.
        if index != currentIndex || phase == .complete || phase == .stopped {
            elapsed = 0
            reported = nil
            duration = tracks[index].duration
            mediaTitle = nil
        }
        currentIndex = index
        phase = .playing
    }

    /// A music server is back after the player failed: nothing is current until its reports say what it plays (a
    /// song of the album plays on; none of it, and Space starts the album again as at its end).
    mutating func reconnected() {
        guard case .failed = phase else { return }
        finish()
    }

    /// Shuffle turned on or off: the same tracks in `order`, the current one now at `current`. It stays current,
    /// paused or playing, at the second it is at; nothing the player reported about it changes.
    mutating func reorder(_ order: [Track], current: Int) {
        guard phase == .playing, currentIndex != nil, order.indices.contains(current) else { return }
        tracks = order
        currentIndex = current
    }

    private mutating func finish() {
        phase = .complete
        isPaused = false
        elapsed = 0
        reported = nil
        currentIndex = nil
    }

    // MARK: Requests from the user

    /// Space: pause or resume; after the end (or a crash) it starts the album again.
    public mutating func togglePause() -> [PlayerCommand] {
        switch phase {
        case .loading, .playing:
            isPaused.toggle()
            // Where it stopped or goes on from is the player's next report.
            reported = nil
            return [.setPaused(isPaused)]
        case .stopped:
            // The song the player stopped at, in its own queue: nothing is loaded again.
            return currentIndex.map { [.playIndex($0)] } ?? []
        case .complete, .failed:
            return restart(at: 0)
        case .unavailable, .empty:
            return []
        }
    }

    /// `n`: the next track; nothing after the last one. Stopped, the next track plays (MPD refuses `next` when
    /// stopped).
    public func next() -> [PlayerCommand] {
        guard let index = currentIndex, index < lastIndex else { return [] }
        switch phase {
        case .playing: return [.next]
        case .stopped: return [.playIndex(index + 1)]
        case .loading, .complete, .unavailable, .failed, .empty: return []
        }
    }

    /// `b`: the previous track; on the first track it starts that one again; after the end, the last track.
    public mutating func previous() -> [PlayerCommand] {
        switch phase {
        case .playing:
            guard let index = currentIndex else { return [] }
            return index > 0 ? [.previous] : [.playIndex(0)]
        case .stopped:
            guard let index = currentIndex else { return [] }
            return [.playIndex(max(index - 1, 0))]
        case .complete, .failed:
            return restart(at: lastIndex)
        case .loading, .unavailable, .empty:
            return []
        }
    }

    /// A click on a track.
    public mutating func play(index: Int) -> [PlayerCommand] {
        guard tracks.indices.contains(index) else { return [] }
        switch phase {
        case .loading, .playing, .stopped:
            return [.playIndex(index)]
        case .complete, .failed:
            return restart(at: index)
        case .unavailable, .empty:
            return []
        }
    }

    /// Loads the album again: after the end the player's playlist may be gone, so nothing is assumed about it.
    private mutating func restart(at index: Int) -> [PlayerCommand] {
        guard !tracks.isEmpty else { return [] }
        phase = .loading
        currentIndex = nil
        isPaused = false
        elapsed = 0
        reported = nil
        skipped = []
        lastError = nil
        return [.load(paths: paths, startAt: min(max(index, 0), lastIndex))]
    }

    // MARK: Words for the panel

    /// "Playing" or "Paused" while a track is current, else what is going on.
    public var stateText: String {
        switch phase {
        case .loading: return "Starting"
        case .playing: return isPaused ? "Paused" : "Playing"
        case .stopped, .complete, .failed: return "Stopped"
        case .unavailable: return "No player"
        case .empty: return "Nothing to play"
        }
    }

    /// The panel's state line: "Playing  1:02 / 3:25" ("Stopped  0:00 / 3:25": where play starts it again), or the
    /// state alone when no track is current.
    public var stateLine: String {
        var line = stateText
        if phase == .playing || phase == .stopped {
            line += "  " + Playback.format(elapsed)
            if let duration { line += " / " + Playback.format(duration) }
        }
        return line
    }

    /// The line under the track list: the end of the album, how to get a player, or the latest skipped file.
    public var statusText: String? {
        switch phase {
        case .unavailable(let hint): return hint
        case .failed(let reason): return "The player stopped: \(reason) (Space starts again)"
        case .empty: return "This album has no playable tracks"
        case .complete:
            let n = skipped.count
            // Every track failing is not "complete": it is usually the machine (no audio device), so say why.
            if playedNothing, let reason = lastError { return "Could not play any track: \(reason)" }
            return n == 0 ? "Playback complete" : "Playback complete (skipped \(n) file\(n == 1 ? "" : "s"))"
        case .loading, .playing, .stopped: return skipped.last
        }
    }

    /// `m:ss` (or `h:mm:ss` from an hour on) for a number of seconds.
    public static func format(_ seconds: Double) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
        let h = total / 3600, m = (total / 60) % 60, s = total % 60
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 { return "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" }
        return "\(m):\(ss)"
    }
}
