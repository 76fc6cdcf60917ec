import ClockCore
import ClockTerminal
import Glibc
import MusicLibrary

/// The mpv process, started when an album is opened (and again if it went away: quit, crashed, or stopped for
/// not answering), as a wake source for its IPC socket. Nothing here blocks the loop: the socket is polled for
/// writing while commands wait, and the player's reply deadline wakes the loop when mpv stays silent.
final class PlayerChannel: WakeSource {
    private let options: MPVPlayer.Options
    private let inbox: Inbox
    private var player: MPVPlayer?

    init(options: MPVPlayer.Options, inbox: Inbox) {
        self.options = options
        self.inbox = inbox
    }

    /// mpv's socket while it runs; -1 (which `poll` skips) otherwise.
    var fileDescriptor: Int32 { player?.fileDescriptor ?? -1 }

    var pollEvents: Int16 { Int16(POLLIN) | (player?.wantsToWrite == true ? Int16(POLLOUT) : 0) }

    var deadline: Uptime? { player?.replyDeadline.map(Uptime.init(seconds:)) }

    /// mpv is asked where it is now and then while it plays, on a wake-up the loop has anyway.
    var checkAfter: Uptime? { player?.positionCheckDue.map(Uptime.init(seconds:)) }

    func drain(at now: Moment) -> [Msg] {
        (player?.readEvents() ?? []).map(Msg.player)
    }

    func perform(_ command: PlayerCommand) {
        if case .load = command, !(player?.isRunning ?? false) {
            player?.terminate()
            let started = MPVPlayer(options: options)
            player = started
            // `.ready`, or `.unavailable` with the install hint: the panel learns it on the next turn of the loop.
            inbox.post(started.readEvents().map(Msg.player))
        }
        player?.send(command)
    }

    func beginShutdown() { player?.askToQuit() }

    func shutdown() {
        player?.terminate()
        player = nil
    }
}
