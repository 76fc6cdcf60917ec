import Glibc

/// Text lines over a non-blocking socket, in both directions, with nothing that can block or grow without bound:
/// lines to send queue here and go out as fast as the other side reads them (`flush`, when `poll` says writable);
/// bytes received are cut into lines, and a line longer than `maxLineLength` is dropped up to its end, so a peer
/// that writes without newlines costs a fixed amount of memory.
struct LineStream {
    /// The longest line kept; mpv's longest are property changes carrying a title, far below this.
    static let maxLineLength = 64 * 1024
    /// How much one `receive` reads at most, so a flooding peer cannot keep the caller from its other work.
    static let readBudget = 256 * 1024

    /// What a `receive` found.
    struct Received {
        var lines: [Substring] = []
        /// Lines dropped for being longer than `maxLineLength` (counted when their end arrives, or as they pass the cap).
        var overlongLines = 0
        /// The peer closed its end (or the connection broke): nothing more will come.
        var closed = false
    }

    /// Bytes queued but not yet taken by the socket.
    private(set) var outgoing: [UInt8] = []
    /// The start of a line whose end has not arrived yet.
    private var partial: [UInt8] = []
    /// Inside a line that passed the cap: drop everything up to its newline.
    private var skippingOverlongLine = false

    var hasOutgoing: Bool { !outgoing.isEmpty }

    /// Bytes held of a line whose end has not arrived.
    var bufferedCount: Int { partial.count }

    /// Queues a line (which carries its own newline).
    mutating func queue(_ line: String) {
        outgoing += line.utf8
    }

    /// Sends as much of the queue as `socket` takes now; false when the connection is gone.
    mutating func flush(to socket: Int32) -> Bool {
        while !outgoing.isEmpty {
            // MSG_NOSIGNAL: a dead peer must surface as a closed connection, not kill tui-clock with SIGPIPE.
            let n = outgoing.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n > 0 {
                outgoing.removeFirst(n)
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                return true
            } else {
                outgoing.removeAll()
                return false
            }
        }
        return true
    }

    /// Reads what `socket` has (at most `readBudget` bytes) and returns the whole lines in it.
    mutating func receive(from socket: Int32) -> Received {
        var result = Received()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var budget = Self.readBudget
        while budget > 0 {
            let n = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, min($0.count, budget)) }
            if n > 0 {
                budget -= n
                take(chunk[0..<n], into: &result)
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                break
            } else {
                result.closed = true
                break
            }
        }
        return result
    }

    /// Cuts `bytes` into lines, keeping an unfinished one for later. Separate from `receive` so it is tested without a socket.
    mutating func take(_ bytes: ArraySlice<UInt8>, into result: inout Received) {
        var rest = bytes
        while !rest.isEmpty {
            guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else {
                keepPartial(rest, into: &result)
                return
            }
            if skippingOverlongLine {
                skippingOverlongLine = false
            } else if partial.count + (newline - rest.startIndex) > Self.maxLineLength {
                partial.removeAll()
                result.overlongLines += 1
            } else {
                partial += rest[..<newline]
                result.lines.append(Substring(decoding: partial, as: UTF8.self))
                partial.removeAll(keepingCapacity: true)
            }
            rest = rest[(newline + 1)...]
        }
    }

    private mutating func keepPartial(_ bytes: ArraySlice<UInt8>, into result: inout Received) {
        guard !skippingOverlongLine else { return }
        if partial.count + bytes.count > Self.maxLineLength {
            partial.removeAll()
            skippingOverlongLine = true
            result.overlongLines += 1
        } else {
            partial += bytes
        }
    }
}
