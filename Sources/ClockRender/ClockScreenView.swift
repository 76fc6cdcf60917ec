import ClockCore
import FoundationEssentials

/// The clock screen: the analog face with the alarm hand, and beside or below it the digital time, the date and
/// the alarm panel (switch, time, "rings in", hour/minute spinners, snooze spinner). On a terminal too small for
/// a face it shows the digital time alone, or "terminal too small".
public struct ClockScreenView {
    public var model: AppModel

    public init(model: AppModel) { self.model = model }

    private var ascii: Bool { model.options.ascii }
    private var clock: ClockScreen { model.clock }
    private var theme: Theme { Theme.chosen(for: model) }

    public func render(into canvas: inout Canvas) {
        let size = canvas.size
        let layout = model.clock.layout(size: size, glyphs: model.options.faceGlyphs,
                                        nowPlaying: model.music.player.isLoaded)
        let time = TimeOfDay(model.now.wall, calendar: model.calendar)
        guard !layout.tooSmall else {
            // Narrower than "10:08": the hours and minutes without the colon are still the time.
            let digits = TimeFormat.clock(hour: time.hour, minute: time.minute, twentyFourHour: true).replacing(":", with: "")
            canvas.writeCentered(digits.count <= size.width ? digits : "", x: 0, width: size.width, y: (size.height - 1) / 2,
                                 style: theme[.time])
            return
        }
        if let face = layout.face {
            let settings = clock.alarm.settings
            let showHand = settings.isOn || clock.hand.isTracking
            let others = clock.alarms.clocks.indices.filter { $0 != clock.alarms.selected && clock.alarms.clocks[$0].settings.isOn }
            ClockFaceView(face: face, time: time, showSeconds: clock.display.showSeconds,
                          alarmAngle: showHand ? clock.alarmAngle(at: model.now.uptime) : nil,
                          alarmTracking: clock.hand.isTracking,
                          alarmMarks: others.map { AlarmDial.angle(for: clock.alarms.clocks[$0].settings.time) },
                          timerArc: model.timers.list.nearest(at: model.now.uptime)?.fractionLeft(at: model.now.uptime),
                          theme: theme)
                .render(into: &canvas)
        }
        let panel = clock.panelLayout(in: layout)
        renderTime(time, panel: panel, whole: layout.panel, into: &canvas)
        renderAlarm(panel, into: &canvas)
        renderSpinners(panel, into: &canvas)
        if let list = panel.alarmList { AlarmListView(model: model).render(in: list, into: &canvas) }
        if let rows = panel.timers { renderTimers(rows, into: &canvas) }
        if let hint = panel.hint { renderHint(hint, into: &canvas) }
        if let line = layout.nowPlaying {
            NowPlayingView(ascii: ascii, theme: theme).render(model.music.player, in: line, into: &canvas)
        }
    }

    private func renderTime(_ time: TimeOfDay, panel: ClockPanelLayout, whole: Rect, into canvas: inout Canvas) {
        guard let row = panel.time else { return }
        var text = TimeFormat.clock(hour: time.hour, minute: time.minute,
                                    second: clock.display.showSeconds ? time.second : nil,
                                    twentyFourHour: clock.display.twentyFourHour)
        if CharacterWidth.of(text) > row.width {
            // Narrower than the full time: fall back to hours and minutes, then to the notice alone.
            text = TimeFormat.clock(hour: time.hour, minute: time.minute, twentyFourHour: true)
            guard CharacterWidth.of(text) <= row.width else {
                canvas.writeCentered(Self.tooSmallText(width: whole.width), x: whole.x, width: whole.width,
                                     y: whole.y + whole.height / 2, style: theme[.warning])
                return
            }
        }
        canvas.writeCentered(text, x: row.x, width: row.width, y: row.y, style: theme[.time])
        if let row = panel.date {
            // The short form is made only when the long one does not fit (every frame draws the date).
            let long = TimeFormat.longDate(time)
            let date = CharacterWidth.of(long) <= row.width ? long : TimeFormat.shortDate(time)
            canvas.writeCentered(CharacterWidth.of(date) <= row.width ? date : "", x: row.x, width: row.width, y: row.y,
                                 style: theme[.date])
        }
    }

