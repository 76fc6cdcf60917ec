import ClockCore
import ClockSystem
import ClockTerminal
import Glibc
import MusicLibrary

/// The music library, read in the background from the first time the wall shows, so the clock alone never opens the
/// index: the index's albums come at once, then the folder's changes, then what changes while the program runs, each
/// posted to the loop's inbox.
final class BackgroundLibrary {
    /// The folder the wall shows, and why.
    let location: LibraryLocation
    /// The folder as the wall names it when the user named it (`AppOptions.musicFolder`), else nil.
    let namedFolder: String?
    private let indexFile: String?
    private let rescan: Bool
    private let inbox: Inbox
    private var library: IndexedLibrary?

    /// `namedBy`: where `musicDirectory` was named (`--music`, or the config file's `music =`).
    init(musicDirectory: String?, namedBy: LibraryLocation.Reason, rescan: Bool, environment: [String: String],
         inbox: Inbox) {
        let demo = ShippedResources.find(executablePath: ExecutablePath.current)?.demoLibrary
            ?? "/usr/share/tui-clock/DemoLibrary"
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.passwordFileHome()
        location = LibraryLocation.resolve(explicit: musicDirectory, explicitReason: namedBy, environment: environment,
                                           home: home, demoLibrary: demo)
        namedFolder = location.reason.isNamedByUser ? location.shown(home: home) : nil
        indexFile = LibraryIndexFile.path(forLibrary: location.directory, environment: environment, home: home)
        self.rescan = rescan
        self.inbox = inbox
    }

    /// Starts reading (once).
    func start() {
        guard library == nil else { return }
        let location = self.location, inbox = self.inbox
        library = IndexedLibrary.start(directory: location.directory, indexFile: indexFile, rebuild: rescan) { update in
            switch update {
            case .albums(let albums): inbox.post([.albumsFound(albums)])
            case .removed(let ids): inbox.post([.albumsRemoved(ids)])
            case .progress(let progress): inbox.post([.libraryScanProgress(progress)])
            case .checked(let summary):
                inbox.post([.libraryScanFinished(albumCount: summary.albumCount,
                                                 message: Self.message(for: summary, location: location))])
            }
        }
    }

    /// Reads an album's tracks from the index on a thread of its own (a few milliseconds; the UI never waits on
    /// SQLite) and posts them as `.tracksRead`.
    func readTracks(of album: Album) {
        let root = location.directory, indexFile = self.indexFile, inbox = self.inbox
        AlbumTracks.readInBackground(album, root: root, indexFile: indexFile) { tracks in
            inbox.post([.tracksRead(albumID: album.id, tracks: tracks)])
        }
    }

    /// Stops the scan and the folder's watch; called on every exit path.
    func cancel() { library?.cancel() }

    /// What the user should hear about a finished scan: why nothing was found, or how many files were passed over.
    static func message(for summary: ScanSummary, location: LibraryLocation) -> String? {
        if let failure = summary.failure {
            return "Cannot show music: \(failure.description(namedBy: location.reason))"
        }
        if let refusal = summary.indexRefusal { return refusal + " The music folder is read without an index." }
        // A folder the user named says it on the wall itself (`AlbumWall.folder`), with the kinds of file it reads.
        if summary.albumCount == 0 {
            return location.reason.isNamedByUser ? nil : "No playable music in \(location.directory) (\(location.reason))"
        }
        let n = summary.skippedCount
        guard n > 0 else { return nil }
        return "Skipped \(n) unreadable file\(n == 1 ? "" : "s") in \(location.directory)"
    }

    /// The home folder from the password database, for when `HOME` is unset or empty.
    static func passwordFileHome() -> String {
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return "/" }
        return String(cString: dir)
    }
}

extension TileMode {
    /// How covers are drawn on a terminal with `colors` colours (0: monochrome, as with `NO_COLOR`) that may or may
    /// not draw beyond ASCII.
    init(colors: Int, ascii: Bool) {
        let palette: TileMode.Colors
        switch colors {
        case 256...: palette = .colors256
        case 16..<256: palette = .colors16
        case 8..<16: palette = .colors8
        default: palette = .monochrome
        }
        self.init(colors: palette, asciiOnly: ascii)
    }
}
