import ClockCore

/// The timer screen: the Hours/Minutes/Seconds drums that set the next timer, what Enter starts, the recent lengths,
/// the timers with the time each has left, and the stopwatch with its laps.
public struct TimerScreenView {
    public var model: AppModel

    public init(model: AppModel) { self.model = model }

    private var screen: TimerScreen { model.timers }
    private var ascii: Bool { model.options.ascii }
    private var theme: Theme { Theme.chosen(for: model) }
    private var t: Uptime { model.now.uptime }

    public func render(into canvas: inout Canvas) {
        let layout = screen.layout(size: canvas.size)
        guard layout.drum(for: .minute) != nil else { return renderTimeAlone(into: &canvas) }
        if let title = layout.title {
            canvas.writeCentered("Timers", x: title.x, width: title.width, y: title.y, style: theme[.time])
        }
        renderDrums(layout, into: &canvas)
        if let row = layout.nextLine { renderNext(row, into: &canvas) }
        if let row = layout.presets {
            let text = screen.list.presets.isEmpty ? "" : TimerScreenLayout.presetsText(screen.list.presets, width: row.width).text
            canvas.write(text, x: row.x, y: row.y, style: theme[.label], maxWidth: row.width)
        }
        if let rows = layout.list {
            let listed = layout.listed(count: screen.list.timers.count, selected: screen.list.selected, top: screen.listTop)
            renderList(rows, listed: listed, into: &canvas)
        }
        if let rows = layout.stopwatch { renderStopwatch(rows, into: &canvas) }
        if let rows = layout.hint {
            for (i, text) in Self.hint.enumerated() where i < rows.height {
                canvas.writeCentered(Self.fitted(text, width: rows.width, ascii: ascii), x: rows.x, width: rows.width,
                                     y: rows.y + i, style: theme[.hint])
            }
        }
    }

    /// Too small for the drums (4x2, say): the selected timer's time left alone, else the stopwatch's, as the clock
    /// shows its time alone; without the colon when only that fits.
    private func renderTimeAlone(into canvas: inout Canvas) {
        let text = screen.list.current.map { TimerDuration.text(left: $0.left(at: t)) }
            ?? Stopwatch.text(screen.stopwatch.elapsed(at: t), hundredths: false)
        let width = canvas.size.width
        guard let shown = [text, text.replacing(":", with: "")].first(where: { $0.count <= width }) else { return }
        canvas.writeCentered(shown, x: 0, width: width, y: max(0, (canvas.size.height - 1) / 2),
                             style: screen.list.current?.isRinging == true ? theme[.warning] : theme[.time])
    }

    /// A label being typed, with the cursor after it: its end, where the typing is, when it is wider than `width`.
    private func typed(_ draft: String, width: Int) -> String {
        let cursor = ascii ? "_" : "▏", mark = ascii ? "..." : "…"
        let text = ascii ? TextFold.ascii(draft) : draft
        guard CharacterWidth.of(text) + 1 > width else { return text + cursor }
        var tail = ""
        for character in text.reversed() {
            if CharacterWidth.of(tail) + CharacterWidth.of(character) + mark.count + 1 > width { break }
            tail.insert(character, at: tail.startIndex)
        }
        return mark + tail + cursor
    }

    /// `text`'s "·"-separated items that fit in `width` columns, whole (a hint is never cut mid-word).
    static func fitted(_ text: String, width: Int, ascii: Bool) -> String {
        let separator = ascii ? " | " : " · "
        var kept = ""
        for item in text.components(separatedBy: " · ") {
            let next = kept.isEmpty ? item : kept + separator + item
            if CharacterWidth.of(next) <= width { kept = next }
        }
        return kept
    }

    private func renderDrums(_ layout: TimerScreenLayout, into canvas: inout Canvas) {
        let titles: [TimerFocus: String] = [.hour: "Hours", .minute: "Minutes", .second: "Seconds"]
        for focus in TimerFocus.allCases {
            guard let label = layout.label(for: focus), let drum = layout.drum(for: focus) else { continue }
            let ring = screen.spinner(focus)
            let focused = screen.focus == focus && screen.labelDraft == nil
            let x = label.x + canvas.write(titles[focus]!, x: label.x, y: label.y,
                                           style: focused ? theme[.accent] : theme[.label], maxWidth: label.width)
            let value = "  " + ring.text(for: ring.frontValue(at: t))
            if x + value.count <= label.maxX {
                canvas.write(value, x: x, y: label.y, style: theme[.time], maxWidth: label.maxX - x)
            }
            SpinnerView.render(ring, in: drum, on: &canvas, at: t, focused: focused, ascii: ascii, theme: theme)
        }
    }

