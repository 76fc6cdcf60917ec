import ClockCore
import ClockSystem
import Dispatch
import Glibc
import Synchronization

/// What a walk learns about one folder: its audio files' tags (or why they could not be read), its subfolders,
/// and its cover file.
struct FolderContents {
    var tracks: [(name: String, result: Result<TrackTags, TagReadError>)] = []
    /// In byte order; `known` when the index already has the folder.
    var subfolders: [(name: String, known: Bool)] = []
    /// The best cover file's name (see `CoverFileName`).
    var cover: String?
    /// Entries named like tracks that are not regular files (FIFOs, devices): reported, never opened.
    var notFiles: [String] = []
    /// When the index first saw each track, by name (empty without an index).
    var firstSeen: [String: Int64] = [:]
    /// Files the index says were skipped in a folder read from it (their names are not kept).
    var skippedInIndex = 0
}

/// Reads folders for a library walk, from disk or from the index, keeping the index up to date with what it reads
/// from disk: a file the index holds with the same size and modification time is only stat'ed, others have their
/// tags read (several at once), and files or folders that are gone are dropped from the index.
///
/// The first index error ends the use of the index for this walk (`indexFailure`); the walk goes on from disk.
struct FolderSource {
    let reader: any TagReading
    private(set) var index: LibraryIndex?
    private(set) var indexFailure: IndexError?
    /// How many files had their tags read.
    private(set) var tagReads = 0
    /// Folders read from disk whose albums may have changed: a track added, removed or retagged, a subfolder
    /// gone, another cover file, or a folder the index did not know.
    private(set) var changedFolders: Set<String> = []
    /// Seconds since the epoch: when files first indexed now were first seen.
    private let now = Int64(time(nil))
    /// What one tag read has cost lately (seconds of one core, a moving average): decides whether a folder's
    /// files are read in parallel (see `readAll`). Starts as if reads were slow.
    private var secondsPerRead = 0.001
    private static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Nanoseconds a folder's stamp must be older than its listing to be kept (`FolderStamp.margin`).
    private let stampMargin: Int64

    init(reader: any TagReading, index: LibraryIndex?, stampMargin: Int64 = FolderStamp.margin) {
        self.reader = reader
        self.index = index
        self.stampMargin = stampMargin
    }

    /// The folder as the index holds it (nothing when it does not).
    mutating func readFromIndex(relative: String) -> FolderContents {
        guard let index else { return FolderContents() }
        do {
            let folder = try index.folder(relative)
            let tracks = try index.tracks(in: relative).values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            return FolderContents(tracks: tracks.map { ($0.name, .success($0.tags)) },
                                  subfolders: try index.subfolders(of: relative).map { ($0, true) }, cover: folder.cover,
                                  firstSeen: Dictionary(tracks.map { ($0.name, $0.firstSeen) }) { a, _ in a },
                                  skippedInIndex: folder.skipped)
        } catch {
            fail(error)
            return FolderContents()
        }
    }

