/// The clock screen's keys for the list of alarms: select (`[` `]`), add (`n`), delete and undo (`d`, `u`),
/// repeat days (`D`), label (`L` opens a line to type it), and taking the list another process saved.
extension AppModel {
    /// Keys that act on the list rather than on the selected alarm's time; nil for any other key.
    mutating func handleAlarmListAction(_ action: AlarmListAction, at now: Moment) -> [Effect] {
        switch action {
        case .select(let step):
            clock.alarms.selectNext(step)
            return afterListChange(at: now)
        case .add:
            guard clock.alarms.add(AlarmSettings(isOn: true, time: clock.alarm.settings.time, days: .once)) else {
                notifications.show("At most \(AlarmList.maxCount) alarms", severity: .warning, at: now.uptime)
                return []
            }
            let effects = afterListChange(at: now)
            announceAlarmSet(at: now)
            return effects
        case .delete:
            var removed: DeletedAlarm?
            let effects = withAlarmList(at: now) { list in
                removed = list.removeSelected()
                // A deleted alarm that was ringing stops with it.
                guard let r = removed, r.clock.isRinging else { return [] }
                return [AlarmListEvent(alarm: r.clock.settings, event: .dismissed)]
            }
            guard let removed else { return effects }
            clock.deleted = removed
            clock.liveTime = nil
            clock.syncSpinners()
            notifyReplacing("Alarm deleted — u brings it back", .info, at: now)
            return effects
        case .undoDelete:
            guard let deleted = clock.deleted else { return [] }
            clock.deleted = nil
            clock.alarms.restore(deleted)
            notifyReplacing("Alarm restored", .info, at: now)
            return afterListChange(at: now)
        case .cycleDays:
            return changeAlarm(.setDays(clock.alarm.settings.days.nextPreset), at: now, announce: false)
        case .editLabel:
            clock.labelDraft = clock.alarm.settings.label
            return []
        }
    }

    /// A click on a line of the list selects that alarm; a click on its switch turns it on or off.
    mutating func handleAlarmListMouse(_ mouse: MouseEvent, at now: Moment) -> [Effect]? {
        guard mouse.action == .press, mouse.button == .left, let list = clockPanelLayout.alarmList,
              list.contains(mouse.position) else { return nil }
        let first = AlarmListRows.firstShown(count: clock.alarms.count, selected: clock.alarms.selected, rows: list.height - 1)
        let index = first + mouse.position.y - list.y
        guard index >= first, index < clock.alarms.count else { return [] }
        clock.alarms.select(index)
        return afterListChange(at: now)
    }

    /// Typing the label after `L`: Enter keeps it, Esc drops it, Backspace deletes the last character.
    mutating func editLabel(_ key: KeyEvent, at now: Moment) -> [Effect] {
        guard var draft = clock.labelDraft else { return [] }
        switch key.key {
        case .enter:
            clock.labelDraft = nil
            return changeAlarm(.setLabel(draft), at: now, announce: false)
        case .escape:
            clock.labelDraft = nil
            return []
        case .backspace, .delete:
            if !draft.isEmpty { draft.removeLast() }
        case .char(let c) where key.modifiers.isEmpty || key.modifiers == [.shift]:
            draft = AlarmSettings.cleanLabel(draft + String(c))
        default:
            break
        }
        clock.labelDraft = draft
        return []
    }

    /// The alarms as another process (`tui-clock alarms …`) or a merged save left them in the state file. A ringing
    /// alarm that was removed there stops ringing here.
    mutating func adoptSavedAlarms(_ saved: SavedState, at now: Moment) -> [Effect] {
        let wasRinging = clock.alarms.isRinging
        clock.alarms.adopt(saved)
        if clock.labelDraft != nil, clock.alarms.count == 0 { clock.labelDraft = nil }
        clock.syncSpinners()
        guard wasRinging, !clock.alarms.isRinging else { return [] }
        if let id = clock.ringNotification { notifications.dismiss(id, at: now.uptime) }
        clock.ringNotification = nil
        return [.ringSound(false)] + stopWakeSound()
    }

    /// After the selection or the list changed: the drums show the selected alarm, and the change is saved.
    private mutating func afterListChange(at now: Moment) -> [Effect] {
        clock.liveTime = nil
        clock.syncSpinners()
        return [.saveAlarms(clock.alarms.saved)]
    }
}
