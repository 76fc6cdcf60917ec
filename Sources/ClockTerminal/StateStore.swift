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
    public var keptAsideAt: URL?
}

/// The alarm's state file: `$XDG_STATE_HOME/tui-clock/state.json` (default `~/.local/state/tui-clock/state.json`).
///
/// Writes are atomic: a uniquely named temp file in the same directory, fsync, rename over the old file, fsync
/// the directory. So a crash or a second instance writing at the same time never leaves a half-written file;
/// the last writer wins. A file that cannot be read is never fatal: it is moved aside unchanged and defaults are used.
public struct StateStore: Sendable {
    public static let fileName = "state.json"
    public static let appDirectoryName = "tui-clock"

    public let directory: URL
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }

    public init(directory: URL) {
        self.directory = directory
    }

    /// The store at the XDG location for this environment. `home` defaults to `$HOME`.
    public init(environment: [String: String], home: String? = nil) throws(StateStoreError) {
        self.init(directory: try Self.directory(environment: environment, home: home))
    }

    /// `$XDG_STATE_HOME/tui-clock` when that is set to an absolute path (the XDG spec ignores relative ones),
    /// otherwise `<home>/.local/state/tui-clock`.
    public static func directory(environment: [String: String], home: String? = nil) throws(StateStoreError) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(appDirectoryName, isDirectory: true)
        }
        guard let home = home ?? environment["HOME"], !home.isEmpty else { throw .noStateDirectory }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state", isDirectory: true)
            .appendingPathComponent(appDirectoryName, isDirectory: true)
    }

    /// Reads the state. A missing file gives defaults quietly; an empty, truncated, corrupt or unreadable one
    /// is moved aside as `state.json.corrupt-<UTC timestamp of now>` and gives defaults with a notice.
    public func load(now: Date) -> StateLoadResult {
        let path = fileURL.path
        var problem: String
        if access(path, F_OK) != 0, errno == ENOENT {
            return StateLoadResult(state: SavedState(), notice: nil, keptAsideAt: nil)
        }
        switch readAll(path) {
        case .failure(let reason):
            problem = "cannot read it: \(reason)"
        case .success(let data):
            do {
                return StateLoadResult(state: try StateFileFormat.decode(data), notice: nil, keptAsideAt: nil)
            } catch {
                problem = error.description
            }
        }
        switch moveAside(now: now) {
        case .success(let aside):
            return StateLoadResult(
                state: SavedState(),
                notice: "Could not use the state file \(path) (\(problem)): kept it as \(aside.path); using the default settings.",
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
        let data = StateFileFormat.encode(state)
        let temp = directory.appendingPathComponent(".\(Self.fileName).tmp-\(getpid())-\(UUID().uuidString)").path
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: fileURL.path, reason: Self.lastError()) }
        var failure: String?
        let written = data.withUnsafeBytes { buffer -> Bool in
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
        if failure == nil, rename(temp, fileURL.path) != 0 { failure = Self.lastError() }
        if let failure {
            unlink(temp)
            throw .cannotWrite(path: fileURL.path, reason: failure)
        }
        // Make the rename itself durable; a failure here leaves a complete file either way.
        let dirFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    private func createDirectory() throws(StateStoreError) {
        // mkdir -p, each new level private to the user (mode 0700).
        var path = ""
        for component in directory.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw .cannotCreateDirectory(path: directory.path, reason: Self.lastError())
            }
        }
    }

    private func readAll(_ path: String) -> Result<Data, ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadFailure(Self.lastError())) }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(Self.lastError()))
            }
            if n == 0 { return .success(data) }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    /// Renames the bad file to `state.json.corrupt-<timestamp>` (with `-2`, `-3`… if that name is taken).
    private func moveAside(now: Date) -> Result<URL, ReadFailure> {
        let base = "\(Self.fileName).corrupt-\(Self.timestamp(now))"
        for n in 1...100 {
            let name = n == 1 ? base : "\(base)-\(n)"
            let target = directory.appendingPathComponent(name)
            if access(target.path, F_OK) == 0 { continue }
            if rename(fileURL.path, target.path) == 0 { return .success(target) }
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
