import CMPD
import ClockCore
import ClockSystem

/// MPD itself as what a wake-up asks of it (`MPDWakeServer`): one connection, made at the first call (loading the
/// MPD plugin then, never before an alarm rings), on the caller's thread. MPD closes a connection left quiet for a
/// minute (its `connection_timeout`), as this one is between the fade's end and the ring's: a call that finds it
/// closed connects again once.
public final class MPDWakeConnection: MPDWakeServer {
    private let address: MPDAddress
    private let timeout: Double
    /// How long one page of the database may take while the album is looked for.
    private let pageTimeLimit: Double
    private var connection: MPDConnection?

    public init(address: MPDAddress, timeout: Double = MPDLibrary.answerTimeout, pageTimeLimit: Double = 10) {
        (self.address, self.timeout, self.pageTimeLimit) = (address, timeout, pageTimeLimit)
    }

    public func volume() throws(MPDError) -> Int? {
        let volume = try using { connection throws(MPDError) in try connection.player().volume }
        return volume >= 0 ? Int(volume) : nil
    }

    /// Reads the whole database, as the wall does, so the album is grouped exactly as the one the user picked
    /// (an album's songs may lie in several folders); 100,000 songs take about 2 s.
    public func album(id: String) throws(MPDError) -> Album? {
        try using { connection throws(MPDError) in
            var found: Album?
            _ = try MPDAlbums.read(from: connection, pageTimeLimit: pageTimeLimit) { albums in
                if let album = albums.first(where: { $0.id == id }) { found = album }
            }
            return found
        }
    }

    public func play(_ uris: [String]) throws(MPDError) {
        try using { connection throws(MPDError) in try connection.play(uris, from: 0) }
    }

    public func setVolume(_ volume: Int) throws(MPDError) {
        try using { connection throws(MPDError) in try connection.control(TC_MPD_SET_VOLUME, volume) }
    }

    public func state() throws(MPDError) -> MPDPlayerSnapshot.State {
        try using { connection throws(MPDError) in MPDPlayerSnapshot(try connection.player()).state }
    }

    public func stop() throws(MPDError) {
        try using { connection throws(MPDError) in try connection.control(TC_MPD_STOP) }
    }

    /// `body` on the connection, connecting first if needed, and once more when MPD had closed it.
    private func using<T>(_ body: (MPDConnection) throws(MPDError) -> T) throws(MPDError) -> T {
        let reused = connection != nil
        do throws(MPDError) {
            return try attempt(body)
        } catch where reused && error.kind == .closed {
            return try attempt(body)
        }
    }

    private func attempt<T>(_ body: (MPDConnection) throws(MPDError) -> T) throws(MPDError) -> T {
        do throws(MPDError) {
            return try body(try connected())
        } catch {
            // A refused command leaves the connection fine; any other failure leaves it unusable.
            if error.kind != .refused { connection = nil }
            throw error
        }
    }

    private func connected() throws(MPDError) -> MPDConnection {
        if let connection { return connection }
        let made = try MPDConnection(address: address, timeout: timeout)
        connection = made
        return made
    }
}

extension MPDWakeConnection {
    /// The songs of album `id` on the server, looked up on a thread of their own (the album the state file named,
    /// resumed after a restart); `then` gets them there, none when it is gone or the server cannot be reached.
    public static func readTracksInBackground(ofAlbum id: String, address: MPDAddress,
                                              then: @escaping @Sendable ([Track]) -> Void) {
        WorkerThread.start {
            let found = try? MPDWakeConnection(address: address).album(id: id)
            then(found?.tracks ?? [])
        }
    }
}
