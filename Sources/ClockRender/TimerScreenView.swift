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
        if let title = layout.title {
            canvas.writeCentered("Timers", x: title.x, width: title.width, y: title.y, style: theme[.time])
        }
        renderDrums(layout, into: &canvas)
        if let row = layout.nextLine { renderNext(row, into: &canvas) }
        if let row = layout.presets {
            let text = screen.list.presets.isEmpty ? "" : TimerScreenLayout.presetsText(screen.list.presets).text
            canvas.write(text, x: row.x, y: row.y, style: theme[.label], maxWidth: row.width)
        }
        if let rows = layout.list { renderList(rows, into: &canvas) }
        if let rows = layout.stopwatch { renderStopwatch(rows, into: &canvas) }
        if let rows = layout.hint {
            for (i, text) in (ascii ? Self.asciiHint : Self.hint).enumerated() where i < rows.height {
                canvas.writeCentered(text, x: rows.x, width: rows.width, y: rows.y + i, style: theme[.hint])
            }
        }
    }

    private func renderDrums(_ layout: TimerScreenLayout, into canvas: inout Canvas) {
        let titles: [TimerFocus: String] = [.hour: "Hours", .minute: "Minutes", .second: "Seconds"]
        for focus in TimerFocus.allCases {
            guard let label = layout.label(for: focus), let drum = layout.drum(for: focus) else { continue }
            let ring = screen.spinner(focus)
            let focused = screen.focus == focus && screen.labelDraft == nil
            let x = label.x + canvas.write(titles[focus]!, x: label.x, y: label.y,
                                           style: focused ? theme[.accent] : theme[.label], maxWidth: label.width)
            canvas.write("  " + ring.text(for: ring.frontValue(at: t)), x: x, y: label.y, style: theme[.time],
                         maxWidth: label.maxX - x)
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
            canvas.write(draft + (ascii ? "_" : "▏"), x: x, y: row.y, style: theme[.accent], maxWidth: row.maxX - x)
            return
        }
        let length = screen.drumLength(at: t)
        var x = row.x
        x += canvas.write("Enter starts ", x: x, y: row.y, style: theme[.label], maxWidth: row.maxX - x)
        x += canvas.write(TimerDuration.text(length), x: x, y: row.y, style: theme[.alarmTime], maxWidth: row.maxX - x)
        let label = screen.nextLabel.isEmpty ? "  (L label)" : (ascii ? " - " : " — ") + screen.nextLabel
        canvas.write(label, x: x, y: row.y, style: screen.nextLabel.isEmpty ? theme[.hint] : theme[.label],
                     maxWidth: row.maxX - x)
    }

    private func renderList(_ rows: Rect, into canvas: inout Canvas) {
        guard !screen.list.isEmpty else {
            canvas.write("No timers: set the drums, Enter starts one", x: rows.x, y: rows.y, style: theme[.hint],
                         maxWidth: rows.width)
            return
        }
        for (i, timer) in screen.list.timers.enumerated() where i < rows.height {
            let y = rows.y + i
            let selected = i == screen.list.selected
            var x = rows.x
            x += canvas.write(selected ? (ascii ? "> " : "▸ ") : "  ", x: x, y: y, style: theme[.accent],
                              maxWidth: rows.maxX - x)
            let left = TimerDuration.text(left: timer.left(at: t))
            x += canvas.write(Self.padded(left, to: 8), x: x, y: y,
                              style: timer.isRinging ? theme[.warning] : theme[.time], maxWidth: rows.maxX - x)
            let state: String
            switch timer.run {
            case .running: state = "running"
            case .ringing: state = "done!"
            case .paused: state = timer.isReset ? "ready" : "paused"
            }
            x += canvas.write(Self.padded(state, to: 9), x: x, y: y,
                              style: timer.isRinging ? theme[.warning] : theme[.label], maxWidth: rows.maxX - x)
            x += canvas.write(Self.padded("of " + TimerDuration.text(timer.duration), to: 12), x: x, y: y,
                              style: theme[.hint], maxWidth: rows.maxX - x)
            if let draft = screen.labelDraft, screen.relabelling == timer.id {
                canvas.write(draft + (ascii ? "_" : "▏"), x: x, y: y, style: theme[.accent], maxWidth: rows.maxX - x)
            } else {
                canvas.write(timer.label, x: x, y: y, style: theme[.label], maxWidth: rows.maxX - x)
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
        let hint = watch.isRunning ? "  s stop · a lap" : (watch.isReset ? "  s start" : "  s go on · z reset")
        canvas.write(ascii ? hint.replacing("·", with: "|") : hint, x: x, y: rows.y, style: theme[.hint],
                     maxWidth: rows.maxX - x)
        for (i, lap) in watch.lapRows.enumerated() where i + 1 < rows.height {
            let text = Self.padded("Lap \(lap.number)", to: 9) + Self.padded(Stopwatch.text(lap.split, hundredths: true), to: 12)
                + Stopwatch.text(lap.total, hundredths: true)
            canvas.write(text, x: rows.x + 2, y: rows.y + 1 + i, style: theme[.label], maxWidth: rows.width - 2)
        }
    }

    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static let hint = ["Enter start · p pause · r reset · + 1 min · d delete · [ ] select",
                       "S-Tab drum · l recent · s a z stopwatch · T clock · ? keys"]
    static let asciiHint = hint.map { $0.replacing("·", with: "|") }
}
