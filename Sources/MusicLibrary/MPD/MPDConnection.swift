import CMPD
import ClockCore
import Glibc
import Synchronization

/// One connection to MPD through libmpdclient (the MPD plugin). Every call blocks until MPD answers or `timeout`
/// passes without a byte, so it is used on a worker thread only; `interrupt()` ends a call at once from any thread.
final class MPDConnection: @unchecked Sendable {

    let address: MPDAddress
    private let table: UnsafePointer<tc_mpd_table>
    private let handle: OpaquePointer
    /// The socket, for `interrupt`; -1 once closed, so a late interrupt never shuts down another file.
    private let socket = Mutex<Int32>(-1)

    /// Connects, reads MPD's greeting and sends the password, if any.
    init(address: MPDAddress, timeout: Double = MPDLibrary.answerTimeout) throws(MPDError) {
        let table: MPDPlugin.Table
        switch MPDPlugin.table() {
        case .success(let loaded): table = loaded
        case .failure(let error): throw error
        }
        self.address = address
        self.table = table.functions
        guard let handle = table.functions.pointee.open(address.connectionHost, address.connectionPort,
                                                        UInt32(max(1, timeout * 1000))) else {
            throw MPDError(.outOfMemory, "Cannot reach \(address): out of memory")
        }
        self.handle = handle
        socket.withLock { $0 = table.functions.pointee.socket(handle) }
        try check(table.functions.pointee.status(handle), doing: "reach")
        if table.functions.pointee.server_version(handle) < 2100 {
            throw MPDError(.refused, "\(address) is too old: tui-clock needs MPD 0.21 or newer")
        }
        if let password = address.password {
            try check(table.functions.pointee.password(handle, password), doing: "log in to")
        }
    }

    deinit {
        socket.withLock { $0 = -1 }
        table.pointee.close(handle)
    }

    /// Ends the call in progress (and every later one) at once; safe from any thread.
    func interrupt() {
        socket.withLock { fd in if fd >= 0 { _ = shutdown(fd, Int32(SHUT_RDWR)) } }
    }

    /// Songs `range` of MPD's whole database, in its folder-by-folder order, each handed to `sink` while its strings
    /// are valid; `sink` answers false to stop (the connection is then done). Returns how many `sink` saw.
    func songs(_ range: Range<Int>, sink: (UnsafePointer<tc_mpd_song>) -> Bool) throws(MPDError) -> Int {
        try list(table.pointee.songs, range, doing: "read the database of", sink: sink)
    }

    /// Positions `range` of MPD's queue (fewer at its end), as `songs` hands the database's.
    func queueSongs(_ range: Range<Int>, sink: (UnsafePointer<tc_mpd_song>) -> Bool) throws(MPDError) -> Int {
        try list(table.pointee.queue_songs, range, doing: "read the queue of", sink: sink)
    }

    private typealias Listing = @convention(c) (OpaquePointer?, UInt32, UInt32, tc_mpd_song_sink?, UnsafeMutableRawPointer?,
                                                UnsafeMutablePointer<UInt32>?) -> tc_mpd_status

    private func list(_ listing: Listing, _ range: Range<Int>, doing what: String,
                      sink: (UnsafePointer<tc_mpd_song>) -> Bool) throws(MPDError) -> Int {
        var count: UInt32 = 0
        let status = withoutActuallyEscaping(sink) { sink in
            withUnsafePointer(to: sink) { context in
                listing(handle, UInt32(range.lowerBound), UInt32(range.upperBound), { raw, song in
                    let sink = raw!.assumingMemoryBound(to: ((UnsafePointer<tc_mpd_song>) -> Bool).self).pointee
                    return sink(song!) ? 0 : 1
                }, UnsafeMutableRawPointer(mutating: context), &count)
            }
        }
        if status != TC_MPD_STOPPED { try check(status, doing: what) }
        return Int(count)
    }

    /// Waits, however long, until one of `subsystems` changes on the server; returns those that did.
    func idle(_ subsystems: MPDSubsystems) throws(MPDError) -> MPDSubsystems {
        var changed: UInt32 = 0
        try check(table.pointee.idle(handle, subsystems.rawValue, &changed), doing: "wait for")
        return MPDSubsystems(rawValue: changed)
    }

