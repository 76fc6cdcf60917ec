import Foundation

/// Parses the time values given on the command line. Pure: "today" and the calendar are passed in.
public enum CommandLineValues {
    /// `--now`: `HH:MM[:SS]` today, or a full `YYYY-MM-DDTHH:MM:SS`, both local time. Nil when malformed or impossible.
    public static func parseNow(_ text: String, today: Date, calendar: Calendar) -> Date? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        var day = calendar.dateComponents([.year, .month, .day], from: today)
        let timeText: Substring
        switch parts.count {
        case 1:
            timeText = parts[0]
        case 2:
            let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false)
            guard ymd.count == 3, ymd[0].count == 4, ymd[1].count == 2, ymd[2].count == 2,
                  let y = Int(ymd[0]), let m = Int(ymd[1]), let d = Int(ymd[2]) else { return nil }
            day = DateComponents(year: y, month: m, day: d)
            timeText = parts[1]
        default:
            return nil
        }
        guard let hms = parseClock(timeText, allowSeconds: true) else { return nil }
        var c = day
        c.hour = hms.hour
        c.minute = hms.minute
        c.second = hms.second
        guard let date = calendar.date(from: c) else { return nil }
        // Reject dates the calendar silently rolled over (31 February, 25:00).
        let back = calendar.dateComponents([.year, .month, .day], from: date)
        guard back.year == c.year, back.month == c.month, back.day == c.day else { return nil }
        return date
    }

    /// `--alarm`: `HH:MM` on a 24-hour clock.
    public static func parseAlarm(_ text: String) -> (hour: Int, minute: Int)? {
        guard let t = parseClock(Substring(text), allowSeconds: false) else { return nil }
        return (t.hour, t.minute)
    }

    private static func parseClock(_ text: Substring, allowSeconds: Bool) -> (hour: Int, minute: Int, second: Int)? {
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
