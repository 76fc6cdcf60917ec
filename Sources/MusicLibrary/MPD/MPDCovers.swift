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

    /// The album folder above the disc folder a song lies in (`Artist/Album/CD1/01.flac` → `Artist/Album`), nil when
    /// its folder is no disc folder. A multi-disc album keeps its cover there, beside `CD1` and `CD2`, as the local wall
    /// finds it; MPD's `albumart` looks only in the song's own folder, but asked for `Artist/Album/` it looks in that.
    static func albumFolder(ofDiscSong uri: String) -> String? {
        let parts = uri.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, FolderLayout.discNumber(folderName: String(parts[parts.count - 2])) != nil else { return nil }
        return parts.dropLast(2).joined(separator: "/")
    }

    /// The picture for the song at `uri`: its folder's cover file first (what the user chose as the album's face),
    /// then its album folder's when it lies in a disc folder, else the picture embedded in it. Nil when there is none
    /// or MPD cannot be asked now.
    static func picture(uri: String, maxBytes: Int) -> Result<[UInt8]?, MPDError> {
        state.withLock { state in
            guard let address = state.address else { return .success(nil) }
            let now = KernelClocks.monotonicSeconds()
            if let failed = state.failedAt, now - failed < quietAfterFailure { return .success(nil) }
            do throws(MPDError) {
                if state.connection == nil { state.connection = try MPDConnection(address: address) }
                let connection = state.connection!
                if let file = try connection.picture(uri: uri, embedded: false, maxBytes: maxBytes) { return .success(file) }
                if let album = albumFolder(ofDiscSong: uri),
                   let file = try connection.picture(uri: album + "/", embedded: false, maxBytes: maxBytes) {
                    return .success(file)
                }
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
