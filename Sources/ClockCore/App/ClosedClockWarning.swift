/// Telling the user that an alarm that is on would not ring if this program were closed: no background ringer
/// (`tui-clock daemon`, run by the user service) was running when it started. Said with the command that fixes it,
/// at most once a run: at start while an alarm is on, until the user has seen it once (the state file remembers,
/// `SavedState.closedClockWarningTold`); and whenever the user switches an alarm on or adds one, which is when it
/// matters. A user who read it and chose to keep the clock open is not told again at every start.
public enum ClosedClockWarning: Sendable, Equatable {
    /// A background ringer runs (or the clock has not started yet): nothing to say.
    case notNeeded
    /// None runs, and the user has not been told in this run.
    case untold
    /// Said in this run.
    case told

    /// The words, with the commands that fix it.
    public static let text = "Alarms ring only while tui-clock is open: 'tui-clock service install' "
        + "(or 'tui-clock daemon') rings them when it is closed"
}

extension AppModel {
    /// At start: with a ringer running nothing is said, and what the file remembers is forgotten, so that a ringer
    /// removed later is warned of again.
    mutating func startClosedClockWarning(backgroundRinger: Bool) {
        closedClockWarning = backgroundRinger ? .notNeeded : .untold
        if backgroundRinger { closedClockWarningTold = false }
    }

    mutating func warnOnceIfClosingSilencesAlarms(since before: AppModel, at now: Moment) {
        guard closedClockWarning == .untold else { return }
        // Asked after every message the whole run when the user was told before: the list as it is, no copies.
        let alarms = clock.alarms.clocks, was = before.clock.alarms.clocks
        let wanted = closedClockWarningTold
            // Told in an earlier run: said again only for an alarm that was off (or not there) before this message.
            ? alarms.contains { a in a.settings.isOn && !was.contains { $0.settings.id == a.settings.id && $0.settings.isOn } }
            : alarms.contains { $0.settings.isOn }
        guard wanted else { return }
        closedClockWarning = .told
        closedClockWarningTold = true
        tell(Notice(ClosedClockWarning.text, severity: .warning), at: now)
    }
}
