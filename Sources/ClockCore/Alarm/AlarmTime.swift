/// A time of day for the alarm, to the minute, on a 24-hour clock.
///
/// The dial shows only 12 hours; AM/PM is part of the time, chosen by the seed rule when dragging
/// and flipped with `p`.
public struct AlarmTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes in a day.
    public static let minutesPerDay = 1440

    /// Hour, 0–23.
    public let hour: Int
    /// Minute, 0–59.
    public let minute: Int

    /// A time from an hour and minute; `nil` when either is out of range.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// A time from minutes since midnight, wrapping around the day in both directions.
    public init(minuteOfDay: Int) {
        let m = ((minuteOfDay % Self.minutesPerDay) + Self.minutesPerDay) % Self.minutesPerDay
        hour = m / 60
        minute = m % 60
    }

    /// Parses `HH:MM` or `H:MM` in 24-hour form (as `--alarm` takes it).
    public init?(parsing text: String) {
        guard let t = CommandLineValues.clockFields(Substring(text), allowSeconds: false) else { return nil }
        self.init(hour: t.hour, minute: t.minute)
    }

    /// Minutes since midnight, 0..<1440.
    public var minuteOfDay: Int { hour * 60 + minute }

    /// Whether the time is in the afternoon half of the day (12:00–23:59).
    public var isPM: Bool { hour >= 12 }

    /// The time `minutes` later (or earlier, when negative), wrapping within the day.
    public func adding(minutes: Int) -> AlarmTime {
        // Whole days change nothing; dropping them first keeps the sum in range for any `minutes`.
        AlarmTime(minuteOfDay: minuteOfDay + minutes % Self.minutesPerDay)
    }

    /// The same dial position in the other half of the day: 7:30 ↔ 19:30.
    public func flippingAMPM() -> AlarmTime { adding(minutes: 12 * 60) }

    public static func < (a: AlarmTime, b: AlarmTime) -> Bool { a.minuteOfDay < b.minuteOfDay }

    public var description: String { AlarmText.time(self, twentyFourHour: true) }
}
