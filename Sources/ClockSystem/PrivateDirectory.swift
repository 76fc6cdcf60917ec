#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder for the user's own files — the alarms, the library index — that nobody else can change. Like ssh with
/// `~/.ssh`, a folder another user owns, or one group or others may write to, is refused: whoever can write there
/// could plant alarms or an index, or swap a file between our check and our use of it.
public enum PrivateDirectory {
    /// Mode bits that let someone other than the owner add, remove or rename files.
    static let othersWrite: mode_t = 0o022

    /// Makes `path` and its missing parents — each new one mode 0700, whatever the umask — then checks that `path`
    /// is the user's alone. `purpose` names it in messages ("state directory").
    public static func make(_ path: String, purpose: String) throws(PrivateDirectoryError) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw PrivateDirectoryError(path: path, purpose: purpose, problem: .cannotCreate(lastError()))
            }
        }
        if let problem = problem(path, purpose: purpose) { throw problem }
    }

    /// What is wrong with `path` as a private folder; nil when it is the user's alone, or does not exist yet.
    public static func problem(_ path: String, purpose: String) -> PrivateDirectoryError? {
        var info = stat()
        // Followed like any use of the path would follow it: a link to someone else's folder is their folder.
        guard stat(path, &info) == 0 else { return nil }
        let refuse = { (problem: PrivateDirectoryError.Problem) in
            PrivateDirectoryError(path: path, purpose: purpose, problem: problem)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return refuse(.notADirectory) }
        let mode = UInt32(info.st_mode & 0o7777)
        guard info.st_uid == geteuid() else { return refuse(.ownedByAnother(owner: UInt32(info.st_uid), mode: mode)) }
        guard info.st_mode & othersWrite == 0 else { return refuse(.writableByOthers(mode: mode)) }
        return nil
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}

/// Why a folder is not used: it names the folder, what is wrong with it, and the command that fixes it.
public struct PrivateDirectoryError: Error, Equatable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case cannotCreate(String)
        case notADirectory
        case ownedByAnother(owner: UInt32, mode: UInt32)
        case writableByOthers(mode: UInt32)
    }

    public var path: String
    /// "state directory", "cache directory".
    public var purpose: String
    public var problem: Problem

    public var description: String {
        switch problem {
        case .cannotCreate(let reason):
            return "Cannot create the \(purpose) \(path): \(reason)."
        case .notADirectory:
            return "Not using the \(purpose) \(path): it is not a directory. Move it away."
        case .ownedByAnother(let owner, let mode):
            let me = geteuid()
            return "Not using the \(purpose) \(path): it belongs to \(Self.user(owner)) (mode \(Self.octal(mode))), "
                + "not to you (\(Self.user(UInt32(me)))), so another user could change what is in it. "
                + "Move it away, or if it is yours: chown \(me) \(path) && chmod 700 \(path)"
        case .writableByOthers(let mode):
            return "Not using the \(purpose) \(path): other users can write to it (mode \(Self.octal(mode))). "
                + "Make it yours alone: chmod 700 \(path)"
        }
    }

    /// `nobody (uid 65534)`, or `uid 65534` for a user the password database does not know.
    static func user(_ uid: UInt32) -> String {
        guard let entry = getpwuid(uid_t(uid)), let name = entry.pointee.pw_name else { return "uid \(uid)" }
        return "\(String(cString: name)) (uid \(uid))"
    }

    /// `0777`, as chmod and ls -l's owners read modes.
    static func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
