import ClockCore
import ClockSystem
import ClockTerminal
import MusicLibrary

/// The looping ring sound, through whichever audio player is installed; without one the bell alone rings.
/// Among several open clocks only the one holding the ring-sound lock (`RingerLocks`) plays it: one sound, however
/// many clocks show the ring.
/// A wake source for the player's socket, so a player that fails (no audio device) is reaped at once, not left
/// a zombie until the ringing ends.
final class AlarmSound: WakeSource {
    private let file: String?
    /// mpv's `--ao`, as for the album player (`TUI_CLOCK_AUDIO_OUTPUT`).
    private let audioOutput: String?
    private var player: SoundPlayer?
    private let locks: RingerLocks?
    private var soundRight: RingerLocks.Held?
    /// The ring goes on here while another clock plays its sound: when that clock goes (quit, crashed, `kill -9`)
    /// the lock is free and this one sounds it, looked for on each of the loop's wake-ups (twice a second while it
    /// rings), or the ring would go on shown and silent, the background ringer keeping quiet for the open clock.
    private var waitingForTheSound = false
    /// The clock holding the sound is frozen (`kill -STOP`): its player is paused and this one sounds the ring
    /// without the lock, until it can take the lock (that clock went) or that clock runs again and sounds it itself.
    private var standingIn = false

    init(resourcesNear executable: String, audioOutput: String?, locks: RingerLocks?) {
        file = ShippedResources.find(executablePath: executable)?.ringSound
        self.audioOutput = audioOutput
        self.locks = locks
    }

    /// The player's socket while it plays; -1 (which `poll` skips) otherwise.
    var fileDescriptor: Int32 { player?.fileDescriptor ?? -1 }

    /// Looked at on every wake-up while another clock holds the sound.
    var checkAfter: Uptime? { waitingForTheSound || standingIn ? Uptime(seconds: 0) : nil }

    func drain(at now: Moment) -> [Msg] {
        if let player, !player.readOutput() { self.player = nil }
        if standingIn { lookAtTheFrozenClock() }
        if waitingForTheSound { start() }
        return []
    }

    func start() {
        guard player == nil, let file else { return }
        if let locks {
            if let right = locks.takeRingSound() {
                soundRight = right
            } else if locks.pauseFrozenRingSound(ringFile: file) {
                standingIn = true
            } else {
                waitingForTheSound = true
                return
            }
        }
        waitingForTheSound = false
        player = SoundPlayer.start(file: file, loop: true, audioOutput: audioOutput)
    }

    /// Standing in for a frozen clock: the sound becomes this clock's once the lock is free; it goes back to that
    /// clock once it runs again (it continues its own player then), so two sound together for half a second at most.
    private func lookAtTheFrozenClock() {
        guard let locks, let file else { return }
        if let right = locks.takeRingSound() {
            soundRight = right
            standingIn = false
        } else if !locks.pauseFrozenRingSound(ringFile: file) {
            stop()
            waitingForTheSound = true
        }
    }

    /// The program runs again after a stop it could not catch (`kill -STOP`): a sound paused meanwhile by whoever
    /// stood in for it (`FrozenRingSound`) plays on.
    func continued() { player?.continuePlaying() }

    /// Whether the ring sounded here (or waited to) when the program stopped itself: it sounds again when it runs again.
    private var soundedBeforeStop = false

    /// The program stops itself (Ctrl-Z): the sound stops and its lock goes, for another clock or the background ringer.
    func suspend() {
        soundedBeforeStop = player != nil || waitingForTheSound
        stop()
    }

    /// The program runs again: a ring still going on sounds here again (the next turn stops it if it ended meanwhile).
    func resume() {
        if soundedBeforeStop { start() }
        soundedBeforeStop = false
    }

    func stop() {
        waitingForTheSound = false
        standingIn = false
        player?.stop()
        player = nil
        soundRight = nil
    }
}
