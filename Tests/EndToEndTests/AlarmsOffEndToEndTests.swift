import Foundation
import XCTest

/// `tui-clock alarms off N` from a shell does what the clock's `a` does when it switches an alarm off: the alarm's
/// ring ends wherever it rings, and a snooze of it does not come back. It used to flip the switch alone: the ring
/// went on (`alarms list` showed it `off` and `RINGING`), and a once alarm, off from the moment it rang, kept its
/// snooze, which rang again after the user had said off.
final class AlarmsOffEndToEndTests: RingerStateTestCase {

    func testOffEndsTheRingOfTheAlarmItSwitchesOff() throws {
        XCTAssertEqual(alarms("add", "07:30", "--days", "daily", "--label", "Work").status, 0)
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: nil)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        let off = alarms("off", "1")
        XCTAssertEqual(off.status, 0, off.error)
        XCTAssertEqual(off.output, "Alarm 1: 07:30  off  daily  Work\n")
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, "the sound stops:\n\(ringer.log)")
        XCTAssertFalse(alarms("list").output.contains("RINGING"), alarms("list").output)
        XCTAssertTrue(ringer.log.contains("07:30 Work stopped in a clock or from the shell: the ring ended"), ringer.log)
    }

    func testOffCancelsTheSnoozeOfAOnceAlarmThatIsOffAlready() throws {
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        var ringer: BackgroundRingerProcess? = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: nil)
        XCTAssertTrue(poll(timeout: 15) { !(ringer?.ringPlayers.isEmpty ?? true) }, ringer?.log ?? "")
        XCTAssertEqual(alarms("snooze", "--now", "2026-11-27T07:30:03").output, "Snoozed alarm 1 until 07:40: 07:30  off  once  Work\n")
        XCTAssertEqual(alarms("off", "1").status, 0)
        ringer?.process.stop()
        ringer = nil
        // Started after the snooze's end: a snooze still pending would be said missed at its start ("watching" comes
        // after that), or rung had the ringer run on.
        let later = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:41:00", bus: nil)
        XCTAssertTrue(later.waitUntilWatching(), later.log)
        XCTAssertFalse(later.log.contains("missed") || later.log.contains("ringing"), later.log)
        XCTAssertTrue(later.ringPlayers.isEmpty, later.log)
        XCTAssertFalse(alarms("list").output.contains("RINGING"), alarms("list").output)
    }
}
