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

extension BackgroundLibrary: MusicSource {}

enum MusicSources {
    static func choose(music: String?, rescan: Bool, environment: [String: String], inbox: Inbox) -> any MusicSource {
        let named = music ?? environment[LibraryLocation.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? BackgroundLibrary.passwordFileHome()
        if let named, let address = MPDAddress.parse(named, environment: environment, home: home) {
            return MPDMusicSource(address: address, inbox: inbox)
        }
        return BackgroundLibrary(musicDirectory: music, rescan: rescan, environment: environment, inbox: inbox)
    }
}
