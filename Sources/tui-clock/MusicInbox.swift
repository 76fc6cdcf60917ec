import ClockCore
import ClockTerminal
import Glibc
import Synchronization

/// Messages from other threads for the run loop: they queue here, and a byte on a pipe wakes the loop's `poll`.
final class MusicInbox: WakeSource, Sendable {
    private let pending = Mutex<[Msg]>([])
    private let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        // Close-on-exec keeps the pipe out of mpv; non-blocking so neither side can hang on it.
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            }
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    var fileDescriptor: Int32 { readEnd }

    /// Queues messages; safe from any thread.
    func post(_ msgs: [Msg]) {
        pending.withLock { $0 += msgs }
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up; the byte is not needed then.
        _ = write(writeEnd, &byte, 1)
    }

    func drain(at now: Moment) -> [Msg] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return pending.withLock { msgs in
            defer { msgs.removeAll() }
            return msgs
        }
    }
}
