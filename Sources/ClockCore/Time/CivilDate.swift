/// A day on the proleptic Gregorian calendar, in no time zone: what a wall calendar shows.
///
/// Day counts use Howard Hinnant's `days_from_civil` / `civil_from_days`
/// (https://howardhinnant.github.io/date_algorithms.html), exact for every year, before 1970 too.
public struct CivilDate: Hashable, Comparable, Sendable {
    public var year: Int
    /// 1 = January … 12 = December.
    public var month: Int
    /// 1 … 31.
    public var day: Int

    /// The date as written; it may be impossible (31 February), see `isValid`.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (before it when negative); days beyond `dayReach` are clamped to it.
    public init(daysSinceEpoch days: Int) {
        let z = Self.clamped(days, to: Self.dayReach) + Self.epochShift
        let era = Self.floorDivide(z, Self.daysPerEra)
        let dayOfEra = z - era * Self.daysPerEra
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
                  day: dayOfYear - (153 * marchMonth + 2) / 5 + 1)
    }

    /// Days since 1970-01-01 (negative before it). An impossible date counts on: 31 February is 3 March.
    /// Fields beyond `fieldReach` are clamped to it first, so the count never overflows.
    public var daysSinceEpoch: Int {
        let year = Self.clamped(year, to: Self.fieldReach)
        let month = Self.clamped(month, to: Self.fieldReach), day = Self.clamped(day, to: Self.fieldReach)
        // Years start in March, so the leap day is the last day of the year.
        let y = month <= 2 ? year - 1 : year
        let era = Self.floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * Self.daysPerEra + dayOfEra - Self.epochShift
    }

    /// 1 = Sunday … 7 = Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { Self.floorModulo(daysSinceEpoch + 4, 7) + 1 }

    /// Whether the month and day exist in that year.
    public var isValid: Bool {
        (1...12).contains(month) && (1...Self.daysIn(month: month, year: year)).contains(day)
    }

    /// The date `days` calendar days later (earlier when negative).
    public func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + Self.clamped(days, to: Self.dayReach))
    }

    /// Gregorian leap years: every 4th, except centuries not divisible by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// 28 … 31; `month` must be 1 … 12.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// 400 Gregorian years, the period after which the calendar repeats.
    private static let daysPerEra = 146_097
    /// Days from 0000-03-01 to 1970-01-01.
    private static let epochShift = 719_468

    /// How far a field (year, month, day, hour, minute, second) may reach either side of zero, 2³⁶: billions
    /// of years, and small enough that days and seconds computed from any such fields fit in an `Int`.
    public static let fieldReach = 1 << 36
    /// How many days either side of 1970 a date may lie, 2⁴⁵: beyond `TimeZoneRules.reach`, and safe to add.
    public static let dayReach = 1 << 45

    static func clamped(_ value: Int, to reach: Int) -> Int { min(max(value, -reach), reach) }

    /// Rounds towards minus infinity; `b` is positive. Never negates `a`, so `Int.min` is fine.
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return a % b < 0 ? q - 1 : q
    }

    static func floorModulo(_ a: Int, _ b: Int) -> Int { a - floorDivide(a, b) * b }
}
