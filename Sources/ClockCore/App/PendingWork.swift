/// What the model still moves through or waits for before its picture stands still, for telling a test when the
/// program is idle (the `idle` line of the event log): a test compares screens only then, never after a fixed sleep.
/// Waits measured in seconds (a notification's time on screen, the alarm, a long press) are not pending work: the
/// picture stands still while they run, and a test that wants them waits for what they draw.
public struct PendingWork: Sendable, Equatable {
    /// Something moves: a part wants its next frame within one frame's time (a slide, a glide, a zoom, a spin).
    public var moving: Bool
    /// Cover pictures asked for and not back yet.
    public var covers: Int
    /// The library scan runs: asked for and not finished.
    public var scanning: Bool
    /// The terminal's answers to the graphics questions are awaited.
    public var terminalReplies: Bool

    public init(moving: Bool = false, covers: Int = 0, scanning: Bool = false, terminalReplies: Bool = false) {
        self.moving = moving
        self.covers = covers
        self.scanning = scanning
        self.terminalReplies = terminalReplies
    }

    /// Nothing moves and nothing is awaited.
    public var isNone: Bool { !moving && covers == 0 && !scanning && !terminalReplies }
}

extension AppModel {
    /// What moves or is awaited at `now`. A motion asks for frames one `FrameRate.interval` apart, a wait for the
    /// moment it ends; a wait about to end counts as moving for that last frame's time, which only delays the
    /// idle report by as much.
    public func pendingWork(at now: Moment) -> PendingWork {
        let moving = partsDeadline(after: now).map { $0.uptime <= now.uptime + FrameRate.interval + 0.001 } ?? false
        return PendingWork(moving: moving, covers: music.covers.pending.count,
                           scanning: music.scanRequested && music.wall.isScanning,
                           terminalReplies: graphicsProbe.stage != .done)
    }
}