    /// `Alarm ● on   7:00 AM` and below it when it rings, or that it is off / ringing / snoozed.
    private func renderAlarm(_ panel: ClockPanelLayout, into canvas: inout Canvas) {
        guard let line = panel.alarmLine else { return }
        let settings = clock.alarm.settings
        let on = settings.isOn
        let switchText = on ? (ascii ? "[x] on " : "● on ") : (ascii ? "[ ] off" : "○ off")
        let timeText = AlarmText.time(clock.shownTime(at: model.now.uptime), twentyFourHour: clock.display.twentyFourHour)
        let timeStyle = clock.hand.isTracking ? theme[.alarmHandTracking] : theme[.alarmTime]
        var x = line.x
        x += write("Alarm ", x: x, y: line.y, style: theme[.label], limit: line.maxX, into: &canvas)
        x += write(switchText, x: x, y: line.y, style: on ? theme[.accent] : theme[.hint], limit: line.maxX, into: &canvas)
        // The switch shows and hides the label with the hand (SPEC §3); the spinners still show the time.
        guard on || clock.hand.isTracking else { return renderStatus(panel, into: &canvas) }
        x += canvas.write("  ", x: x, y: line.y, maxWidth: line.maxX - x)
        write(timeText, x: x, y: line.y, style: timeStyle, limit: line.maxX, into: &canvas)
        renderStatus(panel, into: &canvas)
    }

    private func renderStatus(_ panel: ClockPanelLayout, into canvas: inout Canvas) {
        guard let row = panel.ringsIn else { return }
        write(statusText, x: row.x, y: row.y, style: clock.alarm.isRinging ? theme[.warning] : theme[.label],
              limit: row.maxX, into: &canvas)
    }

    /// The line under the alarm: how long until it rings, or what it is doing.
    var statusText: String {
        let settings = clock.alarm.settings
        let now = model.now.wall
        if clock.alarm.isRinging { return "Ringing: s snooze, Enter stop" }
        if let until = settings.pendingSnooze, until > now {
            let t = TimeOfDay(until, calendar: model.calendar)
            return "Snoozed until " + TimeFormat.clock(hour: t.hour, minute: t.minute,
                                                      twentyFourHour: clock.display.twentyFourHour)
        }
        guard settings.isOn || clock.hand.isTracking else { return "a switches it on" }
        var probe = clock.alarm
        probe.settings.time = clock.shownTime(at: model.now.uptime)
        probe.settings.isOn = true
        guard let ring = probe.nextRing(after: now, in: model.calendar) else { return "" }
        return AlarmText.ringsIn(from: now, to: ring)
    }

    /// The three drums, each under its label and value. One call per drum, not a loop over a table of them: an idle
    /// second draws them all, and a table would copy every ring into it first.
    private func renderSpinners(_ panel: ClockPanelLayout, into canvas: inout Canvas) {
        let theme = theme
        renderSpinner(.hour, "Hour", label: panel.hourLabel, drum: panel.hourDrum, clock.hourSpinner, theme, &canvas)
        renderSpinner(.minute, "Minute", label: panel.minuteLabel, drum: panel.minuteDrum, clock.minuteSpinner, theme,
                      &canvas)
        renderSpinner(.snooze, "Snooze", label: panel.snoozeLabel, drum: panel.snoozeDrum, clock.snoozeSpinner, theme,
                      &canvas)
    }

    private func renderSpinner(_ focus: ClockFocus, _ title: String, label: Rect?, drum: Rect?, _ ring: SpinnerRing,
                               _ theme: Theme, _ canvas: inout Canvas) {
        guard let label, let drum else { return }
        let t = model.now.uptime
        let focused = clock.focus == focus
        let front = ring.frontValue(at: t)
        let x = label.x + write(title, x: label.x, y: label.y, style: focused ? theme[.accent] : theme[.label],
                                limit: label.maxX, into: &canvas)
        let gap = canvas.write("  ", x: x, y: label.y, style: theme[.time], maxWidth: label.maxX - x)
        let value = focus == .snooze ? "\(front) min" : ring.text(for: front)
        canvas.write(value, x: x + gap, y: label.y, style: theme[.time], maxWidth: label.maxX - x - gap)
        SpinnerView.render(ring, in: drum, on: &canvas, at: t, focused: focused, ascii: ascii, theme: theme)
    }

