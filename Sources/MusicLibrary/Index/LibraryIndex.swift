import ClockCore
import Glibc

/// One audio file as the index remembers it: enough to know whether it changed (size and modification time)
/// and to group it into an album without opening it again.
struct IndexedTrack: Equatable {
    /// The file's name in its folder.
    var name: String
    var size: Int64
    /// Modification time in nanoseconds since the epoch.
    var modified: Int64
    var tags: TrackTags
    /// When the file was first indexed (seconds since the epoch): the "recently added" order.
    var firstSeen: Int64
}

/// The persistent library index: an SQLite file holding every folder of one music library (with its cover file)
/// and every track (size, modification time, tags, first seen). Folders are kept by their path relative to the
/// library root, as their exact bytes (`PathBytes`), "" for the root itself. Each folder keeps its stamp (see
/// `FolderStamp`) and how many of its files were skipped, so that the start-up check can pass over a folder that
/// did not change without listing it (`UnchangedCheck`).
///
/// A corrupt file or one of another layout is never fatal: `open` deletes and recreates it (it is only a cache).
final class LibraryIndex {
    /// Raised whenever the tables change; a file of another version is rebuilt.
    static let version: Int64 = 2

    let path: String
    private let database: IndexDatabase
    private let selectTracks: IndexStatement
    private let selectSubfolders: IndexStatement
    private let selectFolder: IndexStatement
    private let upsertTrack: IndexStatement
    private let deleteTrack: IndexStatement
    private let upsertFolder: IndexStatement
    private let deleteTree: IndexStatement

    /// Opens the index at `path`, creating it if missing; rebuilds it from nothing when it is unreadable, of another
    /// version, or `rebuild` is set. Nil when not even a fresh one can be made (no plugin, an unwritable cache folder),
    /// or when another tui-clock keeps it busy: its file is left alone.
    static func open(path: String, rebuild: Bool = false) -> LibraryIndex? {
        if rebuild { remove(path: path) }
        do {
            return try LibraryIndex(path: path)
        } catch where error.isBusy {
            return nil
        } catch {
            remove(path: path)
            return try? LibraryIndex(path: path)
        }
    }

    /// Opens an index another part of the program keeps up to date, to read it: nil when it is missing, busy,
    /// unreadable or of another version (never deleted or rebuilt here: its owner does that).
    static func openExisting(path: String) -> LibraryIndex? {
        guard access(path, R_OK) == 0 else { return nil }
        return try? LibraryIndex(path: path)
    }

    /// Deletes the index file and SQLite's companions.
    static func remove(path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }

    private init(path: String) throws(IndexError) {
        self.path = path
        database = try IndexDatabase(path: path)
        var version = try Self.userVersion(database)
        if version == 0 {
            try database.execute("PRAGMA journal_mode=WAL")
            // Two programs starting on a fresh cache both find it empty: the first to take the write lock makes the
            // tables, the other waits and then finds them (making them twice would fail and delete the file).
            try database.execute("BEGIN IMMEDIATE")
            do throws(IndexError) {
                version = try Self.userVersion(database)
                if version == 0 { try Self.create(database) }
                try database.execute("COMMIT")
            } catch {
                try? database.execute("ROLLBACK")
                throw error
            }
        }
        if version != 0, version != Self.version { throw .otherVersion(version) }
        // The index is a cache: losing the last moments to a power cut is fine, a slow start is not.
        try database.execute("PRAGMA synchronous=NORMAL")
        selectTracks = try database.prepare("""
            SELECT name, size, mtime, title, artist, album, album_artist, track, disc, year, duration,
                   has_picture, compilation, first_seen FROM tracks WHERE folder = ?1
            """)
        selectSubfolders = try database.prepare("SELECT path FROM folders WHERE parent = ?1 AND path != ?1")
        selectFolder = try database.prepare("SELECT cover, stamp, skipped FROM folders WHERE path = ?1")
        upsertTrack = try database.prepare("""
            INSERT INTO tracks(folder, name, size, mtime, title, artist, album, album_artist, track, disc, year,
                               duration, has_picture, compilation, first_seen)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
            ON CONFLICT(folder, name) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, title = excluded.title,
                artist = excluded.artist, album = excluded.album, album_artist = excluded.album_artist,
                track = excluded.track, disc = excluded.disc, year = excluded.year, duration = excluded.duration,
                has_picture = excluded.has_picture, compilation = excluded.compilation
            """)
        deleteTrack = try database.prepare("DELETE FROM tracks WHERE folder = ?1 AND name = ?2")
        upsertFolder = try database.prepare("""
            INSERT INTO folders(path, parent, cover, stamp, skipped) VALUES (?1, ?2, ?3, ?4, ?5)
            ON CONFLICT(path) DO UPDATE SET cover = excluded.cover, stamp = excluded.stamp, skipped = excluded.skipped
            """)
        // A folder and everything below it: the path itself, or paths that continue it after a slash.
        deleteTree = try database.prepare("""
            DELETE FROM tracks WHERE folder = ?1 OR substr(folder, 1, length(?2)) = ?2;
            """)
    }

