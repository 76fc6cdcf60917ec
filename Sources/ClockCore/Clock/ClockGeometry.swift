import FoundationEssentials

/// The classic analog-clock construction (SPEC §2), as named constants and pure functions.
public enum ClockGeometry {
    /// 5-minute marks run from 0.8·R to R; at 12, 3, 6 and 9 from 0.7·R.
    public static let majorMarkInner = 0.8
    public static let quarterMarkInner = 0.7
    /// The other 55 marks are dots at 0.95·R.
    public static let minorMarkRadius = 0.95
    /// Hand lengths as fractions of R.
    public static let hourHandLength = 0.7
    public static let minuteHandLength = 0.9
    public static let secondHandLength = 0.95

    /// Seconds and minutes: value · π/30.
    public static func angle(sixtieths value: Double) -> Double { value * .pi / 30 }

    /// Hours: (hour + minute/60) · π/6, on a 12-hour dial.
    public static func hourAngle(hour: Int, minute: Int) -> Double {
        (Double(hour % 12) + Double(minute) / 60) * .pi / 6
    }

    /// Hand angles for a wall-clock time of day.
    public static func handAngles(_ t: TimeOfDay) -> (hour: Double, minute: Double, second: Double) {
        (hourAngle(hour: t.hour, minute: t.minute), angle(sixtieths: Double(t.minute)), angle(sixtieths: Double(t.second)))
    }
}

/// Hours, minutes and seconds as a wall clock shows them, plus the date, read from a calendar.
public struct TimeOfDay: Sendable, Equatable {
    public var hour: Int
    public var minute: Int
    public var second: Int
    public var year: Int
    public var month: Int
    public var day: Int
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int

    public init(hour: Int, minute: Int, second: Int, year: Int = 2000, month: Int = 1, day: Int = 1, weekday: Int = 7) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.year = year
        self.month = month
        self.day = day
        self.weekday = weekday
    }

    public init(_ date: Date, calendar: WallCalendar) {
        let t = calendar.localTime(of: date)
        self.init(hour: t.hour, minute: t.minute, second: t.second, year: t.year, month: t.month, day: t.day,
                  weekday: t.weekday)
    }
}
