import FoundationEssentials

/// Wall-clock time in one time zone: an instant's date and time of day, the instant of a date and time,
/// whole calendar days. Our own small Gregorian calendar instead of Foundation's `Calendar`, which loads
/// ICU (megabytes of resident memory) for what the clock needs.
///
/// Works in whole seconds: fractions of a second are dropped when reading an instant.
public struct WallCalendar: Equatable, Sendable {
    public var zone: TimeZoneRules

    public init(zone: TimeZoneRules) { self.zone = zone }

    public static let utc = WallCalendar(zone: .utc)

    /// What the wall clock reads at `date`.
    public func localTime(of date: Date) -> LocalDateTime {
        let second = TimeZoneRules.epochSecond(date)
        return LocalDateTime(secondsSinceEpoch: second + zone.utcOffset(at: second))
    }

    /// The instant at which the wall clock reads `local`. A time the clock skips (spring forward) is the first
    /// instant after the gap (SPEC §3: 02:30 on a spring-forward night in New York is 03:00); a time it shows
    /// twice (fall back) is its first instant. An impossible date counts on (31 February is 3 March), as do
    /// out-of-range hours, minutes and seconds.
    public func date(from local: LocalDateTime) -> Date {
        Date(timeIntervalSince1970: TimeInterval(zone.instant(forLocalSeconds: local.secondsSinceEpoch)))
    }

    /// The first instant of the calendar day containing `date` (01:00 where midnight is skipped).
    public func startOfDay(for date: Date) -> Date {
        self.date(from: LocalDateTime(localTime(of: date).date))
    }

    /// The same wall-clock time `days` calendar days later (earlier when negative), by the same rules as
    /// `date(from:)`; a fraction of a second is kept.
    public func date(byAddingDays days: Int, to date: Date) -> Date {
        var local = localTime(of: date)
        local.date = local.date.adding(days: days)
        let t = date.timeIntervalSince1970
        let fraction = t.isFinite ? t - t.rounded(.down) : 0
        return self.date(from: local).addingTimeInterval(fraction)
    }
}
