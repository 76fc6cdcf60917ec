import Glibc

/// Folders on disk, as the command line checks them (`--music` must name one) before anything starts.
public enum Folder {
    /// Whether `path` names a folder (following symbolic links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
