import FoundationEssentials

/// The clock screen's part of `update`: the alarm keys, the alarm hand under the mouse, the three spinners,
/// and turning alarm events into notifications, bells, the ring sound and saves.
extension AppModel {
    /// At start-up: reports an alarm that was due while the program was not running, applies `--alarm`, and shows
    /// what the start had to say.
    mutating func start(_ startUp: StartUp, at now: Moment) -> [Effect] {
        let calendar = self.calendar
        var effects = withAlarms(at: now) { $0.start(at: now, in: calendar) }
        if let time = startUp.alarm { effects += setAlarm(time, at: now) }
        for notice in startUp.notices { notifications.show(notice, severity: .warning, at: now.uptime) }
        return effects + scanLibraryForWakeAlbums()
    }

    /// `--alarm HH:MM`: set that time and switch the alarm on.
    mutating func setAlarm(_ time: AlarmTime, at now: Moment) -> [Effect] {
        var effects = changeAlarm(.set(time), at: now, announce: false)
        if !clock.alarm.settings.isOn { effects += changeAlarm(.toggle, at: now, announce: false) }
        announceAlarmSet(at: now)
        return effects
    }

    /// Where the clock panel's parts are at the current size (the view draws there, the mouse hits there).
    public var clockPanelLayout: ClockPanelLayout {
        let layout = clockLayout
        return ClockPanelLayout(panel: layout.panel, faceShown: layout.face != nil,
                                listRows: AlarmListRows.wanted(by: clock.alarms, editingLabel: clock.labelDraft != nil))
    }

    mutating func handleClockInput(_ event: InputEvent, at now: Moment) -> [Effect]? {
        switch event {
        case .key(let key): return handleClockKey(key, at: now)
        case .mouse(let mouse): return handleClockMouse(mouse, at: now)
        case .paste, .reply: return nil
        }
    }

    mutating func tickClock(at now: Moment) -> [Effect] {
        let calendar = self.calendar
        var effects = withAlarms(at: now) { $0.tick(at: now, in: calendar) }
        effects += tickWakeUp(at: now)
        if let face = clockLayout.face {
            effects += handEffects(clock.hand.tick(at: now, face: face, calendar: calendar), at: now)
        } else if clock.hand.isBusy {
            // The terminal shrank below a face: a gesture on it cannot go on (nor its long press stay due).
            let wasTracking = clock.hand.isTracking
            clock.hand = AlarmHandDrag()
            if wasTracking { effects += handEffects([.cancelled], at: now) }
        }
        for focus in [ClockFocus.hour, .minute, .snooze] {
            let events = withSpinner(focus) { $0.tick(at: now.uptime) }
            effects += spinnerEffects(events, of: focus, at: now)
        }
        clock.syncSpinners()
        return effects
    }

    // MARK: Keys

    private mutating func handleClockKey(_ key: KeyEvent, at now: Moment) -> [Effect]? {
        if clock.labelDraft != nil { return editLabel(key, at: now) }
        if clock.alarms.isRinging, let action = ClockScreen.ringingKeys.action(for: key) {
            switch action {
            case .snooze: return snoozeRinging(at: now)
            case .dismiss: return dismissRinging(at: now)
            }
        }
        if clock.hand.isBusy {
            let events = clock.hand.handle(key)
            if !events.isEmpty { return handEffects(events, at: now) }
        }
        if clock.focus != .dial {
            let focus = clock.focus
            let response = withSpinner(focus) { $0.handle(key, at: now.uptime) }
            let effects = spinnerEffects(response.events, of: focus, at: now)
            if SpinnerRing.keys.action(for: key) == .back {
                clock.focus = .dial
                return effects
            }
            if response.handled { return effects }
        }
        guard let action = ClockScreen.keys.action(for: key) else { return nil }
        switch action {
        case .nextFocus:
            let all = ClockFocus.allCases
            clock.focus = all[(all.firstIndex(of: clock.focus)! + 1) % all.count]
            return []
        case .editAlarm(let edit):
            return changeAlarm(edit, at: now, announce: edit == .toggle)
        case .alarmList(let action):
            return handleAlarmListAction(action, at: now)
        case .back:
            // Esc with nothing to cancel (a drag of the hand takes it above).
            return []
        }
    }

    /// Snooze (`s`, the notification's button): every ringing alarm rings again after its own snooze minutes.
    mutating func snoozeRinging(at now: Moment) -> [Effect] {
        withAlarms(at: now) { $0.isRinging ? $0.snooze(at: now) : [] }
    }

    /// Dismiss (`Enter`, the notification's button): every ringing alarm stops; other alarms' snoozes stay.
    mutating func dismissRinging(at now: Moment) -> [Effect] {
        withAlarms(at: now) { $0.isRinging ? $0.dismiss(at: now) : [] }
    }

    // MARK: Mouse

