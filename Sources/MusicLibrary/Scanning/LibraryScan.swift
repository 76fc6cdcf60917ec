import ClockCore
import Dispatch
import Glibc
import Synchronization
import SystemClocks

/// One scan of a music folder, run synchronously on the calling thread; `LibraryScanner` runs it in the background.
///
/// Depth-first, folders in byte order, so albums arrive in a stable order; each folder's audio files have their tags
/// read, and albums are handed to `onAlbums` in batches as soon as the walk has left their folder.
struct LibraryScan {
    /// Batches after the first are held back this long (seconds) or until this many albums wait,
    /// so the UI is woken a few times a second rather than once per album.
    static let batchInterval = 0.05
    static let batchSize = 64
    /// How often (seconds) the walk reports its progress for the progress bar.
    static let progressInterval = 0.1

    let root: String
    let reader: any TagReading
    let isCancelled: @Sendable () -> Bool

    func run(onAlbums: ([Album]) -> Void, onProgress: (ScanProgress) -> Void = { _ in }) -> ScanSummary {
        let start = MonotonicClock.now()
        var summary = ScanSummary(directory: root)
        var assembler = AlbumAssembler()
        var pending: [Album] = []
        var lastBatch = start
        var delivered: [String: Int] = [:]
        var deliveredAlbums: [Album] = []

        func skip(_ path: String, _ reason: SkippedFile.Reason) {
            summary.skippedCount += 1
            if summary.skipped.count < SkippedFile.keptLimit { summary.skipped.append(SkippedFile(path: path, reason: reason)) }
        }
        func flush(force: Bool) {
            guard !pending.isEmpty else { return }
            let now = MonotonicClock.now()
            guard force || summary.timeToFirstAlbums == nil || pending.count >= Self.batchSize
                    || now - lastBatch >= Self.batchInterval else { return }
            if summary.timeToFirstAlbums == nil { summary.timeToFirstAlbums = now - start }
            for album in pending {
                if let index = delivered[album.id] { deliveredAlbums[index] = album } else {
                    delivered[album.id] = deliveredAlbums.count
                    deliveredAlbums.append(album)
                }
            }
            onAlbums(pending)
            pending.removeAll()
            lastBatch = now
        }

        if let why = reader.unavailableReason() {
            summary.failure = .tagsUnavailable(why)
            summary.elapsed = MonotonicClock.now() - start
            return summary
        }
        var rootStat = stat()
        guard stat(root, &rootStat) == 0, rootStat.st_mode & S_IFMT == S_IFDIR else {
            summary.failure = .folderNotFound(root)
            summary.elapsed = MonotonicClock.now() - start
            return summary
        }
        // Each folder owns a share of 0…1 split evenly among its subfolders: where the walk is in that nesting
        // estimates how far it has got, since the number of files is not known until the end.
        var stack: [(path: String, folders: [String], share: Double, width: Double)] = [(root, [], 0, 1)]
        var visited: Set<FileIdentity> = []
        var filesChecked = 0
        var lastProgress = start
        while let (directory, folders, share, width) = stack.popLast() {
            if isCancelled() {
                summary.wasCancelled = true
                break
            }
            guard let listing = DirectoryListing(path: directory) else {
                if directory == root {
                    summary.failure = .folderUnreadable(root)
                    break
                }
                skip(directory, .unreadableFolder)
                continue
            }
            guard visited.insert(listing.identity).inserted else { continue }
            for name in listing.invalidNames { skip(name, .invalidName) }

            var audioFiles: [String] = []
            var subfolders: [String] = []
            var images: [String: String] = [:]
            for entry in listing.entries {
                switch entry.kind {
                case .directory: subfolders.append(entry.name)
                case .file:
                    let ext = Self.fileExtension(entry.name)
                    if MusicLibrary.audioExtensions.contains(ext) { audioFiles.append(entry.name) }
                    else if CoverFileName.extensions.contains(ext) { images[entry.name.lowercased()] = entry.name }
                case .other:
                    if MusicLibrary.audioExtensions.contains(Self.fileExtension(entry.name)) {
                        skip(directory + "/" + entry.name, .notAFile)
                    }
                }
            }
            if let cover = CoverFileName.best(among: images.values) {
                assembler.noteCoverFile(named: cover, inDirectory: directory)
            }
            let results = readAll(audioFiles.map { directory + "/" + $0 })
            for (name, result) in zip(audioFiles, results) {
                let path = directory + "/" + name
                switch result {
                case .success(let tags):
                    let layout = FolderLayout(relativeFolders: folders, fileName: name, directory: directory)
                    assembler.add(path: path, fileName: name, tags: tags, layout: layout)
                    summary.trackCount += 1
                case .failure(let error):
                    skip(path, Self.reason(for: error, path: path))
                }
            }
            filesChecked += audioFiles.count
            let step = width / Double(max(1, subfolders.count))
            for (i, name) in subfolders.enumerated().reversed() {
                stack.append((directory + "/" + name, folders + [name], share + step * Double(i), step))
            }
            if MonotonicClock.now() - lastProgress >= Self.progressInterval {
                lastProgress = MonotonicClock.now()
                onProgress(ScanProgress(filesChecked: filesChecked, tracksFound: summary.trackCount,
                                        fraction: subfolders.isEmpty ? share + width : share))
            }
            pending += assembler.takeSettled(nextDirectory: stack.last?.path)
            flush(force: false)
        }
        if !summary.wasCancelled {
            pending += assembler.takeSettled(nextDirectory: nil)
            flush(force: true)
        }
        summary.albums = deliveredAlbums
        summary.elapsed = MonotonicClock.now() - start
        return summary
    }

    /// Reads a folder's files in parallel when there are enough to be worth it.
    private func readAll(_ paths: [String]) -> [Result<TrackTags, TagReadError>] {
        let reader = self.reader
        guard paths.count >= 4 else {
            return paths.map { path in Result { () throws(TagReadError) in try reader.readTags(path: path) } }
        }
        let results = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            results.set(i, Result { () throws(TagReadError) in try reader.readTags(path: paths[i]) })
        }
        return results.values
    }

    private static func reason(for error: TagReadError, path: String) -> SkippedFile.Reason {
        var st = stat()
        if stat(path, &st) != 0 || access(path, R_OK) != 0 { return .unreadable }
        if st.st_size == 0 { return .empty }
        return error == .notAudio ? .notAudio : .unreadable
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
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
