import ClockCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the state could not be saved, or where it would live cannot be known. Each says what to fix.
public enum StateStoreError: Error, Equatable, CustomStringConvertible {
    /// Neither `XDG_STATE_HOME` nor `HOME` says where the state directory is.
    case noStateDirectory
    case cannotCreateDirectory(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// The state directory is another user's, or others may write to it (see `PrivateDirectory`).
    case untrustedDirectory(PrivateDirectoryError)

    public var description: String {
        switch self {
        case .noStateDirectory:
            return "Cannot save the alarm: neither XDG_STATE_HOME nor HOME is set."
        case .cannotCreateDirectory(let path, let reason):
            return "Cannot save the alarm: cannot create the state directory \(path): \(reason)."
        case .cannotWrite(let path, let reason):
            return "Cannot save the alarm to \(path): \(reason). The file there is unchanged."
        case .untrustedDirectory(let problem):
            return "\(problem) The alarms there are not read, and changes are not saved."
        }
    }
}

/// What loading found: the state to use, and a message for the user when the file was bad.
public struct StateLoadResult: Sendable, Equatable {
    public var state: SavedState
    /// "Cannot read the alarm state file …: <reason>. Kept it as …; using the default settings." Nil when all was well.
    public var notice: String?
    /// Where the unreadable file was moved, if it was.
    public var keptAsideAt: String?
    /// Where the original of a file in an older format was kept when it was upgraded, if it was.
    public var originalKeptAt: String?
    /// False when a bad file could not be kept aside: a save would replace it, so nothing may be saved.
    public var savingIsSafe: Bool

    public init(state: SavedState, notice: String? = nil, keptAsideAt: String? = nil, originalKeptAt: String? = nil,
                savingIsSafe: Bool = true) {
        self.originalKeptAt = originalKeptAt
        self.state = state
        self.notice = notice
        self.keptAsideAt = keptAsideAt
        self.savingIsSafe = savingIsSafe
    }
}

/// The alarm's state file: `$XDG_STATE_HOME/tui-clock/state.json` (default `~/.local/state/tui-clock/state.json`).
///
/// Writes are atomic: a uniquely named temp file in the same directory, fsync, rename over the old file, fsync
/// the directory. So a crash or a second instance writing at the same time never leaves a half-written file;
/// the last writer wins. A file that cannot be read is never fatal: it is moved aside unchanged and defaults are used.
/// Reading is bounded (see BoundedFileRead.swift).
public struct StateStore: Sendable {
    public static let fileName = "state.json"
    /// Where the original of a version-1 file is kept when it is upgraded.
    public static let originalFileName = originalFileName(version: 1)

    /// Where the original of a file of `version` is kept when it is upgraded: `state.v1.json`, `state.v2.json`.
    public static func originalFileName(version: Int) -> String { "state.v\(version).json" }
    public static let appDirectoryName = "tui-clock"
    /// A state file is a few hundred bytes; anything over 1 MiB is not one.
    public static let sizeLimit = 1 << 20
    /// Temp files of interrupted saves this old are removed even if their writer's pid is in use (by another program).
    static let staleTempAge = 3600
    private static let tempPrefix = ".\(fileName).tmp-"

    /// The directory holding the state file, as an absolute path.
    public let directory: String
    /// The state file's path, joined once: the run loop looks at the file every second.
    public let filePath: String

    public init(directory: String) {
        self.directory = directory
        filePath = PlainPaths.join(directory, Self.fileName)
    }

    /// The store at the XDG location for this environment. `home` defaults to `$HOME`.
    public init(environment: [String: String], home: String? = nil) throws(StateStoreError) {
        self.init(directory: try Self.directory(environment: environment, home: home))
    }

    /// `$XDG_STATE_HOME/tui-clock` when that is set to an absolute path (the XDG spec ignores relative ones),
    /// otherwise `<home>/.local/state/tui-clock`.
    public static func directory(environment: [String: String], home: String? = nil) throws(StateStoreError) -> String {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return PlainPaths.join(xdg, appDirectoryName)
        }
        guard let home = home ?? environment["HOME"], !home.isEmpty else { throw .noStateDirectory }
        return PlainPaths.join(PlainPaths.join(home, ".local/state"), appDirectoryName)
    }

