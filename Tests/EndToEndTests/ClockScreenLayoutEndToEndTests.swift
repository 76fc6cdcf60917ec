import ClockCore
import Foundation
import XCTest

/// Issue 20 items 5–10 in the real binary, driven with keys and SGR mouse bytes in tmux: the panel's full lines at
/// three sizes, focus only on what is drawn, the list by time with its markers and wheel, the day picker, setting a
/// time switching the alarm on, drags rounding to the minute, and the display keys remembered across a restart.
final class ClockScreenLayoutEndToEndTests: XCTestCase {
    private var stateHome: String!

    override func setUp() {
        stateHome = NSTemporaryDirectory() + "tui-clock-layout-e2e-\(UUID().uuidString.prefix(8))"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    private func alarms(_ args: String...) {
        XCTAssertEqual(Command.alarms(args, stateHome: stateHome).status, 0, "\(args)")
    }

    private func session(_ w: Int = 120, _ h: Int = 40, _ args: [String]) throws -> TmuxSession {
        try TmuxSession(width: w, height: h, args: args, env: ["XDG_STATE_HOME": stateHome])
    }

    /// Six weekday alarms made out of time order, the clock on Thursday 26 November 2026 at 10:51.
    private func sixAlarms() {
        for (time, label) in [("06:30", "Tea"), ("07:30", "Work"), ("12:38", "Lunch"), ("21:00", "Evening"),
                              ("05:45", "Early"), ("09:15", "Standup")] {
            alarms("add", time, "--days", "weekdays", "--label", label)
        }
    }

    func testAtEachSizeThePanelShowsItsLinesWholeWithAMarginAndTheListInTimeOrder() throws {
        sixAlarms()
        let s = try session(80, 24, ["--now", "2026-11-26T10:51:00"])
        s.waitForIdle()
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            s.resize(w, h)
            s.waitForIdle()
            let lines = s.screen()
            let text = lines.joined(separator: "\n")
            XCTAssertTrue(text.contains("next: Thu 12:38 PM — in 1 h 47 min"), "\(w)x\(h):\n\(text)")
            let listed = lines.compactMap { l in ["Early", "Tea", "Work", "Standup", "Lunch", "Evening"].first { l.hasSuffix("weekdays  " + $0) } }
            XCTAssertEqual(listed, ["Early", "Tea", "Work", "Standup", "Lunch", "Evening"], "\(w)x\(h): by time, whole:\n\(text)")
            XCTAssertTrue(lines.allSatisfy { !$0.hasSuffix("…") && !$0.hasSuffix("...") })
            XCTAssertTrue(lines.allSatisfy { $0.count <= w - 2 }, "\(w)x\(h): two free columns at the edge:\n\(text)")
        }
    }

