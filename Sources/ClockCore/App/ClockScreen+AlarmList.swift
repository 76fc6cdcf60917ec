/// The clock screen's keys for the list of alarms: select (`[` `]`), add (`n`), delete and undo (`d`, `u`),
/// repeat days (`D` opens the day picker), label (`L` opens a line to type it); and the list's window, which the
/// wheel scrolls and a new selection moves to.
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
        case .pickDays:
            dayDraft = DayPicker(days: alarm.settings.days)
            return []
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

    /// The layout for a screen of `size`, with the panel as wide as the list's lines want and the face alone
    /// when `F` asked for it, and a row for the now-playing line while music is loaded. The app, the view and the
    /// mouse all use this one.
    public func layout(size: Size, glyphs: FaceGlyphs, nowPlaying: Bool = false) -> ClockScreenLayout {
        ClockScreenLayout(size: size, glyphs: glyphs,
                          panelWants: AlarmListRows.widest(alarms, twentyFourHour: display.twentyFourHour),
                          clockOnly: display.clockOnly, nowPlaying: nowPlaying)
    }

    /// The list's window in `layout`, or nil when the list is not drawn.
    public func listWindow(in layout: ClockScreenLayout) -> AlarmListWindow? {
        guard let rect = panelLayout(in: layout).alarmList else { return nil }
        return AlarmListWindow(count: alarms.count, top: listTop, height: rect.height)
    }

    /// Brings the selected alarm into the list's window (after it was selected, added, or moved in time order).
    mutating func followSelection(_ layout: ClockScreenLayout) {
        guard let window = listWindow(in: layout) else { return }
        listTop = window.top(following: alarms.selectedPlace)
    }

    /// The wheel over the list moves its window a line, the selection staying where it is.
    mutating func scrollList(by lines: Int, _ layout: ClockScreenLayout) {
        guard let window = listWindow(in: layout) else { return }
        listTop = min(max(0, window.first + lines), max(0, alarms.count - window.rows))
    }
}
