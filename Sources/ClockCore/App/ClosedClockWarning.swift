/// Telling the user, once, that an alarm that is on would not ring if this program were closed: no background
/// ringer (`tui-clock daemon`, run by the user service) was running when it started. Said the first time an alarm is
/// on (at start, or when one is switched on), with the command that fixes it, and never again in that run.
public enum ClosedClockWarning: Sendable, Equatable {
    /// A background ringer runs: nothing to say.
    case notNeeded
    /// None runs, and the user has not been told yet.
    case untold
    /// Said.
    case told

    /// The words, with the commands that fix it.
    public static let text = "Alarms ring only while tui-clock is open: 'tui-clock service install' "
        + "(or 'tui-clock daemon') rings them when it is closed"
}

extension AppModel {
    mutating func warnOnceIfClosingSilencesAlarms(at now: Moment) {
        guard closedClockWarning == .untold, clock.alarms.settings.contains(where: \.isOn) else { return }
        closedClockWarning = .told
        tell(Notice(ClosedClockWarning.text, severity: .warning), at: now)
    }
}
