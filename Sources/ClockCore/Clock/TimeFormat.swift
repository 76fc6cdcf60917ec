/// Formats times and dates in fixed English words, independent of the machine's locale,
/// so what scripts read on screen is always the same.
public enum TimeFormat {
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    /// `3:07:09 PM` / `15:07:09`, without seconds `3:07 PM` / `15:07`.
    public static func clock(hour: Int, minute: Int, second: Int? = nil, twentyFourHour: Bool) -> String {
        let mm = twoDigits(minute)
        let ss = second.map { ":" + twoDigits($0) } ?? ""
        if twentyFourHour { return "\(twoDigits(hour)):\(mm)\(ss)" }
        let h12 = hour % 12 == 0 ? 12 : hour % 12
        return "\(h12):\(mm)\(ss) \(hour < 12 ? "AM" : "PM")"
    }

    /// `Saturday, 21 November 2026`.
    public static func longDate(_ t: TimeOfDay) -> String {
        "\(weekdays[(t.weekday + 6) % 7]), \(t.day) \(months[(t.month + 11) % 12]) \(t.year)"
    }

    /// `Sat 21 Nov 2026`, for narrow screens.
    public static func shortDate(_ t: TimeOfDay) -> String {
        "\(weekdays[(t.weekday + 6) % 7].prefix(3)) \(t.day) \(months[(t.month + 11) % 12].prefix(3)) \(t.year)"
    }

    public static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
