/// Which control on the clock screen gets the arrow keys: the alarm itself (the dial), or one of the spinners.
public enum ClockFocus: Sendable, Equatable, CaseIterable {
    case dial, hour, minute, snooze
}

/// The clock screen's state: the alarms (the selected one is `alarm`), the hand being dragged, and the three spinners
/// of the alarm panel, which edit the selected alarm.
/// The dial and the drums show one value, `shownTime(at:)`: the hand's time while it is dragged, the drums' front
/// numbers while one of them turns, and the alarm's time otherwise. Resting drums are kept on that value.
public struct ClockScreen: Sendable, Equatable {
    public var alarms: AlarmList
    /// The selected alarm: the one the dial, the drums and the alarm keys show and edit.
    public var alarm: AlarmRinging {
        get { alarms.current }
        set { alarms.current = newValue }
    }
    /// The last alarm deleted with `d`, and where it was, until `u` puts it back.
    public var deleted: DeletedAlarm?
    /// The label being typed after `L`, nil when no label is being edited.
    public var labelDraft: String?
    /// The days being picked after `D`, nil when the day picker is closed.
    public var dayDraft: DayPicker?
    /// The first place (in time order) the list shows: the wheel moves it, a new selection brings it into view.
    public var listTop: Int
    /// The album playing because an alarm with that sound rings, fading in.
    public var wake: WakeUp?
    public var hand: AlarmHandDrag
    public var hourSpinner: SpinnerRing
    public var minuteSpinner: SpinnerRing
    public var snoozeSpinner: SpinnerRing
    public var focus: ClockFocus
    /// The time the hand points at while it is dragged (the label follows it live).
    public var liveTime: AlarmTime?
    /// Rows the panel keeps for the timers that are under way (the app sets it from the timer screen after every
    /// message, so the view and the mouse lay the panel out alike).
    public internal(set) var timerRows: Int = 0

    /// 12 or 24 hours, seconds, the face alone: how the screen shows the time now (`t`, `s`, `F`).
    public private(set) var display: ClockDisplay
    /// The display as the state file keeps it: nil until a key changed it, so a one-off `--24h` is not remembered.
    public private(set) var rememberedDisplay: ClockDisplay?

    /// The Hour drum counts 1–12 (the half of the day is the alarm's, shown as AM/PM beside it) instead of 0–23.
    public var twelveHour: Bool { !display.twentyFourHour }

    public init(settings: AlarmSettings, twelveHour: Bool = false) {
        self.init(saved: SavedState(alarm: settings), display: ClockDisplay(twentyFourHour: !twelveHour))
    }

    public init(saved: SavedState, twelveHour: Bool = false) {
        self.init(saved: saved, display: ClockDisplay(twentyFourHour: !twelveHour))
    }

    /// - Parameter display: how the time is shown at start (the command line, the config file or what the state
    ///   file remembered, as the launcher chose); `saved.display` is kept as what is remembered.
    public init(saved: SavedState, display: ClockDisplay) {
        self.display = display
        rememberedDisplay = saved.display
        alarms = AlarmList(saved)
        let settings = alarms.current.settings
        deleted = nil
        labelDraft = nil
        dayDraft = nil
        listTop = 0
        wake = nil
        hand = AlarmHandDrag()
        hourSpinner = Self.hourSpinner(at: settings.time.hour, twelveHour: !display.twentyFourHour)
        minuteSpinner = SpinnerRing(0...59, value: settings.time.minute, zeroPadded: true)
        snoozeSpinner = SpinnerRing(AlarmSettings.snoozeMinutesRange, value: settings.snoozeMinutes)
        focus = .dial
        liveTime = nil
        listTop = AlarmListWindow(count: alarms.count, top: 0, height: AlarmListRows.wanted(by: alarms))
            .top(following: alarms.selectedPlace)
    }

    /// What the state file keeps of this screen: the alarms, and the display once a key changed it.
    public var saved: SavedState {
        var state = alarms.saved
        state.display = rememberedDisplay
        return state
    }

    /// The Hour drum: 1–12 beside AM/PM, or 00–23. The 12-hour one also takes 0 and 13–23 typed: that hour exactly
    /// (typed 13, it was capped to 12, noon).
    static func hourSpinner(at hour: Int, twelveHour: Bool) -> SpinnerRing {
        guard twelveHour else { return SpinnerRing(0...23, value: hour, zeroPadded: true) }
        var drum = SpinnerRing(1...12, value: twelveHourValue(of: hour))
        drum.typedRange = 0...23
        return drum
    }

    /// The 24-hour hour the Hour drum was typed to, where that says which (0, 13–23 on the 12-hour drum).
    var typedHour: Int? {
        hourSpinner.typedValue
    }

