/// An alarm waking the user to an album: the album plays from its start while the volume fades in.
public struct WakeUp: Sendable, Equatable {
    /// The volume goes from 0 to full over this many seconds.
    public static let fadeDuration = 30.0
    /// Why the ring tone took over from an album a music server's other client stopped (the clock's wake-up and the
    /// background ringer's on MPD say the same).
    public static let stoppedByAnotherClient = "another client stopped MPD"
    /// The same for one that paused it there (`mpc pause`, a phone's pause button): paused, the alarm is as silent.
    public static let pausedByAnotherClient = "another client paused MPD"
    /// The volume steps once a second while it fades in.
    static let stepInterval = 1.0

    public var album: Album
    /// Monotonic time the album started.
    public var since: Uptime
    /// The volume last sent to the player.
    public var volume: Int
    /// Where the fade ends: 100 for tui-clock's own mpv, the user's own volume on MPD (the server's volume is the
    /// user's, and a wake-up louder than it would startle).
    public var full: Int
    /// Whether a track has started playing (a failure before that means the album cannot play).
    public var started: Bool
    /// The last track the player could not play, and why.
    public var lastError: String?
    /// Whether the player is a music server, whose other clients may pause the album: tui-clock never pauses it while
    /// it wakes the user, so a pause reported there is theirs (mpv, which only tui-clock drives, is paused by no one
    /// else).
    public var onServer: Bool
    /// Whether the player has reported being at one of the album's songs: a pause reported before that is of the
    /// music the ring paused, not of the album.
    var atAlbum: Bool

    public init(album: Album, since: Uptime, reaching full: Int = 100, onServer: Bool = false) {
        self.album = album
        self.since = since
        self.full = full
        self.onServer = onServer
        volume = 0
        started = false
        lastError = nil
        atAlbum = false
    }

    /// The volume at monotonic time `t`: linear from 0 to `full` over `fadeDuration`.
    public func volume(at t: Uptime) -> Int { volume(at: t, reaching: full) }

    /// The same fade to `full` instead of 100: MPD's, which rises to the volume its user had set (the background
    /// ringer's wake-up on MPD).
    public func volume(at t: Uptime, reaching full: Int) -> Int {
        min(full, max(0, Int((t - since) / Self.fadeDuration * Double(full))))
    }

    /// What a report of the player playing the album means: the reason it cannot wake the user with it (then the ring
    /// tone takes over), or nil while it plays or may yet. Shared by the clock and the background ringer.
    public mutating func failure(after event: PlayerEvent) -> String? {
        switch event {
        case .unavailable(let hint): return hint
        case .died(let why): return why
        case .timePosition:
            started = true
            return nil
        case .endOfFile(_, let error?):
            lastError = error
            return nil
        case .idle where !started:
            return lastError ?? "nothing in it could be played"
        case .stopped:
            // A music server stopped at the album's song by another client (a phone's MPD app, `mpc stop`), before
            // or after it began: the alarm still rings, so it must be heard; dismissing it is what ends it.
            return Self.stoppedByAnotherClient
        case .paused(true) where onServer && atAlbum:
            // Paused there by another client, just as silent (snooze and dismiss stop the album, they never pause it).
            return Self.pausedByAnotherClient
        case .playlistPosition(let position):
            if position != nil { atAlbum = true }
            return nil
        case .ready, .idle, .endOfFile, .paused, .mediaTitle, .duration, .volume, .shuffle, .repeatMode,
             .queuedAlbumStarted, .serverQueue:
            return nil
        }
    }

    /// The next volume step while it fades in; nil once at full volume.
    public func nextStep(after now: Moment) -> Moment? {
        guard volume(at: now.uptime) < full else { return nil }
        return now.at(uptime: min(now.uptime + Self.stepInterval, since + Self.fadeDuration))
    }
}