    func testShiftTabAt80x24NeverFocusesTheSnoozeDrumItDoesNotDraw() throws {
        sixAlarms()
        let s = try session(80, 24, ["--now", "2026-11-26T10:51:00"])
        s.waitForIdle()
        XCTAssertFalse(s.screenText.contains("Snooze"), "no snooze drum at this size:\n\(s.screenText)")
        s.keys("BTab", "BTab", "BTab", "Up", "Up", "Up")
        s.waitForIdle()
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: stateHome + "/tui-clock/state.json"))
        let state = try StateFileFormat.decode(Array(bytes))
        XCTAssertEqual(state.alarms.map(\.snoozeMinutes), Array(repeating: 10, count: 6), "no snooze changed")
    }

    func testMoreThanFourAlarmsShowMoreMarkersTheWheelScrollsAndDPicksDays() throws {
        sixAlarms()
        alarms("add", "23:00", "--label", "Late")
        let s = try session(120, 40, ["--now", "2026-11-26T10:51:00"])
        s.waitForIdle()
        // `alarms add` selects what it added: 23:00, last by time, so the window ends there and hides three above.
        XCTAssertTrue(s.screenText.contains("↑ 3 more") && s.screenText.contains("▸ 11:00 PM"), s.screenText)
        let row = try XCTUnwrap(s.screen().firstIndex { $0.contains("9:00 PM on") })
        let x = ClockScreenLayout(size: Size(width: 120, height: 40), glyphs: .braille).panel.x + 4
        s.literal("\u{1B}[<64;\(x + 1);\(row + 1)M\u{1B}[<64;\(x + 1);\(row + 1)M")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("↑ 1 more") && s.screenText.contains("↓ 2 more"), s.screenText)
        XCTAssertFalse(s.screenText.contains("▸ 11:00 PM"), "the wheel scrolls; the selection stays off view:\n\(s.screenText)")
        // `]` after the last is the first by time: the window follows it to the top.
        s.keys("]")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("▸ 5:45 AM") && s.screenText.contains("↓ 3 more"), s.screenText)
        // D: Tuesday and Thursday off, Enter keeps Monday, Wednesday, Friday.
        s.keys("D", "Right", "Space", "Right", "Right", "Space")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Days: ●Mo ○Tu ●We ○Th ●Fr ○Sa ○Su"), s.screenText)
        s.keys("Enter")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("5:45 AM on   mon,wed,fri  Early"), s.screenText)
    }

    func testAnArrowOnAnAlarmThatIsOffSwitchesItOnAndSaysSo() throws {
        let s = try session(120, 40, ["--now", "10:00:00"])
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Alarm ○ off"), s.screenText)
        s.keys("Right")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Alarm ● on   7:01 AM"), s.screenText)
        XCTAssertTrue(s.screenText.contains("Alarm set for 7:01 AM"), s.screenText)
    }

    func testADragRoundsToTheMinuteUnderThePointerNotToFiveMinuteMarks() throws {
        let face = try XCTUnwrap(ClockScreenLayout(size: Size(width: 120, height: 40), glyphs: .braille).face)
        for minute in [2, 7, 13] {
            let s = try session(120, 40, ["--now", "10:00:00", "--alarm", "04:30"])
            s.waitForIdle()
            let grab = cell(face, radius: 0.5, angle: AlarmDial.angle(for: AlarmTime(hour: 4, minute: 30)!))
            let target = try XCTUnwrap(cellReading(dialMinute: 4 * 60 + minute, on: face), "a cell for 4:\(minute)")
            s.press(grab.x, grab.y)
            s.drag(target.x, target.y)
            s.release(target.x, target.y)
            s.waitForIdle()
            let expected = String(format: "Alarm set for 4:%02d PM", minute)
            XCTAssertTrue(s.screenText.contains(expected), "\(expected):\n\(s.screenText)")
            s.kill()
        }
    }

    func testTSAndVAreRememberedAcrossARestart() throws {
        var s = try session(120, 40, ["--now", "16:42:05"])
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("4:42:05 PM"), s.screenText)
        s.keys("t", "s")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("16:42"), s.screenText)
        XCTAssertFalse(s.screenText.contains("16:42:0"), "no seconds:\n\(s.screenText)")
        s.keys("F")
        s.waitForIdle()
        XCTAssertFalse(s.screenText.contains("Alarm") || s.screenText.contains("? keys"), "the face alone:\n\(s.screenText)")
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
        s = try session(120, 40, ["--now", "16:42:05"])
        s.waitForIdle()
        XCTAssertFalse(s.screenText.contains("Alarm"), "still the face alone:\n\(s.screenText)")
        s.keys("F")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("16:42") && !s.screenText.contains("16:42:0"), s.screenText)
        s.kill()
        // The command line still wins for its run.
        s = try session(120, 40, ["--now", "16:42:05", "--no-24h", "--seconds"])
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("4:42:0"), s.screenText)
    }

    private func cell(_ face: ClockFace, radius r: Double, angle a: Double) -> Point {
        let p = face.point(radius: r * face.radius, angle: a)
        return Point(x: face.origin.x + Int(p.x) / face.dotsPerCell.x, y: face.origin.y + Int(p.y) / face.dotsPerCell.y)
    }

    /// A cell well inside the face whose angle rounds to `dialMinute`.
    private func cellReading(dialMinute: Int, on face: ClockFace) -> Point? {
        for y in 0..<face.cells.height {
            for x in 0..<face.cells.width {
                let c = Point(x: face.origin.x + x, y: face.origin.y + y)
                let d = face.distance(ofCell: c)
                guard d > face.radius * 0.3, d < face.radius * 0.8 else { continue }
                if Int((face.angle(ofCell: c) * 720 / (2 * Double.pi)).rounded()) == dialMinute { return c }
            }
        }
        return nil
    }
}
