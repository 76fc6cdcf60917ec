/// Why the library index could not be used; any of these means "rebuild it".
enum IndexError: Error, Equatable, CustomStringConvertible {
    /// The codecs plugin (which holds SQLite) is not available.
    case unavailable(String)
    /// SQLite said no: a corrupt file, a full disk, a locked database.
    case database(code: Int32, message: String)
    /// The file is an index of another layout.
    case otherVersion(Int64)

    var description: String {
        switch self {
        case .unavailable(let why): why
        case .database(let code, let message): "library index error \(code): \(message)"
        case .otherVersion(let version): "library index version \(version)"
        }
    }
}
