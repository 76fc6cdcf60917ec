import ClockCore
import ClockTerminal
import MusicLibrary

/// The looping ring sound, through whichever audio player is installed; without one the bell alone rings.
/// A wake source for the player's socket, so a player that fails (no audio device) is reaped at once, not left
/// a zombie until the ringing ends.
final class AlarmSound: WakeSource {
    private let file: String?
    /// mpv's `--ao`, as for the album player (`TUI_CLOCK_AUDIO_OUTPUT`).
    private let audioOutput: String?
    private var player: SoundPlayer?

    init(resourcesNear executable: String, audioOutput: String?) {
        file = ShippedResources.find(executablePath: executable)?.ringSound
        self.audioOutput = audioOutput
    }

    /// The player's socket while it plays; -1 (which `poll` skips) otherwise.
    var fileDescriptor: Int32 { player?.fileDescriptor ?? -1 }

    func drain(at now: Moment) -> [Msg] {
        if let player, !player.readOutput() { self.player = nil }
        return []
    }

    func start() {
        guard player == nil, let file else { return }
        player = SoundPlayer.start(file: file, loop: true, audioOutput: audioOutput)
    }

    func stop() {
        player?.stop()
        player = nil
    }
}
