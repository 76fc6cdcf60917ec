import ClockCore

/// The event log's account of when the program is idle, so an end-to-end test waits for the program instead of a
/// fixed time (Textual's `pilot.wait_for_animation()`). Two kinds of line:
///
/// - `busy input=N covers=C scan moving replies input-pending` when the program stops being idle: what it then moves through or
///   waits for (only the parts that apply).
/// - `idle input=N replies=R frames=F covers=C` once the frame for the current model is drawn, nothing moves and no cover,
///   scan, terminal or player reply, or input is pending; again whenever more input was handled while idle.
///   `input` counts the key, mouse and paste events handled so far, `replies` the terminal's answers (kept apart:
///   a terminal answers on its own, a test that plays one knows what it sent), `frames` the frames drawn since the
///   last idle line, `covers` the most covers awaited at once then.
///
/// The event log adds to each the time it was written (`at=`, CLOCK_MONOTONIC seconds, `EventLog`).
///
/// A test that sent its Nth input event waits for an `idle` line with `input` ≥ N; one that waits for something
/// else (a file the program watches) waits for the last line of the two kinds to be `idle`. A `busy` line is
/// written before the frame that shows the cause, so a test that sees that frame also sees the line; for an input,
/// as soon as it is handled, with the work as of that moment: a slide it starts is reported even when a stalled
/// program draws its next frame only after the slide has ended.
struct IdleReport {
    /// Key, mouse and paste events handled so far.
    private(set) var inputs = 0
    /// The terminal's answers handled so far.
    private(set) var replies = 0
    private var framesSinceIdle = 0
    private var mostCovers = 0
    /// Whether the last line written was `idle`, and for how many inputs and replies.
    private var idleAtInputs: (inputs: Int, replies: Int)?

    mutating func countInput() { inputs += 1 }

    mutating func countReply() { replies += 1 }

    mutating func countFrame() { framesSinceIdle += 1 }

    /// Before drawing: the `busy` line, if the program was idle and now has work pending.
    /// `replyAwaited`: the player or tmux is to answer, or a save is being written; `inputPending`: a lone Esc waits to be told from a sequence.
    mutating func busyLine(_ work: PendingWork, replyAwaited: Bool, inputPending: Bool) -> String? {
        mostCovers = max(mostCovers, work.covers)
        guard idleAtInputs != nil, !work.isNone || replyAwaited || inputPending else { return nil }
        idleAtInputs = nil
        var line = "busy input=\(inputs)"
        if work.covers > 0 { line += " covers=\(work.covers)" }
        if work.scanning { line += " scan" }
        if work.moving { line += " moving" }
        if work.terminalReplies || replyAwaited { line += " replies" }
        if inputPending { line += " input-pending" }
        return line
    }

    /// Whether an `idle` line is due, given that nothing is pending: the program was busy, or took input since.
    func idleDue() -> Bool { idleAtInputs.map { $0 != (inputs, replies) } ?? true }

    /// After drawing, with nothing pending: the `idle` line.
    mutating func idleLine() -> String {
        idleAtInputs = (inputs, replies)
        defer {
            framesSinceIdle = 0
            mostCovers = 0
        }
        return "idle input=\(inputs) replies=\(replies) frames=\(framesSinceIdle) covers=\(mostCovers)"
    }
}