    /// Reads the state. A missing file gives defaults quietly; an empty, truncated, corrupt, oversized or unreadable
    /// one, or something that is no regular file, is kept aside as `state.json.corrupt-<UTC timestamp of now>`
    /// (`-2`, `-3`… when taken) and gives defaults with a notice. First removes temp files of interrupted saves,
    /// so call it at start, before this process saves anything.
    public func load(now: Date) -> StateLoadResult {
        if let problem = PrivateDirectory.problem(directory, purpose: Self.purpose) {
            return StateLoadResult(state: SavedState(), notice: StateStoreError.untrustedDirectory(problem).description,
                                   savingIsSafe: false)
        }
        removeStaleTempFiles()
        let path = filePath
        var info = stat()
        if lstat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR {
            return StateLoadResult(state: SavedState())
        }
        let problem: String
        switch readBounded() {
        case .failure(let reason) where reason.vanished:
            // Another instance starting at the same moment has just kept it aside.
            return StateLoadResult(state: SavedState())
        case .failure(let reason):
            problem = reason.description
        case .success(let bytes):
            do {
                let (state, version) = try StateFileFormat.decodeWithVersion(bytes)
                guard version < StateFileFormat.currentVersion else { return StateLoadResult(state: state) }
                return migrate(state, from: version)
            } catch {
                problem = error.description
            }
        }
        let cannot = "Cannot read the alarm state file \(path): \(problem)."
        switch keepAside(now: now) {
        case .success(let aside):
            return StateLoadResult(state: SavedState(), notice: "\(cannot) Kept it as \(aside); using the default settings.",
                                   keptAsideAt: aside)
        case .failure(let reason) where reason.vanished:
            return StateLoadResult(state: SavedState(), notice: "\(cannot) Another tui-clock starting at the same time "
                                   + "has just kept it aside; using the default settings.")
        case .failure(let reason):
            return StateLoadResult(
                state: SavedState(),
                notice: "\(cannot) Could not keep it aside (\(reason)), so it stays as it is and the alarm will not be "
                    + "saved; using the default settings.",
                savingIsSafe: false)
        }
    }