    /// "Enter starts 4:00 — Tea · L label", or the label being typed (the selected timer's is typed in its row).
    private func renderNext(_ row: Rect, into canvas: inout Canvas) {
        if screen.labelDraft != nil, screen.relabelling != nil {
            canvas.write("Its new label: Enter keeps, Esc drops", x: row.x, y: row.y, style: theme[.hint],
                         maxWidth: row.width)
            return
        }
        if let draft = screen.labelDraft {
            let x = row.x + canvas.write("Label: ", x: row.x, y: row.y, style: theme[.label], maxWidth: row.width)
            canvas.write(typed(draft, width: row.maxX - x), x: x, y: row.y, style: theme[.accent], maxWidth: row.maxX - x)
            return
        }
        let length = screen.drumLength(at: t)
        var x = row.x
        x += canvas.write("Enter starts ", x: x, y: row.y, style: theme[.label], maxWidth: row.maxX - x)
        x += canvas.write(TimerDuration.text(length), x: x, y: row.y, style: theme[.alarmTime], maxWidth: row.maxX - x)
        if screen.nextLabel.isEmpty {
            if x + 11 <= row.maxX { canvas.write("  (L label)", x: x, y: row.y, style: theme[.hint]) }
        } else if row.maxX - x > 4 {
            let label = (ascii ? " - " : " — ") + Ellipsis.fit(screen.nextLabel, width: row.maxX - x - 3, ascii: ascii)
            canvas.write(label, x: x, y: row.y, style: theme[.label], maxWidth: row.maxX - x)
        }
    }

    private func renderList(_ rows: Rect, listed: Range<Int>, into canvas: inout Canvas) {
        guard !screen.list.isEmpty else {
            canvas.write("No timers: set the drums, Enter starts one", x: rows.x, y: rows.y, style: theme[.hint],
                         maxWidth: rows.width)
            return
        }
        for i in listed {
            let timer = screen.list.timers[i]
            let y = rows.y + i - listed.lowerBound
            let selected = i == screen.list.selected
            var x = rows.x
            x += canvas.write(selected ? (ascii ? "> " : "▸ ") : "  ", x: x, y: y, style: theme[.accent],
                              maxWidth: rows.maxX - x)
            let left = TimerDuration.text(left: timer.left(at: t))
            // The columns' padding is left unstyled: a done timer's warning colour (reverse red in 8 colours)
            // marks its words, not a bar across the row.
            x += Self.column(left, 8, at: x, y, on: &canvas, style: timer.isRinging ? theme[.warning] : theme[.time],
                             maxX: rows.maxX)
            let state: String
            switch timer.run {
            case .running: state = "running"
            case .ringing: state = "done!"
            case .paused: state = timer.isReset ? "ready" : "paused"
            }
            // A column that does not fit whole is left out, with those after it.
            x += Self.column(state, 9, at: x, y, on: &canvas, style: timer.isRinging ? theme[.warning] : theme[.label],
                             maxX: rows.maxX)
            let length = "of " + TimerDuration.text(timer.duration)
            guard x + length.count <= rows.maxX else { continue }
            x += canvas.write(Self.padded(length, to: 12), x: x, y: y, style: theme[.hint], maxWidth: rows.maxX - x)
            if let draft = screen.labelDraft, screen.relabelling == timer.id {
                canvas.write(typed(draft, width: rows.maxX - x), x: x, y: y, style: theme[.accent], maxWidth: rows.maxX - x)
            } else {
                canvas.write(Ellipsis.fit(timer.label, width: rows.maxX - x, ascii: ascii), x: x, y: y, style: theme[.label],
                             maxWidth: rows.maxX - x)
            }
        }
    }

    /// "Stopwatch  1:02.34", then the laps: number, split, total.
    private func renderStopwatch(_ rows: Rect, into canvas: inout Canvas) {
        let watch = screen.stopwatch
        var x = rows.x
        x += canvas.write("Stopwatch  ", x: x, y: rows.y, style: theme[.label], maxWidth: rows.maxX - x)
        x += canvas.write(Stopwatch.text(watch.elapsed(at: t), hundredths: true), x: x, y: rows.y, style: theme[.time],
                          maxWidth: rows.maxX - x)
        let hint = watch.isRunning ? "s stop · a lap" : (watch.isReset ? "s start" : "s go on · z reset")
        let room = rows.maxX - x - 2
        if room > 0 { canvas.write("  " + Self.fitted(hint, width: room, ascii: ascii), x: x, y: rows.y, style: theme[.hint]) }
        for (i, lap) in watch.lapRows.enumerated() where i + 1 < rows.height {
            let text = Self.padded("Lap \(lap.number)", to: 9) + Self.padded(Stopwatch.text(lap.split, hundredths: true), to: 12)
                + Stopwatch.text(lap.total, hundredths: true)
            canvas.write(text, x: rows.x + 2, y: rows.y + 1 + i, style: theme[.label], maxWidth: rows.width - 2)
        }
    }

    /// Writes `text` at `x` in a column `width` wide (one space after it at least); the columns it took.
    static func column(_ text: String, _ width: Int, at x: Int, _ y: Int, on canvas: inout Canvas, style: Style,
                       maxX: Int) -> Int {
        let written = canvas.write(text, x: x, y: y, style: style, maxWidth: maxX - x)
        return min(max(written + 1, width), max(0, maxX - x))
    }

    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static let hint = ["Enter start · p pause · r reset · + 1 min · d delete · [ ] select",
                       "S-Tab drum · l recent · s a z stopwatch · T clock · ? keys"]
}
