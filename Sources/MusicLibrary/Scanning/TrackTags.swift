/// What one audio file's tags say; every field may be missing.
public struct TrackTags: Sendable, Equatable {
    public var title: String?
    public var artist: String?
    public var album: String?
    public var albumArtist: String?
    public var trackNumber: Int?
    public var discNumber: Int?
    public var year: Int?
    /// Length in seconds from the audio properties.
    public var duration: Double?
    /// Whether a cover picture is embedded in the file.
    public var hasEmbeddedPicture: Bool
    /// Flagged as part of a compilation (iTunes' "Part of a compilation": ID3 TCMP, MP4 cpil, Vorbis COMPILATION).
    public var isCompilation: Bool

    public init(title: String? = nil, artist: String? = nil, album: String? = nil, albumArtist: String? = nil,
                trackNumber: Int? = nil, discNumber: Int? = nil, year: Int? = nil, duration: Double? = nil,
                hasEmbeddedPicture: Bool = false, isCompilation: Bool = false) {
        self.title = title
        self.artist = artist
        self.album = album
        self.albumArtist = albumArtist
        self.trackNumber = trackNumber
        self.discNumber = discNumber
        self.year = year
        self.duration = duration
        self.hasEmbeddedPicture = hasEmbeddedPicture
        self.isCompilation = isCompilation
    }
}

/// Why a file could not be read as a track.
public enum TagReadError: Error, Sendable, Equatable {
    /// Missing, unreadable, or in a format the tag library does not know.
    case cannotOpen
    /// The file opened but holds no playable audio.
    case notAudio
}

/// Reads tags from audio files. The scanner depends on this protocol, not on TagLib directly.
public protocol TagReading: Sendable {
    func readTags(path: String) throws(TagReadError) -> TrackTags
    /// The embedded cover picture's bytes (PNG or JPEG), or nil.
    func embeddedPicture(path: String) -> [UInt8]?
    /// Why no file can be read at all (a library is missing), or nil when reading works.
    func unavailableReason() -> String?
}

extension TagReading {
    public func unavailableReason() -> String? { nil }
}
