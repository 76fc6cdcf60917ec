import ClockCore

/// The terminal's side of the effects: what only the run loop can do.
public protocol TerminalEffects: AnyObject {
    /// Leaves the run loop normally.
    func quit()
    func bell()
    /// Stops for Ctrl-Z and comes back on `fg`.
    func suspend()
    /// Redraws every cell on the next frame.
    func redrawAll()
    /// Sends questions about pictures to the terminal; the answers arrive as input.
    func askTerminal(_ questions: GraphicsQuestions)
    /// Sends the OSC 11 background question, where the terminal can be asked; the answer arrives as input.
    func askBackground()
    /// Starts finding out whether tmux passes pictures through; the answer arrives as `.tmuxPassthroughChecked`.
    func checkTmuxPassthrough()
    /// kitty lost image `imageID`: the next frame transmits it again and places it.
    func transmitPictureAgain(imageID: UInt32)
}

/// The one place an `Effect` turns into action: one exhaustive `switch`, no `default`, so a new effect does not
/// compile until it is carried out — one case, one line. The terminal's effects go to the run loop, the rest to the
/// program's performer. An answer (a merged or failed save) is posted to the loop's inbox and reaches `update` as a
/// later message, never in the middle of the effects of the message that asked.
public struct EffectInterpreter {
    public let terminal: any TerminalEffects
    public let performer: any EffectPerformer
    public let inbox: Inbox

    public init(terminal: any TerminalEffects, performer: any EffectPerformer, inbox: Inbox) {
        self.terminal = terminal
        self.performer = performer
        self.inbox = inbox
    }

    public func perform(_ effect: Effect) {
        switch effect {
        case .quit: terminal.quit()
        case .bell: terminal.bell()
        case .suspend: terminal.suspend()
        case .fullRedraw: terminal.redrawAll()
        case .saveAlarms(let state): save(state)
        case .ringSound(let on): performer.ringSound(on)
        case .player(let command): performer.player(command)
        case .scanLibrary: performer.scanLibrary()
        case .renderCovers(let requests): performer.renderCovers(requests)
        case .askTerminal(let questions): terminal.askTerminal(questions)
        case .checkTmuxPassthrough: terminal.checkTmuxPassthrough()
        case .askBackground: terminal.askBackground()
        case .transmitPictureAgain(let id): terminal.transmitPictureAgain(imageID: id)
        }
    }

    /// A save merged with another process's change hands the merge back; one that fails tells the user why.
    private func save(_ state: SavedState) {
        do {
            if let merged = try performer.saveAlarms(state) { inbox.post([.alarmsChanged(merged)]) }
        } catch {
            inbox.post([.notice("\(error)", .error)])
        }
    }
}
