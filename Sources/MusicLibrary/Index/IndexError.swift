/// Why the library index could not be used: `isBusy` means another tui-clock holds it (wait, or do without it this
/// time); anything else means "rebuild it".
enum IndexError: Error, Equatable, CustomStringConvertible {
    /// The codecs plugin (which holds SQLite) is not available.
    case unavailable(String)
    /// SQLite said no: a corrupt file, a full disk, a locked database.
    case database(code: Int32, message: String)
    /// The file is an index of another layout.
    case otherVersion(Int64)

    /// SQLite's BUSY or LOCKED (with any extended code, BUSY_SNAPSHOT included): another connection — another
    /// tui-clock on the same library — is writing. Its file is sound, and it may be finishing the very scan this
    /// one would write: never a reason to delete it.
    var isBusy: Bool {
        guard case .database(let code, _) = self else { return false }
        return code & 0xff == 5 || code & 0xff == 6
    }

    var description: String {
        switch self {
        case .unavailable(let why): why
        case .database(let code, let message): "library index error \(code): \(message)"
        case .otherVersion(let version): "library index version \(version)"
        }
    }
}
