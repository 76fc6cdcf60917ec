import ClockSystem
import Glibc

/// A program running on a pseudo-terminal the test owns, as if in a terminal window: the test writes what a
/// terminal would send (keys, mouse reports, pastes, replies), resizes the window, signals the process, and
/// keeps everything the program writes.
public final class PseudoTerminalSession {
    public let pid: pid_t
    /// -1 once the test hung up.
    private var master: Int32
    /// Everything the program wrote so far.
    public private(set) var output: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts `path` with `arguments` and exactly `environment` on a new terminal of `columns` x `rows`.
    public init(path: String, arguments: [String] = [], environment: [String: String],
                columns: Int = 80, rows: Int = 24) throws {
        (pid, master) = try PseudoTerminalSpawn.start(path: path, arguments: arguments, environment: environment,
                                                      columns: columns, rows: rows)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit { PseudoTerminalSpawn.end(pid: pid, master: master, exited: exitStatus != nil) }

    /// Sets the window size; the kernel sends SIGWINCH to the program, as when a terminal window is resized.
    /// `pixels` fills TIOCGWINSZ's pixel fields (width, height), as xterm and tmux do.
    public func resize(columns: Int, rows: Int, pixels: (Int, Int) = (0, 0)) {
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns),
                           ws_xpixel: UInt16(clamping: pixels.0), ws_ypixel: UInt16(clamping: pixels.1))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends bytes as the terminal would, reading the program's output meanwhile so neither side blocks.
    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if n > 0 {
                offset += n
            } else if n < 0 && errno != EAGAIN && errno != EINTR {
                return
            } else {
                read(for: 0.005)
            }
        }
    }

    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads output for `seconds`. Returns false once the program has closed the terminal.
    @discardableResult
    public func read(for seconds: Double) -> Bool {
        guard master >= 0 else {
            usleep(useconds_t(max(0, seconds) * 1_000_000))
            return false
        }
        let deadline = KernelClocks.monotonicSeconds() + seconds
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(master, &buffer, buffer.count)
            if n > 0 {
                output += buffer[0..<n]
                continue
            }
            // EIO: every descriptor of the other side is closed.
            if n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR) { return false }
            let left = deadline - KernelClocks.monotonicSeconds()
            if left <= 0 { return true }
            var fd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, Int32(min(left, 0.05) * 1000) + 1)
        }
    }

    /// Reads until `text` has appeared after `offset` in the output, or `seconds` pass; whether it did.
    public func waitFor(_ text: String, after offset: Int = 0, seconds: Double) -> Bool {
        let deadline = KernelClocks.monotonicSeconds() + seconds
        repeat {
            if Self.find(Array(text.utf8), in: output, from: offset) != nil { return true }
            if !read(for: 0.02) { break }
        } while KernelClocks.monotonicSeconds() < deadline
        return Self.find(Array(text.utf8), in: output, from: offset) != nil
    }

    /// Closes the terminal's side, as closing its window or a dropped ssh link does: the kernel hangs up the
    /// program's terminal (SIGHUP to it, and its reads fail).
    public func hangUp() {
        close(master)
        master = -1
    }

    /// Whether the process is still running (a stopped or exited one is not).
    public var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = status
            return false
        }
        return true
    }

    /// Waits up to `seconds` for the program to end, reading its output; the exit code, 128 + the signal that
    /// ended it, or nil if it still runs.
    public func waitForExit(seconds: Double) -> Int32? {
        let deadline = KernelClocks.monotonicSeconds() + seconds
        while isRunning, KernelClocks.monotonicSeconds() < deadline { read(for: 0.01) }
        read(for: 0)
        guard let status = exitStatus else { return nil }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The offset of the last occurrence of `needle` in `haystack`, or nil.
    public static func lastIndex(of needle: String, in haystack: [UInt8]) -> Int? {
        let bytes = Array(needle.utf8)
        guard haystack.count >= bytes.count else { return nil }
        return stride(from: haystack.count - bytes.count, through: 0, by: -1).first {
            haystack[$0..<($0 + bytes.count)].elementsEqual(bytes)
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
