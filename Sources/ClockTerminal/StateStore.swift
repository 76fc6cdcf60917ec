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

    public var description: String {
        switch self {
        case .noStateDirectory:
            return "cannot save the alarm: neither XDG_STATE_HOME nor HOME is set"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the state directory \(path): \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot save the alarm to \(path): \(reason)"
        }
    }
}

/// What loading found: the state to use, and a message for the user when the file was bad.
public struct StateLoadResult: Sendable, Equatable {
    public var state: SavedState
    /// "Could not read the state file …: kept it as …; using the default settings." Nil when all was well.
    public var notice: String?
    /// Where the unreadable file was moved, if it was.
    public var keptAsideAt: String?
}

/// The alarm's state file: `$XDG_STATE_HOME/tui-clock/state.json` (default `~/.local/state/tui-clock/state.json`).
///
/// Writes are atomic: a uniquely named temp file in the same directory, fsync, rename over the old file, fsync
/// the directory. So a crash or a second instance writing at the same time never leaves a half-written file;
/// the last writer wins. A file that cannot be read is never fatal: it is moved aside unchanged and defaults are used.
public struct StateStore: Sendable {
    public static let fileName = "state.json"
    public static let appDirectoryName = "tui-clock"

    /// The directory holding the state file, as an absolute path.
    public let directory: String
    /// The state file's path.
    public var filePath: String { PlainPaths.join(directory, Self.fileName) }

    public init(directory: String) {
        self.directory = directory
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


    /// Reads the state. A missing file gives defaults quietly; an empty, truncated, corrupt or unreadable one
    /// is moved aside as `state.json.corrupt-<UTC timestamp of now>` and gives defaults with a notice.
    public func load(now: Date) -> StateLoadResult {
        let path = filePath
        var problem: String
        if access(path, F_OK) != 0, errno == ENOENT {
            return StateLoadResult(state: SavedState(), notice: nil, keptAsideAt: nil)
        }
        switch readAll(path) {
        case .failure(let reason):
            problem = "cannot read it: \(reason)"
        case .success(let bytes):
            do {
                return StateLoadResult(state: try StateFileFormat.decode(bytes), notice: nil, keptAsideAt: nil)
            } catch {
                problem = error.description
            }
        }
        switch moveAside(now: now) {
        case .success(let aside):
            return StateLoadResult(
                state: SavedState(),
                notice: "Could not use the state file \(path) (\(problem)): kept it as \(aside); using the default settings.",
                keptAsideAt: aside)
        case .failure(let reason):
            problem += "; could not move it aside: \(reason)"
            return StateLoadResult(
                state: SavedState(),
                notice: "Could not use the state file \(path) (\(problem)); using the default settings.",
                keptAsideAt: nil)
        }
    }

    /// Writes the state atomically (temp file, fsync, rename, fsync of the directory).
    public func save(_ state: SavedState) throws(StateStoreError) {
        try createDirectory()
        let bytes = StateFileFormat.encode(state)
        // Unique among processes (pid) and among saves in one (random), so O_EXCL never meets a leftover.
        let unique = "\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
        let temp = PlainPaths.join(directory, ".\(Self.fileName).tmp-\(unique)")
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

    private func createDirectory() throws(StateStoreError) {
        // mkdir -p, each new level private to the user (mode 0700).
        var path = ""
        for component in directory.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw .cannotCreateDirectory(path: directory, reason: Self.lastError())
            }
        }
    }

    private func readAll(_ path: String) -> Result<[UInt8], ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadFailure(Self.lastError())) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(Self.lastError()))
            }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: buffer[0..<n])
        }
    }

    /// Renames the bad file to `state.json.corrupt-<timestamp>` (with `-2`, `-3`… if that name is taken).
    private func moveAside(now: Date) -> Result<String, ReadFailure> {
        let base = "\(Self.fileName).corrupt-\(Self.timestamp(now))"
        for n in 1...100 {
            let name = n == 1 ? base : "\(base)-\(n)"
            let target = PlainPaths.join(directory, name)
            if access(target, F_OK) == 0 { continue }
            if rename(filePath, target) == 0 { return .success(target) }
            return .failure(ReadFailure(Self.lastError()))
        }
        return .failure(ReadFailure("too many kept-aside files named \(base)"))
    }

    /// `20261121T055300Z`: sorts by time and is safe in a file name.
    static func timestamp(_ date: Date) -> String {
        let t = WallCalendar.utc.localTime(of: date)
        let two = TimeFormat.twoDigits
        return "\(t.year)\(two(t.month))\(two(t.day))T\(two(t.hour))\(two(t.minute))\(two(t.second))Z"
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    private struct ReadFailure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }
}
