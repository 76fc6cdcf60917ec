import ClockCore
import Glibc
import ClockSystem

/// Where a music folder's index lives: `$XDG_CACHE_HOME/tui-clock/` (else `~/.cache/tui-clock/`), one file per
/// music folder, named after a hash of its path so that switching `--music` back and forth rebuilds nothing.
public enum LibraryIndexFile {
    /// The index file for the library at `root`; nil when neither `XDG_CACHE_HOME` (absolute) nor a home folder says where.
    public static func path(forLibrary root: String, environment: [String: String], home: String?) -> String? {
        let folder: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folder = cache
        } else if let home, home.hasPrefix("/") {
            folder = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.cache"
        } else {
            return nil
        }
        let trimmed = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        return trimmed + "/tui-clock/library-" + hexHash(root) + ".sqlite"
    }

    /// Creates the folders above `file` (private to the user, as caches should be), and refuses a folder another user
    /// owns or may write to: whoever can write there could hand this program an index of their making.
    static func makeFolder(above file: String) throws(PrivateDirectoryError) {
        try PrivateDirectory.make(PlainPaths.parent(of: file), purpose: "cache directory")
    }

    /// FNV-1a, 64 bits, as 16 hexadecimal digits: stable across runs and builds, unlike `Hasher`.
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
