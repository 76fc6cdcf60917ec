import Glibc

/// A pipe whose read end becomes readable when someone wakes it: how another thread, a signal handler or `cancel()`
/// ends a `poll` that would otherwise sleep (the self-pipe trick). Both ends are non-blocking, so neither side can
/// hang on it (a full pipe already holds a wake-up), and close-on-exec, so no child process inherits them.
public final class WakePipe: Sendable {
    /// The end to poll for `POLLIN`.
    public let readEnd: Int32
    /// The end `wake` writes to; a signal handler may write to it itself (`write` is async-signal-safe).
    public let writeEnd: Int32

    /// Nil when the process is out of file descriptors.
    public init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Makes the read end readable; safe from any thread.
    public func wake(_ byte: UInt8 = 1) {
        var byte = byte
        _ = write(writeEnd, &byte, 1)
    }

    /// The bytes written since the last call, oldest first; the read end is quiet again afterwards.
    @discardableResult
    public func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readEnd, &buffer, buffer.count)
            if n > 0 {
                bytes += buffer[0..<n]
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
    }
}
