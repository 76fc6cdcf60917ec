import ClockCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file without trusting it (the state file, the config file): never blocking, never more than
/// `sizeLimit + 1` bytes, and only from a regular file, so a FIFO, /dev/zero or a huge file can neither hang
/// the start nor fill the memory.
struct BoundedFile {
    let filePath: String
    let sizeLimit: Int
    /// "1 MiB a state file", for the message about a file that is too large.
    let limitDescription: String

    /// The file's bytes, if it is a regular file of at most `sizeLimit` bytes. Opened non-blocking, so a FIFO
    /// without a writer opens at once (and is then refused); at most `sizeLimit + 1` bytes are ever read.
    func read() -> Result<[UInt8], ReadFailure> {
        let fd = open(filePath, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(ReadFailure("cannot open it: \(StateStore.lastError())", vanished: errno == ENOENT && !isLink()))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(ReadFailure("cannot examine it: \(StateStore.lastError())")) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(ReadFailure("it is \(describeNonRegular(mode: info.st_mode)), not a regular file"))
        }
        guard info.st_size <= sizeLimit else { return .failure(tooLarge(bytes: "\(info.st_size)")) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= sizeLimit {
            let n = Glibc.read(fd, &buffer, min(buffer.count, sizeLimit + 1 - bytes.count))
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure("cannot read it: \(StateStore.lastError())"))
            }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: buffer[0..<n])
        }
        // It grew past the limit while being read.
        return .failure(tooLarge(bytes: "more than \(sizeLimit)"))
    }

    private func tooLarge(bytes: String) -> ReadFailure {
        ReadFailure("it is \(bytes) bytes long, more than the \(limitDescription) may have")
    }

    /// "a named pipe (FIFO)", or "a link to /dev/zero, a character device".
    private func describeNonRegular(mode: mode_t) -> String {
        let kind: String
        switch mode & S_IFMT {
        case S_IFDIR: kind = "a directory"
        case S_IFIFO: kind = "a named pipe (FIFO)"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a file"
        }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX))
        let n = readlink(filePath, &target, target.count)
        guard n > 0 else { return kind }
        return "a link to \(String(decoding: target[0..<n].map(UInt8.init(bitPattern:)), as: UTF8.self)), \(kind)"
    }

    /// Whether the file's path is a symbolic link (which may dangle).
    private func isLink() -> Bool {
        var info = stat()
        return lstat(filePath, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    struct ReadFailure: Error, CustomStringConvertible {
        var description: String
        /// The file was there a moment ago and is gone now.
        var vanished = false
        init(_ d: String, vanished: Bool = false) {
            description = d
            self.vanished = vanished
        }
    }
}

extension StateStore {
    typealias ReadFailure = BoundedFile.ReadFailure

    func readBounded() -> Result<[UInt8], ReadFailure> {
        BoundedFile(filePath: filePath, sizeLimit: Self.sizeLimit, limitDescription: "1 MiB a state file").read()
    }
}