    /// Writes the state atomically (temp file, fsync, rename, fsync of the directory).
    public func save(_ state: SavedState) throws(StateStoreError) {
        try createDirectory()
        let bytes = StateFileFormat.encode(state)
        // Unique among processes (pid) and among saves in one (random), so O_EXCL never meets a leftover.
        let unique = "\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
        let temp = PlainPaths.join(directory, Self.tempPrefix + unique)
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: filePath, reason: Self.lastError()) }
        var failure: String?
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
        if !written { failure = Self.lastError() }
        if failure == nil, fsync(fd) != 0 { failure = Self.lastError() }
        if close(fd) != 0, failure == nil { failure = Self.lastError() }
        if failure == nil, rename(temp, filePath) != 0 { failure = Self.lastError() }
        if let failure {
            unlink(temp)
            throw .cannotWrite(path: filePath, reason: failure)
        }
        // Make the rename itself durable; a failure here leaves a complete file either way.
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// mkdir -p, each new level private to the user (mode 0700); refuses a directory someone else could write to.
    func createDirectory() throws(StateStoreError) {
        do {
            try PrivateDirectory.make(directory, purpose: Self.purpose)
        } catch {
            guard case .cannotCreate(let reason) = error.problem else { throw .untrustedDirectory(error) }
            throw .cannotCreateDirectory(path: directory, reason: reason)
        }
    }

    /// What messages call the directory.
    static let purpose = "state directory"

    /// Upgrades a file in an older format: its original stays as `state.v1.json` (`-2`, `-3`… when taken), and
    /// the state is written in the current format at once. If the original cannot be kept, the old file is left
    /// alone and nothing is saved over it. If the upgrade cannot be written (a full disk), the next start tries
    /// again and finds the original already kept: one copy, however many starts fail.
    private func migrate(_ state: SavedState, from version: Int) -> StateLoadResult {
        switch keepAside(as: Self.originalFileName(version: version)) {
        case .success(let kept):
            // The user's alarms, now kept by tui-clock: private like every file it makes.
            var info = stat()
            if lstat(kept, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() { chmod(kept, 0o600) }
            do {
                try save(state)
                return StateLoadResult(state: state, originalKeptAt: kept)
            } catch {
                let reason: String
                switch error {
                case .cannotWrite(_, let why), .cannotCreateDirectory(_, let why): reason = why
                case .noStateDirectory, .untrustedDirectory: reason = error.description
                }
                return StateLoadResult(
                    state: state,
                    notice: "Cannot upgrade the alarm state file \(filePath) to the new format (\(reason)). "
                        + "Its original is kept as \(kept); the alarms are used as they are, and the next start "
                        + "tries again.",
                    originalKeptAt: kept)
            }
        case .failure(let reason):
            return StateLoadResult(
                state: state,
                notice: "Cannot keep the old alarm state file \(filePath) before upgrading it (\(reason)); "
                    + "it stays as it is and changes to the alarms will not be saved.",
                savingIsSafe: false)
        }
    }

    /// Moves the bad file (or link, FIFO, directory) to `state.json.corrupt-<timestamp>`, or `-2`, `-3`… up to
    /// the first free name, however many exist. A hard link claims the name atomically, so a name taken meanwhile
    /// by another instance is never replaced; directories and file systems without hard links are renamed.
    private func keepAside(now: Date) -> Result<String, ReadFailure> {
        keepAside(as: "\(Self.fileName).corrupt-\(Self.timestamp(now))", moving: true)
    }

    /// Links the state file under `base` (or `base-2`, `base-3`…, the first free name) in the same directory; with
    /// `moving`, the state file's own name is then removed. A name that already is the state file (kept by an
    /// earlier start whose upgrade failed) is the one returned: the file is never kept twice.
    private func keepAside(as base: String, moving: Bool = false) -> Result<String, ReadFailure> {
        var file = stat()
        let knownFile = lstat(filePath, &file) == 0
        var n = 1
        while true {
            let target = PlainPaths.join(directory, n == 1 ? base : "\(base)-\(n)")
            n += 1
            if link(filePath, target) == 0 {
                if moving { unlink(filePath) }
                return .success(target)
            }
            switch errno {
            case EEXIST:
                var taken = stat()
                if !moving, knownFile, lstat(target, &taken) == 0, taken.st_dev == file.st_dev, taken.st_ino == file.st_ino {
                    return .success(target)
                }
                continue
            case ENOENT:
                return .failure(ReadFailure(Self.lastError(), vanished: true))
            case EPERM, EMLINK, EOPNOTSUPP:
                var info = stat()
                if lstat(target, &info) == 0 { continue }
                if moving, rename(filePath, target) == 0 { return .success(target) }
                return .failure(ReadFailure(Self.lastError()))
            default:
                return .failure(ReadFailure(Self.lastError()))
            }
        }
    }

    /// Removes `.state.json.tmp-<pid>-<random>` files that saves interrupted by a crash or kill -9 left behind:
    /// ours (same user, regular files) whose writing process is gone, or older than `staleTempAge` (the pid was
    /// reused). A save in progress in another running instance keeps its file.
    private func removeStaleTempFiles() {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        let nowSeconds = Int(time(nil))
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(Self.tempPrefix),
                  let pidText = name.dropFirst(Self.tempPrefix.count).split(separator: "-").first,
                  let pid = pid_t(pidText), pid > 0 else { continue }
            let path = PlainPaths.join(directory, name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid() else { continue }
            let writerGone = pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
            if writerGone || nowSeconds - Int(info.st_mtim.tv_sec) > Self.staleTempAge {
                unlink(path)
            }
        }
    }

    /// `20261121T055300Z`: sorts by time and is safe in a file name.
    static func timestamp(_ date: Date) -> String {
        let t = WallCalendar.utc.localTime(of: date)
        let two = TimeFormat.twoDigits
        return "\(t.year)\(two(t.month))\(two(t.day))T\(two(t.hour))\(two(t.minute))\(two(t.second))Z"
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
