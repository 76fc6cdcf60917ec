/// The clock screen's `update`: the alarm keys, the hand under the mouse, the three drums and the alarms' own
/// clock. It changes only the screen and says what happened; notices, sounds and saves are the app's consequences.
extension ClockScreen {
    /// Applies `msg`; returns what happened, or nil for input the clock does not use (the app's keys may have it).
    public mutating func update(_ msg: ClockMsg, _ context: ClockContext) -> [ClockHappening]? {
        let selected = (alarms.selected, alarms.selectedPlace, alarms.count)
        defer {
            // A new selection, or the selected alarm moving in time order, brings it into the list's view.
            if selected != (alarms.selected, alarms.selectedPlace, alarms.count) { followSelection(context.layout) }
        }
        return respond(msg, context)
    }

    private mutating func respond(_ msg: ClockMsg, _ context: ClockContext) -> [ClockHappening]? {
        let now = context.now
        switch msg {
        case .key(let key): return handle(key, context)
        case .mouse(let mouse): return handle(mouse, context)
        case .tick: return tick(context)
        case .started(let alarm):
            var happened = eachAlarm(context) { $0.start(at: now, in: context.calendar) }
            if let alarm { happened += setFromCommandLine(alarm) }
            return happened
        case .snoozeRinging:
            return eachAlarm(context) { $0.isRinging ? $0.snooze(at: now) : [] }
        case .dismissRinging:
            return eachAlarm(context) { $0.isRinging ? $0.dismiss(at: now) : [] }
        case .adopt(let saved):
            let taken = alarms.adopt(saved, at: now)
            adoptDisplay(saved.display)
            if alarms.count == 0 {
                labelDraft = nil
                dayDraft = nil
            }
            syncSpinners()
            return taken.map(ClockHappening.alarm)
        case .wakeTo(let album, let source):
            return apply(.setSound(.album(album.id, from: source))) + [.changed(.wakesTo(album))]
        }
    }

    /// Where the clock panel's parts are in `layout` (the view draws there, the mouse hits there).
    public func panelLayout(in layout: ClockScreenLayout) -> ClockPanelLayout {
        ClockPanelLayout(panel: layout.panel, faceShown: layout.face != nil,
                         listRows: AlarmListRows.wanted(by: alarms, editingLabel: labelDraft != nil || dayDraft != nil),
                         beside: layout.panelBeside, timerRows: timerRows)
    }

    private mutating func tick(_ context: ClockContext) -> [ClockHappening] {
        let now = context.now
        var happened = eachAlarm(context) { $0.tick(at: now, in: context.calendar) }
        if var wake { wake.volume = wake.volume(at: now.uptime); self.wake = wake }
        // Only a gesture on the hand needs the layout: an idle tick works none out.
        if hand.isBusy {
            if let face = context.layout.face {
                happened += handEvents(hand.tick(at: now, face: face, calendar: context.calendar))
            } else {
                // The terminal shrank below a face: a gesture on it cannot go on (nor its long press stay due).
                let wasTracking = hand.isTracking
                hand = AlarmHandDrag()
                if wasTracking { happened += handEvents([.cancelled]) }
            }
        }
        // Three plain calls, not a loop over an array of drums with a closure each: this runs twice a second.
        happened += drumEvents(hourSpinner.tick(at: now.uptime), of: .hour)
        happened += drumEvents(minuteSpinner.tick(at: now.uptime), of: .minute)
        happened += drumEvents(snoozeSpinner.tick(at: now.uptime), of: .snooze)
        syncSpinners()
        return happened
    }

    // MARK: Keys

