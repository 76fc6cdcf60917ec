import ClockCore

/// The compact list of alarms beside the face, in time order: one line each (`▸ 7:30 AM on  weekdays  Work`), the
/// selected one marked, "↑ 2 more" / "↓ 3 more" where the window hides some, then which rings next
/// (`next: Mon 7:30 AM — in 2 d 3 h`). While `L` edits a label, the selected line shows the text being typed
/// (`▸ 7:30 AM Label: Gym_`); while `D` picks days, it says how, and the last line is the row of days.
struct AlarmListView {
    var model: AppModel

    private var clock: ClockScreen { model.clock }
    private var ascii: Bool { model.options.ascii }
    private var theme: Theme { Theme.chosen(for: model) }
    private var twentyFourHour: Bool { clock.display.twentyFourHour }

    func render(in rect: Rect, into canvas: inout Canvas) {
        let list = clock.alarms
        // The panel may run past a narrow screen's edge: what does not fit ends in "…", not in a cut word.
        let width = max(0, min(rect.width, canvas.size.width - rect.x))
        let window = AlarmListWindow(count: list.count, top: clock.listTop, height: rect.height)
        let order = list.byTime
        for row in 0..<window.rows {
            let place = window.first + row
            guard place < list.count else { break }
            let index = order[place]
            let s = list.clocks[index].settings
            let selected = index == list.selected
            let time = selected ? clock.shownTime(at: model.now.uptime) : s.time
            var text = AlarmListRows.line(s, time: time, selected: selected, twentyFourHour: twentyFourHour, ascii: ascii)
            let head = "\(selected ? (ascii ? "> " : "▸ ") : "  ")\(AlarmText.time(time, twentyFourHour: twentyFourHour)) "
            if selected, let draft = clock.labelDraft {
                // The end being typed stays in view, however long the label.
                let room = max(1, width - CharacterWidth.of(head) - 7 - 1)
                text = head + "Label: " + (draft.count > room ? "…" + draft.suffix(room - 1) : draft) + "_"
            } else if selected, clock.dayDraft != nil {
                text = head + (ascii ? "Days: Left Right, Space, Enter" : "Days: ← →, Space, Enter")
            }
            let style = selected ? (s.isOn ? theme[.accent] : theme[.label]) : (s.isOn ? theme[.time] : theme[.hint])
            canvas.write(Ellipsis.fit(text, width: width, ascii: ascii), x: rect.x, y: rect.y + window.offset + row,
                         style: style)
        }
        if window.hasMarkers {
            let up = ascii ? "^" : "↑", down = ascii ? "v" : "↓"
            if window.above > 0 {
                canvas.write(Ellipsis.fit("  \(up) \(window.above) more", width: width, ascii: ascii), x: rect.x,
                             y: rect.y, style: theme[.hint])
            }
            if window.below > 0 {
                canvas.write(Ellipsis.fit("  \(down) \(window.below) more", width: width, ascii: ascii), x: rect.x,
                             y: rect.y + window.offset + window.rows, style: theme[.hint])
            }
        }
        if list.count == 0 {
            canvas.write(Ellipsis.fit("No alarms: n adds one", width: width, ascii: ascii), x: rect.x, y: rect.y,
                         style: theme[.hint])
        }
        if let picker = clock.dayDraft {
            renderDays(picker, x: rect.x, y: rect.maxY - 1, width: width, into: &canvas)
        } else {
            canvas.write(Ellipsis.fit(nextText, width: width, ascii: ascii), x: rect.x, y: rect.maxY - 1,
                         style: theme[.label])
        }
    }

    /// `Days: ●Mo ○Tu ●We ○Th ●Fr ○Sa ○Su`, the day under the cursor in reverse video.
    private func renderDays(_ picker: DayPicker, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        var column = x + canvas.write("Days:", x: x, y: y, style: theme[.label], maxWidth: width)
        for place in 0..<7 {
            let on = picker.isOn(place: place)
            let mark = on ? (ascii ? "*" : "●") : (ascii ? "-" : "○")
            var style = on ? theme[.accent] : theme[.hint]
            if place == picker.cursor { style.attributes.insert(.reverse) }
            column += canvas.write(" ", x: column, y: y, maxWidth: x + width - column)
            column += canvas.write(mark + DayPicker.names[place], x: column, y: y, style: style,
                                   maxWidth: x + width - column)
        }
    }

    /// `next: Mon 7:30 AM — in 2 d 3 h`, or that none is on.
    var nextText: String {
        let now = model.now.wall
        guard let (index, at) = clock.alarms.nextDue(after: now, in: model.calendar) else { return "next: none is on" }
        return AlarmText.next(clock.alarms.clocks[index].settings, at: at, now: now, in: model.calendar,
                              twentyFourHour: twentyFourHour)
    }
}