    private static func userVersion(_ database: IndexDatabase) throws(IndexError) -> Int64 {
        let statement = try database.prepare("PRAGMA user_version")
        guard try statement.step() else { return 0 }
        let version = statement.integer(0)
        if version == 0 {
            let tables = try database.prepare("SELECT count(*) FROM sqlite_master")
            if try tables.step(), tables.integer(0) > 0 { throw .otherVersion(0) }
        }
        return version
    }

    /// Makes the tables, inside the caller's transaction.
    private static func create(_ database: IndexDatabase) throws(IndexError) {
        try database.execute("""
            CREATE TABLE folders(path BLOB PRIMARY KEY, parent BLOB NOT NULL, cover TEXT, stamp INTEGER NOT NULL,
                skipped INTEGER NOT NULL) WITHOUT ROWID;
            CREATE INDEX folders_by_parent ON folders(parent);
            CREATE TABLE tracks(folder BLOB NOT NULL, name BLOB NOT NULL, size INTEGER NOT NULL, mtime INTEGER NOT NULL,
                title TEXT, artist TEXT, album TEXT, album_artist TEXT, track INTEGER, disc INTEGER, year INTEGER,
                duration REAL, has_picture INTEGER NOT NULL, compilation INTEGER NOT NULL, first_seen INTEGER NOT NULL,
                PRIMARY KEY(folder, name)) WITHOUT ROWID;
            PRAGMA user_version = \(version);
            """)
    }

    /// What the index holds about one folder.
    struct FolderRecord: Equatable {
        var known = false
        /// The cover file's name.
        var cover: String?
        /// The folder's stamp when it was last listed, 0 when it is to be listed again (`FolderStamp`).
        var stamp: Int64 = 0
        /// Its files that were not tracks (unreadable, not audio, not files) when it was last listed.
        var skipped = 0
    }

    /// Whether the index knows the folder, its cover file's name, stamp and skipped files.
    func folder(_ relative: String) throws(IndexError) -> FolderRecord {
        try selectFolder.bind([.blob(PathBytes.bytes(of: relative))])
        guard try selectFolder.step() else { return FolderRecord() }
        return FolderRecord(known: true, cover: selectFolder.optionalText(0), stamp: selectFolder.integer(1),
                            skipped: Int(selectFolder.integer(2)))
    }

