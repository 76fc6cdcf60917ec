import ClockCore
import ClockSystem
import Glibc

/// One scan of a music folder, run synchronously on the calling thread; `LibraryScanner` runs it in the background.
///
/// Depth-first, folders in byte order, so albums arrive in a stable order; each folder's audio files have their tags
/// read, and albums are handed to `onAlbums` in batches as soon as the walk has left their folder.
///
/// With an index, the walk takes what it does not read from disk from the index and records what it does read
/// (see `FolderReading`); albums equal to `previous` ones are not handed out again.
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
    /// Where unchanged folders come from and where what is read is kept; nil: everything from disk, nothing kept.
    var index: LibraryIndex? = nil
    var reading: FolderReading = .disk
    /// Albums handed out before this walk: their ids and hash values (`ScanSummary.albumHashes`). An album found
    /// again with the same hash is not handed out again.
    var previous: [Substring: Int] = [:]
    /// Whether the summary lists the albums; without, only their count and hashes, so albums handed out are not
    /// held a second time (the caller has them).
    var keepsAlbums = true
    /// Whether albums are built at all; without, the walk only reads folders (keeping the index up to date).
    var assembles = true
    /// Nanoseconds a folder's stamp must be older than its listing to be kept (`FolderStamp.margin`; tests shorten it).
    var stampMargin = FolderStamp.margin

    func run(onAlbums: ([Album]) -> Void, onProgress: (ScanProgress) -> Void = { _ in }) -> ScanSummary {
        let start = KernelClocks.monotonicSeconds()
        var summary = ScanSummary(directory: root)
        var assembler = AlbumAssembler()
        var pending: [Album] = []
        var lastBatch = start
        var found: [String: Int] = [:]
        var all: [Album] = []
        var folders = FolderSource(reader: reader, index: index, stampMargin: stampMargin)

        func flush(force: Bool) {
            guard !pending.isEmpty else { return }
            let now = KernelClocks.monotonicSeconds()
            guard force || summary.timeToFirstAlbums == nil || pending.count >= Self.batchSize
                    || now - lastBatch >= Self.batchInterval else { return }
            if summary.timeToFirstAlbums == nil { summary.timeToFirstAlbums = now - start }
            onAlbums(pending)
            pending.removeAll()
            lastBatch = now
        }
        func settle(_ albums: [Album]) {
            for album in albums {
                let hash = album.hashValue
                // An album split over distant folders is handed out once per part, each time whole so far: after
                // a part that differed from `previous`, the last one must go out too, even if it equals it.
                let partSeen = summary.albumHashes[album.id] != nil
                summary.albumHashes[album.id] = hash
                if keepsAlbums {
                    if let index = found[album.id] { all[index] = album } else {
                        found[album.id] = all.count
                        all.append(album)
                    }
                }
                if partSeen || previous[Substring(album.id)] != hash { pending.append(album) }
            }
        }

        if let why = reader.unavailableReason() {
            summary.failure = .tagsUnavailable(why)
            summary.elapsed = KernelClocks.monotonicSeconds() - start
            return summary
        }
        if reading.touchesDisk {
            var rootStat = stat()
            guard PathBytes.withCString(root, { stat($0, &rootStat) }) == 0, rootStat.st_mode & S_IFMT == S_IFDIR else {
                summary.failure = .folderNotFound(root)
                summary.elapsed = KernelClocks.monotonicSeconds() - start
                return summary
            }
        }
        // Each folder owns a share of 0…1 split evenly among its subfolders: where the walk is in that nesting
        // estimates how far it has got, since the number of files is not known until the end.
        var stack: [(path: String, folders: [String], known: Bool, share: Double, width: Double)] =
            [(root, [], reading != .disk, 0, 1)]
        var visited: Set<FileIdentity> = []
        var filesChecked = 0
        // With an index the assembler lets go of the albums it handed out (the walk's memory is bounded by the
        // albums it is inside, not by the library); the rare album split over distant folders has its earlier
        // part read back from the index.
        let root = self.root
        var readBack = FolderSource(reader: reader, index: index)
        func readEarlier(_ id: String, _ folders: [String]) -> Album? {
            AlbumTracks.album(id, in: folders, root: root, source: &readBack)
        }
        let earlierPart: AlbumAssembler.EarlierPart? = index == nil ? nil : readEarlier
        var lastProgress = start
        while let (directory, relativeFolders, known, share, width) = stack.popLast() {
            if isCancelled() {
                summary.wasCancelled = true
                break
            }
            let relative = relativeFolders.joined(separator: "/")
            let contents: FolderContents
            if reading.readsFromDisk(relative, known: known) {
                guard let listed = folders.readFromDisk(directory, relative: relative, visited: &visited) else {
                    if directory == root {
                        summary.failure = .folderUnreadable(root)
                        break
                    }
                    summary.skip(directory, .unreadableFolder)
                    continue
                }
                contents = listed
            } else {
                // A folder the index does not know yet may lead back here through a link: the walk must know it was here.
                if reading.touchesDisk, let identity = FileIdentity(path: directory) { visited.insert(identity) }
                contents = folders.readFromIndex(relative: relative)
            }
            if folders.indexFailure != nil, reading == .index { break }
            for name in contents.notFiles { summary.skip(Self.join(directory, name), .notAFile) }
            summary.skippedCount += contents.skippedInIndex
            if assembles, let cover = contents.cover { assembler.noteCoverFile(named: cover, inDirectory: directory) }
            for (name, result) in contents.tracks {
                let path = Self.join(directory, name)
                switch result {
                case .success(let tags):
                    summary.trackCount += 1
                    guard assembles else { continue }
                    let layout = FolderLayout(relativeFolders: relativeFolders, fileName: name, directory: directory)
                    assembler.add(path: path, fileName: name, tags: tags, layout: layout, firstSeen: contents.firstSeen[name])
                case .failure(let error):
                    summary.skip(path, Self.reason(for: error, path: path))
                }
            }
            filesChecked += contents.tracks.count
            let step = width / Double(max(1, contents.subfolders.count))
            for (i, (name, isKnown)) in contents.subfolders.enumerated().reversed() {
                stack.append((Self.join(directory, name), relativeFolders + [name], isKnown, share + step * Double(i), step))
            }
            if KernelClocks.monotonicSeconds() - lastProgress >= Self.progressInterval {
                lastProgress = KernelClocks.monotonicSeconds()
                onProgress(ScanProgress(filesChecked: filesChecked, tracksFound: summary.trackCount,
                                        fraction: contents.subfolders.isEmpty ? share + width : share))
            }
            settle(assembler.takeSettled(nextDirectory: stack.last?.path, earlierPart: earlierPart))
            flush(force: false)
        }
        if !summary.wasCancelled {
            settle(assembler.takeSettled(nextDirectory: nil, earlierPart: earlierPart))
            flush(force: true)
        }
        summary.albums = all
        summary.albumCount = summary.albumHashes.count
        summary.tagReads = folders.tagReads
        summary.changedFolders = folders.changedFolders
        summary.indexFailure = folders.indexFailure
        summary.elapsed = KernelClocks.monotonicSeconds() - start
        return summary
    }

    private static func reason(for error: TagReadError, path: String) -> SkippedFile.Reason {
        var st = stat()
        if PathBytes.withCString(path, { stat($0, &st) != 0 || access($0, R_OK) != 0 }) { return .unreadable }
        if st.st_size == 0 { return .empty }
        return error == .notAudio ? .notAudio : .unreadable
    }

    /// `folder/name` in a string of exactly that size: every track and album keeps its path for the whole run,
    /// and `+` would leave each with room to grow (megabytes at 100,000 tracks).
    static func join(_ folder: String, _ name: String, separator: String = "/") -> String {
        var path = String()
        path.reserveCapacity(folder.utf8.count + separator.utf8.count + name.utf8.count)
        path += folder
        path += separator
        path += name
        return path
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

extension ScanSummary {
    fileprivate mutating func skip(_ path: String, _ reason: SkippedFile.Reason) {
        skippedCount += 1
        if skipped.count < SkippedFile.keptLimit {
            skipped.append(SkippedFile(path: PathBytes.display(path), reason: reason))
        }
    }
}
