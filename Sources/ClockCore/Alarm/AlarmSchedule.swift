import FoundationEssentials

/// When an alarm time of day happens, computed with the calendar so daylight-saving changes never shift it.
///
/// Rules (SPEC §3), all in wall-clock time of the given calendar's time zone:
/// - a time that the clock skips (spring forward) rings at the first valid instant after the gap, the change
///   itself: 02:30 → 03:00 in New York or Berlin (1 h gap), 02:15 → 02:30 on Lord Howe Island (30 min gap);
/// - a time that the clock repeats (fall back) rings once, at its first instant (the daylight-saving one).
///
/// `WallCalendar.date(from:)` implements exactly these rules; the tests pin them for three zones.
public enum AlarmSchedule {
    /// Days to look ahead or back for an occurrence: a week for the sparsest repeat days, plus a few for a zone
    /// that skips a whole day.
    private static let searchDays = 7 + 3

    /// The instant `time` happens on the calendar day that contains `day`.
    public static func occurrence(of time: AlarmTime, onDayOf day: Date, in calendar: WallCalendar) -> Date {
        occurrence(of: time, on: calendar.localTime(of: day).date, in: calendar)
    }

    /// The instant `time` happens on `date`.
    public static func occurrence(of time: AlarmTime, on date: CivilDate, in calendar: WallCalendar) -> Date {
        calendar.date(from: LocalDateTime(date, hour: time.hour, minute: time.minute))
    }

    /// The first instant strictly after `now` at which `time` happens on one of `days`.
    public static func nextOccurrence(of time: AlarmTime, on days: AlarmDays = .daily, after now: Date,
                                      in calendar: WallCalendar) -> Date {
        let today = calendar.localTime(of: now).date
        for k in 0...searchDays where days.includes(today.adding(days: k)) {
            let d = occurrence(of: time, on: today.adding(days: k), in: calendar)
            if d > now { return d }
        }
        return occurrence(of: time, on: today, in: calendar)
    }

    /// The last instant at or before `date` at which `time` happened on one of `days`.
    public static func latestOccurrence(of time: AlarmTime, on days: AlarmDays = .daily, atOrBefore date: Date,
                                        in calendar: WallCalendar) -> Date {
        let today = calendar.localTime(of: date).date
        for k in 0...searchDays where days.includes(today.adding(days: -k)) {
            let d = occurrence(of: time, on: today.adding(days: -k), in: calendar)
            if d <= date { return d }
        }
        return occurrence(of: time, on: today, in: calendar)
    }

    /// The seed rule (SPEC §3): start of today plus the dial time; while that is not in the future, add
    /// 12 wall-clock hours. So the hand means the next time the dial reaches that position.
    ///
    /// - Parameter dialMinute: minutes past 12 o'clock on the dial, 0..<720.
    /// - Returns: the 24-hour time of day the alarm gets.
    public static func seededTime(forDialMinute dialMinute: Int, after now: Date, in calendar: WallCalendar) -> AlarmTime {
        let morning = AlarmTime(minuteOfDay: dialMinute % AlarmDial.minutesPerTurn)
        for candidate in [morning, morning.flippingAMPM()]
        where occurrence(of: candidate, onDayOf: now, in: calendar) > now {
            return candidate
        }
        // Both halves of today are past: the next time is tomorrow morning.
        return morning
    }

    /// The seed rule for a hand angle, rounded to whole minutes.
    public static func seededTime(forAngle angle: Double, after now: Date, in calendar: WallCalendar) -> AlarmTime {
        seededTime(forDialMinute: AlarmDial.dialMinute(forAngle: angle), after: now, in: calendar)
    }

    /// When a snooze pressed at `now` ends: a plain duration, so it crosses midnight and DST changes unchanged.
    public static func snoozeEnd(from now: Date, minutes: Int) -> Date {
        now.addingTimeInterval(TimeInterval(minutes) * 60)
    }
}
