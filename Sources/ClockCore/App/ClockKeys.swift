/// What a key asks of the clock screen with the dial focused.
public enum ClockKey: Sendable, Equatable {
    case editAlarm(AlarmEdit)
    /// A key for the list of alarms (select, add, delete, undo, days, label).
    case alarmList(AlarmListAction)
    /// Shift-Tab: dial → hour → minute → snooze → dial.
    case nextFocus
    /// Esc: cancel a drag of the hand, give the arrows back to the dial.
    case back
    /// `t`, `s`, `F`: 12/24 hours, seconds, the face alone (tty-clock's runtime toggles).
    case display(ClockDisplay.Switch)
}

/// What the keys for the list of alarms do.
public enum AlarmListAction: Sendable, Equatable {
    /// Select the alarm this many places on (`]` +1, `[` −1), round the list.
    case select(Int)
    case add, delete, undoDelete, pickDays, editLabel
}

/// What a key asks of a ringing alarm or a timer that is done (snooze is the alarm's, restart the timer's).
public enum RingingKey: Sendable, Equatable {
    case snooze, dismiss, restart
}

extension ClockScreen {
    /// The clock screen's keys while the dial has the focus.
    public static let keys = KeyMap<ClockKey>("Clock", [
        KeyRow(.char("a"), .editAlarm(.toggle), "alarm on/off"),
        KeyRow([(.key(.left), .editAlarm(.shift(minutes: -AlarmEdit.minuteStep))),
                (.key(.right), .editAlarm(.shift(minutes: AlarmEdit.minuteStep)))], "alarm -/+ 1 minute"),
        KeyRow([(.key(.left, .shift), .editAlarm(.shift(minutes: -AlarmEdit.fiveMinuteStep))),
                (.key(.right, .shift), .editAlarm(.shift(minutes: AlarmEdit.fiveMinuteStep)))], "alarm -/+ 5 minutes"),
        KeyRow([(.key(.char("-")), .editAlarm(.shift(minutes: -AlarmEdit.fiveMinuteStep))),
                (.key(.char("+")), .editAlarm(.shift(minutes: AlarmEdit.fiveMinuteStep))),
                (.key(.char("=")), .editAlarm(.shift(minutes: AlarmEdit.fiveMinuteStep)))], "alarm -/+ 5 minutes"),
        KeyRow([(.key(.down), .editAlarm(.shift(minutes: -AlarmEdit.hourStep))),
                (.key(.up), .editAlarm(.shift(minutes: AlarmEdit.hourStep)))], "alarm -/+ 1 hour"),
        KeyRow(.char("p"), .editAlarm(.flipAMPM), "alarm AM/PM"),
        KeyRow([(.key(.char("[")), .alarmList(.select(-1))), (.key(.char("]")), .alarmList(.select(1)))],
               "select the previous / next alarm"),
        KeyRow(.char("n"), .alarmList(.add), "new alarm"),
        KeyRow([(.key(.char("d")), .alarmList(.delete)), (.key(.char("u")), .alarmList(.undoDelete))],
               "delete the alarm / undo"),
        KeyRow(.char("D"), .alarmList(.pickDays), "repeat days: pick them (see below)"),
        KeyRow(.char("L"), .alarmList(.editLabel), "label (Enter keeps, Esc drops)"),
        KeyRow(.backTab, .nextFocus, "focus hour, minute, snooze, dial"),
        KeyRow(.char("t"), .display(.twentyFourHour), "12 / 24-hour time"),
        KeyRow(.char("s"), .display(.seconds), "seconds on/off"),
        KeyRow(.char("F"), .display(.clockOnly), "face alone / with panel"),
        KeyRow(.escape, .back, "cancel a drag, back to the dial"),
        KeyRow(mouse: "click a list line", "select that alarm; the wheel scrolls the list"),
        KeyRow(mouse: "drag the hand", "set the alarm; grab near it"),
        KeyRow(mouse: "right button", "cancel a drag (like Esc)"),
        KeyRow(mouse: "hold on the face", "alarm on, hand to the pointer"),
        KeyRow(mouse: "click alarm line", "alarm on/off"),
    ])

    /// The keys of a ringing alarm, over every other clock key, and of a timer that is done, on every screen.
    public static let ringingKeys = KeyMap<RingingKey>("Ringing alarm or timer", [
        KeyRow([(.key(.char("s")), .snooze), (.key(.char("S")), .snooze)], "snooze"),
        KeyRow([(.key(.enter), .dismiss), (.key(.char("r")), .restart)], "dismiss / restart the timer"),
        KeyRow(mouse: "click a button", "Snooze, Restart or Dismiss on the notice"),
    ])
}