    private mutating func handleClockMouse(_ mouse: MouseEvent, at now: Moment) -> [Effect]? {
        let layout = clockLayout
        let panel = clockPanelLayout
        if clock.hand.isBusy, let face = layout.face {
            return handEffects(clock.hand.handle(mouse, at: now, face: face, alarm: clock.alarm.settings, calendar: calendar),
                               at: now)
        }
        // A spinner being dragged keeps the pointer wherever it goes.
        for focus in [ClockFocus.hour, .minute, .snooze] where spinner(focus).isDragging {
            guard let rect = panel.drum(for: focus) else { continue }
            let response = withSpinner(focus) { $0.handle(mouse, in: rect, at: now) }
            return spinnerEffects(response.events, of: focus, at: now)
        }
        for focus in [ClockFocus.hour, .minute, .snooze] {
            guard let rect = panel.drum(for: focus), rect.contains(mouse.position) else { continue }
            if mouse.action == .press { clock.focus = focus }
            let response = withSpinner(focus) { $0.handle(mouse, in: rect, at: now) }
            return spinnerEffects(response.events, of: focus, at: now)
        }
        if mouse.action == .press, mouse.button == .left, let line = panel.alarmLine, line.contains(mouse.position) {
            return changeAlarm(.toggle, at: now, announce: true)
        }
        if let listEffects = handleAlarmListMouse(mouse, at: now) { return listEffects }
        if let face = layout.face, mouse.action == .press, face.contains(cell: mouse.position) {
            clock.focus = .dial
            return handEffects(clock.hand.handle(mouse, at: now, face: face, alarm: clock.alarm.settings, calendar: calendar),
                               at: now)
        }
        return []
    }

    // MARK: Turning events into effects

    /// Applies an edit to the alarm, keeps the spinners in step, and saves when the settings changed.
    mutating func changeAlarm(_ edit: AlarmEdit, at now: Moment, announce: Bool) -> [Effect] {
        let before = clock.alarm.settings
        let effects = withAlarm(at: now) { $0.apply(edit) }
        clock.syncSpinners()
        let after = clock.alarm.settings
        if after != before {
            if announce {
                if after.isOn {
                    announceAlarmSet(at: now)
                } else if before.isOn {
                    notifyReplacing("Alarm off", .info, at: now)
                }
            }
        }
        return effects
    }

    /// Shows "Alarm set for 7:30 AM — rings in 8 h 2 min", replacing an earlier one so repeated changes do not pile up.
    mutating func announceAlarmSet(at now: Moment) {
        guard let ring = clock.alarm.nextRing(after: now.wall, in: calendar) else { return }
        notifyReplacing(AlarmText.alarmSet(clock.alarm.settings.time, ringsAt: ring, now: now.wall,
                                    twentyFourHour: options.twentyFourHour), .success, at: now)
    }

    mutating func notifyReplacing(_ text: String, _ severity: NotificationSeverity, at now: Moment) {
        if let previous = clock.lastAnnouncement { notifications.dismiss(previous, at: now.uptime) }
        clock.lastAnnouncement = notifications.show(text, from: .top, severity: severity, at: now.uptime)
    }

    /// Runs one operation on the selected alarm, turns its events into effects, and saves if the settings changed.
    mutating func withAlarm(at now: Moment, _ operation: (inout AlarmClock) -> [AlarmEvent]) -> [Effect] {
        withAlarmList(at: now) { list in
            var selected = list.current
            let events = operation(&selected)
            list.current = selected
            return events.map { AlarmListEvent(alarm: selected.settings, event: $0) }
        }
    }

    /// Runs one operation on every alarm.
    mutating func withAlarms(at now: Moment, _ operation: (inout AlarmClock) -> [AlarmEvent]) -> [Effect] {
        withAlarmList(at: now) { $0.each(operation) }
    }

    /// Runs one operation on the list, turns the events into effects, and saves if what is persisted changed.
    mutating func withAlarmList(at now: Moment, _ operation: (inout AlarmList) -> [AlarmListEvent]) -> [Effect] {
        let before = clock.alarms.saved
        let wasRinging = clock.alarms.isRinging
        var effects = alarmEffects(operation(&clock.alarms), at: now)
        // One ring sound for however many alarms ring; it stops when the last of them stops.
        if wasRinging && !clock.alarms.isRinging { effects += [.ringSound(false)] + stopWakeSound() }
        if clock.alarms.saved != before { effects.append(.saveAlarms(clock.alarms.saved)) }
        return effects
    }

