import ClockCore
import FoundationEssentials

extension BackgroundRinger {
    /// Logs each ring of `before` and `ringing` (what rang before the state file changed) that a snooze or a dismiss
    /// in a clock or from the shell ended: one line each, which names it ("07:30 Work snoozed until 7:40 AM in a
    /// clock or from the shell: the ring ended"), in place of the bare "the ring ended". Whether any ended.
    func sayRingsEnded(alarms before: [AlarmSettings], timers ringing: [CountdownTimer]) -> Bool {
        guard !before.isEmpty || !ringing.isEmpty else { return false }
        let alarmsRinging = Set(alarms.ringing.map(\.id)), timersRinging = Set(timers.ringing.map(\.id))
        var said = false
        for alarm in before where !alarmsRinging.contains(alarm.id) {
            let now = alarms.clocks.first { $0.settings.id == alarm.id }?.settings
            // Not snoozed: dismissed, or silenced by the clock that rang it; gone: removed.
            let how = now.map { $0.pendingSnooze.map { "snoozed until " + clock($0) } ?? "stopped" } ?? "removed"
            RingerLog.write("\(RingerLog.name(alarm)) \(how) in a clock or from the shell: the ring ended")
            said = true
        }
        for timer in ringing where !timersRinging.contains(timer.id) {
            let how = timers.timers.first { $0.id == timer.id }.map { $0.isRunning ? "restarted" : "stopped" } ?? "removed"
            RingerLog.write("timer \(timer.name) \(how) in a clock or from the shell: the ring ended")
            said = true
        }
        return said
    }

    /// A time as the clock shows it ("12:45 AM").
    func clock(_ date: Date) -> String { RingerLog.clock(date, in: calendar, twentyFourHour: twentyFourHour) }
}
