@testable import ClockCore
import Foundation
import XCTest

/// Issue 20 item 7: the list was in creation order with a silent 4-line window. It is in time order (as GNOME
/// Clocks, Android and KClock list alarms), the selection stays on its alarm across the re-sort, "↑ N more" /
/// "↓ N more" say what the window hides, the wheel scrolls it and a new selection brings it into view.
final class AlarmListOrderTests: XCTestCase {
    let cal = calendar("UTC")

    func context(_ clock: ClockScreen) -> ClockContext {
        ClockContext(now: Moment(wall: local(2026, 6, 10, 5, 0, in: cal), uptime: 100), calendar: cal,
                     layout: clock.layout(size: Size(width: 120, height: 40), glyphs: .braille))
    }

    /// Seven alarms made in this order: 21:00, 6:30, 12:38, 7:30, 5:45, 9:15, 18:00.
    func seven() -> ClockScreen {
        let times = [(21, 0), (6, 30), (12, 38), (7, 30), (5, 45), (9, 15), (18, 0)]
        return ClockScreen(saved: SavedState(alarms: times.enumerated().map { i, t in
            AlarmSettings(id: i + 1, isOn: true, time: AlarmTime(hour: t.0, minute: t.1)!, days: .daily, label: "A\(i + 1)")
        }))
    }

    func shownTimes(_ clock: ClockScreen) -> [String] {
        clock.alarms.byTime.map { "\(clock.alarms.clocks[$0].settings.time)" }
    }

    func testBracketsWalkEveryAlarmOnceEvenWhenAHandWrittenFileRepeatsAnIdAndATime() {
        // The selection's place is counted, the list sorted: the two must agree, or ] would stick on a twin.
        let twins = [AlarmSettings(id: 3, isOn: true, time: AlarmTime(hour: 7, minute: 0)!, label: "first"),
                     AlarmSettings(id: 3, isOn: true, time: AlarmTime(hour: 7, minute: 0)!, label: "second"),
                     AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 9, minute: 0)!, label: "third")]
        var list = AlarmList(twins)
        var labels: [String] = []
        for _ in twins {
            XCTAssertEqual(list.selectedPlace, list.byTime.firstIndex(of: list.selected))
            labels.append(list.current.settings.label)
            list.selectNext(1)
        }
        XCTAssertEqual(labels, ["first", "second", "third"])
    }

    func testTheListIsInTimeOrderAndBracketsWalkIt() {
        var clock = seven()
        XCTAssertEqual(clock.alarms.byTime.map { clock.alarms.clocks[$0].settings.id }, [5, 2, 4, 6, 3, 7, 1])
        XCTAssertEqual(clock.alarm.settings.id, 1, "the first alarm made, 21:00, is selected")
        var seen: [Int] = []
        for _ in 0..<3 {
            _ = clock.update(.key(KeyEvent(.char("]"))), context(clock))
            seen.append(clock.alarm.settings.id)
        }
        XCTAssertEqual(seen, [5, 2, 4], "after the last (21:00) comes the first (5:45), then on by time")
    }

    func testTheSelectionStaysOnItsAlarmWhenAnEditMovesItInTheOrder() {
        var clock = seven()
        _ = clock.update(.key(KeyEvent(.char("]"))), context(clock))
        XCTAssertEqual(clock.alarm.settings.id, 5)
        XCTAssertEqual(clock.alarms.selectedPlace, 0)
        // 5:45 + 5 hours is 10:45: the alarm moves after 9:15 and stays selected.
        for _ in 0..<5 { _ = clock.update(.key(KeyEvent(.up)), context(clock)) }
        XCTAssertEqual(clock.alarm.settings.id, 5)
        XCTAssertEqual(clock.alarm.settings.time, AlarmTime(hour: 10, minute: 45))
        XCTAssertEqual(clock.alarms.selectedPlace, 3, "after 6:30, 7:30 and 9:15")
    }

    func testTheWindowSaysHowManyMoreAndFollowsTheSelection() {
        var clock = seven()
        var window = try! XCTUnwrap(clock.listWindow(in: context(clock).layout))
        XCTAssertTrue(window.hasMarkers)
        XCTAssertEqual(window.rows, AlarmListRows.maxShown)
        // 21:00 is the last by time: the window ends with it.
        XCTAssertEqual(window.first, 3)
        XCTAssertEqual([window.above, window.below], [3, 0])
        _ = clock.update(.key(KeyEvent(.char("]"))), context(clock))
        window = clock.listWindow(in: context(clock).layout)!
        XCTAssertEqual([window.first, window.above, window.below], [0, 0, 3], "the window follows to 5:45")
    }

    func testTheWheelOverTheListScrollsItAndLeavesTheSelection() throws {
        var clock = seven()
        let layout = context(clock).layout
        let list = try XCTUnwrap(clock.panelLayout(in: layout).alarmList)
        let inside = Point(x: list.x + 2, y: list.y + 2)
        _ = clock.update(.mouse(MouseEvent(.wheelUp, .none, at: inside)), context(clock))
        XCTAssertEqual(clock.listWindow(in: layout)?.first, 2)
        XCTAssertEqual(clock.alarm.settings.id, 1, "the selection stays")
        for _ in 0..<5 { _ = clock.update(.mouse(MouseEvent(.wheelUp, .none, at: inside)), context(clock)) }
        XCTAssertEqual(clock.listWindow(in: layout)?.first, 0, "stops at the top")
        _ = clock.update(.mouse(MouseEvent(.wheelDown, .none, at: inside)), context(clock))
        XCTAssertEqual(clock.listWindow(in: layout)?.first, 1)
        // A click on the first alarm row selects what is shown there: place 1, 6:30.
        _ = clock.update(.mouse(MouseEvent(.press, .left, at: Point(x: list.x + 2, y: list.y + 1))),
                         context(clock))
        XCTAssertEqual(clock.alarm.settings.time, AlarmTime(hour: 6, minute: 30))
    }
}
