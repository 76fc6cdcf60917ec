import ClockCore
import ClockSystem
import ClockTerminal

/// The one place an `Effect` turns into action: one exhaustive `switch`, no `default`, each case one line calling the
/// object that does it (the run loop for the terminal's own, then the state file, the ring sound, the player, its
/// remote, the library and the cover renderer, each behind the small protocol in `EffectTargets.swift`). So a new effect is one
/// case in `Effect` and one line here, and the compiler points at the line. Answers come back through the loop's
/// inbox as later messages (the player and the ring sound also through their own wake sources).
final class ProgramEffects: EffectPerformer {
    /// Nil without a place for the state file (the user was told at start-up): there is nothing to write.
    private let alarmsFile: (any AlarmsFile)?
    private let ringSound: any RingSound
    private let player: any PlayerControl
    private let remote: any RemoteControl
    private let library: any LibraryLoading
    private let covers: any CoverRendering
    private let inbox: Inbox

    init(alarmsFile: (any AlarmsFile)?, ringSound: any RingSound, player: any PlayerControl, remote: any RemoteControl,
         library: any LibraryLoading,
         covers: any CoverRendering, inbox: Inbox) {
        self.alarmsFile = alarmsFile
        self.ringSound = ringSound
        self.player = player
        self.remote = remote
        self.library = library
        self.covers = covers
        self.inbox = inbox
    }

    func perform(_ effect: Effect, terminal: any TerminalEffects) {
        switch effect {
        case .quit: terminal.quit()
        case .bell: terminal.bell()
        case .suspend: terminal.suspend()
        case .fullRedraw: terminal.redrawAll()
        case .askTerminal(let questions): terminal.askTerminal(questions)
        case .checkTmuxPassthrough: terminal.checkTmuxPassthrough()
        case .askBackground: terminal.askBackground()
        case .transmitPictureAgain(let id): terminal.transmitPictureAgain(imageID: id)
        case .saveAlarms(let state): save(state)
        case .ringSound(let on): on ? ringSound.start() : ringSound.stop()
        case .player(let command): player.perform(command)
        case .publishPlayerStatus(let status): remote.publish(status)
        case .scanLibrary: library.start()
        case .readTracks(let album): library.readTracks(of: album)
        case .releaseFreeMemory: terminal.releaseFreeMemoryAfterFrame()
        case .renderCovers(let requests): covers.render(requests)
        }
    }

    /// A save merged with another process's change hands the merge back; one that fails tells the user why. Both
    /// come from the writer's thread, through the inbox (safe from any thread): the UI never waits for the disk.
    private func save(_ state: SavedState) {
        alarmsFile?.save(state) { [inbox] result in
            switch result {
            case .success(let merged): if let merged { inbox.post([.alarmsChanged(merged)]) }
            case .failure(let error): inbox.post([.notice("\(error)", .error)])
            }
        }
    }
}
