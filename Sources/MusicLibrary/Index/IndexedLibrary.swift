import ClockCore
import ClockSystem
import Glibc
import Synchronization

/// What an indexed library reports, on its own thread: forward it to the UI thread.
public enum LibraryUpdate: Sendable {
    /// Albums new or changed since they were last reported: replace by `Album.id`, append the new ones. With an
    /// index their tracks are left in it (`Album.needsTracks`; `AlbumTracks.read` reads them).
    case albums([Album])
    /// Albums that are gone, by `Album.id`.
    case removed([String])
    /// The check of the folder against the index ended (on a first start: the full scan); the summary tells what
    /// was found and skipped. Sent once per start.
    case checked(ScanSummary)
    /// How far a first scan (nothing indexed yet) has got, a few times a second: the wall's progress bar.
    case progress(ScanProgress)
}

/// Keeps the wall's albums in step with a music folder through the persistent library index, on a background thread:
/// the albums the index holds are reported at once (no file is opened), then the folder is checked — files of the
/// same size and modification time are only stat'ed, changed ones have their tags read again, removed ones are
/// dropped — and then watched, so changes made while the program runs show within seconds.
///
/// Albums are grouped exactly as a scan groups them: the index is walked in the scan's order through the same
/// `AlbumAssembler`.
public final class IndexedLibrary: Sendable {
    private let cancelled = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    /// Readable on `cancel()`, so the folder watch can sleep without a timeout (no idle wake-ups); nil when out of
    /// descriptors, and then the watch's own timeout and `cancelled` stop it.
    private let cancelPipe = WakePipe()
    private var cancelSignal: Int32 { cancelPipe?.readEnd ?? -1 }

    private init() {}

    /// Starts and returns at once.
    ///
    /// - Parameters:
    ///   - indexFile: the index's path (see `LibraryIndexFile`); nil, or a file that cannot be made, scans without one.
    ///   - rebuild: forget the index and scan everything (`--rescan`).
    ///   - watch: keep watching the folder after the check.
    ///   - stampMargin: seconds a folder must have been unchanged when it is listed for its stamp to be kept
    ///     (`FolderStamp.margin`, 2 s); tests shorten it.
    @discardableResult
    public static func start(directory: String, indexFile: String?, rebuild: Bool = false,
                             reader: any TagReading = TagLibReader(), watch: Bool = true,
                             stampMargin: Double = 2,
                             onUpdate: @escaping @Sendable (LibraryUpdate) -> Void) -> IndexedLibrary {
        let library = IndexedLibrary()
        WorkerThread.start(niceness: 5) {
            // In its own scope, so the index is closed (and its journal folded in) before `isStopped` says so.
            do {
                var follower = LibraryFollower(root: directory, indexFile: indexFile, reader: reader,
                                               isCancelled: { library.cancelled.load(ordering: .relaxed) },
                                               cancelSignal: library.cancelSignal,
                                               stampMargin: Int64(stampMargin * 1e9), report: onUpdate)
                follower.run(rebuild: rebuild, watch: watch)
            }
            library.stopped.store(true, ordering: .releasing)
        }
        return library
    }

    /// Stops checking or watching at the next folder or within a fraction of a second.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
        cancelPipe?.wake()
    }

    /// Whether the background thread has ended (after `cancel()`, or when `watch` was off and the check is done).
    public var isStopped: Bool { stopped.load(ordering: .acquiring) }
}

/// The background thread's work: index, check, watch.
private struct LibraryFollower {
    let root: String
    /// Nil when there is none, or when its folder is refused (`indexRefusal` says why).
    var indexFile: String?
    let reader: any TagReading
    let isCancelled: @Sendable () -> Bool
    let cancelSignal: Int32
    let stampMargin: Int64
    let report: @Sendable (LibraryUpdate) -> Void
    private var index: LibraryIndex?
    /// The albums reported so far: ids and hash values (the wall holds the albums themselves). The ids are cut
    /// from one string (`compact`): kept from the walk's own strings, they would pin the pages of tracks the walk
    /// dropped in this thread's malloc arena (16 MiB at 100,000 tracks, gigabytes at 1,000,000).
    private var known: [Substring: Int] = [:]
    /// Why the index's folder is not used (another user's, or writable by others); told with the check.
    private var indexRefusal: String?

