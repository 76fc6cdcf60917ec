import FoundationEssentials

/// The screens of the app: `Tab` switches between the clock and the album wall, `T` shows the timers.
public enum Screen: Sendable, Equatable, CaseIterable {
    case clock
    case albumWall
    /// Timers set on drums, and the stopwatch (`T`; Tab from here goes back to the clock).
    case timers
}

/// All state of the running app. Views render it; `update` changes it.
public struct AppModel: Sendable, Equatable {
    public var options: AppOptions
    public var screenSize: Size
    public var screen: Screen
    public var showsHelp: Bool
    /// Lines the help overlay is scrolled down by (kept within what `helpPage` allows).
    public var helpScroll: Int
    /// The calendar (time zone) that wall-clock fields are computed in.
    public var calendar: WallCalendar
    /// The most recent moment the model has seen.
    public var now: Moment
    public var notifications: NotificationStack
    public var clock: ClockScreen
    public var music: MusicScreen
    public var timers: TimerScreen
    /// The background the colours are chosen for: the one `--theme` names, else the terminal's answer or the hint.
    public var background: TerminalBackground
    /// How covers are drawn: symbols until the terminal is found to show pictures (`Msg.graphicsFound`).
    public var graphics: TerminalGraphics
    /// Asking the terminal which pictures it shows (`--images auto`), and until when to wait for its answers.
    public var graphicsProbe: GraphicsProbe
    /// The terminal has answered `CSI 16 t`: its answer is the cell size, over TIOCGWINSZ's (`cellSizeAfterResize`).
    public internal(set) var terminalAnsweredCellSize = false
    /// The alarms as the state file was last given or read them: the consequences pass saves when they differ
    /// (in more than when the clock was last seen running).
    public internal(set) var savedAlarms: SavedState
    /// Why the ringing alarms play the ring tone and not their album (it is gone, the library is still read),
    /// for the ringing notice while they ring.
    public internal(set) var ringSoundNote: String?
    /// Whether the user has been told that alarms ring only while tui-clock is open (no background ringer runs).
    public internal(set) var closedClockWarning: ClosedClockWarning = .notNeeded
    /// Whether the user has seen that warning in this or an earlier run (kept in the state file); reset when a
    /// background ringer runs at start.
    public internal(set) var closedClockWarningTold: Bool

    public init(options: AppOptions, screenSize: Size, calendar: WallCalendar = .utc, now: Moment,
                alarms: SavedState = SavedState()) {
        self.options = options
        self.screenSize = screenSize
        self.screen = .clock
        self.showsHelp = false
        self.helpScroll = 0
        self.calendar = calendar
        self.now = now
        self.notifications = NotificationStack(screen: screenSize, reducedMotion: options.reducedMotion,
                                               ascii: options.ascii)
        self.clock = ClockScreen(saved: alarms, display: ClockDisplay(
            twentyFourHour: options.twentyFourHour, showSeconds: options.showSeconds,
            clockOnly: alarms.display?.clockOnly ?? false))
        self.music = MusicScreen(screen: screenSize, reducedMotion: options.reducedMotion, player: alarms.player,
                                 server: options.musicServer, folder: options.musicFolder)
        self.timers = TimerScreen(saved: alarms.timers.shifted(by: options.clockShift), at: now)
        self.background = TerminalBackground(options.theme) ?? options.backgroundHint
        self.graphics = .symbols
        self.graphicsProbe = GraphicsProbe()
        self.ringSoundNote = nil
        self.closedClockWarningTold = alarms.closedClockWarningTold
        // What the file holds needs no save of its own, except a timer's ring that was over when it was read (its
        // clock went away mid-ring): the file would go on saying it rings, and every start would report it again.
        self.savedAlarms = alarms
        if !timers.list.timers.contains(where: { $0.unansweredRingAt != nil }) { self.savedAlarms = savedState }
    }

    /// What the state file should hold now: the alarms, the clock's display and what the player remembers.
    public var savedState: SavedState {
        var state = clock.saved
        state.player = music.player.memory
        state.timers = timers.list.saved.shifted(by: -options.clockShift)
        state.closedClockWarningTold = closedClockWarningTold
        return state
    }

    /// A model with the one alarm `alarm`.
    public init(options: AppOptions, screenSize: Size, calendar: WallCalendar = .utc, now: Moment, alarm: AlarmSettings) {
        self.init(options: options, screenSize: screenSize, calendar: calendar, now: now, alarms: SavedState(alarm: alarm))
    }

