import ClockCore
import Foundation
import XCTest

/// Issue 11 in the real binary: quick clicks on a drum each count, and the ringing alarm is never queued behind
/// another notice on a short terminal.
final class KeysAndClicksEndToEndTests: XCTestCase {
    func testSixQuickClicksOnTheMinuteDrumTurnItSixSteps() throws {
        let s = try TmuxSession(args: ["--now", "10:00:00", "--alarm", "06:00"])
        let screen = ClockScreenLayout(size: Size(width: 120, height: 40), ascii: false)
        let drum = try XCTUnwrap(ClockPanelLayout(panel: screen.panel, faceShown: true).minuteDrum)
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Alarm ● on   6:00 AM") }, s.screenText)
        // Right of the front number: each click turns the drum one step up.
        let x = drum.x + drum.width * 3 / 4, y = drum.y + drum.height / 2
        for click in 1...6 {
            s.press(x, y)
            s.release(x, y)
            // The next click follows as soon as the program has read this one, while the drum still turns.
            XCTAssertTrue(s.waitUntil { s.events().filter { $0.hasPrefix("mouse press") }.count >= click }, "click \(click)")
        }
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Alarm ● on   6:06 AM") },
                      "six clicks in quick succession, six steps:\n\(s.screenText)")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Alarm ● on   6:06 AM"), "and it rests there:\n\(s.screenText)")
        XCTAssertEqual(s.events().filter { $0.hasPrefix("mouse press") }.count, 6)
    }

    func testTheRingingAlarmShowsItsButtonsOverAnotherNoticeOnAShortTerminal() throws {
        // 10 rows leave room for one notification at the top. "Alarm set for …" shows first and the warning about a
        // corrupt state file waits behind "+1 more"; the alarm rings 3 s later, while that warning is still to come.
        let state = NSTemporaryDirectory() + "tui-clock-e2e-ring-first-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state + "/tui-clock", withIntermediateDirectories: true)
        try Data("{\"alarm\": {".utf8).write(to: URL(fileURLWithPath: state + "/tui-clock/state.json"))
        // A background ringer runs: "+1 more" is the corrupt file's warning alone.
        let s = try TmuxSession(width: 80, height: 10, args: ["--now", "06:59:57", "--alarm", "07:00"],
                                env: ["XDG_STATE_HOME": state], backgroundRinger: true)
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Alarm set for 7:00 AM") && s.screenText.contains("+1 more") },
                      s.screenText)
        // Queued, "Wake up!" would wait until the warning had shown for 5 s.
        XCTAssertTrue(s.waitUntil(timeout: 4.5) { s.screenText.contains("Wake up!") },
                      "the ringing alarm waits behind \"+1 more\":\n\(s.screenText)")
        s.waitForIdle()   // its bounce has come to rest before aiming at the button
        let rows = s.screen()
        let row = try XCTUnwrap(rows.firstIndex { $0.contains("Snooze") && $0.contains("Dismiss") }, s.screenText)
        let column = try XCTUnwrap(rows[row].range(of: "Snooze")).lowerBound
        let x = rows[row].distance(from: rows[row].startIndex, to: column) + 2
        s.press(x, row)
        s.release(x, row)
        XCTAssertTrue(s.waitUntil { s.screenText.contains("rings in 10 min") || s.screenText.contains("Snoozed") },
                      "its Snooze button works:\n\(s.screenText)")
    }
}
