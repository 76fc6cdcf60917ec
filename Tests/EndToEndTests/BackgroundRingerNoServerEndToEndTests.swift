import Foundation
import XCTest

/// A session bus with no notification server on it (a console or ssh login, a desktop without one): the ringer rings
/// with sound, and its log says why no notification shows. It said nothing, as if one had been shown.
final class BackgroundRingerNoServerEndToEndTests: RingerStateTestCase {

    func testWithoutANotificationServerTheLogSaysOnceThatNoneShows() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: nil,
                                                 extra: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertFalse(ringer.log.contains("no session bus"), "there is one:\n\(ringer.log)")
        let said = "tui-clock daemon: no desktop notification: nothing on the session bus shows them "
            + "(org.freedesktop.Notifications); sound only\n"
        XCTAssertTrue(poll(timeout: 5) { ringer.log.contains(said) }, ringer.log)
        XCTAssertEqual(alarms("stop").status, 0)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertEqual(ringer.log.components(separatedBy: said).count - 1, 1, "once, not at every wake-up:\n\(ringer.log)")
    }
}