    /// The names of a folder's subfolders, in byte order.
    func subfolders(of relative: String) throws(IndexError) -> [String] {
        try selectSubfolders.bind([.blob(PathBytes.bytes(of: relative))])
        var names: [String] = []
        let prefix = relative.isEmpty ? 0 : PathBytes.bytes(of: relative).count + 1
        while try selectSubfolders.step() {
            names.append(PathBytes.string(from: selectSubfolders.bytes(0).dropFirst(prefix)))
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A folder's tracks, by file name.
    func tracks(in relative: String) throws(IndexError) -> [String: IndexedTrack] {
        try selectTracks.bind([.blob(PathBytes.bytes(of: relative))])
        var tracks: [String: IndexedTrack] = [:]
        let s = selectTracks
        while try s.step() {
            let tags = TrackTags(title: s.optionalText(3), artist: s.optionalText(4), album: s.optionalText(5),
                                 albumArtist: s.optionalText(6), trackNumber: s.optionalInt(7),
                                 discNumber: s.optionalInt(8), year: s.optionalInt(9), duration: s.optionalReal(10),
                                 hasEmbeddedPicture: s.integer(11) != 0, isCompilation: s.integer(12) != 0)
            let name = s.path(0)
            tracks[name] = IndexedTrack(name: name, size: s.integer(1), modified: s.integer(2), tags: tags,
                                        firstSeen: s.integer(13))
        }
        return tracks
    }

    /// Records a folder (its parent is derived from the path), its cover file, stamp and skipped files.
    func saveFolder(_ relative: String, cover: String?, stamp: Int64 = 0, skipped: Int = 0) throws(IndexError) {
        let parent = relative.lastIndex(of: "/").map { String(relative[..<$0]) } ?? ""
        try upsertFolder.run([.blob(PathBytes.bytes(of: relative)), .blob(PathBytes.bytes(of: parent)), .string(cover),
                              .integer(stamp), .integer(Int64(skipped))])
    }

    /// Every folder (path, stamp, skipped) and every track (folder, name, size, modification time), both in path
    /// order, so one pass can step through them side by side: the start-up check's two reads of the whole index.
    func everyFolderAndTrack() throws(IndexError) -> (folders: IndexStatement, tracks: IndexStatement) {
        (try database.prepare("SELECT path, stamp, skipped FROM folders ORDER BY path"),
         try database.prepare("SELECT folder, name, size, mtime FROM tracks ORDER BY folder, name"))
    }

    func saveTrack(_ track: IndexedTrack, in relative: String) throws(IndexError) {
        let t = track.tags
        try upsertTrack.run([
            .blob(PathBytes.bytes(of: relative)), .blob(PathBytes.bytes(of: track.name)), .integer(track.size),
            .integer(track.modified),
            .string(t.title), .string(t.artist), .string(t.album), .string(t.albumArtist), .int(t.trackNumber),
            .int(t.discNumber), .int(t.year), t.duration.map { .real($0) } ?? .null,
            .integer(t.hasEmbeddedPicture ? 1 : 0), .integer(t.isCompilation ? 1 : 0), .integer(track.firstSeen),
        ])
    }

    func removeTrack(named name: String, in relative: String) throws(IndexError) {
        try deleteTrack.run([.blob(PathBytes.bytes(of: relative)), .blob(PathBytes.bytes(of: name))])
    }

    /// Forgets a folder that is gone, with everything below it.
    func removeFolder(_ relative: String) throws(IndexError) {
        let below = PathBytes.bytes(of: relative + "/")
        try deleteTree.run([.blob(PathBytes.bytes(of: relative)), .blob(below)])
        let folders = try database.prepare("DELETE FROM folders WHERE path = ?1 OR substr(path, 1, length(?2)) = ?2")
        try folders.run([.blob(PathBytes.bytes(of: relative)), .blob(below)])
    }

    /// Every folder the index knows, relative to the root.
    func allFolders() throws(IndexError) -> [String] {
        let statement = try database.prepare("SELECT path FROM folders")
        var paths: [String] = []
        while try statement.step() { paths.append(statement.path(0)) }
        return paths
    }

    /// Starts a transaction: what follows is written to disk once, at `commit`. With `writing`, it takes the write
    /// lock at once (waiting for another tui-clock's walk up to the busy timeout): a transaction that read first and
    /// wrote later would find another program's commit in between and fail part-way (SQLite's BUSY_SNAPSHOT).
    func begin(writing: Bool) throws(IndexError) { try database.execute(writing ? "BEGIN IMMEDIATE" : "BEGIN") }

    /// Ends a transaction without keeping what it wrote.
    func rollBack() { try? database.execute("ROLLBACK") }

    func commit() throws(IndexError) { try database.execute("COMMIT") }
}
