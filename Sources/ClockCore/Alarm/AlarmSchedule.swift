import Foundation

/// When an alarm time of day happens, computed with the calendar so daylight-saving changes never shift it.
///
/// Rules, all in wall-clock time of the given calendar's time zone:
/// - a time that the clock skips (spring forward) rings at the instant it would have been without the change,
///   i.e. later by the length of the gap: 02:30 → 03:30 in New York or Berlin (1 h gap),
///   02:15 → 02:45 on Lord Howe Island (30 min gap). That is the first valid instant that far into the day;
/// - a time that the clock repeats (fall back) rings once, at its first instant (the daylight-saving one).
///
/// `Calendar.date(from:)` implements exactly these rules; the tests pin them for three zones.
public enum AlarmSchedule {
    /// Days to look ahead or back for an occurrence; more than one only for a zone that skips a whole day.
    private static let searchDays = 3

    /// The instant `time` happens on the calendar day that contains `day`.
    public static func occurrence(of time: AlarmTime, onDayOf day: Date, in calendar: Calendar) -> Date {
        var c = calendar.dateComponents([.era, .year, .month, .day], from: day)
        c.hour = time.hour
        c.minute = time.minute
        c.second = 0
        c.nanosecond = 0
        if let d = calendar.date(from: c) { return d }
        return calendar.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: day) ?? day
    }

    /// The first instant strictly after `now` at which `time` happens.
    public static func nextOccurrence(of time: AlarmTime, after now: Date, in calendar: Calendar) -> Date {
        for k in 0...searchDays {
            let day = k == 0 ? now : calendar.date(byAdding: .day, value: k, to: now) ?? now
            let d = occurrence(of: time, onDayOf: day, in: calendar)
            if d > now { return d }
        }
        return occurrence(of: time, onDayOf: now, in: calendar)
    }

    /// The last instant at or before `date` at which `time` happened.
    public static func latestOccurrence(of time: AlarmTime, atOrBefore date: Date, in calendar: Calendar) -> Date {
        for k in 0...searchDays {
            let day = k == 0 ? date : calendar.date(byAdding: .day, value: -k, to: date) ?? date
            let d = occurrence(of: time, onDayOf: day, in: calendar)
            if d <= date { return d }
        }
        return occurrence(of: time, onDayOf: date, in: calendar)
    }

    /// The seed rule (SPEC §3): start of today plus the dial time; while that is not in the future, add
    /// 12 wall-clock hours. So the hand means the next time the dial reaches that position.
    ///
    /// - Parameter dialMinute: minutes past 12 o'clock on the dial, 0..<720.
    /// - Returns: the 24-hour time of day the alarm gets.
    public static func seededTime(forDialMinute dialMinute: Int, after now: Date, in calendar: Calendar) -> AlarmTime {
        let morning = AlarmTime(minuteOfDay: dialMinute % AlarmDial.minutesPerTurn)
        for candidate in [morning, morning.flippingAMPM()]
        where occurrence(of: candidate, onDayOf: now, in: calendar) > now {
            return candidate
        }
        // Both halves of today are past: the next time is tomorrow morning.
        return morning
    }

    /// The seed rule for a hand angle, rounded to whole minutes.
    public static func seededTime(forAngle angle: Double, after now: Date, in calendar: Calendar) -> AlarmTime {
        seededTime(forDialMinute: AlarmDial.dialMinute(forAngle: angle), after: now, in: calendar)
    }

    /// When a snooze pressed at `now` ends: a plain duration, so it crosses midnight and DST changes unchanged.
    public static func snoozeEnd(from now: Date, minutes: Int) -> Date {
        now.addingTimeInterval(TimeInterval(minutes * 60))
    }
}
