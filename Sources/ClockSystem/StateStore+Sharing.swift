import ClockCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Several processes changing the one state file: the app and `tui-clock alarms …` commands. Every
/// read-modify-write holds an exclusive `flock(2)` on `.state.lock` beside the file (not on the file itself,
/// which each save replaces by a rename), so no change is lost between a read and the write after it.
extension StateStore {
    static let lockFileName = ".state.lock"

    /// What tells one version of the file from the next, cheap enough to ask twice a second.
    public struct FileIdentity: Sendable, Equatable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

        /// The identity as text, `device:inode:size:seconds:nanoseconds`: how the background ringer tells its idle
        /// self which file it read (`tui-clock-daemon-idle` writes the same from its own `stat`).
        public var stamp: String { "\(device):\(inode):\(size):\(seconds):\(nanoseconds)" }
    }

    /// The state file's identity now; nil when there is none.
    public func identity() -> FileIdentity? {
        var info = stat()
        guard stat(filePath, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                            seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }

    /// Runs `body` while holding the lock; waits for another process's read-modify-write to finish first.
    public func withLock<T>(_ body: () throws(StateStoreError) -> T) throws(StateStoreError) -> T {
        try createDirectory()
        let path = PlainPaths.join(directory, Self.lockFileName)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: filePath, reason: "cannot open the lock \(path): \(Self.lastError())") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotWrite(path: filePath, reason: "cannot lock \(path): \(Self.lastError())") }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// The state in the file as it is now, or nil when it is missing or not a state file (bad files are left for
    /// `load` to deal with).
    public func readCurrent() -> SavedState? {
        guard case .success(let bytes) = readBounded() else { return nil }
        return try? StateFileFormat.decode(bytes)
    }

    /// A read-modify-write under the lock, as the command line does it: loads (keeping a bad file aside, upgrading
    /// an old one), lets `change` edit the state, and saves it. Returns what was saved and what loading had to say.
    /// Without a file, or with a bad one just kept aside (nothing of it is used), it starts from `fresh`.
    /// `told` hears loading's notice as soon as it is known, so a caller whose `change` throws still passes it on.
    public func update(now: Date, fresh: SavedState = SavedState(), told: (String) -> Void = { _ in },
                       _ change: (inout SavedState) throws -> Void) throws -> (state: SavedState, notice: String?) {
        var failure: (any Error)?
        let result: (SavedState, String?) = try withLock { () throws(StateStoreError) -> (SavedState, String?) in
            let existed = identity() != nil
            var loaded = load(now: now)
            if let notice = loaded.notice { told(notice) }
            if (!existed && loaded.notice == nil) || loaded.keptAsideAt != nil { loaded.state = fresh }
            guard loaded.savingIsSafe else { throw .cannotWrite(path: filePath, reason: loaded.notice ?? "it is unreadable") }
            var state = loaded.state
            do {
                try change(&state)
            } catch {
                failure = error
                return (loaded.state, loaded.notice)
            }
            if state != loaded.state { try save(state) }
            return (state, loaded.notice)
        }
        if let failure { throw failure }
        return result
    }
}