    init(root: String, indexFile: String?, reader: any TagReading, isCancelled: @escaping @Sendable () -> Bool,
         cancelSignal: Int32, stampMargin: Int64, report: @escaping @Sendable (LibraryUpdate) -> Void) {
        self.root = root
        self.indexFile = indexFile
        self.reader = reader
        self.isCancelled = isCancelled
        self.cancelSignal = cancelSignal
        self.stampMargin = stampMargin
        self.report = report
    }

    mutating func run(rebuild: Bool, watch: Bool) {
        if let file = indexFile {
            do {
                try LibraryIndexFile.makeFolder(above: file)
                index = LibraryIndex.open(path: file, rebuild: rebuild)
            } catch {
                if case .cannotCreate = error.problem {} else { indexRefusal = error.description }
                indexFile = nil
            }
        }
        if index != nil { walk(.index) }
        // The folders the index knows are watched before the check reads the disk, and the check's start is noted:
        // a change the check came too early to see (a file rewritten after it read the folder, a folder made after
        // it listed the parent) is an event afterwards, or shows in the folder's time, never missed until the next
        // change nearby.
        let watcher = watch ? FolderWatch(root: root) : nil
        if let watcher { _ = watcher.watch([""] + ((try? index?.allFolders()) ?? [])) }
        let checkStart = FolderStamp.now()
        guard !isCancelled(), check() else { return }
        // Busy at the start (another tui-clock was making it, and this one scanned the disk): it is made by now.
        if index == nil, let indexFile { index = LibraryIndex.open(path: indexFile) }
        guard let watcher, index != nil else { return }
        // The folders the check found (all of them on a first start): those changed since it began are read again.
        var due = Set(changed(watcher.watch((try? index?.allFolders()) ?? []), since: checkStart))
        // Closed while nothing changes: its page cache is memory the wall can use. Opening it again is quick.
        // The pages SQLite let go (and the check's reads before them) stay resident unless handed back.
        index = nil
        Self.releaseFreeMemory()
        while true {
            if due.isEmpty {
                guard let changed = watcher.changes(cancel: cancelSignal) else { return }
                due = changed
            }
            index = indexFile.flatMap { LibraryIndex.open(path: $0) }
            // A walk that lost the index part-way missed the folders it would have read from it: read them all.
            if walk(.changed(due)).indexFailure != nil { walk(.disk) }
            // Folders made since: watched from now on, and read once more for files that came before their watch.
            due = Set(watcher.watch((try? index?.allFolders()) ?? []))
            index = nil
            if isCancelled() { return }
        }
    }

    /// Those of `folders` (relative to the root) whose entries changed at `since` or later (nanoseconds on the
    /// wall clock, less `stampMargin` for the file system's coarser clock).
    private func changed(_ folders: [String], since: Int64) -> [String] {
        folders.filter { relative in
            var info = stat()
            let path = relative.isEmpty ? root : root + "/" + relative
            guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else { return true }
            return FolderStamp.of(info) >= since - stampMargin
        }
    }

    /// Checks the folder against the index and reports the check; false if it was cancelled.
    ///
    /// With albums from the index, `UnchangedCheck` finds the folders that changed, and only those are read from
    /// disk (building every album a second time would double the memory at 100,000 tracks); the albums are rebuilt
    /// only if something changed. Should the index fail it, the whole folder is walked from disk as on a first start.
    private mutating func check() -> Bool {
        let fromIndex = index != nil && !known.isEmpty
        if fromIndex, let quick = quickCheck() {
            var check: ScanSummary
            if quick.changed.isEmpty {
                check = ScanSummary(directory: root, trackCount: quick.trackCount, skippedCount: quick.skippedCount)
            } else {
                check = walk(.changed(quick.changed))
                if let failure = check.indexFailure, !failure.isBusy { check = walk(.disk) }
            }
            guard !check.wasCancelled, !isCancelled() else { return false }
            check.albumCount = known.count
            check.indexRefusal = indexRefusal
            report(.checked(check))
            return true
        }
        var check = walk(.disk, assemble: !fromIndex, showsProgress: !fromIndex)
        guard !check.wasCancelled else { return false }
        if fromIndex {
            if !check.changedFolders.isEmpty || check.indexFailure != nil {
                walk(check.indexFailure == nil ? .changed(check.changedFolders) : .disk)
            }
            check.albumCount = known.count
        }
        check.indexRefusal = indexRefusal
        report(.checked(check))
        return true
    }

