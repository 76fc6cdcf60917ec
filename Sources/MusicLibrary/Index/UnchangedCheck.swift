import ClockCore
import Glibc

/// The start-up check's first pass: which folders changed since the index last saw them, without listing any
/// folder or reading any tag.
///
/// The index is read in two statements stepped side by side (every folder, every track, both in path order). A
/// folder whose stamp (`FolderStamp`: its ctime) is the one the index holds has the same entries as when it was
/// listed, so it is not listed again; its tracks are only stat'ed (relative to the open folder), since a file
/// changed in place leaves its folder's stamp alone. A folder that changed, was never stamped, or holds a track of
/// another size or modification time is returned, for the walk that reads it from disk (`FolderReading.changed`);
/// a folder that cannot be opened any more makes its parent changed, whose listing drops it.
///
/// The trade-off: a file changed in place whose size and modification time are both put back is not noticed
/// (`--rescan` reads it), as with `make` or rsync's quick check; a folder's ctime cannot be put back.
struct UnchangedCheck {
    /// Folders (relative to the root) to read from disk.
    var changed: Set<String> = []
    var trackCount = 0
    /// Files the index says were skipped in the folders that did not change.
    var skippedCount = 0

    /// Checks `root` against `index`; throws the index's errors (the caller then walks the whole folder).
    static func run(root: String, index: LibraryIndex, isCancelled: () -> Bool) throws(IndexError) -> UnchangedCheck {
        var check = UnchangedCheck()
        let (folders, tracks) = try index.everyFolderAndTrack()
        var hasTrack = try tracks.step()
        // Folders are opened below the root and only as paths (O_PATH: no file opened for reading), and files
        // stat'ed relative to their folder: the shortest lookups the kernel can do.
        let rootFolder = PathBytes.withCString(root) { open($0, Self.openAsPath | O_DIRECTORY | O_CLOEXEC) }
        defer { if rootFolder >= 0 { close(rootFolder) } }
        var path = PathBuffer(root)
        var name = PathBuffer("")
        while try folders.step() {
            if isCancelled() { break }
            let stamp = folders.integer(1)
            folders.withBytes(0) { path.set(root: ".", relative: $0) }
            // Tracks of folders the index no longer lists (none, in an index this program wrote) are passed over.
            while hasTrack, tracks.withBytes(0, { compare($0, path.relative) }) < 0 { hasTrack = try tracks.step() }
            let folder = path.withCString { openat(rootFolder, $0, Self.openAsPath | O_DIRECTORY | O_CLOEXEC) }
            guard folder >= 0 else {
                let relative = folders.path(0)
                check.changed.insert(relative.lastIndex(of: "/").map { String(relative[..<$0]) } ?? "")
                while hasTrack, tracks.withBytes(0, { compare($0, path.relative) }) == 0 { hasTrack = try tracks.step() }
                continue
            }
            defer { close(folder) }
            var info = stat()
            var same = stamp != 0 && fstat(folder, &info) == 0 && FolderStamp.of(info) == stamp
            var count = 0
            while hasTrack, tracks.withBytes(0, { compare($0, path.relative) }) == 0 {
                count += 1
                if same {
                    tracks.withBytes(1) { name.set(root: "", relative: $0, separator: false) }
                    same = name.withCString { fstatat(folder, $0, &info, 0) } == 0
                        && Int64(info.st_size) == tracks.integer(2)
                        && Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec) == tracks.integer(3)
                }
                hasTrack = try tracks.step()
            }
            check.trackCount += count
            if same { check.skippedCount += Int(folders.integer(2)) } else { check.changed.insert(folders.path(0)) }
        }
        return check
    }

    /// Linux's O_PATH, which Swift's Glibc module leaves out (glibc declares it only with _GNU_SOURCE).
    private static let openAsPath: Int32 = 0o10000000

    /// SQLite's order for blobs: bytes, then length.
    private static func compare(_ a: UnsafeRawBufferPointer, _ b: [UInt8]) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = b.withUnsafeBytes { memcmp(a.baseAddress!, $0.baseAddress!, common) }
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }
}

/// A NUL-terminated path built in one reused buffer: `root/relative` for each of a library's folders, with no
/// String made per folder or file.
private struct PathBuffer {
    private var bytes: [UInt8] = []
    /// The part after the root and its slash: the bytes the index keys the folder by.
    private(set) var relative: [UInt8] = []

    init(_ root: String) { bytes = Array(root.utf8) + [0] }

    mutating func set(root: String, relative: UnsafeRawBufferPointer, separator: Bool = true) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: root.utf8)
        if separator, relative.count > 0 { bytes.append(UInt8(ascii: "/")) }
        bytes.append(contentsOf: relative)
        bytes.append(0)
        self.relative.removeAll(keepingCapacity: true)
        self.relative.append(contentsOf: relative)
    }

    func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
        bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }
}
