import Foundation
import XCTest

/// An alarm added or switched on from a shell while no background ringer runs would pass in silence once the window
/// is closed (or was never opened): the command says so on stderr, as the clock says it when an alarm is switched
/// on there. It used to say nothing, and the alarm simply never rang.
final class AlarmsCommandWarningEndToEndTests: RingerStateTestCase {

    func testAddAndOnSayAlarmsRingOnlyWhileTheClockIsOpenUnlessARingerRuns() throws {
        let added = alarms("add", "07:30", "--label", "Work")
        XCTAssertEqual(added.status, 0, added.error)
        XCTAssertEqual(added.output, "Added alarm 1: 07:30  on   once  Work\n", "stdout stays what scripts read")
        XCTAssertTrue(added.error.contains("Alarms ring only while tui-clock is open: 'tui-clock service install' "
                                           + "(or 'tui-clock daemon') rings them when it is closed"), added.error)
        XCTAssertEqual(alarms("off", "1").error, "", "nothing to warn of when switching off")
        XCTAssertTrue(alarms("on", "1").error.contains("Alarms ring only while tui-clock is open"))

        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T06:00:00", bus: nil)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        XCTAssertEqual(alarms("add", "08:00").error, "", "a ringer runs: it rings them")
        XCTAssertEqual(alarms("on", "1").error, "")
    }
}
