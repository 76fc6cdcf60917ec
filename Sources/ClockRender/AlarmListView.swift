import ClockCore

/// The compact list of alarms beside the face: one line each (`▸ 7:30 AM on  weekdays  Work`), the selected one
/// marked, then which rings next (`next: Mon 7:30 AM — in 2 d 3 h`). While `L` edits a label, the selected line
/// shows the text being typed (`▸ 7:30 AM Label: Gym_`).
struct AlarmListView {
    var model: AppModel

    private var clock: ClockScreen { model.clock }
    private var ascii: Bool { model.options.ascii }
    private var theme: Theme { Theme.chosen(for: model) }

    func render(in rect: Rect, into canvas: inout Canvas) {
        let list = clock.alarms
        let rows = max(0, rect.height - 1)
        // The panel may run past a narrow screen's edge: what does not fit ends in "…", not in a cut word.
        let width = max(0, min(rect.width, canvas.size.width - rect.x))
        let first = AlarmListRows.firstShown(count: list.count, selected: list.selected, rows: rows)
        for (row, index) in (first..<min(list.count, first + rows)).enumerated() {
            let s = list.clocks[index].settings
            let selected = index == list.selected
            let marker = selected ? (ascii ? "> " : "▸ ") : "  "
            let time = AlarmText.time(selected ? clock.shownTime(at: model.now.uptime) : s.time,
                                      twentyFourHour: model.options.twentyFourHour)
            var text = "\(marker)\(time) \(s.isOn ? "on " : "off")  \(s.days)  \(s.label)"
            if case .album = s.sound { text += ascii ? " (album)" : " ♪" }
            if selected, let draft = clock.labelDraft {
                // The end being typed stays in view, however long the label.
                let head = "\(marker)\(time) Label: "
                let room = max(1, width - CharacterWidth.of(head) - 1)
                text = head + (draft.count > room ? "…" + draft.suffix(room - 1) : draft) + "_"
            }
            let style = selected ? (s.isOn ? theme[.accent] : theme[.label]) : (s.isOn ? theme[.time] : theme[.hint])
            canvas.write(Ellipsis.fit(text, width: width, ascii: ascii), x: rect.x, y: rect.y + row, style: style)
        }
        if list.count == 0 {
            canvas.write(Ellipsis.fit("No alarms: n adds one", width: width, ascii: ascii), x: rect.x, y: rect.y,
                         style: theme[.hint])
        }
        canvas.write(Ellipsis.fit(nextText, width: width, ascii: ascii), x: rect.x, y: rect.maxY - 1, style: theme[.label])
    }

    /// `next: Mon 7:30 AM — in 2 d 3 h`, or that none is on.
    var nextText: String {
        let now = model.now.wall
        guard let (index, at) = clock.alarms.nextDue(after: now, in: model.calendar) else { return "next: none is on" }
        return AlarmText.next(clock.alarms.clocks[index].settings, at: at, now: now, in: model.calendar,
                              twentyFourHour: model.options.twentyFourHour)
    }
}
