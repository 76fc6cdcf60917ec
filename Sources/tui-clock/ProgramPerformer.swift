import ClockCore
import ClockTerminal

/// The program's performers of the effects beyond the terminal: the state file, the ring sound, the music.
final class ProgramPerformer: EffectPerformer {
    private let sync: StateFileSync?
    private let alarmSound: AlarmSound
    private let music: MusicWiring

    init(sync: StateFileSync?, alarmSound: AlarmSound, music: MusicWiring) {
        self.sync = sync
        self.alarmSound = alarmSound
        self.music = music
    }

    /// Without a place for the state file (the user was told at start-up) there is nothing to write.
    func saveAlarms(_ state: SavedState) throws -> SavedState? {
        try sync?.save(state)
    }

    func ringSound(_ on: Bool) { on ? alarmSound.start() : alarmSound.stop() }

    func player(_ command: PlayerCommand) { music.perform(command) }

    func scanLibrary() { music.startScan() }

    func renderCovers(_ requests: [CoverRequest]) { music.renderCovers(requests) }
}
