/// How the player repeats: cmus's and kew's three modes.
public enum RepeatMode: String, Sendable, Equatable, CaseIterable {
    /// Albums play once; the queue goes on after them.
    case off
    /// The album starts again after its last track (the queue waits).
    case album
    /// The current track plays again and again.
    case track

    /// The mode `r` turns to: off → album → track → off.
    public var next: RepeatMode {
        switch self {
        case .off: return .album
        case .album: return .track
        case .track: return .off
        }
    }
}

/// What the player remembers across a restart (issue 21, "Remembered"): the volume, shuffle and repeat, and the
/// album it last played with the track and the position in it, so one key resumes there. The album is kept whole
/// (titles and paths) so resuming needs no library scan.
public struct PlayerMemory: Sendable, Equatable {
    public var volume: Int
    public var shuffle: Bool
    public var repeatMode: RepeatMode
    /// The album last played, if any.
    public var album: Album?
    /// The track (in the album's own order) and the seconds into it where playback stopped.
    public var track: Int
    public var position: Double

    public init(volume: Int = PlayerMemory.fullVolume, shuffle: Bool = false, repeatMode: RepeatMode = .off,
                album: Album? = nil, track: Int = 0, position: Double = 0) {
        self.volume = volume
        self.shuffle = shuffle
        self.repeatMode = repeatMode
        self.album = album
        self.track = track
        self.position = position
    }

    public static let fullVolume = 100
    /// Longest album a state file may hold: more tracks than any real album, fewer than a damaged file's nonsense.
    public static let maxTracks = 2000
}
