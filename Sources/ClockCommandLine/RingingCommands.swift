import ArgumentParser
import ClockCore
import ClockSystem
import FoundationEssentials

/// `tui-clock alarms snooze | stop`: end the ring going on now, whichever process rings it (the background ringer or
/// an open clock). The ring is recorded in the state file (`RingRecord`); these commands take it out in one locked
/// read-modify-write, and the ringer, which follows the file, stops within a second.
extension AlarmsCommand {
    struct Snooze: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Snooze the alarm that rings now (for its snooze length).")

        @OptionGroup var pinned: PinnedNow
        @ParentCommand var clock: Options

        func run() throws {
            // A ringer running from `--now` wakes when its own clock reaches the snooze's end: the real clock's
            // snooze would end hours from its time.
            let now = clock.pinnedNow
            let ended = try AlarmsCommand.endRinging(now: now) { alarm in
                alarm.pendingSnooze = AlarmSchedule.snoozeEnd(from: now, minutes: alarm.snoozeMinutes)
            }
            let calendar = AlarmsCommand.calendar()
            for (number, alarm) in ended {
                let until = alarm.pendingSnooze.map { calendar.localTime(of: $0) }
                let time = until.flatMap { AlarmTime(hour: $0.hour, minute: $0.minute) }.map { AlarmText.time($0, twentyFourHour: true) } ?? ""
                print(OutsideText.escaped("Snoozed alarm \(number) until \(time): \(AlarmsListing.line(alarm))"))
            }
        }
    }

    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Dismiss the alarm that rings now.")

        func run() throws {
            // Dismissing drops a pending snooze too, as the clock's Enter does.
            let ended = try AlarmsCommand.endRinging(now: Date()) { $0.pendingSnooze = nil }
            for (number, alarm) in ended { print(OutsideText.escaped("Stopped alarm \(number): \(AlarmsListing.line(alarm))")) }
        }
    }

    /// Ends every ring the file records and is still going on, changed by `end`; the alarms ended with their numbers.
    /// Says so on stderr when nothing rings.
    static func endRinging(now: Date, _ end: (inout AlarmSettings) -> Void) throws -> [(Int, AlarmSettings)] {
        var ended: [(Int, AlarmSettings)] = []
        _ = try change { state in
            let ringer = try? StateStore(environment: ProcessEnvironment.current())
            for i in state.alarms.indices where ringsNow(state.alarms[i], now: now, in: ringer?.directory) {
                state.alarms[i].ringing = nil
                end(&state.alarms[i])
                ended.append((i + 1, state.alarms[i]))
            }
        }
        if ended.isEmpty { print("No alarm is ringing.") }
        return ended
    }

    /// Whether the file's ring record is a ring going on: someone is there to ring it (a record left by a ringer that
    /// was killed, with no other to take it over, is not). Its age is the ringer's to judge, on the ringer's clock
    /// (which `--now` may have moved).
    static func ringsNow(_ alarm: AlarmSettings, now: Date, in directory: String?) -> Bool {
        guard alarm.ringing != nil else { return false }
        guard let directory else { return true }
        let locks = RingerLocks(directory: directory)
        return locks.daemonIsRunning || locks.clockIsOpen
    }
}
