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
        let msgs = pending.withLock { msgs in
            defer { msgs.removeAll() }
            return msgs
        }
        return Self.joiningAlbums(msgs)
    }

    /// Albums found one batch after another arrive as one message: each message re-deals the whole wall, and a
    /// library read from its index sends batches faster than a wall of 100,000 albums is re-dealt (a minute of
    /// the UI thread at 1,000,000 tracks, batch by batch). Joined, the wall is re-dealt once per turn of the loop.
    /// Only neighbours are joined, so a removal between two batches keeps its place.
    static func joiningAlbums(_ msgs: [Msg]) -> [Msg] {
        var joined: [Msg] = []
        var albums: [Album]?
        for msg in msgs {
            if case .albumsFound(let more) = msg {
                if albums == nil { albums = more } else { albums!.append(contentsOf: more) }
                continue
            }
            if let found = albums { joined.append(.albumsFound(found)) }
            albums = nil
            joined.append(msg)
        }
        if let found = albums { joined.append(.albumsFound(found)) }
        return joined
    }
}
