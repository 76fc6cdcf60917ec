import ClockCore
import ClockSystem
import Glibc

/// Reads one album's tracks back, for an album the wall holds without them (`Album.needsTracks`): the wall keeps
/// albums, the index keeps tracks. Runs on a worker thread, never the UI's.
///
/// The album's folders are read from the index (a folder it does not hold yet, as during a first scan whose
/// transaction is still open, is read from disk) and grouped by the same `AlbumAssembler` the scan used, so the
/// tracks, their titles and their order are exactly the scan's.
public enum AlbumTracks {
    /// The tracks of `album`, in play order; empty when its files are gone.
    ///
    /// - Parameters:
    ///   - root: the library folder the album was found in.
    ///   - indexFile: the library index; nil reads the folders from disk.
    public static func read(_ album: Album, root: String, indexFile: String?,
                            reader: any TagReading = TagLibReader()) -> [Track] {
        let index = indexFile.flatMap { LibraryIndex.openExisting(path: $0) }
        var fromIndex = FolderSource(reader: reader, index: index)
        let began = (try? index?.begin(writing: false)) != nil
        defer { if began { try? index?.commit() } }
        let tracks = self.album(album.id, in: album.foldersOfTracks, root: root, source: &fromIndex)?.tracks ?? []
        // The index is as old as the last scan: files renamed or removed since (while tui-clock was closed, before
        // a restart resumes the album) would be played by names that no longer exist, so the folders are read from
        // disk instead.
        guard index != nil, tracks.contains(where: { !exists($0.path) }) else { return tracks }
        var fromDisk = FolderSource(reader: reader, index: nil)
        return self.album(album.id, in: album.foldersOfTracks, root: root, source: &fromDisk)?.tracks ?? []
    }

    private static func exists(_ path: String) -> Bool {
        PathBytes.withCString(path) { access($0, F_OK) == 0 }
    }

    /// The album `id` as its tracks in `folders` make it (tracks, cover, year, first seen), read from `source`'s
    /// index (a folder it does not hold from disk); nil when none of them is there. Also how a library walk reads
    /// back the earlier part of an album split over distant folders.
    static func album(_ id: String, in folders: [String], root: String, source: inout FolderSource) -> Album? {
        var assembler = AlbumAssembler()
        for folder in folders {
            guard let relative = relativePath(of: folder, below: root) else { continue }
            var contents = source.readFromIndex(relative: relative)
            if contents.tracks.isEmpty {
                var fromDisk = FolderSource(reader: source.reader, index: nil)
                var visited: Set<FileIdentity> = []
                contents = fromDisk.readFromDisk(folder, relative: relative, visited: &visited) ?? FolderContents()
            }
            if let cover = contents.cover { assembler.noteCoverFile(named: cover, inDirectory: folder) }
            let names = relative.isEmpty ? []
                : relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            for (name, result) in contents.tracks {
                guard case .success(let tags) = result else { continue }
                let layout = FolderLayout(relativeFolders: names, fileName: name, directory: folder)
                assembler.add(path: LibraryScan.join(folder, name), fileName: name, tags: tags, layout: layout,
                              firstSeen: contents.firstSeen[name])
            }
        }
        return assembler.takeSettled(nextDirectory: nil).first { $0.id == id }
    }

    /// `read` on a thread of its own; `then` gets the tracks there.
    public static func readInBackground(_ album: Album, root: String, indexFile: String?,
                                        then: @escaping @Sendable ([Track]) -> Void) {
        WorkerThread.start { then(read(album, root: root, indexFile: indexFile)) }
    }

    /// `folder` relative to `root` ("" for the root itself); nil when it is not inside it.
    static func relativePath(of folder: String, below root: String) -> String? {
        if folder == root { return "" }
        let prefix = root + "/"  // as `LibraryScan.join` made the album's folders
        guard folder.hasPrefix(prefix) else { return nil }
        return String(folder.dropFirst(prefix.count))
    }
}
