import ClockCore
import FoundationEssentials
import Glibc

/// The background ringer's log: one line per event on stderr, which systemd's journal keeps with the time and the
/// unit (`journalctl --user -u tui-clock`); run by hand, it reads the same.
enum RingerLog {
    static func write(_ line: String) {
        var text = Array(("tui-clock daemon: " + line + "\n").utf8)
        // One write per line, so lines from two ringers (one waiting) never interleave.
        _ = text.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }

    /// How every line names an alarm: its time on the 24-hour clock and its label ("07:30 Work").
    static func name(_ alarm: AlarmSettings) -> String {
        AlarmText.time(alarm.time, twentyFourHour: true) + (alarm.label.isEmpty ? "" : " \(alarm.label)")
    }

    /// `date`'s time of day as the clock shows it ("12:45 AM").
    static func clock(_ date: Date, in calendar: WallCalendar, twentyFourHour: Bool) -> String {
        let t = TimeOfDay(date, calendar: calendar)
        return TimeFormat.clock(hour: t.hour, minute: t.minute, twentyFourHour: twentyFourHour)
    }
}
