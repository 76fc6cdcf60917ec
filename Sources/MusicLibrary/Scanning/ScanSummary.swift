import ClockCore
/// How a library scan ended: everything found, what was skipped and why, and how long it took.
public struct ScanSummary: Sendable {
    /// The folder that was scanned.
    public var directory: String
    /// Every album, in the order the wall should show them (the order batches arrived, updates applied);
    /// empty after a walk of the library index's follower, which hands albums out and keeps only `albumCount`.
    public var albums: [Album]
    /// How many albums the library holds.
    public var albumCount: Int
    public var trackCount: Int
    /// How many files or folders were skipped, and the first `SkippedFile.keptLimit` of them with reasons.
    public var skippedCount: Int
    public var skipped: [SkippedFile]
    /// Seconds from start to the end of the scan, and to the first batch of albums (nil if none was found).
    public var elapsed: Double
    public var timeToFirstAlbums: Double?
    public var wasCancelled: Bool
    /// Set when the folder itself could not be scanned.
    public var failure: ScanError?
    /// How many files had their tags read (the others came from the library index).
    public var tagReads = 0
    /// Why the library index stopped being used during the scan (it is rebuilt, unless another tui-clock was only
    /// busy with it), or nil.
    var indexFailure: IndexError?
    /// Why the library index was not used at all: its cache folder is another user's or writable by others.
    public var indexRefusal: String?
    /// The folders (relative to the root) whose files differ from what the index held.
    var changedFolders: Set<String> = []
    /// Every album's id and hash value: what a later walk compares its albums with.
    var albumHashes: [String: Int] = [:]

    public init(directory: String, albums: [Album] = [], trackCount: Int = 0, skippedCount: Int = 0,
                skipped: [SkippedFile] = [], elapsed: Double = 0, timeToFirstAlbums: Double? = nil,
                wasCancelled: Bool = false, failure: ScanError? = nil) {
        self.directory = directory
        self.albums = albums
        albumCount = albums.count
        self.trackCount = trackCount
        self.skippedCount = skippedCount
        self.skipped = skipped
        self.elapsed = elapsed
        self.timeToFirstAlbums = timeToFirstAlbums
        self.wasCancelled = wasCancelled
        self.failure = failure
    }
}

/// A file or folder the scan passed over.
public struct SkippedFile: Sendable, Equatable {
    /// How many skipped entries a summary keeps with their reasons (all are counted).
    public static let keptLimit = 200

    public enum Reason: Sendable, Equatable {
        /// It could not be opened (permissions, a dangling link, an unknown format).
        case unreadable
        /// The file is empty.
        case empty
        /// It opened but holds no playable audio.
        case notAudio
        /// A folder that could not be listed.
        case unreadableFolder
        /// Named like a track but a FIFO, a device or a socket: never opened, as reading could block forever.
        case notAFile
    }

    /// The path as shown: bytes that are not UTF-8 replaced with U+FFFD.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}

/// Why a library could not be scanned at all, worded for the user.
public enum ScanError: Error, Sendable, Equatable, CustomStringConvertible {
    case folderNotFound(String)
    case folderUnreadable(String)
    /// Tags cannot be read at all; the reason says why.
    case tagsUnavailable(String)

    public var description: String { description(namedBy: .commandLine) }

    /// The description for a folder named by `reason`: one that does not exist is fixed where it was named.
    public func description(namedBy reason: LibraryLocation.Reason) -> String {
        switch self {
        case .folderNotFound(let path): "music folder \(path) does not exist: \(reason.howToNameAnother)"
        case .folderUnreadable(let path): "cannot read music folder \(path): check its permissions"
        case .tagsUnavailable(let why): why
        }
    }
}
