import FoundationEssentials

/// What the user chose for the alarm, and the little it must remember across a restart.
///
/// This is the persisted part of the alarm (see `AlarmStateFile`); ringing is runtime state in `AlarmRinging`.
public struct AlarmSettings: Sendable, Equatable, Identifiable {
    /// Snooze lengths the spinner offers, in minutes.
    public static let snoozeMinutesRange = 1...30
    /// Snooze length before the user picks one.
    public static let defaultSnoozeMinutes = 10
    /// The time a fresh install shows.
    public static let defaultTime = AlarmTime(hour: 7, minute: 0)!

    /// Labels longer than this are cut (the command line refuses them, the state file treats them as damage).
    public static let maxLabelLength = 80

    /// Which alarm this is among several: stable across edits and restarts, so changes another process made to
    /// the state file merge alarm by alarm (see `AlarmMerge`).
    public var id: Int
    /// Whether the alarm is switched on (the hand and label are shown, and it rings on its days).
    public var isOn: Bool
    /// When it rings, on each of its days while on.
    public var time: AlarmTime
    /// The days it rings on; `.once` rings the next time it comes round and then switches itself off.
    public var days: AlarmDays
    /// What the user calls it ("Work"); may be empty.
    public var label: String
    /// What plays when it rings.
    public var sound: WakeSound
    /// How long a snooze lasts, within `snoozeMinutesRange`.
    public private(set) var snoozeMinutes: Int
    /// The instant a snoozed alarm rings again, if the user snoozed it.
    public var pendingSnooze: Date?
    /// The last wall-clock time the program was seen running, to notice alarms missed while it was not.
    public var lastSeenRunning: Date?
    /// The latest alarm instant that rang or was reported missed, so none is handled twice
    /// (after a backward clock jump or a restart).
    public var lastHandledOccurrence: Date?
    /// The ring going on now, whichever process rings it (kept up to date by `AlarmRinging`).
    public var ringing: RingRecord?

    public init(id: Int = 1, isOn: Bool = false, time: AlarmTime = AlarmSettings.defaultTime, days: AlarmDays = .daily,
                label: String = "", sound: WakeSound = .ringTone,
                snoozeMinutes: Int = AlarmSettings.defaultSnoozeMinutes, pendingSnooze: Date? = nil,
                lastSeenRunning: Date? = nil, lastHandledOccurrence: Date? = nil) {
        self.id = id
        self.isOn = isOn
        self.time = time
        self.days = days
        self.label = AlarmSettings.cleanLabel(label)
        self.sound = sound
        self.snoozeMinutes = Self.clampedSnooze(snoozeMinutes)
        self.pendingSnooze = pendingSnooze
        self.lastSeenRunning = lastSeenRunning
        self.lastHandledOccurrence = lastHandledOccurrence
    }

    /// Sets the snooze length, clamped into `snoozeMinutesRange`.
    public mutating func setSnoozeMinutes(_ minutes: Int) {
        snoozeMinutes = Self.clampedSnooze(minutes)
    }

    /// The settings after one edit from the keyboard (or the spinner).
    public func applying(_ edit: AlarmEdit) -> AlarmSettings {
        var s = self
        switch edit {
        case .toggle:
            s.isOn.toggle()
            // Switching off cancels everything scheduled, the snooze included.
            if !s.isOn { s.pendingSnooze = nil }
        case .shift(let minutes):
            s.time = time.adding(minutes: minutes)
        case .flipAMPM:
            s.time = time.flippingAMPM()
        case .set(let t):
            s.time = t
        case .setSnoozeMinutes(let m):
            s.setSnoozeMinutes(m)
        case .setDays(let d):
            s.days = d
        case .setLabel(let l):
            s.label = Self.cleanLabel(l)
        case .setSound(let sound):
            s.sound = sound
        }
        return s
    }

    /// A label as it may be shown on one line: what `OutsideText.isShown` refuses dropped, as from tags (control
    /// characters, bidi overrides that would turn the rest of the line around), at most `maxLabelLength` characters.
    public static func cleanLabel(_ text: String) -> String {
        String(String(String.UnicodeScalarView(text.unicodeScalars.filter(OutsideText.isShown))).prefix(maxLabelLength))
    }

    private static func clampedSnooze(_ m: Int) -> Int {
        min(max(m, snoozeMinutesRange.lowerBound), snoozeMinutesRange.upperBound)
    }
}

/// One change to the alarm settings, as the keyboard (see `KeyBindings`) or a spinner asks for it.
public enum AlarmEdit: Sendable, Equatable {
    /// Alarm on/off (`a`).
    case toggle
    /// Move the time by whole minutes, wrapping within the day (±1 min, ±5 min, ±60 min).
    case shift(minutes: Int)
    /// Same dial position, other half of the day (`p`).
    case flipAMPM
    /// An exact time (typed, from `--alarm`, or from the hour/minute spinners).
    case set(AlarmTime)
    /// A new snooze length from the spinner.
    case setSnoozeMinutes(Int)
    /// Other repeat days (`D` steps through the presets).
    case setDays(AlarmDays)
    /// A new label (`L`).
    case setLabel(String)
    /// A new sound (`w` in the player panel: the open album).
    case setSound(WakeSound)

    /// Minutes for the small, medium and large keyboard steps.
    public static let minuteStep = 1, fiveMinuteStep = 5, hourStep = 60
}

/// What plays when an alarm rings.
public enum WakeSound: Sendable, Hashable {
    /// The shipped ring tone.
    case ringTone
    /// An album from the wall, by its id, played from the start with the volume fading in. `from` is the music
    /// source the clock showed it from (`MPDAddress.setting`, or the local folder's path), so the background ringer
    /// looks for it there whatever its own music setting says; nil (files before it) means the music setting.
    case album(String, from: String? = nil)
}