    /// Replaces MPD's queue with `uris` and plays the one at `from`.
    func play(_ uris: [String], from: Int) throws(MPDError) {
        var copies = uris.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let status = copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { pointers in
                table.pointee.play_songs(handle, pointers, UInt32(uris.count), UInt32(from))
            }
        }
        try check(status, doing: "play on")
    }

    /// Adds `uris` after everything in MPD's queue.
    func add(_ uris: [String]) throws(MPDError) {
        var copies = uris.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let status = copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { pointers in
                table.pointee.add_songs(handle, pointers, UInt32(uris.count))
            }
        }
        try check(status, doing: "queue on")
    }

    /// Takes queue positions `range` out of MPD's queue.
    func delete(_ range: Range<Int>) throws(MPDError) {
        let status = table.pointee.delete_songs(handle, UInt32(range.lowerBound), UInt32(range.upperBound))
        try check(status, doing: "queue on")
    }

    /// One of the player's simple commands (pause, next, volume, seek …).
    func control(_ action: tc_mpd_action, _ value: Int = 0) throws(MPDError) {
        try check(table.pointee.control(handle, action, Int32(clamping: value)), doing: "control")
    }

    /// What MPD's player is doing now.
    func player() throws(MPDError) -> tc_mpd_player {
        var state = tc_mpd_player()
        try check(table.pointee.player(handle, &state), doing: "ask")
        return state
    }

    /// The cover picture MPD keeps for `uri` — the file in its folder (`albumart`) or the one embedded in it
    /// (`readpicture`) — read in MPD's chunks; nil when there is none. Refused, not read whole, beyond `maxBytes`.
    func picture(uri: String, embedded: Bool, maxBytes: Int) throws(MPDError) -> [UInt8]? {
        let chunkSize = try pictureChunk(maxBytes: maxBytes)
        var bytes: [UInt8] = []
        // Mapped, not allocated: only the pages MPD's chunk fills become resident (most songs have no embedded
        // picture), all are returned at once, and malloc's threshold for mapping large blocks is not raised to a MiB
        // by freeing it (which kept the wall's later allocations in the heap: +0.5 MiB at rest).
        guard let mapped = mmap(nil, chunkSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else {
            throw MPDError(.outOfMemory, "Cannot read a cover from \(address): out of memory")
        }
        defer { munmap(mapped, chunkSize) }
        let chunk = UnsafeMutableRawBufferPointer(start: mapped, count: chunkSize)
        while true {
            var length = 0
            var total: UInt64 = 0
            let status = table.pointee.picture(handle, embedded ? 1 : 0, uri, UInt32(bytes.count), chunk.baseAddress,
                                               chunk.count, &length, &total)
            // albumart says "No file exists" with an ACK: no cover file, and the connection is fine.
            if status == TC_MPD_REFUSED { return nil }
            try check(status, doing: "read a cover from")
            guard total > 0 else { return nil }
            // Said before the first chunk's bytes: a picture too large is refused after that one chunk.
            guard total <= UInt64(maxBytes) else {
                throw MPDError(.tooLarge, "\(address) has a cover of \(total >> 20) MiB for \(uri), over \(maxBytes >> 20) MiB; not read")
            }
            guard length > 0 else { throw MPDError(.garbage, "\(address) sent an empty chunk of a cover for \(uri)") }
            bytes += UnsafeRawBufferPointer(rebasing: chunk[..<length])
            if bytes.count >= total { return bytes }
        }
    }

    /// MPD's default binary chunk: what a server sends that refused `binarylimit` (older than MPD 0.22.4).
    static let defaultChunk = 8192
    /// The chunk asked for with `binarylimit`: most covers (tens to hundreds of KiB) in one round trip rather than one
    /// per 8 KiB, and at most this much read of a cover over the local limit before its size refuses it.
    static let largestChunk = 1 << 20

    /// The chunk this connection's pictures come in, once asked (`binarylimit`, on its first picture).
    private var chunkSize: Int?

    /// Asks MPD once for chunks of up to `largestChunk`, and never more than a whole cover may be (`maxBytes`); a
    /// server that refuses keeps to its default.
    private func pictureChunk(maxBytes: Int) throws(MPDError) -> Int {
        if let chunkSize { return chunkSize }
        let wanted = max(Self.defaultChunk, min(Self.largestChunk, maxBytes))
        let status = table.pointee.binary_limit(handle, UInt32(wanted))
        if status != TC_MPD_REFUSED { try check(status, doing: "read a cover from") }
        let chunk = status == TC_MPD_OK ? wanted : Self.defaultChunk
        chunkSize = chunk
        return chunk
    }

    private func check(_ status: tc_mpd_status, doing what: String) throws(MPDError) {
        guard status != TC_MPD_OK else { return }
        let said = table.pointee.message(handle).map { String(cString: $0) } ?? ""
        let kind: MPDError.Kind
        let message: String
        switch status {
        case TC_MPD_UNREACHABLE: (kind, message) = (.unreachable, "Cannot \(what) \(address): \(said)")
        case TC_MPD_TIMEOUT: (kind, message) = (.timeout, "\(address) did not answer (\(said))")
        case TC_MPD_CLOSED: (kind, message) = (.closed, "\(address) closed the connection")
        case TC_MPD_GARBAGE: (kind, message) = (.garbage, "\(address) does not answer as MPD does: \(said)")
        case TC_MPD_PASSWORD: (kind, message) = (.wrongPassword, "\(address) refused the password: \(said)")
        case TC_MPD_PERMISSION:
            (kind, message) = (.needsPassword, "\(address) wants a password: give it as mpd://PASSWORD@host (\(said))")
        case TC_MPD_OUT_OF_MEMORY: (kind, message) = (.outOfMemory, "Cannot \(what) \(address): out of memory")
        default: (kind, message) = (.refused, "Cannot \(what) \(address): \(said)")
        }
        throw MPDError(kind, message)
    }
}

extension MPDAddress {
    /// What libmpdclient's `mpd_connection_new` takes: a host name, an address or a socket's path, and a port.
    var connectionHost: String {
        switch place {
        case .network(let host, _): host
        case .socket(let path): path
        }
    }

    var connectionPort: UInt32 {
        switch place {
        case .network(_, let port): UInt32(port)
        case .socket: 0
        }
    }
}

/// MPD's subsystems, as `idle` names them (libmpdclient's `enum mpd_idle` bits).
struct MPDSubsystems: OptionSet, Sendable {
    let rawValue: UInt32
    static let database = MPDSubsystems(rawValue: 0x1)
    static let playlist = MPDSubsystems(rawValue: 0x4)
    static let player = MPDSubsystems(rawValue: 0x8)
    static let mixer = MPDSubsystems(rawValue: 0x10)
    static let options = MPDSubsystems(rawValue: 0x40)
    static let update = MPDSubsystems(rawValue: 0x80)
}
