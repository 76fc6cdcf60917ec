import Glibc

nonisolated(unsafe) private var signalWriteFD: Int32 = -1

/// Turns asynchronous signals into bytes on a pipe the run loop polls, so all handling happens on the
/// loop's one thread (the classic self-pipe trick). Installed before curses starts, so curses keeps its hands off them.
public final class SignalPipe {
    public let readFD: Int32
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT, SIGQUIT]

    public init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError.initFailed("cannot create a pipe") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        signalWriteFD = fds[1]
        signal(SIGPIPE, SIG_IGN)
        for sig in Self.handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                var byte = UInt8(truncatingIfNeeded: sig)
                let saved = errno
                _ = write(signalWriteFD, &byte, 1)
                errno = saved
            }
            action.sa_flags = Int32(SA_RESTART)
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, nil)
        }
    }

    /// The signals that arrived since the last call, oldest first.
    public func drain() -> [Int32] {
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readFD, &buffer, buffer.count)
            if n <= 0 { break }
            result += buffer[0..<n].map { Int32($0) }
        }
        return result
    }

    /// Stops the process for Ctrl-Z with the default action, then comes back here after `fg`.
    public static func stopSelf() {
        kill(getpid(), SIGSTOP)
    }
}
