import ClockSystem
import Glibc
import TestSupport

/// A child process on a pseudo-terminal this process owns: the child's stdin, stdout and stderr are the slave
/// side, which is its controlling terminal; everything it writes is read here from the master side.
final class PseudoTerminal {
    let pid: pid_t
    private let master: Int32
    /// When the program was started, on `KernelClocks`.
    let spawnedAt: Double
    /// Bytes read from the master so far.
    private(set) var bytesRead = 0
    /// Output bursts seen so far: runs of bytes with less than `burstGap` seconds between reads (about one a frame).
    private(set) var bursts = 0
    static let burstGap = 0.010
    /// When the most recent bytes arrived.
    private(set) var lastByteAt: Double?
    private var exitStatus: Int32?
    /// Output kept since `keepOutput()`, for `waitForText`; nil while not kept.
    private var kept: [UInt8]?

    /// Starts `path` with `arguments` and `environment` on a new terminal of `columns` x `rows`.
    init(path: String, arguments: [String], environment: [String: String], columns: Int, rows: Int) throws {
        spawnedAt = KernelClocks.monotonicSeconds()
        do {
            (pid, master) = try PseudoTerminalSpawn.start(path: path, arguments: arguments, environment: environment,
                                                          columns: columns, rows: rows)
        } catch {
            throw BenchError.system(error.description)
        }
    }

    deinit { PseudoTerminalSpawn.end(pid: pid, master: master, exited: exitStatus != nil) }

    /// Reads whatever arrives until `deadline` (on `KernelClocks`), or until `stop` returns true after a read.
    /// Returns false if the child closed the terminal.
    @discardableResult
    func pump(until deadline: Double, stop: () -> Bool = { false }) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let left = deadline - KernelClocks.monotonicSeconds()
            if left <= 0 { return true }
            var fd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, Int32((left * 1000).rounded(.up)))
            if ready < 0 { if errno == EINTR { continue } else { return false } }
            if ready == 0 { continue }
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { return false }  // EIO: every slave descriptor is closed, the child is gone
            let now = KernelClocks.monotonicSeconds()
            if let last = lastByteAt, now - last < Self.burstGap {} else { bursts += 1 }
            bytesRead += n
            lastByteAt = now
            kept?.append(contentsOf: buffer[0..<n])
            if stop() { return true }
        }
    }

    /// Waits for the first byte after `since`, then for a burst of output that ends in `quiet` seconds of silence
    /// with at least `minimumBytes` written since `since` (so the terminal set-up, which comes just before the
    /// first frame, does not count as a frame). Returns when the first and the last byte arrived, or nil if that
    /// did not happen before `since + limit`.
    func burst(after since: Double, quiet: Double, minimumBytes: Int = 1, limit: Double) -> (first: Double, last: Double)? {
        let before = bytesRead
        let deadline = since + limit
        pump(until: deadline) { bytesRead > before }
        guard bytesRead > before, let first = lastByteAt else { return nil }
        var last = first
        while KernelClocks.monotonicSeconds() < deadline {
            pump(until: min(deadline, last + quiet))
            if let newest = lastByteAt, newest != last {
                last = newest
            } else if bytesRead - before >= minimumBytes {
                return (first, last)
            } else {
                let seen = bytesRead
                pump(until: deadline) { bytesRead > seen }
                last = lastByteAt ?? last
            }
        }
        return nil
    }

    /// Starts keeping the output from here on (dropping what was kept before), so `waitForText` can search it.
    func keepOutput() { kept = [] }

    /// Reads until `text` appears in the output kept since `keepOutput()`; returns when the read that completed it
    /// returned, or nil if it did not appear before `deadline`.
    func waitForText(_ text: String, until deadline: Double) -> Double? {
        let needle = Array(text.utf8)
        var searched = 0
        var seen = false
        // Searches only what arrived since the last look (plus the needle's length, for a match split across reads).
        func look() -> Bool {
            guard let kept, kept.count >= needle.count else { return false }
            let last = kept.count - needle.count
            if searched <= last {
                seen = (searched...last).contains { kept[$0..<($0 + needle.count)].elementsEqual(needle) }
                searched = last + 1
            }
            return seen
        }
        if look() { return lastByteAt }
        pump(until: deadline, stop: look)
        return seen ? lastByteAt : nil
    }

    /// Sets the terminal size. The kernel then sends SIGWINCH to the terminal's foreground process group,
    /// the child's session, exactly as when a terminal emulator's window is resized.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `text` into the terminal.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits up to `timeout` seconds for the child to exit, reading its output meanwhile; returns its exit code,
    /// 128 + the signal if a signal ended it, or nil if it is still running.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = KernelClocks.monotonicSeconds() + timeout
        while exitStatus == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7f
                exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
                break
            }
            if KernelClocks.monotonicSeconds() >= deadline { return nil }
            if !pump(until: min(deadline, KernelClocks.monotonicSeconds() + 0.01)) { usleep(1000) }
        }
        return exitStatus
    }
}
