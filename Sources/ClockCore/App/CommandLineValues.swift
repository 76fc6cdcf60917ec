import FoundationEssentials

/// Parses the time values given on the command line. Pure: "today" and the calendar are passed in.
public enum CommandLineValues {
    /// `--now`: `HH:MM[:SS]` today, or a full `YYYY-MM-DDTHH:MM:SS`, both local time. Nil when malformed or impossible.
    public static func parseNow(_ text: String, today: Date, calendar: WallCalendar) -> Date? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        var day = calendar.localTime(of: today).date
        let timeText: Substring
        switch parts.count {
        case 1:
            timeText = parts[0]
        case 2:
            let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false)
            guard ymd.count == 3, ymd[0].count == 4, ymd[1].count == 2, ymd[2].count == 2,
                  let y = Int(ymd[0]), let m = Int(ymd[1]), let d = Int(ymd[2]) else { return nil }
            day = CivilDate(year: y, month: m, day: d)
            // Reject dates a calendar would silently roll over (31 February).
            guard day.isValid else { return nil }
            timeText = parts[1]
        default:
            return nil
        }
        guard let hms = clockFields(timeText, allowSeconds: true) else { return nil }
        return calendar.date(from: LocalDateTime(day, hour: hms.hour, minute: hms.minute, second: hms.second))
    }

    /// `H:MM`, `HH:MM` (and `HH:MM:SS` when allowed) in ASCII digits on a 24-hour clock; nil when out of range.
    /// The one reader of clock times typed by the user: `--now` and `--alarm` (via `AlarmTime(parsing:)`).
    static func clockFields(_ text: Substring, allowSeconds: Bool) -> (hour: Int, minute: Int, second: Int)? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || (allowSeconds && fields.count == 3) else { return nil }
        guard fields.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        guard fields.dropFirst().allSatisfy({ $0.count == 2 }) else { return nil }
        let values = fields.map { Int($0)! }
        let h = values[0], m = values[1], s = fields.count == 3 ? values[2] : 0
        guard (0...23).contains(h), (0...59).contains(m), (0...59).contains(s) else { return nil }
        return (h, m, s)
    }
}
