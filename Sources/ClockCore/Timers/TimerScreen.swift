/// Which drum of the timer screen gets the arrow keys and the digits.
public enum TimerFocus: Sendable, Equatable, CaseIterable {
    case hour, minute, second
}

/// The timer screen's state: the timers, the three drums that set the next one's length, the label it gets, and
/// the stopwatch. The drums hold the next length themselves (unlike the clock's, which mirror an alarm).
public struct TimerScreen: Sendable, Equatable {
    public var list: TimerList
    public var hourSpinner: SpinnerRing
    public var minuteSpinner: SpinnerRing
    public var secondSpinner: SpinnerRing
    public var focus: TimerFocus
    /// The label being typed after `L` (for the next timer) or `e` (for the selected one); nil when none is.
    public var labelDraft: String?
    /// The id of the timer whose label is being typed (`e`); nil while it is the next timer's.
    public var relabelling: Int?
    /// The label the next timer started gets (then it is cleared).
    public var nextLabel: String
    /// Which recent length `l` puts on the drums next.
    public var presetCursor: Int
    /// The first timer the list shows when it has more than its rows (`TimerScreenLayout.listed`).
    public var listTop: Int
    public var stopwatch: Stopwatch

    /// A tea timer's length on the drums at first: 4 minutes.
    public static let firstLength = 4 * 60

    public init(saved: SavedTimers = SavedTimers(), at now: Moment) {
        list = TimerList(saved, at: now)
        let length = list.presets.first ?? Self.firstLength
        hourSpinner = SpinnerRing(0...23, value: length / 3600, zeroPadded: true)
        minuteSpinner = SpinnerRing(0...59, value: length / 60 % 60, zeroPadded: true)
        secondSpinner = SpinnerRing(0...59, value: length % 60, zeroPadded: true)
        focus = .minute
        labelDraft = nil
        relabelling = nil
        nextLabel = ""
        presetCursor = 0
        listTop = 0
        stopwatch = Stopwatch()
    }

    /// The length the drums are set to, or heading to while they turn (so Enter right after a wheel notch or a typed
    /// digit starts what the user asked for, not what the drum passes through).
    public func drumLength(at t: Uptime) -> Int {
        func target(_ ring: SpinnerRing) -> Int { ring.value(atPosition: ring.heading(at: t)) }
        return target(hourSpinner) * 3600 + target(minuteSpinner) * 60 + target(secondSpinner)
    }

    /// Puts `length` on the drums, turning them there.
    mutating func showOnDrums(_ length: Int, at t: Uptime) {
        _ = hourSpinner.move(to: length / 3600, at: t)
        _ = minuteSpinner.move(to: length / 60 % 60, at: t)
        _ = secondSpinner.move(to: length % 60, at: t)
    }

    public func spinner(_ focus: TimerFocus) -> SpinnerRing {
        switch focus {
        case .hour: return hourSpinner
        case .minute: return minuteSpinner
        case .second: return secondSpinner
        }
    }

    mutating func withSpinner<R>(_ focus: TimerFocus, _ body: (inout SpinnerRing) -> R) -> R {
        switch focus {
        case .hour: return body(&hourSpinner)
        case .minute: return body(&minuteSpinner)
        case .second: return body(&secondSpinner)
        }
    }

    /// The screen's layout at `size`.
    public func layout(size: Size) -> TimerScreenLayout {
        TimerScreenLayout(size: size, timers: list.timers.count, laps: stopwatch.laps.count)
    }
}

extension TimerScreen: Timed {
    /// The timers' ends, bells and shown seconds; the drums' settles; the stopwatch's frames while it runs.
    public func nextDeadline(after now: Moment) -> Moment? { nextDeadline(after: now, countdownsShown: true) }

    /// The same, for a screen that shows the countdowns (the clock, the timers) or not (the album wall).
    /// Asked on every wake-up of the idle clock, where no timer runs or rings and no drum turns: that answer is the
    /// cheap one, without a look at each timer.
    public func nextDeadline(after now: Moment, countdownsShown: Bool) -> Moment? {
        let drums = Moment.earliest(hourSpinner.nextDeadline(after: now), minuteSpinner.nextDeadline(after: now),
                                    secondSpinner.nextDeadline(after: now))
        guard list.hasTimerMoving else { return drums }
        return Moment.earliest(list.nextDeadline(after: now, countdownsShown: countdownsShown), drums)
    }
}

/// Everything the timer screen reacts to.
public enum TimerMsg: Sendable, Equatable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    case tick
    /// The program started: timers that ended while it was closed are reported.
    case started
    /// Restart (the notice's button, `r`): every ringing timer counts down its length again.
    case restartRinging
    /// Dismiss (the notice's button, `Enter`): every ringing timer stops and is held at its length.
    case dismissRinging
    /// The timers as another process (`tui-clock timers …`) or a merged save left them.
    case adopt(SavedTimers)
}

/// What the timer screen's `update` did, in its own words; the consequences pass turns it into notices and sounds.
public enum TimerHappening: Sendable, Equatable {
    case timer(TimerEvent)
    case changed(TimerChange)
}

/// How the user changed the timers.
public enum TimerChange: Sendable, Equatable {
    case started(CountdownTimer)
    case paused, resumed, reset, addedMinute, deleted, selected, labelled, restarted, dismissed
    /// Enter with the list full, or with all three drums at zero.
    case cannotStart(String)
}

/// What a key asks of the timer screen.
public enum TimerKey: Sendable, Equatable {
    case start, pauseResume, reset, addMinute, delete, select(Int), editLabel, relabel, nextPreset, nextFocus
}


extension TimerScreen {
    /// The timer screen's keys (a timer that is done answers `ClockScreen.ringingKeys`, on every screen).
    public static let keys = KeyMap<TimerKey>("Timers", [
        KeyRow([(.key(.enter), .start), (.key(.backTab), .nextFocus)], "start a timer as the drums say / next drum"),
        KeyRow([(.key(.char("p")), .pauseResume), (.key(.char("r")), .reset), (.key(.char("+")), .addMinute),
                (.key(.char("=")), .addMinute), (.key(.char("d")), .delete), (.key(.delete), .delete)],
               "pause-resume / reset / +1 minute / delete it"),
        KeyRow([(.key(.char("[")), .select(-1)), (.key(.char("]")), .select(1)), (.key(.char("e")), .relabel),
                (.key(.char("L")), .editLabel), (.key(.char("l")), .nextPreset)],
               "select / relabel it / label the next / recent"),
    ])
}
