@testable import ClockCore
import Foundation
import XCTest

/// Issue 20 item 6: at 80x24 with a list of alarms the Snooze drum is not drawn, yet Shift-Tab focused it and ↑↑↑
/// changed the selected alarm's snooze 10 → 13. What the layout does not draw takes neither the focus nor keys.
/// Item 8: setting an alarm's time switches that alarm on (SPEC §3), and the consequences pass says so.
final class ClockFocusShownTests: XCTestCase {
    let cal = calendar("Europe/Berlin")

    func context(_ w: Int, _ h: Int, _ clock: ClockScreen) -> ClockContext {
        ClockContext(now: Moment(wall: local(2026, 6, 10, 5, 0, in: cal), uptime: 100), calendar: cal,
                     layout: clock.layout(size: Size(width: w, height: h), glyphs: .braille))
    }

    /// Four alarms: at 80x24 their list leaves no rows for the Snooze drum.
    func fourAlarms() -> ClockScreen {
        ClockScreen(saved: SavedState(alarms: [
            AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 7, minute: 0)!, days: .weekdays, label: "Work"),
            AlarmSettings(id: 2, time: AlarmTime(hour: 9, minute: 30)!, days: .weekends),
            AlarmSettings(id: 3, time: AlarmTime(hour: 12, minute: 0)!),
            AlarmSettings(id: 4, time: AlarmTime(hour: 18, minute: 0)!),
        ]))
    }

    func testShiftTabSkipsTheSnoozeDrumThatIsNotDrawnAt80x24() {
        var clock = fourAlarms()
        XCTAssertNil(clock.panelLayout(in: context(80, 24, clock).layout).snoozeDrum, "the list took its rows")
        var seen: [ClockFocus] = []
        for _ in 0..<3 {
            _ = clock.update(.key(KeyEvent(.backTab)), context(80, 24, clock))
            seen.append(clock.focus)
        }
        XCTAssertEqual(seen, [.hour, .minute, .dial])
        for _ in 0..<3 { _ = clock.update(.key(KeyEvent(.up)), context(80, 24, clock)) }
        XCTAssertEqual(clock.alarm.settings.snoozeMinutes, 10, "↑ on the dial moves the hour, never the snooze")
    }

    func testAtALargerSizeTheSnoozeDrumIsInTheCycle() {
        var clock = fourAlarms()
        var seen: [ClockFocus] = []
        for _ in 0..<4 {
            _ = clock.update(.key(KeyEvent(.backTab)), context(120, 40, clock))
            seen.append(clock.focus)
        }
        XCTAssertEqual(seen, [.hour, .minute, .snooze, .dial])
    }

    func testAFocusedDrumThatIsNoLongerDrawnGivesTheKeysBack() {
        var clock = fourAlarms()
        for _ in 0..<3 { _ = clock.update(.key(KeyEvent(.backTab)), context(120, 40, clock)) }
        XCTAssertEqual(clock.focus, .snooze)
        // The terminal shrank to 80x24: the snooze drum is gone, and ↑ is the dial's again.
        _ = clock.update(.key(KeyEvent(.up)), context(80, 24, clock))
        XCTAssertEqual(clock.focus, .dial)
        XCTAssertEqual(clock.alarm.settings.snoozeMinutes, 10)
        XCTAssertEqual(clock.alarm.settings.time, AlarmTime(hour: 8, minute: 0))
    }

    func testSettingTheTimeOfAnAlarmThatIsOffSwitchesItOn() {
        let off = AlarmSettings(time: AlarmTime(hour: 7, minute: 0)!)
        // An arrow on the dial.
        var clock = ClockScreen(settings: off)
        _ = clock.update(.key(KeyEvent(.right)), context(120, 40, clock))
        XCTAssertTrue(clock.alarm.settings.isOn)
        XCTAssertEqual(clock.alarm.settings.time, AlarmTime(hour: 7, minute: 1))
        // Digits typed on the Minute drum, once it comes to rest.
        clock = ClockScreen(settings: off)
        let ctx = context(120, 40, clock)
        _ = clock.update(.key(KeyEvent(.backTab)), ctx)
        _ = clock.update(.key(KeyEvent(.backTab)), ctx)
        XCTAssertEqual(clock.focus, .minute)
        _ = clock.update(.key(KeyEvent(.char("4"))), ctx)
        _ = clock.update(.key(KeyEvent(.char("5"))), ctx)
        for second in 1...5 {
            var later = ctx
            later.now = ctx.now.advanced(by: Double(second))
            _ = clock.update(.tick, later)
        }
        XCTAssertEqual(clock.alarm.settings.time, AlarmTime(hour: 7, minute: 45))
        XCTAssertTrue(clock.alarm.settings.isOn, "the drums set the alarm")
        // The snooze drum is not a time: it leaves the alarm off.
        clock = ClockScreen(settings: off)
        for _ in 0..<3 { _ = clock.update(.key(KeyEvent(.backTab)), ctx) }
        _ = clock.update(.key(KeyEvent(.up)), ctx)
        for second in 1...5 {
            var later = ctx
            later.now = ctx.now.advanced(by: Double(second))
            _ = clock.update(.tick, later)
        }
        XCTAssertEqual(clock.alarm.settings.snoozeMinutes, 11)
        XCTAssertFalse(clock.alarm.settings.isOn)
    }

    func testANudgeThatSwitchedTheAlarmOnIsAnnouncedAndLaterNudgesAreNot() {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: cal,
                         now: Moment(wall: local(2026, 6, 10, 5, 0, in: cal), uptime: 100),
                         alarm: AlarmSettings(time: AlarmTime(hour: 7, minute: 0)!))
        _ = update(&m, .input(.key(KeyEvent(.right))), at: m.now)
        XCTAssertTrue(m.clock.alarm.settings.isOn)
        XCTAssertEqual(m.notifications.messages, ["Alarm set for 7:01 AM — rings in 2 h 1 min"])
        _ = update(&m, .input(.key(KeyEvent(.right))), at: m.now.advanced(by: 1))
        XCTAssertEqual(m.notifications.messages, ["Alarm set for 7:01 AM — rings in 2 h 1 min"],
                       "nudging an alarm that is on shows on the dial, not in a notice")
    }
}
