import ClockCore
import ClockSystem
import ClockTerminal
import MusicLibrary

/// Where the wall's albums come from: the local music folder (the default) or an MPD server, as `--music`,
/// `music =` in config.toml or `$TUI_CLOCK_MUSIC` says (`mpd://…`, `unix:…`, `mpd`; see `MPDAddress`).
protocol MusicSource: LibraryLoading {
    /// Stops reading; called on every exit path.
    func cancel()
}

/// What plays the albums: mpv, or MPD for music on an MPD server.
protocol MusicPlayerChannel: PlayerControl, WakeSource {
    /// Called on every exit path before the last save: mpv is asked to quit and ends meanwhile; MPD plays on.
    func beginShutdown()
    /// Called on every exit path: mpv stops with tui-clock, MPD plays on.
    func shutdown()
}

extension BackgroundLibrary: MusicSource {}
extension PlayerChannel: MusicPlayerChannel {}

/// The music's source and player, both from one reading of the music setting.
struct MusicSources {
    let library: any MusicSource
    let player: any MusicPlayerChannel
    /// Where the albums come from, as an alarm set to one records it (`AppOptions.musicSource`): the server's
    /// address with its password, or the folder's path; nil for an address that cannot be read.
    let source: String?
    /// The local folder the user named, as the wall names it (`AppOptions.musicFolder`).
    let folder: String?

    /// `namedBy`: where `music` was named (`--music`, or the config file's `music =`), for the wall to say where to
    /// fix a folder that is not there.
    init(music: String?, namedBy: LibraryLocation.Reason, rescan: Bool, audioOutput: String?,
         environment: [String: String], inbox: Inbox) {
        if let server = Self.address(music: music, environment: environment) {
            library = MPDMusicSource(address: server, inbox: inbox)
            source = try? server.get().setting
            folder = nil
            if case .success(let address) = server, let player = MPDPlayerChannel(address: address, inbox: inbox) {
                self.player = player
                return
            }
        } else {
            let folder = BackgroundLibrary(musicDirectory: music, namedBy: namedBy, rescan: rescan,
                                           environment: environment, inbox: inbox)
            library = folder
            source = folder.location.directory
            self.folder = folder.namedFolder
        }
        player = PlayerChannel(options: MPVPlayer.Options(audioOutput: audioOutput), inbox: inbox)
    }

    /// The MPD server the music setting names, if it names one (well formed or not).
    static func address(music: String?, environment: [String: String]) -> Result<MPDAddress, MPDAddressError>? {
        let named = music ?? environment[LibraryLocation.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? BackgroundLibrary.passwordFileHome()
        guard let named else { return nil }
        return MPDAddress.parse(named, environment: environment, home: home)
    }

    /// The server the music plays on, as the model names it ("MPD at nas:6600"); nil when mpv plays (the local
    /// folder, or a malformed address, which the wall says is wrong).
    static func server(music: String?, environment: [String: String]) -> String? {
        guard case .success(let address)? = address(music: music, environment: environment) else { return nil }
        return address.description
    }
}
