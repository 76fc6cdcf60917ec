import FoundationEssentials

/// One instant at which the alarm is due: a daily occurrence of the alarm time, or the end of a snooze.
public struct AlarmOccurrence: Sendable, Equatable {
    /// When it is due.
    public var instant: Date
    /// The wall-clock time to show for it ("Missed alarm at 7:00").
    public var time: AlarmTime
    /// Whether this is the end of a snooze rather than the daily alarm.
    public var isSnooze: Bool

    public init(instant: Date, time: AlarmTime, isSnooze: Bool = false) {
        self.instant = instant
        self.time = time
        self.isSnooze = isSnooze
    }
}

/// What the alarm reports to the app; the app turns these into notifications, bells and sounds.
public enum AlarmEvent: Sendable, Equatable {
    /// Start ringing: show "Wake up!" with snooze/dismiss, ring the bell, play the ring sound.
    /// `lateBy` is nil when on time, otherwise how many seconds late it rang (after a sleep or a clock jump).
    case ring(AlarmOccurrence, lateBy: TimeInterval?)
    /// Ring the terminal bell again; it is still ringing.
    case bell
    /// The wall clock jumped so far past the alarm that ringing would be pointless: tell the user it was missed.
    case missed(AlarmOccurrence)
    /// Found on start: the alarm was due while the program was not running.
    case missedWhileNotRunning(AlarmOccurrence)
    /// Nobody answered: the ringing stopped by itself. Tell the user it was missed.
    case autoSilenced(AlarmOccurrence)
    /// The user snoozed it; it rings again at `until`.
    case snoozed(until: Date)
    /// The user dismissed it.
    case dismissed
}
