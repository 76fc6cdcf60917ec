/// The timer screen's `update`: the drums, the timer keys, the stopwatch and the timers' own clock. It changes only
/// the screen and says what happened; notices, sounds and saves are the app's consequences.
extension TimerScreen {
    /// Applies `msg` at `now` with the screen laid out at `size`; nil for input it does not use.
    public mutating func update(_ msg: TimerMsg, at now: Moment, size: Size) -> [TimerHappening]? {
        let happened = respond(msg, at: now, size: size)
        // The list's rows follow the selection; a tick changes neither it nor the list, and the idle clock's
        // half-second tick skips the layout.
        if msg != .tick {
            listTop = layout(size: size).listed(count: list.timers.count, selected: list.selected, top: listTop).lowerBound
        }
        return happened
    }

    private mutating func respond(_ msg: TimerMsg, at now: Moment, size: Size) -> [TimerHappening]? {
        switch msg {
        case .key(let key): return handle(key, at: now)
        case .mouse(let mouse): return handle(mouse, at: now, layout: layout(size: size))
        case .tick:
            for focus in TimerFocus.allCases { _ = withSpinner(focus) { $0.tick(at: now.uptime) } }
            return list.each { $0.tick(at: now) }.map(TimerHappening.timer)
        case .started:
            return list.start(at: now).map(TimerHappening.timer)
        case .restartRinging:
            _ = list.each { timer in
                if timer.isRinging { timer.reset(); timer.resume(at: now) }
                return []
            }
            return [.changed(.restarted)]
        case .dismissRinging:
            _ = list.each { timer in
                if timer.isRinging { timer.reset() }
                return []
            }
            return [.changed(.dismissed)]
        case .adopt(let saved):
            list.adopt(saved, at: now)
            return []
        }
    }

    private mutating func handle(_ key: KeyEvent, at now: Moment) -> [TimerHappening]? {
        if labelDraft != nil { return typeLabel(key) }
        if let action = Self.stopwatchKeys.action(for: key) {
            switch action {
            case .startStop: stopwatch.startStop(at: now.uptime)
            case .lap: stopwatch.lap(at: now.uptime)
            case .reset: stopwatch.reset()
            }
            return []
        }
        let focused = focus
        if withSpinner(focused, { $0.handle(key, at: now.uptime) }).handled { return [] }
        guard let action = Self.keys.action(for: key) else { return nil }
        switch action {
        case .start:
            let length = drumLength(at: now.uptime)
            guard length > 0 else { return [.changed(.cannotStart("Set a length on the drums first"))] }
            guard list.start(length, label: nextLabel, at: now) else {
                return [.changed(.cannotStart("At most \(TimerList.maxCount) timers"))]
            }
            nextLabel = ""
            presetCursor = 0
            return [.changed(.started(list.current!))]
        case .pauseResume:
            guard let timer = list.current else { return [] }
            if timer.isRunning {
                list.changeCurrent { $0.pause(at: now.uptime) }
                return [.changed(.paused)]
            }
            list.changeCurrent { $0.resume(at: now) }
            return [.changed(.resumed)]
        case .reset:
            guard list.current != nil else { return [] }
            list.changeCurrent { $0.reset() }
            return [.changed(.reset)]
        case .addMinute:
            guard list.current != nil else { return [] }
            list.changeCurrent { $0.addMinute(at: now) }
            return [.changed(.addedMinute)]
        case .delete:
            guard list.current != nil else { return [] }
            list.deleteCurrent()
            return [.changed(.deleted)]
        case .select(let offset):
            list.select(by: offset)
            return [.changed(.selected)]
        case .editLabel:
            labelDraft = nextLabel
            relabelling = nil
            return []
        case .relabel:
            guard let timer = list.current else { return [] }
            labelDraft = timer.label
            relabelling = timer.id
            return []
        case .nextPreset:
            guard !list.presets.isEmpty else { return [] }
            // The next length that is not on the drums already: after a start the newest is, and the first `l`
            // seemed to do nothing.
            var i = presetCursor % list.presets.count
            if list.presets[i] == drumLength(at: now.uptime), list.presets.count > 1 { i = (i + 1) % list.presets.count }
            showOnDrums(list.presets[i], at: now.uptime)
            presetCursor = (i + 1) % list.presets.count
            return []
        case .nextFocus:
            let all = TimerFocus.allCases
            focus = all[(all.firstIndex(of: focus)! + 1) % all.count]
            return []
        }
    }

    /// Typing the next timer's label after `L`, or the selected one's after `e` (see `LabelTyping`); a running timer
    /// runs on while it is relabelled.
    private mutating func typeLabel(_ key: KeyEvent) -> [TimerHappening] {
        guard let draft = labelDraft else { return [] }
        switch LabelTyping(key, on: draft) {
        case .kept(let label):
            labelDraft = nil
            if let id = relabelling {
                relabelling = nil
                list.change(id: id) { $0.label = AlarmSettings.cleanLabel(label) }
            } else {
                nextLabel = label
            }
            return [.changed(.labelled)]
        case .dropped:
            labelDraft = nil
            relabelling = nil
        case .typing(let typed):
            labelDraft = typed
        }
        return []
    }

    private mutating func handle(_ mouse: MouseEvent, at now: Moment, layout: TimerScreenLayout) -> [TimerHappening] {
        // A drum being dragged keeps the pointer wherever it goes.
        for drum in TimerFocus.allCases where spinner(drum).isDragging {
            guard let rect = layout.drum(for: drum) else { continue }
            _ = withSpinner(drum) { $0.handle(mouse, in: rect, at: now) }
            return []
        }
        for drum in TimerFocus.allCases {
            guard let rect = layout.drum(for: drum), rect.contains(mouse.position) else { continue }
            if mouse.action == .press { focus = drum }
            _ = withSpinner(drum) { $0.handle(mouse, in: rect, at: now) }
            return []
        }
        guard mouse.action == .press, mouse.button == .left else { return [] }
        if let i = layout.preset(at: mouse.position, presets: list.presets) {
            showOnDrums(list.presets[i], at: now.uptime)
            return []
        }
        let listed = layout.listed(count: list.timers.count, selected: list.selected, top: listTop)
        if let rows = layout.list, rows.contains(mouse.position), mouse.position.y - rows.y < listed.count {
            list.select(listed.lowerBound + mouse.position.y - rows.y)
            return [.changed(.selected)]
        }
        return []
    }
}

/// What a key asks of the stopwatch.
public enum StopwatchKey: Sendable, Equatable {
    case startStop, lap, reset
}

extension TimerScreen {
    /// Listed under the timer screen's heading: the stopwatch lives there.
    public static let stopwatchKeys = KeyMap<StopwatchKey>("Timers", [
        KeyRow([(.key(.char("s")), .startStop), (.key(.char("a")), .lap), (.key(.char("z")), .reset)],
               "stopwatch: start-stop / lap / reset"),
    ])
}
