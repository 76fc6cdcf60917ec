import ClockCore
@testable import ClockRender
import Foundation
import XCTest

/// Issue 20 item 5: at 80x24, 120x40 and 200x60 the side panel cut "next: Thu 12:38 PM — in 1 h 47 min" and the
/// labels while ~25 columns stood empty between face and panel, and the panel touched the right edge. The panel
/// now gets the room its lines need (and a margin) before the face grows.
final class ClockPanelWidthSnapshotTests: XCTestCase {
    /// Thursday 26 November 2026, 10:51, six weekday alarms made out of time order.
    func frame(_ w: Int, _ h: Int) -> Canvas {
        // Snapshot.date is Saturday 21 November; five days on.
        var m = Snapshot.model(w, h, at: Snapshot.date(10, 51, 0).addingTimeInterval(5 * 86_400),
                               options: AppOptions(showSeconds: false))
        let made = [(6, 30, "Tea"), (7, 30, "Work"), (12, 38, "Lunch"), (21, 0, "Evening"), (5, 45, "Early"),
                    (9, 15, "Standup")]
        m.clock = ClockScreen(saved: SavedState(alarms: made.enumerated().map { i, a in
            AlarmSettings(id: i + 1, isOn: true, time: AlarmTime(hour: a.0, minute: a.1)!, days: .weekdays, label: a.2)
        }, selected: 2), display: m.clock.display)
        return AppView.render(m)
    }

    func assertFullLinesWithAMargin(_ canvas: Canvas, file: StaticString = #filePath, line: UInt = #line) {
        let lines = canvas.trimmedLines
        let text = lines.joined(separator: "\n")
        for whole in ["next: Thu 12:38 PM — in 1 h 47 min", "  9:15 AM on   weekdays  Standup",
                      "▸ 12:38 PM on   weekdays  Lunch", "  9:00 PM on   weekdays  Evening"] {
            XCTAssertTrue(text.contains(whole), "\(whole) in\n\(text)", file: file, line: line)
        }
        XCTAssertFalse(text.contains("…"), "nothing cut:\n\(text)", file: file, line: line)
        XCTAssertTrue(lines.allSatisfy { CharacterWidth.of($0) <= canvas.size.width - ClockScreenLayout.rightMargin },
                      "two free columns at the right edge:\n\(text)", file: file, line: line)
    }

    func testAt80x24TheListAndNextLineAreWhole() {
        let canvas = frame(80, 24)
        assertFullLinesWithAMargin(canvas)
        assertSnapshot(canvas, named: "panelWidth80x24")
    }

    func testAt120x40TheListAndNextLineAreWhole() {
        let canvas = frame(120, 40)
        assertFullLinesWithAMargin(canvas)
        assertSnapshot(canvas, named: "panelWidth120x40")
    }

    func testAt200x60TheFaceAndPanelStandTogetherInTheMiddle() {
        let canvas = frame(200, 60)
        assertFullLinesWithAMargin(canvas)
        assertSnapshot(canvas, named: "panelWidth200x60")
        let layout = ClockScreenLayout(size: canvas.size, glyphs: .braille)
        let face = try! XCTUnwrap(layout.face)
        XCTAssertLessThanOrEqual(layout.panel.x - (face.origin.x + face.cells.width), 2, "no empty stretch between them")
    }
}