    private mutating func handle(_ key: KeyEvent, _ context: ClockContext) -> [ClockHappening]? {
        let now = context.now
        if labelDraft != nil { return typeLabel(key) }
        if dayDraft != nil { return pickDays(key) }
        // A drum the layout no longer draws (the terminal shrank, the list took its rows) gives the keys back.
        if !focusesShown(in: context.layout).contains(focus) { focus = .dial }
        if alarms.isRinging, let action = Self.ringingKeys.action(for: key) {
            switch action {
            case .snooze: return update(.snoozeRinging, context)
            case .dismiss: return update(.dismissRinging, context)
            case .restart: break  // a timer's: with an alarm ringing, r is the clock's own key
            }
        }
        if hand.isBusy {
            let events = hand.handle(key)
            if !events.isEmpty { return handEvents(events) }
        }
        if focus != .dial {
            let focused = focus
            let response = withSpinner(focused) { $0.handle(key, at: now.uptime) }
            let happened = drumEvents(response.events, of: focused)
            if SpinnerRing.keys.action(for: key) == .back {
                focus = .dial
                return happened
            }
            if response.handled { return happened }
        }
        guard let action = Self.keys.action(for: key) else { return nil }
        switch action {
        case .nextFocus:
            // Only what is drawn takes the focus: a drum left out at this size is skipped.
            let shown = focusesShown(in: context.layout)
            focus = shown[((shown.firstIndex(of: focus) ?? 0) + 1) % shown.count]
            return []
        case .editAlarm(.toggle):
            return apply(.toggle) + [.changed(.toggled)]
        case .editAlarm(let edit):
            return setTime(edit) + [.changed(.nudged)]
        case .alarmList(let action):
            return listAction(action, context)
        case .display(let which):
            flip(which)
            return [.changed(.displayChanged)]
        case .back:
            // Esc with nothing to cancel (a drag of the hand takes it above).
            return []
        }
    }

    /// Typing the label after `L` (see `LabelTyping`); Enter sets it on the alarm.
    private mutating func typeLabel(_ key: KeyEvent) -> [ClockHappening] {
        guard let draft = labelDraft else { return [] }
        switch LabelTyping(key, on: draft) {
        case .kept(let label):
            labelDraft = nil
            return apply(.setLabel(label)) + [.changed(.labelled)]
        case .dropped:
            labelDraft = nil
        case .typing(let typed):
            labelDraft = typed
        }
        return []
    }

    // MARK: Mouse

    private mutating func handle(_ mouse: MouseEvent, _ context: ClockContext) -> [ClockHappening] {
        let now = context.now, layout = context.layout
        let panel = panelLayout(in: layout)
        if hand.isBusy, let face = layout.face {
            return handEvents(hand.handle(mouse, at: now, face: face, alarm: alarm.settings, calendar: context.calendar))
        }
        // A spinner being dragged keeps the pointer wherever it goes.
        for drum in [ClockFocus.hour, .minute, .snooze] where spinner(drum).isDragging {
            guard let rect = panel.drum(for: drum) else { continue }
            return drumEvents(withSpinner(drum) { $0.handle(mouse, in: rect, at: now) }.events, of: drum)
        }
        for drum in [ClockFocus.hour, .minute, .snooze] {
            guard let rect = panel.drum(for: drum), rect.contains(mouse.position) else { continue }
            if mouse.action == .press { focus = drum }
            return drumEvents(withSpinner(drum) { $0.handle(mouse, in: rect, at: now) }.events, of: drum)
        }
        if mouse.action == .press, mouse.button == .left, let line = panel.alarmLine, line.contains(mouse.position) {
            return apply(.toggle) + [.changed(.toggled)]
        }
        if let list = panel.alarmList, list.contains(mouse.position), let window = listWindow(in: layout) {
            switch mouse.action {
            case .wheelUp: scrollList(by: -1, layout)
            case .wheelDown: scrollList(by: 1, layout)
            case .press where mouse.button == .left:
                // A click on a line of the list selects that alarm.
                guard let place = window.place(atRow: mouse.position.y - list.y, count: alarms.count) else { return [] }
                alarms.select(alarms.byTime[place])
                return listChanged(.selected)
            case .press, .drag, .release, .move, .wheelLeft, .wheelRight:
                break
            }
            return []
        }
        if let face = layout.face, mouse.action == .press, face.contains(cell: mouse.position) {
            focus = .dial
            return handEvents(hand.handle(mouse, at: now, face: face, alarm: alarm.settings, calendar: context.calendar))
        }
        return []
    }

    /// The dial and the drums the layout draws, in Shift-Tab order.
    func focusesShown(in layout: ClockScreenLayout) -> [ClockFocus] {
        let panel = panelLayout(in: layout)
        return ClockFocus.allCases.filter { $0 == .dial || panel.drum(for: $0) != nil }
    }

    // MARK: The parts' events

