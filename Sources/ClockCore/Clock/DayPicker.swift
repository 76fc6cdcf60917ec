/// The row of seven day toggles `D` opens on the selected alarm: `←` `→` move between the days (Monday first),
/// `Space` switches the day under the cursor, `D` steps through the presets (once, daily, weekdays, weekends),
/// `Enter` keeps the days, `Esc` drops them. Any set of days can be made here, not only on the command line.
public struct DayPicker: Sendable, Equatable {
    public var days: AlarmDays
    /// The day under the cursor, as a place in `AlarmDays.listingOrder` (0 = Monday … 6 = Sunday).
    public var cursor: Int

    public init(days: AlarmDays, cursor: Int = 0) {
        self.days = days
        self.cursor = cursor
    }

    /// The `CivilDate.weekday` (1 = Sunday … 7 = Saturday) of each place, Monday first.
    public static var weekdays: [Int] { AlarmDays.listingOrder }

    /// Two-letter names, Monday first, as the picker shows them.
    public static let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    public func isOn(place: Int) -> Bool { days.mask & (1 << UInt8(Self.weekdays[place] - 1)) != 0 }

    public mutating func move(_ step: Int) { cursor = ((cursor + step) % 7 + 7) % 7 }

    public mutating func toggle() { days = AlarmDays(mask: days.mask ^ (1 << UInt8(Self.weekdays[cursor] - 1))) }

    public mutating func nextPreset() { days = days.nextPreset }
}

/// What a key asks of the day picker.
public enum DayPickerKey: Sendable, Equatable {
    case move(Int), toggle, preset, keep, drop
}

extension ClockScreen {
    /// The day picker's keys, while it is open.
    public static let dayPickerKeys = KeyMap<DayPickerKey>("Repeat days (D)", [
        KeyRow([(.key(.left), .move(-1)), (.key(.right), .move(1))], "previous / next day"),
        KeyRow(.char(" "), .toggle, "that day on/off"),
        KeyRow(.char("D"), .preset, "once, daily, weekdays, weekends"),
        KeyRow(.enter, .keep, "keep these days"),
        KeyRow(.escape, .drop, "drop the change"),
    ])

    /// A key while the day picker is open. Its own keys stay with it; any other is not its input (nil), so the
    /// keys every screen shares still work — `q` quits with the picker open, as it does over the help.
    mutating func pickDays(_ key: KeyEvent) -> [ClockHappening]? {
        guard var picker = dayDraft else { return [] }
        guard let action = Self.dayPickerKeys.action(for: key) else { return nil }
        switch action {
        case .move(let step): picker.move(step)
        case .toggle: picker.toggle()
        case .preset: picker.nextPreset()
        case .keep:
            dayDraft = nil
            let events = alarm.apply(.setDays(picker.days))
            syncSpinners()
            let settings = alarm.settings
            return events.map { .alarm(AlarmListEvent(alarm: settings, event: $0)) } + [.changed(.daysSet)]
        case .drop:
            dayDraft = nil
            return []
        }
        dayDraft = picker
        return []
    }
}