    /// Lists the folder on disk; nil when it cannot be listed, empty when the walk has been inside it already
    /// (a symbolic link loop).
    mutating func readFromDisk(_ directory: String, relative: String, visited: inout Set<FileIdentity>) -> FolderContents? {
        let listedAt = FolderStamp.now()
        guard let listing = DirectoryListing(path: directory) else { return nil }
        guard visited.insert(listing.identity).inserted else { return FolderContents() }
        var audio: [String] = []
        var subfolders: [String] = []
        var images: [String: String] = [:]
        var notFiles: [String] = []
        for entry in listing.entries {
            switch entry.kind {
            case .directory: subfolders.append(entry.name)
            case .file:
                let ext = LibraryScan.fileExtension(entry.name)
                if MusicLibrary.audioExtensions.contains(ext) { audio.append(entry.name) }
                else if CoverFileName.extensions.contains(ext) { images[entry.name.lowercased()] = entry.name }
            case .other:
                if MusicLibrary.audioExtensions.contains(LibraryScan.fileExtension(entry.name)) { notFiles.append(entry.name) }
            }
        }
        let cover = CoverFileName.best(among: images.values)

        var known: [String: IndexedTrack] = [:]
        var knownSubfolders: Set<String> = []
        var knownFolder = LibraryIndex.FolderRecord()
        if let index {
            do {
                known = try index.tracks(in: relative)
                knownSubfolders = Set(try index.subfolders(of: relative))
                knownFolder = try index.folder(relative)
            } catch {
                fail(error)
            }
        }
        var results: [Result<TrackTags, TagReadError>] = []
        var stamps: [FileStamp?] = []
        var toRead: [Int] = []
        for (i, name) in audio.enumerated() {
            let stamp = FileStamp(path: directory + "/" + name)
            stamps.append(stamp)
            if let stamp, let track = known[name], track.size == stamp.size, track.modified == stamp.modified {
                results.append(.success(track.tags))
            } else {
                results.append(.failure(.cannotOpen))
                toRead.append(i)
            }
        }
        let read = readAll(toRead.map { LibraryScan.join(directory, audio[$0]) })
        tagReads += toRead.count
        for (i, result) in zip(toRead, read) { results[i] = result }

        let present = Set(audio)
        let presentFolders = Set(subfolders)
        let retagged = toRead.contains { i in
            switch results[i] {
            case .success(let tags): known[audio[i]]?.tags != tags
            case .failure: known[audio[i]] != nil
            }
        }
        if retagged || !knownFolder.known || knownFolder.cover != cover || known.keys.contains(where: { !present.contains($0) })
            || knownSubfolders.contains(where: { !presentFolders.contains($0) }) {
            changedFolders.insert(relative)
        }
        if let index, indexFailure == nil {
            let stamp = FolderStamp.trusted(listing.status, listedAt: listedAt, margin: stampMargin)
            let skipped = notFiles.count + results.count { if case .failure = $0 { true } else { false } }
            do {
                if !knownFolder.known || knownFolder.cover != cover || knownFolder.stamp != stamp
                    || knownFolder.skipped != skipped {
                    try index.saveFolder(relative, cover: cover, stamp: stamp, skipped: skipped)
                }
                for i in toRead {
                    let name = audio[i]
                    if case .success(let tags) = results[i], let stamp = stamps[i] {
                        try index.saveTrack(IndexedTrack(name: name, size: stamp.size, modified: stamp.modified,
                                                         tags: tags, firstSeen: known[name]?.firstSeen ?? now),
                                            in: relative)
                    } else if known[name] != nil {
                        try index.removeTrack(named: name, in: relative)
                    }
                }
                for name in known.keys where !present.contains(name) { try index.removeTrack(named: name, in: relative) }
                for name in knownSubfolders where !presentFolders.contains(name) {
                    try index.removeFolder(relative.isEmpty ? name : relative + "/" + name)
                }
            } catch {
                fail(error)
            }
        }
        return FolderContents(tracks: Array(zip(audio, results)),
                              subfolders: subfolders.map { ($0, knownSubfolders.contains($0)) },
                              cover: cover, notFiles: notFiles,
                              firstSeen: index == nil ? [:] : Dictionary(audio.map { ($0, known[$0]?.firstSeen ?? now) }) { a, _ in a })
    }

    private mutating func fail(_ error: IndexError) {
        indexFailure = indexFailure ?? error
        index = nil
    }

    /// Reads a folder's files, in parallel when reading them one by one would take over 2 ms: files that wait
    /// for a disk or a large tag then overlap, while quick reads (FLAC read directly, files in the page cache)
    /// do not pay for waking other threads, which cost more than the reads (a tenth of a first scan).
    private mutating func readAll(_ paths: [String]) -> [Result<TrackTags, TagReadError>] {
        let reader = self.reader
        guard !paths.isEmpty else { return [] }
        let start = KernelClocks.monotonicSeconds()
        let parallel = paths.count >= 4 && secondsPerRead * Double(paths.count) > 0.002
        let values: [Result<TrackTags, TagReadError>]
        if parallel {
            let results = ResultSlots(count: paths.count)
            DispatchQueue.concurrentPerform(iterations: paths.count) { i in
                results.set(i, Result { () throws(TagReadError) in try reader.readTags(path: paths[i]) })
            }
            values = results.values
        } else {
            values = paths.map { path in Result { () throws(TagReadError) in try reader.readTags(path: path) } }
        }
        let used = (KernelClocks.monotonicSeconds() - start) * Double(parallel ? min(Self.cores, paths.count) : 1)
        secondsPerRead = 0.7 * secondsPerRead + 0.3 * used / Double(paths.count)
        return values
    }
}

/// A file's size and modification time: what tells the index a file changed.
struct FileStamp: Equatable {
    var size: Int64
    /// Nanoseconds since the epoch.
    var modified: Int64

    init?(path: String) {
        var st = stat()
        guard PathBytes.withCString(path, { stat($0, &st) }) == 0 else { return nil }
        size = Int64(st.st_size)
        modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    }
}

/// Slots filled from `concurrentPerform`; each index is written by exactly one iteration.
private final class ResultSlots: Sendable {
    private let storage: Mutex<[Result<TrackTags, TagReadError>]>

    init(count: Int) { storage = Mutex(Array(repeating: .failure(.cannotOpen), count: count)) }

    func set(_ index: Int, _ value: Result<TrackTags, TagReadError>) {
        storage.withLock { $0[index] = value }
    }

    var values: [Result<TrackTags, TagReadError>] { storage.withLock { $0 } }
}