    /// Sets the selected alarm's time (keys, drums, the hand): setting a time is setting the alarm, so an alarm that
    /// was off switches on (SPEC §3); the consequences pass says so.
    private mutating func setTime(_ edit: AlarmEdit) -> [ClockHappening] {
        var happened = apply(edit)
        if !alarm.settings.isOn { happened += apply(.toggle) }
        return happened
    }

    /// Applies an edit to the selected alarm and keeps the drums on it; switching a ringing alarm off silences it.
    @discardableResult
    /// `--alarm HH:MM` sets the alarm and switches it on (SPEC §7): with none or one, that alarm; with several, none is
    /// rewritten: one at that time is switched on and selected, else one is added at it (once, as `n` adds one).
    private mutating func setFromCommandLine(_ time: AlarmTime) -> [ClockHappening] {
        if alarms.count > 1 {
            let settings = alarms.settings
            if let same = settings[alarms.selected].time == time ? alarms.selected : settings.firstIndex(where: { $0.time == time }) {
                alarms.select(same)
            } else if !alarms.add(AlarmSettings(time: time, days: .once)) {
                return [.changed(.listFull)]
            }
        }
        var happened = apply(.set(time))
        if !alarm.settings.isOn { happened += apply(.toggle) }
        return happened + [.changed(.setFromCommandLine)]
    }

    private mutating func apply(_ edit: AlarmEdit) -> [ClockHappening] {
        let events = alarm.apply(edit)
        syncSpinners()
        let settings = alarm.settings
        return events.map { .alarm(AlarmListEvent(alarm: settings, event: $0)) }
    }

    /// Runs one operation on every alarm; what they report is what happened.
    private mutating func eachAlarm(_ context: ClockContext,
                                    _ operation: (inout AlarmRinging) -> [AlarmEvent]) -> [ClockHappening] {
        let events = alarms.each(operation)
        if events.contains(where: { if case .ring = $0.event { return true } else { return false } }) {
            // The alarm takes the screen: a label half typed is dropped.
            labelDraft = nil
        }
        return events.map(ClockHappening.alarm)
    }

    private mutating func handEvents(_ events: [AlarmHandEvent]) -> [ClockHappening] {
        var happened: [ClockHappening] = []
        for event in events {
            switch event {
            case .grabbed:
                focus = .dial
            case .valueChanged(let t):
                liveTime = t
                syncSpinners()
            case .cancelled:
                liveTime = nil
                syncSpinners()
            case .committed(let t):
                liveTime = nil
                happened += setTime(.set(t)) + [.changed(.handDropped)]
            case .switchedOn(let t):
                happened += apply(.set(t))
                if !alarm.settings.isOn { happened += apply(.toggle) }
                liveTime = t
                syncSpinners()
                happened.append(.changed(.switchedOnByHolding))
            }
        }
        return happened
    }

    private mutating func drumEvents(_ events: [SpinnerEvent], of drum: ClockFocus) -> [ClockHappening] {
        var happened: [ClockHappening] = []
        for case .committed(let value) in events {
            let time = alarm.settings.time
            switch drum {
            case .hour:
                let hour = typedHour ?? hour(ofDrumValue: value, near: time.hour + hourSpinner.lastTurn)
                happened += setTime(.set(AlarmTime(hour: hour, minute: time.minute) ?? time))
                happened.append(.changed(.timeTurned))
            case .minute:
                happened += setTime(.set(AlarmTime(hour: time.hour, minute: value) ?? time))
                happened.append(.changed(.timeTurned))
            case .snooze:
                happened += apply(.setSnoozeMinutes(value))
                happened.append(.changed(.snoozeTurned))
            case .dial:
                break
            }
        }
        return happened
    }

    func spinner(_ drum: ClockFocus) -> SpinnerRing {
        switch drum {
        case .hour: return hourSpinner
        case .minute: return minuteSpinner
        case .snooze, .dial: return snoozeSpinner
        }
    }

    private mutating func withSpinner<R>(_ drum: ClockFocus, _ body: (inout SpinnerRing) -> R) -> R {
        switch drum {
        case .hour: return body(&hourSpinner)
        case .minute: return body(&minuteSpinner)
        case .snooze, .dial: return body(&snoozeSpinner)
        }
    }
}
