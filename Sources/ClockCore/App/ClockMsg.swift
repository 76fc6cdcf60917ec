/// Everything the clock screen reacts to (bubbletea's nested model: the app routes these to `ClockScreen.update`).
public enum ClockMsg: Sendable, Equatable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// Time passed: alarms come due, a press becomes a long press, drums settle.
    case tick
    /// The program started: an alarm due while it was not running is reported; `alarm` is `--alarm HH:MM`.
    case started(alarm: AlarmTime?)
    /// Snooze (`s`, the notice's button): every ringing alarm rings again after its own snooze minutes.
    case snoozeRinging
    /// Dismiss (`Enter`, the notice's button): every ringing alarm stops; other alarms' snoozes stay.
    case dismissRinging
    /// The alarms as another process (`tui-clock alarms …`) or a merged save left them in the state file.
    case adopt(SavedState)
    /// `w` in the player panel: the selected alarm wakes to this album, from this music source (`WakeSound`).
    case wakeTo(Album, from: String?)
}

/// What the clock screen's `update` did, in its own words. The app's consequences pass (`Consequences`) turns these
/// and the before/after models into notices, the bell, sounds and saves; the screen itself never decides those.
public enum ClockHappening: Sendable, Equatable {
    /// An alarm rang, rang its bell again, was missed, snoozed, dismissed or silenced itself.
    case alarm(AlarmListEvent)
    /// The user changed the selected alarm or the list.
    case changed(AlarmChange)
}

/// How the user changed the alarms; which of these earn an "Alarm set for …" is the consequences pass's call.
public enum AlarmChange: Sendable, Equatable {
    /// `a` or a click on the alarm line.
    case toggled
    /// The arrow keys, `+` `-` or `p` on the dial.
    case nudged
    /// An Hour or Minute drum came to rest on a new number.
    case timeTurned
    /// The Snooze drum came to rest.
    case snoozeTurned
    /// The hand was let go after a drag.
    case handDropped
    /// A long press on the face switched the alarm on with the hand under the pointer.
    case switchedOnByHolding
    /// `--alarm HH:MM` at start.
    case setFromCommandLine
    case added
    /// `n` with the list full.
    case listFull
    case deleted
    case restored
    case selected
    /// `D`'s day picker kept new days.
    case daysSet
    /// `t`, `s` or `F` changed how the time is shown.
    case displayChanged
    case labelled
    case wakesTo(Album)
}

/// What the clock screen's `update` needs from the app: the time, the calendar and where things are on screen.
public struct ClockContext: Sendable {
    public var now: Moment
    public var calendar: WallCalendar
    private let makeLayout: @Sendable () -> ClockScreenLayout

    /// The screen's layout, worked out when a message needs it: the idle tick, twice a second, needs none.
    public var layout: ClockScreenLayout { makeLayout() }

    public init(now: Moment, calendar: WallCalendar, layout: ClockScreenLayout) {
        self.init(now: now, calendar: calendar, makeLayout: { layout })
    }

    public init(now: Moment, calendar: WallCalendar, makeLayout: @escaping @Sendable () -> ClockScreenLayout) {
        self.now = now
        self.calendar = calendar
        self.makeLayout = makeLayout
    }
}
