/// The clock screen's keys for the list of alarms: select (`[` `]`), add (`n`), delete and undo (`d`, `u`),
/// repeat days (`D`), label (`L` opens a line to type it).
extension ClockScreen {
    mutating func listAction(_ action: AlarmListAction, _ context: ClockContext) -> [ClockHappening] {
        switch action {
        case .select(let step):
            alarms.selectNext(step)
            return listChanged(.selected)
        case .add:
            guard alarms.add(AlarmSettings(isOn: true, time: alarm.settings.time, days: .once)) else {
                return [.changed(.listFull)]
            }
            return listChanged(.added)
        case .delete:
            guard let removed = alarms.removeSelected() else { return [] }
            deleted = removed
            // A deleted alarm that was ringing stops with it.
            let stopped = removed.clock.isRinging
                ? [ClockHappening.alarm(AlarmListEvent(alarm: removed.clock.settings, event: .dismissed))] : []
            return stopped + listChanged(.deleted)
        case .undoDelete:
            guard let deleted else { return [] }
            self.deleted = nil
            alarms.restore(deleted)
            return listChanged(.restored)
        case .cycleDays:
            let days = alarm.settings.days.nextPreset
            let events = alarm.apply(.setDays(days))
            syncSpinners()
            let settings = alarm.settings
            return events.map { .alarm(AlarmListEvent(alarm: settings, event: $0)) } + [.changed(.daysCycled)]
        case .editLabel:
            labelDraft = alarm.settings.label
            return []
        }
    }

    /// After the selection or the list changed: the drums show the selected alarm.
    mutating func listChanged(_ change: AlarmChange) -> [ClockHappening] {
        liveTime = nil
        syncSpinners()
        return [.changed(change)]
    }
}
