import FoundationEssentials

/// One playable track of an album.
public struct Track: Sendable, Hashable {
    public var title: String
    /// Absolute path of the audio file; bytes that are not UTF-8 are held escaped (`PathBytes`), so open it
    /// through `PathBytes.bytes(of:)`, and show `title`, never the path.
    public var path: String
    /// Length in seconds, if the tags or the audio properties tell.
    public var duration: Double?
    public var trackNumber: Int?
    public var discNumber: Int?

    public init(title: String, path: String, duration: Double? = nil, trackNumber: Int? = nil, discNumber: Int? = nil) {
        self.title = title
        self.path = path
        self.duration = duration
        self.trackNumber = trackNumber
        self.discNumber = discNumber
    }
}

/// Where an album's cover picture comes from.
public enum CoverSource: Sendable, Hashable {
    /// A picture embedded in this audio file's tags.
    case embedded(path: String)
    /// An image file in the album folder (cover.jpg, folder.png, …).
    case file(path: String)
    /// A picture the MPD server keeps for this song (its uri): the cover file in its folder, else the one embedded.
    case server(uri: String)
    /// No picture: a generated placeholder tile.
    case none
}

/// An album as the wall and the player panel show it.
public struct Album: Sendable, Hashable, Identifiable {
    /// Stable identity: album artist + album title, lower-cased; made from folder names with their exact bytes
    /// (escaped, see `PathBytes`), so two folders whose names differ only in bytes that are not UTF-8 stay apart.
    public var id: String
    public var title: String
    public var artist: String
    public var year: Int?
    /// The folder the album was found in (escaped as `Track.path`).
    public var directory: String
    /// In play order (disc, then track number, then file name).
    public var tracks: [Track]
    public var cover: CoverSource
    /// When the library index first saw the album, in seconds since 1970; nil when nothing dated it
    /// (the "recently added" order then goes by the order the scan found albums in).
    public var firstSeen: Int64?

    public init(id: String, title: String, artist: String, year: Int? = nil, directory: String, tracks: [Track],
                cover: CoverSource, firstSeen: Int64? = nil) {
        self.id = id
        self.title = title
        self.artist = artist
        self.year = year
        self.directory = directory
        self.tracks = tracks
        self.cover = cover
        self.firstSeen = firstSeen
    }
}
