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
    /// The track's own artist where it is not its album's — a compilation's track ("Naima" by John Coltrane on
    /// "Various Artists"' album); nil on an album by one artist, which shows its tracks as it always did.
    public var artist: String?

    public init(title: String, path: String, duration: Double? = nil, trackNumber: Int? = nil, discNumber: Int? = nil,
                artist: String? = nil) {
        self.title = title
        self.path = path
        self.duration = duration
        self.trackNumber = trackNumber
        self.discNumber = discNumber
        self.artist = artist
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
    /// In play order (disc, then track number, then file name). Empty while they are left in the library index
    /// (`needsTracks`): the wall holds albums, not tracks, so a library of 1,000,000 tracks fits in memory; the
    /// tracks are read when the album opens, plays or is queued.
    public var tracks: [Track]
    /// How many tracks are left in the index while `tracks` is empty (0 once they are read).
    var tracksInIndex: Int
    /// The folders the tracks are in when that is not `directory` alone (disc folders, an album split over
    /// folders): where to read them from the index.
    public var trackFolders: [String]
    /// Every track title folded for search, with a compilation's track artists (`AlbumKeys.trackTitles`), kept while
    /// the tracks themselves are left in the index, so `/` still finds an album by a track's title or artist.
    public var foldedTrackTitles: [UInt8]
    public var cover: CoverSource {
        get {
            guard coverIsInFolder, case .file(let name) = storedCover else { return storedCover }
            return .file(path: directory + "/" + name)
        }
        set {
            storedCover = newValue
            coverIsInFolder = false
        }
    }
    /// `cover`, where a cover file in the album's folder may keep only its name (`coverIsInFolder`; see
    /// `compacted`): 100,000 albums' folder paths written twice were 13 MiB.
    private var storedCover: CoverSource
    private var coverIsInFolder: Bool
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
        self.tracksInIndex = 0
        self.trackFolders = []
        self.foldedTrackTitles = []
        self.storedCover = cover
        self.coverIsInFolder = false
        self.firstSeen = firstSeen
    }

    /// Whether the tracks are left in the library index and must be read before the album plays or shows them.
    public var needsTracks: Bool { tracks.isEmpty && tracksInIndex > 0 }

    /// How many tracks the album has, whether or not `tracks` holds them.
    public var trackCount: Int { tracks.isEmpty ? tracksInIndex : tracks.count }

    /// The album without its tracks, which stay in the library index: their count, folders and folded titles (and
    /// track artists) are kept (about a twentieth of their memory), and `withTracks` puts them back once read.
    public func leavingTracksInIndex() -> Album {
        guard !tracks.isEmpty else { return self }
        var album = self
        album.tracksInIndex = tracks.count
        album.trackFolders = trackFolderList
        album.foldedTrackTitles = AlbumKeys.foldedTitles(of: tracks)
        album.tracks = []
        return album
    }

    /// The album with the tracks read for it, as a scan without an index makes it; an empty list (the files are
    /// gone) leaves it with none.
    public func withTracks(_ read: [Track]) -> Album {
        var album = self
        album.tracks = read
        album.tracksInIndex = 0
        album.trackFolders = []
        album.foldedTrackTitles = []
        return album
    }

    /// The album in buffers of its own, allocated by the thread that calls this. The library's thread builds
    /// albums among the tracks it reads and drops; albums the wall keeps from there would pin those pages in that
    /// thread's malloc arena (39 MiB of a 64 MiB arena at 100,000 tracks), so the wall keeps copies made on its own.
    public func compacted() -> Album {
        var album = self
        album.id = Self.copy(id)
        album.title = Self.copy(title)
        album.artist = Self.copy(artist)
        album.directory = Self.copy(directory)
        album.trackFolders = trackFolders.map(Self.copy)
        album.foldedTrackTitles = foldedTrackTitles.withUnsafeBufferPointer { Array($0) }
        switch cover {
        case .embedded(let path): album.cover = .embedded(path: Self.copy(path))
        case .file(let path):
            // By bytes: `directory + "/" + name` gives back exactly these.
            let folder = (directory + "/").utf8, name = path.utf8.dropFirst(folder.count)
            if path.utf8.starts(with: folder), !name.contains(UInt8(ascii: "/")) {
                album.storedCover = .file(path: String(decoding: name, as: UTF8.self))
                album.coverIsInFolder = true
            } else {
                album.cover = .file(path: Self.copy(path))
            }
        case .server(let uri): album.cover = .server(uri: Self.copy(uri))
        case .none: break
        }
        return album
    }

    private static func copy(_ text: String) -> String {
        let count = text.utf8.count
        return String(unsafeUninitializedCapacity: count) { _ = $0.initialize(from: text.utf8); return count }
    }

    /// Where the tracks are when that is not `directory` alone (`trackFolders`), read from the tracks themselves
    /// when the album holds them: empty for an album in one folder.
    public var trackFolderList: [String] {
        guard !tracks.isEmpty else { return trackFolders }
        var folders: [String] = []
        for track in tracks {
            let folder = track.path.lastIndex(of: "/").map { String(track.path[..<$0]) } ?? track.path
            if folder != folders.last, !folders.contains(folder) { folders.append(folder) }
        }
        return folders == [directory] ? [] : folders
    }

    /// Where the tracks are: `trackFolders`, else the album's folder.
    public var foldersOfTracks: [String] { trackFolders.isEmpty ? [directory] : trackFolders }

    /// An album as the state file remembers it (`PlayerMemory`): its identity and folders, its `trackCount` tracks
    /// left to the library to read again.
    public static func remembered(id: String, title: String, artist: String, directory: String, folders: [String],
                                  trackCount: Int, cover: CoverSource = .none) -> Album {
        var album = Album(id: id, title: title, artist: artist, directory: directory, tracks: [], cover: cover)
        album.tracksInIndex = max(trackCount, 1)
        album.trackFolders = folders == [directory] ? [] : folders
        return album
    }
}
