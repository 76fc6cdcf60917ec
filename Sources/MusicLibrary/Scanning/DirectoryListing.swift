import ClockCore
import Glibc

/// One folder's entries, read with `opendir`/`readdir`; a name that is not valid UTF-8 is kept with its exact
/// bytes (escaped, see `PathBytes`), so the file is listed, shown and played like any other.
struct DirectoryListing {
    enum Kind { case directory, file, other }

    struct Entry {
        var name: String
        var kind: Kind
    }

    var entries: [Entry] = []
    /// The folder's device and inode, to notice symlink loops.
    var identity: FileIdentity
    /// The folder's status as it was just before it was read (see `FolderStamp`).
    var status: stat

    /// Lists `path`, skipping hidden entries (leading dot). Returns nil if the folder cannot be opened.
    init?(path: String) {
        guard let dir = PathBytes.withCString(path, { opendir($0) }) else { return nil }
        defer { closedir(dir) }
        var st = stat()
        guard fstat(dirfd(dir), &st) == 0 else { return nil }
        identity = FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
        status = st
        while let entry = readdir(dir) {
            let type = entry.pointee.d_type
            let name: String? = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: 256) { name -> String? in
                    if name[0] == 0x2E { return nil }  // hidden, ".", ".."
                    return PathBytes.string(from: UnsafeBufferPointer(start: name, count: strlen(name)))
                }
            }
            guard let name else { continue }
            let kind: Kind
            switch Int32(type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = Self.kindByStat(path + "/" + name)
            default: kind = .other
            }
            entries.append(Entry(name: name, kind: kind))
        }
        entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Follows symlinks; a dangling link is reported as a file so the scan can say it is unreadable.
    private static func kindByStat(_ path: String) -> Kind {
        var st = stat()
        guard PathBytes.withCString(path, { stat($0, &st) }) == 0 else { return .file }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }
}

/// A file's identity on disk (device + inode).
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity of the file or folder at `path` (links followed); nil if there is none.
    init?(path: String) {
        var st = stat()
        guard PathBytes.withCString(path, { stat($0, &st) }) == 0 else { return nil }
        self.init(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }
}
