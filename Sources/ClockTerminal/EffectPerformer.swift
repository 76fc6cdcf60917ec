import ClockCore

/// The terminal's side of the effects: what only the run loop can do. The loop hands itself to the program's effect
/// switch with every effect.
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
    /// Hands the pages malloc holds free back to the kernel once the next frame is drawn (`FreeMemory.handBack`):
    /// until then the last frame's model and the messages just read still hold what the change replaced.
    func releaseFreeMemoryAfterFrame()
}

/// Carries out the effects `update` returns, in the order returned: the program's one exhaustive switch over
/// `Effect` (tui-clock's `ProgramEffects`, in the composition root), which calls `terminal` for the terminal's
/// effects and the concrete objects for the rest. Answers go to the loop's `Inbox` and reach `update` as later
/// messages, never in the middle of the effects of the message that asked.
public protocol EffectPerformer: AnyObject {
    func perform(_ effect: Effect, terminal: any TerminalEffects)
}
