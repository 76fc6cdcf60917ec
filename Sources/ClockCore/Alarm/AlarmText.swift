import FoundationEssentials

/// The words the alarm shows: its time, how long until it rings, and its notifications.
public enum AlarmText {
    /// `7:30 AM` in 12-hour form, `07:30` in 24-hour form.
    public static func time(_ t: AlarmTime, twentyFourHour: Bool) -> String {
        TimeFormat.clock(hour: t.hour, minute: t.minute, twentyFourHour: twentyFourHour)
    }

    /// `rings in 7 h 12 min`: the time until `instant`, rounded up to the whole minute, so it never says
    /// "0 min" before it rings ("rings in 1 min", "rings in 23 h 59 min", "rings in 8 h", "rings in 4 d 21 h 37 min").
    /// Under a minute it counts seconds, rounded up ("rings in 4 s"): "1 min" for a few seconds reads as a minute more than is left.
    public static func ringsIn(from now: Date, to instant: Date) -> String {
        let seconds = instant.timeIntervalSince(now)
        let wholeSeconds = seconds.rounded(.up)
        if wholeSeconds < 60 { return "rings in \(max(1, Int(max(wholeSeconds, 0)))) s" }
        let minutes = wholeMinutes(seconds, rounded: .up)
        // Past a day (an alarm on other days of the week) in days, as the list's "next: … in 4 d 21 h" says it:
        // "117 h 37 min" is a sum to work out. A day exactly (tomorrow at this minute) stays "24 h".
        guard minutes > minutesPerDay else { return "rings in " + duration(minutes: minutes) }
        let rest = minutes % minutesPerDay
        return "rings in \(minutes / minutesPerDay) d" + (rest == 0 ? "" : " " + duration(minutes: rest))
    }

    private static let minutesPerDay = 24 * 60

    /// `Alarm set for 7:30 AM — rings in 8 h 2 min`, the notification when the alarm is switched on or moved.
    public static func alarmSet(_ t: AlarmTime, ringsAt instant: Date, now: Date, twentyFourHour: Bool) -> String {
        "Alarm set for \(time(t, twentyFourHour: twentyFourHour)) — \(ringsIn(from: now, to: instant))"
    }

    /// The alarm panel's line: `7:30 AM — rings in 8 h 2 min` (also while dragging, with the live time).
    public static func label(_ t: AlarmTime, ringsAt instant: Date, now: Date, twentyFourHour: Bool) -> String {
        "\(time(t, twentyFourHour: twentyFourHour)) — \(ringsIn(from: now, to: instant))"
    }

    /// `rang 42 min late`: lateness rounded to the nearest minute; under a minute in seconds (`rang 32 s late`),
    /// as "1 min" for half of one overstates it.
    public static func rangLate(by seconds: TimeInterval) -> String {
        if seconds.rounded() < 60, seconds.rounded() >= 1 { return "rang \(Int(seconds.rounded())) s late" }
        return "rang \(duration(minutes: wholeMinutes(seconds, rounded: .toNearestOrAwayFromZero))) late"
    }

    /// `(today)`, `(yesterday)` or `(3 days ago)` for an instant seen from `now`.
    public static func dayNote(for instant: Date, now: Date, in calendar: WallCalendar) -> String {
        let days = calendar.localTime(of: now).date.daysSinceEpoch - calendar.localTime(of: instant).date.daysSinceEpoch
        switch days {
        case ...0: return "(today)"
        case 1: return "(yesterday)"
        default: return "(\(days) days ago)"
        }
    }

    /// The notification text for an alarm event, or nil for events that show nothing (a repeated bell).
    public static func message(for event: AlarmEvent, now: Date, in calendar: WallCalendar, twentyFourHour: Bool) -> String? {
        switch event {
        case .ring(let o, let lateBy):
            let base = "Wake up! \(time(o.time, twentyFourHour: twentyFourHour))"
            return lateBy.map { "\(base) — \(rangLate(by: $0))" } ?? base
        case .missed(let o), .autoSilenced(let o):
            return "Missed alarm at \(time(o.time, twentyFourHour: twentyFourHour))"
        case .missedWhileNotRunning(let o):
            return "Missed alarm at \(time(o.time, twentyFourHour: twentyFourHour)) "
                + dayNote(for: o.instant, now: now, in: calendar)
        case .snoozed(let until):
            let local = calendar.localTime(of: until)
            let t = AlarmTime(hour: local.hour, minute: local.minute) ?? AlarmTime(minuteOfDay: 0)
            return "Snoozed until \(time(t, twentyFourHour: twentyFourHour))"
        case .bell, .dismissed:
            return nil
        }
    }

    /// What names the alarms ringing together in their one notification: each label, or the time of one without;
    /// nil for a single alarm without a label (its time is in "Wake up! 7:00" already).
    public static func ringing(_ alarms: [AlarmSettings], twentyFourHour: Bool) -> String? {
        guard alarms.count > 1 || alarms.contains(where: { !$0.label.isEmpty }) else { return nil }
        return alarms.map { $0.label.isEmpty ? time($0.time, twentyFourHour: twentyFourHour) : $0.label }
            .joined(separator: ", ")
    }

    /// A missed-alarm notice with the alarm's label after it ("Missed alarm at 7:00 — Work"); other texts unchanged
    /// (a ring names its alarms with `ringing`).
    public static func naming(_ alarm: AlarmSettings, in text: String, event: AlarmEvent) -> String {
        guard !alarm.label.isEmpty else { return text }
        switch event {
        case .missed, .missedWhileNotRunning, .autoSilenced: return "\(text) — \(alarm.label)"
        default: return text
        }
    }

    /// `next: Mon 7:30 — in 2 d 3 h`: which alarm comes next, and how long until then (rounded up to the minute).
    public static func next(_ alarm: AlarmSettings, at instant: Date, now: Date, in calendar: WallCalendar,
                            twentyFourHour: Bool) -> String {
        let local = calendar.localTime(of: instant)
        let day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][local.date.weekday - 1]
        let shown = AlarmTime(hour: local.hour, minute: local.minute) ?? alarm.time
        let minutes = wholeMinutes(instant.timeIntervalSince(now), rounded: .up)
        let d = minutes / (24 * 60), rest = minutes % (24 * 60)
        let until = d == 0 ? duration(minutes: rest) : (rest / 60 == 0 ? "\(d) d" : "\(d) d \(rest / 60) h")
        return "next: \(day) \(time(shown, twentyFourHour: twentyFourHour)) — in \(until)"
    }

    /// Minutes, at least 1 and at most a million years' worth, whatever the seconds (NaN counts as 1).
    private static func wholeMinutes(_ seconds: TimeInterval, rounded rule: FloatingPointRoundingRule) -> Int {
        let most = 1_000_000 * 366 * 24 * 60
        let minutes = (seconds / 60).rounded(rule)
        guard !minutes.isNaN else { return 1 }
        return minutes >= Double(most) ? most : max(1, Int(max(minutes, 0)))
    }

    /// `7 h 12 min`, `1 min`, `8 h`.
    private static func duration(minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        switch (h, m) {
        case (0, _): return "\(m) min"
        case (_, 0): return "\(h) h"
        default: return "\(h) h \(m) min"
        }
    }
}