    /// The folders that changed since the index saw them, in one read transaction; nil if the index failed it.
    private func quickCheck() -> UnchangedCheck? {
        guard let index else { return nil }
        do throws(IndexError) {
            try index.begin(writing: false)
            defer { try? index.commit() }
            return try UnchangedCheck.run(root: root, index: index, isCancelled: isCancelled)
        } catch {
            return nil
        }
    }

    /// Walks the library, reports what changed since the last walk, and returns the walk's summary.
    /// Without `assemble` the walk only brings the index up to date and notes the folders that changed.
    @discardableResult
    private mutating func walk(_ reading: FolderReading, assemble: Bool = true, showsProgress: Bool = false) -> ScanSummary {
        let report = self.report
        // One transaction per walk: one write to disk at the end, and reads that see one state of the file. A walk
        // that may write holds the write lock throughout, so another tui-clock's walk never commits in between.
        var walked = index
        var began = false
        do throws(IndexError) {
            try index?.begin(writing: reading != .index)
            began = index != nil
        } catch where error.isBusy {
            // Another tui-clock on this folder is writing its own walk of it into the index: this walk reads the
            // disk and leaves the index to that one.
            walked = nil
        } catch {}
        let scan = LibraryScan(root: root, reader: reader, isCancelled: isCancelled, index: walked,
                               reading: walked == nil ? .disk : reading, previous: known, keepsAlbums: false,
                               assembles: assemble, stampMargin: stampMargin)
        // With an index the tracks stay in it (`AlbumTracks` reads them when an album opens): the wall holds albums.
        let keepsTracks = walked == nil
        let summary = scan.run(onAlbums: { report(.albums(keepsTracks ? $0 : $0.map { $0.leavingTracksInIndex() })) },
                               onProgress: { progress in if showsProgress { report(.progress(progress)) } })
        var commitFailure: IndexError?
        if began {
            do throws(IndexError) { try walked?.commit() } catch {
                commitFailure = error
                walked?.rollBack()
            }
        }
        let damaged = [summary.indexFailure, commitFailure].contains { $0.map { !$0.isBusy } ?? false }
        if damaged, let indexFile {
            // Unreadable or damaged: start a fresh one; the next walk from disk fills it. Never for a busy index:
            // the other program's walk fills it, and deleting the file would throw that walk away.
            index = LibraryIndex.open(path: indexFile, rebuild: true)
        }
        guard assemble else { return summary }
        let found = summary.albumHashes
        // Only a walk that saw the whole library can tell that an album is gone.
        let sawEverything = !summary.wasCancelled && summary.failure == nil
            && (reading == .disk || summary.indexFailure == nil)
        if sawEverything {
            let gone = known.keys.filter { found[String($0)] == nil }.map(String.init)
            if !gone.isEmpty { report(.removed(gone.sorted())) }
            known = Self.compact(found)
        } else {
            var all = Dictionary(uniqueKeysWithValues: known.map { (String($0.key), $0.value) })
            all.merge(found) { $1 }
            known = Self.compact(all)
        }
        // A walk builds every album afresh and drops most copies at its end; on this thread's and the tag readers'
        // malloc arenas those pages would stay resident (tens of MiB at 100,000 tracks) unless handed back.
        Self.releaseFreeMemory()
        return summary
    }

    /// The ids and hashes with every id cut from one string, in one allocation.
    private static func compact(_ hashes: [String: Int]) -> [Substring: Int] {
        let ids = Array(hashes.keys)
        var compacted: [Substring: Int] = [:]
        compacted.reserveCapacity(ids.count)
        for (id, copy) in zip(ids, OneStringCopies.of(ids)) { compacted[copy] = hashes[id] }
        return compacted
    }

    private static func releaseFreeMemory() { FreeMemory.handBack() }
}
