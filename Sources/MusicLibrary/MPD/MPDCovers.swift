import ClockCore
import ClockSystem
import Synchronization

/// Covers of the albums on the MPD server the music is on, for the cover worker: one connection of their own,
/// opened at the first cover and again after a failure — but not for `quietAfterFailure` seconds, so a server that
/// is down costs the cover worker one timeout, not one per cover on screen.
public enum MPDCovers {
    static let quietAfterFailure = 10.0

    private struct State {
        var address: MPDAddress?
        var connection: MPDConnection?
        var failedAt: Double?
    }

    private static let state = Mutex(State())

    /// The server whose covers `CoverSource.server` names; set once, before the wall shows.
    public static func use(_ address: MPDAddress) {
        state.withLock { $0 = State(address: address) }
    }

    /// The picture for the song at `uri`: its folder's cover file first (what the user chose as the album's face),
    /// else the picture embedded in it. Nil when there is none or MPD cannot be asked now.
    static func picture(uri: String, maxBytes: Int) -> Result<[UInt8]?, MPDError> {
        state.withLock { state in
            guard let address = state.address else { return .success(nil) }
            let now = KernelClocks.monotonicSeconds()
            if let failed = state.failedAt, now - failed < quietAfterFailure { return .success(nil) }
            do throws(MPDError) {
                if state.connection == nil { state.connection = try MPDConnection(address: address) }
                let connection = state.connection!
                if let file = try connection.picture(uri: uri, embedded: false, maxBytes: maxBytes) { return .success(file) }
                return .success(try connection.picture(uri: uri, embedded: true, maxBytes: maxBytes))
            } catch where error.kind == .tooLarge {
                // The connection is in the middle of nothing: the refusal came before the next chunk was asked for.
                return .failure(error)
            } catch {
                state.connection = nil
                state.failedAt = now
                return .failure(error)
            }
        }
    }
}