    private mutating func alarmEffects(_ events: [AlarmListEvent], at now: Moment) -> [Effect] {
        var effects: [Effect] = []
        var ringText: String?
        for item in events {
            let event = item.event
            let text = AlarmText.message(for: event, now: now.wall, in: calendar, twentyFourHour: options.twentyFourHour)
                .map { AlarmText.naming(item.alarm, in: $0, event: event) }
            switch event {
            case .ring:
                screen = .clock
                showsHelp = false
                clock.labelDraft = nil
                // "Alarm set for … — rings in 3 s" is out of date once it rings.
                if let id = clock.lastAnnouncement { notifications.dismiss(id, at: now.uptime) }
                clock.lastAnnouncement = nil
                // Alarms due in the same minute ring as one notification, shown once below, naming each of them.
                if ringText == nil { ringText = text ?? "Wake up!" }
                if !effects.contains(.bell) { effects.append(.bell) }
                // The music would drown the alarm: pause it (Space in the panel resumes).
                if let playback = music.panel?.playback, playback.phase == .playing, !playback.isPaused,
                   !effects.contains(.player(.setPaused(true))) {
                    effects.append(.player(.setPaused(true)))
                }
            case .bell:
                if !effects.contains(.bell) { effects.append(.bell) }
            case .missed, .missedWhileNotRunning:
                notifications.show(text ?? "Missed alarm", from: .top, for: 0, severity: .warning, at: now.uptime)
            case .autoSilenced, .snoozed, .dismissed:
                if !clock.alarms.isRinging {
                    if let id = clock.ringNotification { notifications.dismiss(id, at: now.uptime) }
                    clock.ringNotification = nil
                }
                if let text {
                    let lasting: Double = { if case .autoSilenced = event { return 0 } else { return 5 } }()
                    notifications.show(text, from: .top, for: lasting, severity: lasting == 0 ? .warning : .info,
                                       at: now.uptime)
                }
            }
        }
        if var ringText {
            if let id = clock.ringNotification { notifications.dismiss(id, at: now.uptime) }
            let names = AlarmText.ringing(clock.alarms.ringing, twentyFourHour: options.twentyFourHour)
            if let names { ringText += " — \(names)" }
            let sound = startWakeSound(at: now)
            effects += sound.effects
            if let note = sound.note { ringText += " (\(note))" }
            clock.ringNotification = notifications.show(ringText,
                                                        from: .top, for: 0, bounce: true, severity: .warning,
                                                        actions: [.snooze, .dismiss], urgent: true, at: now.uptime)
        }
        return effects
    }

    private mutating func handEffects(_ events: [AlarmHandEvent], at now: Moment) -> [Effect] {
        var effects: [Effect] = []
        for event in events {
            switch event {
            case .grabbed:
                clock.focus = .dial
            case .valueChanged(let t):
                clock.liveTime = t
                clock.syncSpinners()
            case .cancelled:
                clock.liveTime = nil
                clock.syncSpinners()
            case .committed(let t):
                clock.liveTime = nil
                effects += changeAlarm(.set(t), at: now, announce: false)
                announceAlarmSet(at: now)
            case .switchedOn(let t):
                effects += changeAlarm(.set(t), at: now, announce: false)
                if !clock.alarm.settings.isOn { effects += changeAlarm(.toggle, at: now, announce: false) }
                clock.liveTime = t
                clock.syncSpinners()
            }
        }
        return effects
    }

    private mutating func spinnerEffects(_ events: [SpinnerEvent], of focus: ClockFocus, at now: Moment) -> [Effect] {
        var effects: [Effect] = []
        for case .committed(let value) in events {
            let time = clock.alarm.settings.time
            switch focus {
            case .hour:
                let hour = clock.hour(ofDrumValue: value, near: time.hour)
                effects += changeAlarm(.set(AlarmTime(hour: hour, minute: time.minute) ?? time), at: now, announce: false)
                if clock.alarm.settings.isOn { announceAlarmSet(at: now) }
            case .minute:
                effects += changeAlarm(.set(AlarmTime(hour: time.hour, minute: value) ?? time), at: now, announce: false)
                if clock.alarm.settings.isOn { announceAlarmSet(at: now) }
            case .snooze:
                effects += changeAlarm(.setSnoozeMinutes(value), at: now, announce: false)
            case .dial:
                break
            }
        }
        return effects
    }

    mutating func notificationClicked(_ hit: NotificationHit, at now: Moment) -> [Effect] {
        guard hit.id == clock.ringNotification, clock.alarms.isRinging else { return [] }
        clock.ringNotification = nil
        return hit.action == .snooze ? snoozeRinging(at: now) : dismissRinging(at: now)
    }

    func spinner(_ focus: ClockFocus) -> SpinnerRing {
        switch focus {
        case .hour: return clock.hourSpinner
        case .minute: return clock.minuteSpinner
        default: return clock.snoozeSpinner
        }
    }

    private mutating func withSpinner<R>(_ focus: ClockFocus, _ body: (inout SpinnerRing) -> R) -> R {
        switch focus {
        case .hour: return body(&clock.hourSpinner)
        case .minute: return body(&clock.minuteSpinner)
        default: return body(&clock.snoozeSpinner)
        }
    }
}
