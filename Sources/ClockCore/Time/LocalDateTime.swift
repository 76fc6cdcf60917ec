/// What a wall clock and calendar read, in no particular time zone: `2026-03-08 02:30:00`.
/// `WallCalendar` turns it into an instant in its zone and back.
public struct LocalDateTime: Hashable, Sendable {
    public var date: CivilDate
    /// 0 … 23.
    public var hour: Int
    /// 0 … 59.
    public var minute: Int
    /// 0 … 59.
    public var second: Int

    public init(_ date: CivilDate, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.init(CivilDate(year: year, month: month, day: day), hour: hour, minute: minute, second: second)
    }

    /// The reading `seconds` after 1970-01-01 00:00:00 on the same wall clock, clamped to `TimeZoneRules.reach`.
    public init(secondsSinceEpoch seconds: Int) {
        let seconds = min(max(seconds, TimeZoneRules.reach.lowerBound), TimeZoneRules.reach.upperBound)
        let days = CivilDate.floorDivide(seconds, Self.secondsPerDay)
        let inDay = seconds - days * Self.secondsPerDay
        self.init(CivilDate(daysSinceEpoch: days), hour: inDay / 3600, minute: inDay / 60 % 60, second: inDay % 60)
    }

    /// Seconds since 1970-01-01 00:00:00 on the same wall clock; the instant it would be if the clock ran on UTC.
    /// Out-of-range hours, minutes and seconds count on, clamped to `CivilDate.fieldReach`, so nothing overflows.
    public var secondsSinceEpoch: Int {
        let reach = CivilDate.fieldReach
        return date.daysSinceEpoch * Self.secondsPerDay + CivilDate.clamped(hour, to: reach) * 3600
            + CivilDate.clamped(minute, to: reach) * 60 + CivilDate.clamped(second, to: reach)
    }

    public var year: Int { date.year }
    public var month: Int { date.month }
    public var day: Int { date.day }
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int { date.weekday }

    public static let secondsPerDay = 86_400
}
