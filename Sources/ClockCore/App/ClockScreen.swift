/// Which control on the clock screen gets the arrow keys: the alarm itself (the dial), or one of the spinners.
public enum ClockFocus: Sendable, Equatable, CaseIterable {
    case dial, hour, minute, snooze
}

/// The clock screen's state: the alarm, the hand being dragged, and the three spinners of the alarm panel.
/// The spinners and the dial show one model value: whenever the alarm changes, the spinners are set to match.
public struct ClockScreen: Sendable, Equatable {
    public var alarm: AlarmClock
    public var hand: AlarmHandDrag
    public var hourSpinner: SpinnerRing
    public var minuteSpinner: SpinnerRing
    public var snoozeSpinner: SpinnerRing
    public var focus: ClockFocus
    /// The "Wake up!" notification while the alarm rings.
    public var ringNotification: NotificationID?
    /// The time the hand points at while it is dragged (the label follows it live).
    public var liveTime: AlarmTime?
    /// The last "Alarm set for …" or "Alarm off" notice, replaced by the next one.
    public var lastAnnouncement: NotificationID?

    public init(settings: AlarmSettings) {
        alarm = AlarmClock(settings: settings)
        hand = AlarmHandDrag()
        hourSpinner = SpinnerRing(0...23, value: settings.time.hour, zeroPadded: true)
        minuteSpinner = SpinnerRing(0...59, value: settings.time.minute, zeroPadded: true)
        snoozeSpinner = SpinnerRing(AlarmSettings.snoozeMinutesRange, value: settings.snoozeMinutes)
        focus = .dial
        ringNotification = nil
        liveTime = nil
        lastAnnouncement = nil
    }

    /// The alarm time as the panel shows it: the live drag position, or the set time.
    public var shownTime: AlarmTime { liveTime ?? alarm.settings.time }

    /// Puts the spinners on the alarm's current values (without animation or events) after the dial or keys moved it.
    mutating func syncSpinners(at t: Double) {
        let s = alarm.settings
        if !hourSpinner.isAnimating(at: t) && hourSpinner.value != s.time.hour { hourSpinner.setValue(s.time.hour) }
        if !minuteSpinner.isAnimating(at: t) && minuteSpinner.value != s.time.minute {
            minuteSpinner.setValue(s.time.minute)
        }
        if !snoozeSpinner.isAnimating(at: t) && snoozeSpinner.value != s.snoozeMinutes {
            snoozeSpinner.setValue(s.snoozeMinutes)
        }
    }

    public func isAnimating(at now: Moment) -> Bool {
        hourSpinner.isAnimating(at: now.uptime) || minuteSpinner.isAnimating(at: now.uptime)
            || snoozeSpinner.isAnimating(at: now.uptime)
    }
}