    /// `t`, `s`, `F`: flips one of the display's switches, and remembers the display from now on.
    mutating func flip(_ which: ClockDisplay.Switch) {
        display.flip(which)
        rememberedDisplay = display
        if which == .twentyFourHour {
            // The Hour drum counts the other way round now; a drag of it cannot go on across the change.
            let time = liveTime ?? alarm.settings.time
            hourSpinner = Self.hourSpinner(at: time.hour, twelveHour: twelveHour)
        }
    }

    /// Takes how another process left the display in the state file as what is remembered (the screen on show
    /// stays as the user here has it).
    mutating func adoptDisplay(_ remembered: ClockDisplay?) {
        rememberedDisplay = remembered
    }

    /// The one alarm time the dial, the label and the Hour/Minute drums show at monotonic time `t`: the hand's
    /// live time while it is dragged; while a drum is dragged, flicked or settles, its front number; else the set time.
    public func shownTime(at t: Uptime) -> AlarmTime {
        if let liveTime { return liveTime }
        let set = alarm.settings.time
        guard hourSpinner.isTurning || minuteSpinner.isTurning else { return set }
        let front = hourSpinner.frontValue(at: t)
        // On its way to an hour typed, the drum shows the hours it passes; once there, the one typed. At rest the
        // set hour says it (`p` after typing 13 flips it, and leaves the drum's number and its typed hour as they were).
        let typed = hourSpinner.isTurning
            ? typedHour.flatMap { Self.twelveHourValue(of: $0) == front ? $0 : nil } : nil
        return AlarmTime(hour: typed ?? hour(ofDrumValue: front, near: set.hour + hourSpinner.stepsTurned(at: t)),
                         minute: minuteSpinner.frontValue(at: t)) ?? set
    }

    /// 1–12 on a 12-hour clock face: 0 and 12 are both "12".
    static func twelveHourValue(of hour: Int) -> Int { (hour + 11) % 12 + 1 }

    /// The number the Hour drum shows for a 24-hour `hour`.
    public func drumValue(ofHour hour: Int) -> Int { twelveHour ? Self.twelveHourValue(of: hour) : hour }

    /// The 24-hour hour a number on the Hour drum means, where the turn was heading: the set hour plus the
    /// numbers turned (any count, either way round). In 12-hour mode that is the AM or PM one fewer hours away, so
    /// turning 11 → 12 crosses noon (or midnight) and flips AM/PM as a clock does, while 12 → 1 stays in the half it
    /// is in, and PgUp from noon (ten numbers on) is 10 PM; a tie keeps the half.
    public func hour(ofDrumValue value: Int, near heading: Int) -> Int {
        guard twelveHour else { return value }
        let previous = (heading % 24 + 24) % 24
        let am = value % 12, pm = am + 12
        func away(_ h: Int) -> Int { let d = abs(h - previous) % 24; return min(d, 24 - d) }
        if away(am) == away(pm) { return previous < 12 ? am : pm }
        return away(am) < away(pm) ? am : pm
    }

    /// The angle to draw the alarm hand at: where the pointer holds it while dragged, else the shown time's.
    public func alarmAngle(at t: Uptime) -> Double {
        hand.trackingAngle ?? AlarmDial.angle(for: shownTime(at: t))
    }

    /// Puts the resting spinners on the shown values (without animation or events) after the dial, a drag of the
    /// hand or the keys moved the alarm; a spinner that turns is left alone, as it is the one being moved.
    mutating func syncSpinners() {
        let time = liveTime ?? alarm.settings.time
        // Three plain calls, no table of key paths: this runs on every tick of the idle clock.
        Self.show(drumValue(ofHour: time.hour), on: &hourSpinner)
        Self.show(time.minute, on: &minuteSpinner)
        Self.show(alarm.settings.snoozeMinutes, on: &snoozeSpinner)
    }

    /// Puts a drum at `value` unless the user is turning it.
    private static func show(_ value: Int, on ring: inout SpinnerRing) {
        if !ring.isTurning && ring.value != value { ring.setValue(value) }
    }
}

extension ClockScreen: Timed {
    /// The spinners' settles, a long press on the face, and the volume steps of an album alarm.
    public func nextDeadline(after now: Moment) -> Moment? {
        Moment.earliest(hand.nextDeadline(after: now), wake?.nextStep(after: now), hourSpinner.nextDeadline(after: now),
                        minuteSpinner.nextDeadline(after: now), snoozeSpinner.nextDeadline(after: now))
    }
}

/// An alarm deleted with `d` and the place it had in the list, so `u` can put it back.
public struct DeletedAlarm: Sendable, Equatable {
    public var clock: AlarmRinging
    public var index: Int
}
