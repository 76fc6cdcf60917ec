import ClockCore
import ClockTerminal
import MusicLibrary
import Synchronization

/// MPD's database on the wall: `MPDLibrary` reads it on its own thread from the first time the wall shows, and what
/// it finds comes to the run loop's inbox as the local library's scan does. Trouble (down, wrong password, garbage)
/// is the scan's message, so it shows on the wall and a later good read takes it back.
final class MPDMusicSource: MusicSource {
    private let address: Result<MPDAddress, MPDAddressError>
    private let inbox: Inbox
    private var library: MPDLibrary?

    init(address: Result<MPDAddress, MPDAddressError>, inbox: Inbox) {
        self.address = address
        self.inbox = inbox
    }

    func start() {
        guard library == nil else { return }
        let inbox = self.inbox
        switch address {
        case .failure(let error):
            inbox.post([.libraryScanFinished(albumCount: 0, message: error.description)])
        case .success(let address):
            MPDCovers.use(address)
            let albumCount = Atomic(0)
            library = MPDLibrary.start(address: address) { update in
                switch update {
                case .albums(let albums): inbox.post([.albumsFound(albums)])
                case .removed(let ids): inbox.post([.albumsRemoved(ids)])
                case .loaded(let count):
                    albumCount.store(count, ordering: .relaxed)
                    // An empty database is no fault: the empty wall's hint says to update it.
                    inbox.post([.libraryScanFinished(albumCount: count, message: nil)])
                case .trouble(let error, let retryIn):
                    inbox.post([.libraryScanFinished(albumCount: albumCount.load(ordering: .relaxed),
                                                     message: Self.message(error, retryIn: retryIn))])
                }
            }
        }
    }

    /// MPD's albums come with their songs (a `find` per album would cost a round trip on every open): nothing to read.
    /// The album the state file named to resume has none: it is looked up on the server by its id, on a thread of
    /// its own, reading the database as the wall does so it is grouped the same (no songs: it is gone, or the
    /// server cannot be reached).
    func readTracks(of album: Album) {
        guard album.needsTracks, case .success(let address) = address else {
            inbox.post([.tracksRead(albumID: album.id, tracks: album.tracks)])
            return
        }
        let inbox = self.inbox, id = album.id
        MPDWakeConnection.readTracksInBackground(ofAlbum: id, address: address) { tracks in
            inbox.post([.tracksRead(albumID: id, tracks: tracks)])
        }
    }

    func cancel() { library?.cancel() }

    static func message(_ error: MPDError, retryIn: Double?) -> String {
        guard let retryIn else { return error.message }
        return error.message + "; trying again in \(Int(retryIn.rounded())) s"
    }
}
