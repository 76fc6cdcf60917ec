import ClockCore
import ClockSystem
import ClockTerminal
import FoundationEssentials
import Glibc
import MusicLibrary

/// The program's side of the effects beyond the terminal, each carried out by the concrete object that does it: the
/// state file, the ring sound, the audio player, the library scan and the cover renderer. Their answers come back
/// through the run loop's inbox (or, for the player and the ring sound, their own wake sources) as later messages.
final class ProgramEffects: EffectPerformer {
    /// `TUI_CLOCK_AUDIO_OUTPUT`: mpv's `--ao` (e.g. `null` to play silently, as the end-to-end tests do).
    static let audioOutputVariable = "TUI_CLOCK_AUDIO_OUTPUT"

    /// Descriptors the run loop polls (scan results, player events).
    let sources: [WakeSource]
    /// The folder the wall shows, and why.
    let location: LibraryLocation

    private let inbox: Inbox
    private let sync: StateFileSync?
    private let alarmSound: AlarmSound
    private let coverTiles: BackgroundCoverTiles
    private let player: PlayerChannel
    private let indexFile: String?
    private let rescan: Bool
    private var library: IndexedLibrary?

    init(musicDirectory: String?, rescan: Bool = false, environment: [String: String], ascii: Bool, colors: Int,
         inbox: Inbox, sync: StateFileSync?, alarmSound: AlarmSound) {
        let demo = ShippedResources.find(executablePath: ExecutablePath.current)?.demoLibrary
            ?? "/usr/share/tui-clock/DemoLibrary"
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.passwordFileHome()
        location = LibraryLocation.resolve(explicit: musicDirectory, environment: environment, home: home,
                                           demoLibrary: demo)
        indexFile = LibraryIndexFile.path(forLibrary: location.directory, environment: environment, home: home)
        self.rescan = rescan
        self.inbox = inbox
        self.sync = sync
        self.alarmSound = alarmSound
        coverTiles = BackgroundCoverTiles(mode: Self.tileMode(colors: colors, ascii: ascii),
                                          onRendered: { inbox.post([.coversRendered([$0])]) },
                                          onDropped: { inbox.post([.coverRequestsDropped($0)]) })
        let audio = environment[Self.audioOutputVariable].flatMap { $0.isEmpty ? nil : $0 }
        player = PlayerChannel(options: MPVPlayer.Options(audioOutput: audio), inbox: inbox)
        sources = [player, alarmSound] + (sync.map { [$0] } ?? [])
    }

    /// Without a place for the state file (the user was told at start-up) there is nothing to write.
    func saveAlarms(_ state: SavedState) throws -> SavedState? { try sync?.save(state) }

    func ringSound(_ on: Bool) { on ? alarmSound.start() : alarmSound.stop() }

    func player(_ command: PlayerCommand) { player.perform(command) }

    /// Starts the library in the background (once), when the model asks: the first time the wall shows, so the
    /// clock alone never opens the index. The index's albums come at once, then the folder's changes, then what
    /// changes while the program runs.
    func scanLibrary() {
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

    /// Renders the covers the model asks for; each comes back through the inbox.
    func renderCovers(_ requests: [CoverRequest]) {
        coverTiles.render(requests)
    }

    /// Stops the scan and the player process; called on every exit path.
    func shutdown() {
        library?.cancel()
        coverTiles.stop()
        player.shutdown()
    }

    /// How covers are drawn on a terminal with `colors` colours (0: monochrome, as with `NO_COLOR`)
    /// that may or may not draw beyond ASCII.
    static func tileMode(colors: Int, ascii: Bool) -> TileMode {
        let palette: TileMode.Colors
        switch colors {
        case 256...: palette = .colors256
        case 16..<256: palette = .colors16
        case 8..<16: palette = .colors8
        default: palette = .monochrome
        }
        return TileMode(colors: palette, asciiOnly: ascii)
    }

    /// What the user should hear about a finished scan: why nothing was found, or how many files were passed over.
    static func message(for summary: ScanSummary, location: LibraryLocation) -> String? {
        if let failure = summary.failure { return "Cannot show music: \(failure)" }
        if let refusal = summary.indexRefusal { return refusal + " The music folder is read without an index." }
        if summary.albumCount == 0 { return "No playable music in \(location.directory) (\(location.reason))" }
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