    /// `Timer  3:12  Tea` for each timer under way: its time left (in one column), held, or done, and its label,
    /// cut with an ellipsis where the panel ends; what does not fit whole is left out.
    private func renderTimers(_ rows: Rect, into canvas: inout Canvas) {
        let t = model.now.uptime
        let underWay = model.timers.list.underWay
        let times = underWay.prefix(rows.height).map { $0.isRinging ? "done" : TimerDuration.text(left: $0.left(at: t)) }
        let column = times.map(\.count).max() ?? 0
        for (i, timer) in underWay.prefix(rows.height).enumerated() {
            let y = rows.y + i
            if i == rows.height - 1, underWay.count > rows.height {
                // The rest are on the timer screen.
                write("+\(underWay.count - i) more timers (T)", x: rows.x, y: y, style: theme[.label], limit: rows.maxX,
                      into: &canvas)
                break
            }
            var x = rows.x
            x += canvas.write("Timer  ", x: x, y: y, style: theme[.label], maxWidth: rows.maxX - x)
            let style: ThemeRole = timer.isRunning ? .alarmTime : timer.isRinging ? .warning : .label
            canvas.write(times[i], x: x, y: y, style: theme[style], maxWidth: rows.maxX - x)
            x += timer.isRunning || timer.isRinging ? column : times[i].count
            if !timer.isRunning, !timer.isRinging, x + 5 <= rows.maxX {
                x += canvas.write(" held", x: x, y: y, style: theme[.label])
            }
            // A label cut to its first letter says nothing: it needs room for a few, or for all of a short one.
            guard !timer.label.isEmpty, rows.maxX - x - 2 >= min(CharacterWidth.of(timer.label), 5) else { continue }
            canvas.write("  " + Ellipsis.fit(timer.label, width: rows.maxX - x - 2, ascii: ascii), x: x, y: y,
                         style: theme[.label], maxWidth: rows.maxX - x)
        }
    }

    private func renderHint(_ rect: Rect, into canvas: inout Canvas) {
        let style = theme[.hint]
        for (i, text) in (ascii ? Self.asciiHint : Self.hint).enumerated() where i < rect.height {
            if let narrow = text.narrow, narrow.width <= rect.width {
                canvas.writeCentered(narrow, x: rect.x, width: rect.width, y: rect.y + i, style: style)
            } else {
                canvas.writeCentered(Ellipsis.fit(text.text, width: rect.width, ascii: ascii), x: rect.x, width: rect.width,
                                     y: rect.y + i, style: style)
            }
        }
    }

    /// Writes `text` from `x` up to column `limit`, ending in "…" ("..." in ASCII) where it does not fit whole: a
    /// tiny terminal showed "a switches i". Returns the columns written.
    @discardableResult
    private func write(_ text: String, x: Int, y: Int, style: Style, limit: Int, into canvas: inout Canvas) -> Int {
        let room = min(limit, canvas.size.width) - x
        guard CharacterWidth.of(text) > room else { return canvas.write(text, x: x, y: y, style: style, maxWidth: room) }
        return canvas.write(Ellipsis.fit(text, width: room, ascii: ascii), x: x, y: y, style: style, maxWidth: room)
    }

    /// The hint's lines, written every frame, so measured once.
    static let hint = hintLines(["a alarm · ← → ↑ ↓ move · p AM/PM", "S-Tab focus · Tab music · ? keys"])
    static let asciiHint = hintLines(["a alarm | arrows move | p AM/PM", "S-Tab focus | Tab music | ? keys"])

    private static func hintLines(_ lines: [String]) -> [(text: String, narrow: NarrowText?)] {
        lines.map { ($0, NarrowText($0)) }
    }

    static func tooSmallText(width: Int) -> String {
        width >= 18 ? "terminal too small" : (width >= 9 ? "too small" : "")
    }
}
