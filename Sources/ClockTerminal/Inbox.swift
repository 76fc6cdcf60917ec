import ClockCore
import Glibc
import Synchronization

/// The run loop's one mailbox: every answer to an effect (a save merged or failed, the library's albums, rendered
/// covers, the player's first words) queues here as a message for a later turn of the loop, never dispatched in the
/// middle of another; a byte on a pipe wakes the loop's `poll`. Safe from any thread.
public final class Inbox: WakeSource, Sendable {
    private let pending = Mutex<[Msg]>([])
    private let readEnd: Int32
    private let writeEnd: Int32

    public init() {
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

    public var fileDescriptor: Int32 { readEnd }

    /// Queues messages; safe from any thread.
    public func post(_ msgs: [Msg]) {
        pending.withLock { $0 += msgs }
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up; the byte is not needed then.
        _ = write(writeEnd, &byte, 1)
    }

    public func drain(at now: Moment) -> [Msg] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return pending.withLock { msgs in
            defer { msgs.removeAll() }
            return msgs
        }
    }
}
