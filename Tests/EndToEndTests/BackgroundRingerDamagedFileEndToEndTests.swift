import Foundation
import XCTest

/// SPEC §3: a damaged state file is kept aside "and the user is told". The background ringer told only its journal,
/// which nobody reads: with the window closed, the alarms the file held were gone without a word, and the clock
/// opened later found the good file written in its place and said nothing either.
final class BackgroundRingerDamagedFileEndToEndTests: RingerStateTestCase {

    func testADamagedFileTheRingerKeepsAsideIsADesktopNotification() throws {
        let bus = try NotificationBus()
        let folder = stateHome + "/tui-clock"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let truncated = #"{"version": 3, "alarms": [{"id": 1, "on": tr"#
        try Data(truncated.utf8).write(to: URL(fileURLWithPath: folder + "/state.json"))

        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:00:00", bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        XCTAssertTrue(ringer.log.contains("Cannot read the alarm state file"), ringer.log)
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty }, "told on the desktop too:\n\(ringer.log)")
        let shown = bus.notifications.first ?? ""
        XCTAssertTrue(shown.contains("summary=Cannot read the alarm state file \(folder)/state.json"), shown)
        XCTAssertTrue(shown.contains("Kept it as \(folder)/state.json.corrupt-"), "and where it is: \(shown)")
        XCTAssertTrue(shown.contains("urgency=1") && shown.contains("actions= "), "a plain notice: \(shown)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("state.json.corrupt-") }
        XCTAssertEqual(kept.count, 1, "\(kept)")
        XCTAssertEqual(try String(contentsOfFile: folder + "/" + (kept.first ?? ""), encoding: .utf8), truncated,
                       "kept byte for byte")
    }
}
