import ClockCore
import ClockSystem
import MusicLibrary

/// The looping ring sound through mpv (or paplay/aplay), as the clock plays it; `TUI_CLOCK_AUDIO_OUTPUT` is mpv's
/// `--ao` as for the clock.
final class RingTone {
    /// The ring file; nil when none was installed.
    let file: String?
    private let audioOutput: String?
    private var player: SoundPlayer?
    /// The player ended by itself during this ring (no audio device): not started again until the next ring.
    private var gaveUp = false

    init(resourcesNear executable: String, audioOutput: String?) {
        file = ShippedResources.find(executablePath: executable)?.ringSound
        self.audioOutput = audioOutput
    }

    var isPlaying: Bool { player != nil && !gaveUp }

    /// The player's socket while it plays, to poll (it is reaped when it ends); -1 otherwise.
    var fileDescriptor: Int32 { gaveUp ? -1 : player?.fileDescriptor ?? -1 }

    /// Reads what the player wrote; forgets a player that ended (no audio device), which is not started again.
    func drain() {
        if let player, !gaveUp, !player.readOutput() {
            RingerLog.write("the ring sound stopped: \(player.program) ended")
            gaveUp = true
        }
    }

    /// Starts the sound; false when there is no ring file or no player.
    @discardableResult
    func start() -> Bool {
        guard player == nil else { return !gaveUp }
        guard let file else { return false }
        player = SoundPlayer.start(file: file, loop: true, audioOutput: audioOutput)
        return player != nil
    }

    func stop() {
        player?.stop()
        player = nil
        gaveUp = false
    }
}
