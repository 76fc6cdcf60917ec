import ClockCore
import ClockSystem
import Synchronization

/// The run loop's one mailbox: every answer to an effect (a save merged or failed, the library's albums, rendered
/// covers, the player's first words) queues here as a message for a later turn of the loop, never dispatched in the
/// middle of another; a byte on a pipe wakes the loop's `poll`. Safe from any thread.
public final class Inbox: WakeSource, Sendable {
    private let pending = Mutex<[Msg]>([])
    private let wake: WakePipe

    /// Fails only when the process is out of file descriptors.
    public init() throws {
        guard let wake = WakePipe() else { throw TerminalError.initFailed("cannot create a pipe") }
        self.wake = wake
    }

    public var fileDescriptor: Int32 { wake.readEnd }

    /// Queues messages; safe from any thread.
    public func post(_ msgs: [Msg]) {
        pending.withLock { $0 += msgs }
        wake.wake()
    }

    public func drain(at now: Moment) -> [Msg] {
        wake.drain()
        return pending.withLock { msgs in
            defer { msgs.removeAll() }
            return msgs
        }
    }
}