    /// What the program does on its way out: the ring sound stops, and the alarms are saved with the time it stopped
    /// running, so the next start can tell which were due meanwhile; the player's position is saved with them.
    public func leaving(at now: Moment) -> [Effect] {
        var final = savedState
        final.player = music.player.memoryNow
        final.timers = timers.list.saved.shifted(by: -options.clockShift)
        for i in final.alarms.indices { final.alarms[i].lastSeenRunning = now.wall }
        return [.ringSound(false), .saveAlarms(final)]
    }

    /// The OSC 11 question, when the theme follows the terminal's background and colours are drawn at all.
    var backgroundQuestion: [Effect] {
        options.asksForBackground && options.colorDepth != .monochrome ? [.askBackground] : []
    }

    /// At start, with an album to resume from the last run, the desktop's remote (MPRIS) is told at once, so the
    /// media keys' Play or `playerctl play` resumes it as `x` would; before, the player appeared on the bus only
    /// once music was used in the program, and the first media key after a start reached nothing. A clock with no
    /// music remembered still never loads the plugin nor touches the bus.
    var remoteForResuming: [Effect] {
        music.player.resumePoint == nil ? [] : [.publishPlayerStatus(PlayerStatus(music.player))]
    }

    /// The clock screen's layout at the current size (the views and the mouse use the same one).
    public var clockLayout: ClockScreenLayout {
        clock.layout(size: screenSize, glyphs: options.faceGlyphs, nowPlaying: music.player.isLoaded)
    }

    /// Where the clock panel's parts are at the current size (the view draws there, the mouse hits there).
    public var clockPanelLayout: ClockPanelLayout { clock.panelLayout(in: clockLayout) }

    /// The help overlay at the current size.
    public var helpPage: HelpPage { HelpPage(screen: screenSize, ascii: options.ascii) }

    /// When a part other than the clock's own ticks next changes by itself: something moves or expires, a press
    /// becomes a long press, the alarm is due.
    public func partsDeadline(after now: Moment) -> Moment? {
        Moment.earliest(notifications.nextDeadline(after: now), clock.nextDeadline(after: now),
                        clock.alarms.deadlines(in: calendar).nextDeadline(after: now), music.nextDeadline(after: now),
                        graphicsProbe.nextDeadline(after: now),
                        // The wall shows no countdown: a running timer wakes it only to ring.
                        timers.nextDeadline(after: now, countdownsShown: screen != .albumWall),
                        // The stopwatch's hundredths move only where they are seen.
                        stopwatchDeadline(after: now))
    }

    /// Whether the picture drawn from this model can differ from the one drawn from `drawn`, an earlier state:
    /// `update` changed something (a `.tick` included), the clock shows another second, or a part that changes by
    /// itself was due in between (it moved on, or came to rest).
    ///
    /// When it answers no, `drawn` takes this model's undrawn fields (the time within the same second, the alarms'
    /// check records, what the state file was given), so the two compare as wholes with the compiler's equality (a
    /// field added later is compared too) and neither model is copied; the next call then measures from now, which
    /// finds the same deadlines, since none fell in between.
    public func needsFrame(since drawn: inout AppModel) -> Bool {
        if ClockTicks.shownSecond(at: now) != ClockTicks.shownSecond(at: drawn.now) { return true }
        if let due = drawn.partsDeadline(after: drawn.now), due.uptime <= now.uptime { return true }
        guard clock.alarms.sameState(as: drawn.clock.alarms) else { return true }
        drawn.now = now
        drawn.clock.alarms = clock.alarms
        // What the state file was given is not drawn.
        drawn.savedAlarms = savedAlarms
        return self != drawn
    }

    /// Whether a `.tick` at `now` can change what the model shows or does, given `partsDue`, the parts' deadline after
    /// the model's last message (`partsDeadline(after: self.now)`): the clock shows another second than at that
    /// message, or a part is due. The half-second tick within a second, with nothing moving or waiting, cannot; the run
    /// loop skips it, so that wake-up is a clock read and two comparisons, not a pass through `update` and a frame check.
    public func tickMatters(at now: Moment, partsDue: Moment?) -> Bool {
        if ClockTicks.shownSecond(at: now) != ClockTicks.shownSecond(at: self.now) { return true }
        return partsDue.map { $0.uptime <= now.uptime } ?? false
    }

    /// The same question without keeping anything (tests, the benchmark).
    public func needsFrame(since drawn: AppModel) -> Bool {
        var kept = drawn
        return needsFrame(since: &kept)
    }
}

extension AppModel: Timed {
    /// The one answer to "what is due": the earliest deadline of every part, and at the latest the clock's next tick.
    public func nextDeadline(after now: Moment) -> Moment? {
        Moment.earliest(ClockTicks().nextDeadline(after: now), partsDeadline(after: now))
    }
}
