import ClockCore
import ClockTerminal
import MusicLibrary

/// MPD as the album player: commands go to `MPDPlayer`'s thread, its events come back through the inbox, so this
/// source has no descriptor of its own for the loop to poll.
final class MPDPlayerChannel: MusicPlayerChannel {
    private let player: MPDPlayer

    /// Nil when the process is out of file descriptors.
    init?(address: MPDAddress, inbox: Inbox) {
        guard let player = MPDPlayer(address: address, onEvents: { inbox.post($0.map(Msg.player)) }) else { return nil }
        self.player = player
        // What MPD plays already, whoever queued it, shows at once (the music was asked for: `--music mpd://…`).
        player.start()
    }

    var fileDescriptor: Int32 { -1 }

    func drain(at now: Moment) -> [Msg] { [] }

    func perform(_ command: PlayerCommand) { player.send(command) }

    func beginShutdown() {}
    func shutdown() { player.shutdown() }
}
