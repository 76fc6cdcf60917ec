import ClockCore
import FoundationEssentials

/// `--now` (the clock's and the background ringer's, for tests and scripts) read in the system time zone.
public enum NowOption {
    /// The instant `text` names. Read once with the zone's table around today, then again with the table around the
    /// time it names, which may lie beyond the first table's window. Nil when it is not a time.
    public static func parse(_ text: String, today: Date = Date()) -> Date? {
        let here = WallCalendar(zone: SystemTimeZone.rules(around: today))
        guard let first = CommandLineValues.parseNow(text, today: today, calendar: here) else { return nil }
        let there = WallCalendar(zone: SystemTimeZone.rules(around: first))
        return there == here ? first : CommandLineValues.parseNow(text, today: today, calendar: there)
    }
}
