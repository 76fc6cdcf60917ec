import FoundationEssentials
import Glibc

/// The file operations of installing and uninstalling: each file is written whole under a temporary name and renamed
/// into place, so a program that runs while it is replaced (the service's `tui-clock daemon`) keeps its old copy
/// and nobody ever starts a half-copied one; folders are made as `mkdir -p` would, readable by all (0755) as
/// programs and man pages are.
public enum InstallFiles {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Copies the file at `source` to `destination` with `mode` (0755 for programs, 0644 for the rest).
    public static func copy(_ source: String, to destination: String, mode: mode_t) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw failure("cannot read \(source)") }
        defer { close(input) }
        try write(to: destination, mode: mode) { output in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = read(input, &buffer, buffer.count)
                if n < 0, errno == EINTR { continue }
                guard n >= 0 else { throw failure("cannot read \(source)") }
                if n == 0 { return }
                try writeAll(output, buffer[..<n], to: destination)
            }
        }
    }

    /// Writes `text` as the whole of `destination`, with `mode`.
    public static func write(_ text: String, to destination: String, mode: mode_t) throws {
        try write(to: destination, mode: mode) { output in try writeAll(output, Array(text.utf8)[...], to: destination) }
    }

    /// Copies the folder `source` with everything in it to `destination`, replacing what was there.
    public static func copyFolder(_ source: String, to destination: String) throws {
        try makeFolders(ExecutablePath.folder(of: destination))
        let staged = destination + ".new-\(getpid())"
        try? FileManager.default.removeItem(atPath: staged)
        do {
            try FileManager.default.copyItem(atPath: source, toPath: staged)
        } catch {
            try? FileManager.default.removeItem(atPath: staged)
            throw Failure(description: "cannot copy \(source) to \(destination): \(error)")
        }
        try remove(destination)
        guard rename(staged, destination) == 0 else { throw failure("cannot put \(destination) in place") }
    }

    /// The text of a small file this program wrote (a unit file), read bounded as the state file is; nil when it is
    /// missing, not a regular file, or larger than `limit` bytes.
    public static func readText(_ path: String, limit: Int = 65_536) -> String? {
        guard case .success(let bytes) = BoundedFile(filePath: path, sizeLimit: limit, limitDescription: "\(limit) bytes").read() else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes a file or a folder with everything in it; one that is not there is fine.
    public static func remove(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw Failure(description: "cannot remove \(path): \(error)")
        }
    }

    /// Removes `folder` and then each folder above it, up to (not including) `top`, while they are empty: what the
    /// installer made for its own files goes with them, a folder that holds anything else stays.
    public static func removeEmptyFolders(from folder: String, upTo top: String) {
        var current = folder
        while current.hasPrefix(top + "/"), rmdir(current) == 0 {
            current = ExecutablePath.folder(of: current)
        }
    }

    /// `mkdir -p`, each new folder 0755.
    public static func makeFolders(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(description: "\(path) is in the way: it is not a folder") }
            return
        }
        try makeFolders(ExecutablePath.folder(of: path))
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure("cannot make the folder \(path)") }
        _ = chmod(path, 0o755)
    }

    private static func write(to destination: String, mode: mode_t, _ body: (Int32) throws -> Void) throws {
        try makeFolders(ExecutablePath.folder(of: destination))
        let staged = destination + ".new-\(getpid())"
        let output = open(staged, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard output >= 0 else { throw failure("cannot write \(staged)") }
        do {
            try body(output)
            guard fchmod(output, mode) == 0, fsync(output) == 0 else { throw failure("cannot write \(staged)") }
        } catch {
            close(output)
            unlink(staged)
            throw error
        }
        close(output)
        guard rename(staged, destination) == 0 else {
            let why = failure("cannot put \(destination) in place")
            unlink(staged)
            throw why
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>, to destination: String) throws {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw failure("cannot write \(destination)") }
            offset += n
        }
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: what + ": " + String(cString: strerror(errno)))
    }
}
