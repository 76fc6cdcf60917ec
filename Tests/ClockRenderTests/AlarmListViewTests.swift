import ClockCore
@testable import ClockRender
import Foundation
import XCTest

/// The clock screen with several alarms: the list beside the face, the next one due, the others' marks on the
/// rim, and the keys in the help overlay.
final class AlarmListViewTests: XCTestCase {
    private func model(editingLabel: String? = nil) -> AppModel {
        var m = Snapshot.model(100, 32, at: Snapshot.date(6, 0, 0), options: AppOptions(twentyFourHour: true))
        m.clock = ClockScreen(saved: SavedState(alarms: [
            AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 7, minute: 30)!, days: .weekdays, label: "Work"),
            AlarmSettings(id: 2, isOn: false, time: AlarmTime(hour: 9, minute: 0)!, days: .weekends, label: "Lie in"),
            AlarmSettings(id: 3, isOn: true, time: AlarmTime(hour: 3, minute: 0)!, days: .once),
        ], selected: 0), display: m.clock.display)
        m.clock.labelDraft = editingLabel
        return m
    }

    private func lines(_ m: AppModel) -> [String] {
        var canvas = Canvas(size: m.screenSize)
        ClockScreenView(model: m).render(into: &canvas)
        return canvas.trimmedLines
    }

    func testTheListShowsEachAlarmsTimeOnOffDaysAndLabelAndTheNextDue() {
        let shown = lines(model())
        // Saturday 21 November 2026, 6:00: the once alarm comes first, tomorrow at 3:00.
        for row in ["▸ 07:30 on   weekdays  Work", "  09:00 off  weekends  Lie in", "  03:00 on   once",
                    "next: Sun 03:00 — in 21 h"] {
            XCTAssertTrue(shown.contains { $0.contains(row) }, "no \(row) in\n\(shown.joined(separator: "\n"))")
        }
    }

    func testLinesThatRunPastTheScreenEdgeEndInAnEllipsis() {
        // 120x40 with 12-hour times: the panel starts 32 columns before the edge, and "▸ 9:00 AM on   weekends  Lie in"
        // and "next: Sun 3:00 AM — in 21 h" must not be cut mid-word by the edge.
        var m = Snapshot.model(120, 40, at: Snapshot.date(6, 0, 0), options: AppOptions())
        m.clock = ClockScreen(saved: SavedState(alarms: [
            AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 7, minute: 30)!, days: .weekdays, label: "Work"),
            AlarmSettings(id: 2, isOn: true, time: AlarmTime(hour: 9, minute: 0)!, days: .weekends,
                          label: "Lie in as long as you like"),
        ], selected: 1), display: m.clock.display)
        var canvas = Canvas(size: m.screenSize)
        ClockScreenView(model: m).render(into: &canvas)
        let shown = canvas.trimmedLines
        let listed = try? XCTUnwrap(shown.first { $0.contains("▸ 9:00 AM") })
        XCTAssertTrue(listed?.hasSuffix("…") == true, "\(listed ?? "no selected line") in\n\(shown.joined(separator: "\n"))")
        XCTAssertTrue(shown.allSatisfy { CharacterWidth.of($0) <= 120 })
        XCTAssertTrue(shown.contains { $0.contains("next: ") }, shown.joined(separator: "\n"))
    }

    func testThePanelFollowsALabelAsItGrowsAndShrinks() {
        // 200x60 has room beside the face: the panel is as wide as the longest line wants (the layout keeps that width
        // for the alarms it measured, so a label typed with L must be measured again).
        var m = Snapshot.model(200, 60, at: Snapshot.date(6, 0, 0), options: AppOptions(twentyFourHour: true))
        m.clock = model().clock
        let before = lines(m)
        XCTAssertTrue(before.contains { $0.contains("▸ 07:30 on   weekdays  Work") }, before.joined(separator: "\n"))
        let long = "Work at the office across the river"
        let keys = [Key.char("L")] + Array(repeating: .backspace, count: 4) + long.map { Key.char($0) } + [.enter]
        for key in keys { _ = update(&m, .input(.key(KeyEvent(key))), at: m.now) }
        XCTAssertEqual(m.clock.alarm.settings.label, long)
        let after = lines(m)
        XCTAssertTrue(after.contains { $0.hasSuffix("▸ 07:30 on   weekdays  \(long)") },
                      "the whole label, not cut short:\n" + after.joined(separator: "\n"))
        for key in [Key.char("L")] + Array(repeating: .backspace, count: long.count) + [.char("G"), .enter] {
            _ = update(&m, .input(.key(KeyEvent(key))), at: m.now)
        }
        XCTAssertEqual(m.clockLayout.panel.width, ClockScreenLayout.sidePanelWidth, "back to the narrow panel")
        let shorter = lines(m)
        XCTAssertTrue(shorter.contains { $0.hasSuffix("▸ 07:30 on   weekdays  G") }, shorter.joined(separator: "\n"))
    }

    func testInASCIITheListUsesPlainCharacters() {
        var m = model()
        m.options.ascii = true
        let shown = lines(m)
        XCTAssertTrue(shown.contains { $0.contains("> 07:30 on   weekdays  Work") }, shown.joined(separator: "\n"))
        XCTAssertTrue(shown.contains { $0.contains("next: Sun 03:00 - in 21 h") }, shown.joined(separator: "\n"))
    }

    func testTheSelectedLineShowsTheLabelBeingTyped() {
        let shown = lines(model(editingLabel: "Gy"))
        XCTAssertTrue(shown.contains { $0.contains("▸ 07:30 Label: Gy_") }, shown.joined(separator: "\n"))
    }

    func testALongLabelBeingTypedKeepsItsEndInView() {
        let shown = lines(model(editingLabel: String(repeating: "x", count: 40) + "END"))
        XCTAssertTrue(shown.contains { $0.contains("▸ 07:30 Label: …") && $0.hasSuffix("xEND_") }, shown.joined(separator: "\n"))
    }

    func testTheOtherAlarmsThatAreOnAreMarkedOnTheRim() {
        let m = model()
        let layout = ClockScreenLayout(size: m.screenSize, ascii: false)
        let face = try! XCTUnwrap(layout.face)
        var with = Canvas(size: m.screenSize), without = Canvas(size: m.screenSize)
        let time = TimeOfDay(m.now.wall, calendar: m.calendar)
        ClockFaceView(face: face, time: time, showSeconds: false, alarmAngle: 0.5,
                      alarmMarks: [AlarmDial.angle(for: AlarmTime(hour: 3, minute: 0)!)]).renderUncached(into: &with)
        ClockFaceView(face: face, time: time, showSeconds: false, alarmAngle: 0.5).renderUncached(into: &without)
        let differing = (0..<m.screenSize.height).flatMap { y in
            (0..<m.screenSize.width).filter { x in with[x, y] != without[x, y] }.map { (x: $0, y: y) }
        }
        XCTAssertFalse(differing.isEmpty, "a mark is drawn")
        // At 3 o'clock: right of the centre, on the centre row, near the rim.
        let centreY = Int(face.centerY) / face.dotsPerCell.y + face.origin.y
        XCTAssertTrue(differing.allSatisfy { abs($0.y - centreY) <= 1 && $0.x > face.origin.x + face.cells.width / 2 },
                      "\(differing) around row \(centreY)")
    }

    func testEveryAlarmListKeyIsInTheHelp() {
        let size = Size(width: 160, height: 60)
        var canvas = Canvas(size: size)
        HelpOverlayView(page: HelpPage(screen: size, ascii: false), scroll: 0, ascii: false).render(into: &canvas)
        let text = canvas.trimmedLines.joined(separator: "\n")
        for row in ["[ ]  ", "select the previous / next alarm", "new alarm", "d u  ", "delete the alarm / undo",
                    "repeat days: pick them", "Repeat days (D)", "that day on/off", "label (Enter keeps, Esc drops)", "click a list line", "s S  ", "a  "] {
            XCTAssertTrue(text.contains(row), "\(row) in\n\(text)")
        }
    }
}
