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
/// album it last played with the track and the position in it, so one key resumes there. The state file keeps the
/// album's identity only (its id, names and folders, as the library index keys it) and the track's path: the whole
/// track list was 154 KB for a 1,000-track album, written at every pause and track change. Read back, the album's
/// tracks are left to the library (`Album.needsTracks`), which reads them again when the user resumes.
public struct PlayerMemory: Sendable, Equatable {
    public var volume: Int
    public var shuffle: Bool
    public var repeatMode: RepeatMode
    /// The album last played, if any.
    public var album: Album?
    /// The track (in the album's own order) and the seconds into it where playback stopped.
    public var track: Int
    /// The track's file (an MPD uri as `ServerTrack` holds it): found again by it when the album changed since.
    public var trackPath: String?
    public var position: Double

    public init(volume: Int = PlayerMemory.fullVolume, shuffle: Bool = false, repeatMode: RepeatMode = .off,
                album: Album? = nil, track: Int = 0, trackPath: String? = nil, position: Double = 0) {
        self.volume = volume
        self.shuffle = shuffle
        self.repeatMode = repeatMode
        self.album = album
        self.track = track
        self.trackPath = trackPath ?? album.flatMap { $0.tracks.indices.contains(track) ? $0.tracks[track].path : nil }
        self.position = position
    }

    public static let fullVolume = 100
    /// Longest album an old state file (one that kept the whole track list) may hold: more tracks than any real
    /// album, fewer than a damaged file's nonsense.
    public static let maxTracks = 2000
    /// Most tracks a remembered album may count, and most folders it may name (the new form keeps only the count).
    public static let maxTrackCount = 1_000_000
    public static let maxFolders = 1000
}
