import FoundationEssentials

/// The timers' part of the consequences pass: "Timer done — Tea, 4:00" with Restart and Dismiss, the bell and the
/// ring tone (shared with the alarms: one sound for whatever rings), auto-silence and timers missed while closed.
extension AppModel {
    mutating func timerConsequences(of happened: [Happening], since before: AppModel, at now: Moment,
                                    alarmEffects: [Effect]) -> [Effect] {
        var effects: [Effect] = []
        var bell = alarmEffects.contains(.bell)
        for case .timer(let item) in happened {
            switch item {
            case .timer(.rang), .timer(.bell):
                if !bell { effects.append(.bell); bell = true }
            case .timer(.autoSilenced(let timer)):
                tell(Notice("Timer done, nobody answered — \(timer.name)", severity: .warning,
                            lasting: .untilDismissed), at: now)
            case .timer(.missedWhileClosed(let timer, let endedAt)):
                let t = TimeOfDay(endedAt, calendar: calendar)
                let at = TimeFormat.clock(hour: t.hour, minute: t.minute, twentyFourHour: clock.display.twentyFourHour)
                tell(Notice("Timer ended at \(at) while tui-clock was closed — \(timer.name)", severity: .warning,
                            lasting: .untilDismissed), at: now)
            case .changed(let change):
                announce(change, at: now)
            }
        }
        let wasRinging = before.clock.alarms.isRinging || before.timers.list.isRinging
        let isRinging = clock.alarms.isRinging || timers.list.isRinging
        if timers.list.isRinging {
            // The one notice names every timer that is done, rewritten as one joins or goes.
            let names = timers.list.ringing.map(\.name).joined(separator: "; ")
            tell(Notice("Timer done — \(names)", severity: .warning, about: .timerRinging, lasting: .untilDismissed,
                        bounce: true, actions: [.restart, .dismiss], urgent: true), at: now)
            // A ring taken over at start (the state file's record) was ringing already in `before`.
            let takenOver = happened.contains { if case .timer(.timer(.rang)) = $0 { true } else { false } }
            if !wasRinging || takenOver, !alarmEffects.contains(.ringSound(true)) { effects.append(.ringSound(true)) }
        } else if before.timers.list.isRinging {
            tell(.withdraw(.timerRinging), at: now)
            if !isRinging { effects.append(.ringSound(false)) }
        }
        return effects
    }

    /// Which timer keys earn a word: the ones whose effect is not on screen already.
    private mutating func announce(_ change: TimerChange, at now: Moment) {
        switch change {
        case .started(let timer):
            // Started from another screen's key would be unseen; on the timer screen the list shows it.
            if screen != .timers { tell(Notice("Timer started — \(timer.name)", severity: .success, about: .timers), at: now) }
        case .cannotStart(let why):
            tell(Notice(why, severity: .warning, about: .timers), at: now)
        case .paused, .resumed, .reset, .addedMinute, .deleted, .selected, .labelled, .restarted, .dismissed:
            break
        }
    }
}
