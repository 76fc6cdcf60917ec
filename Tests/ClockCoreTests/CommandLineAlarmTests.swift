import ClockCore
import Foundation
import XCTest

/// `--alarm HH:MM` (SPEC §7: "sets and switches on the alarm") beside several alarms (§8): it sets the one alarm there
/// is, and with several it never rewrites one the user set.
final class CommandLineAlarmTests: XCTestCase {
    let start = utc("2026-11-21T04:00:00Z")

    func time(_ hour: Int, _ minute: Int) -> AlarmTime { AlarmTime(hour: hour, minute: minute)! }

    /// The app started on `alarms` (the last one selected, as after adding it) with `--alarm` at `alarm`.
    func started(_ alarms: [AlarmSettings], alarm: AlarmTime) -> AppModel {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), now: Moment(wall: start, uptime: 100),
                         alarms: SavedState(alarms: alarms, selected: max(0, alarms.count - 1)))
        _ = update(&m, .started(StartUp(alarm: alarm)), at: m.now)
        return m
    }

    func messages(_ m: AppModel) -> [String] { m.notifications.shown.map(\.message) }

    func testWithOneAlarmItSetsThatAlarmAndSwitchesItOn() {
        let m = started([AlarmSettings(id: 1, isOn: false, time: time(8, 0), label: "B")], alarm: time(5, 45))
        XCTAssertEqual(m.clock.alarms.settings.map(\.time), [time(5, 45)])
        XCTAssertTrue(m.clock.alarm.settings.isOn)
        XCTAssertEqual(m.clock.alarm.settings.label, "B", "the one alarm, set to the new time")
        XCTAssertTrue(messages(m).contains { $0.hasPrefix("Alarm set for 5:45 AM — rings in 1 h 45 min") }, "\(messages(m))")
    }

    func testWithNoAlarmItMakesOne() {
        let m = started([], alarm: time(5, 45))
        XCTAssertEqual(m.clock.alarms.settings.map(\.time), [time(5, 45)])
        XCTAssertTrue(m.clock.alarm.settings.isOn)
    }

    /// The audit's case: "08:00 B", added last and so selected, silently became 05:45.
    func testWithSeveralAlarmsANewTimeIsAddedAndNothingTheUserSetIsLost() {
        let mine = [AlarmSettings(id: 1, isOn: true, time: time(7, 0), label: "A"),
                    AlarmSettings(id: 2, isOn: false, time: time(8, 0), label: "B")]
        let m = started(mine, alarm: time(5, 45))
        let after = m.clock.alarms.settings
        XCTAssertEqual(after.count, 3)
        XCTAssertEqual(after.map(\.label), ["A", "B", ""])
        XCTAssertEqual(after.map(\.time), [time(7, 0), time(8, 0), time(5, 45)], "A and B keep their times")
        XCTAssertEqual(after.map(\.isOn), [true, false, true], "and their switches; the new one is on")
        XCTAssertEqual(m.clock.alarm.settings.time, time(5, 45), "the new alarm is selected")
        XCTAssertEqual(m.clock.alarm.settings.days, .once, "added as n and `alarms add` add one")
        XCTAssertEqual(Set(after.map(\.id)).count, 3)
        XCTAssertTrue(messages(m).contains { $0.hasPrefix("Alarm set for 5:45 AM") }, "\(messages(m))")
        XCTAssertEqual(m.savedState.alarms.map(\.time), after.map(\.time), "and it is saved")
    }

    func testWithSeveralAlarmsOneAlreadyAtThatTimeIsSwitchedOnAndSelected() {
        let mine = [AlarmSettings(id: 1, isOn: false, time: time(5, 45), label: "A"),
                    AlarmSettings(id: 2, isOn: true, time: time(8, 0), label: "B")]
        let m = started(mine, alarm: time(5, 45))
        let after = m.clock.alarms.settings
        XCTAssertEqual(after.map(\.label), ["A", "B"], "no alarm added")
        XCTAssertEqual(after.map(\.time), [time(5, 45), time(8, 0)])
        XCTAssertEqual(after.map(\.isOn), [true, true], "A switched on, B left as it was")
        XCTAssertEqual(m.clock.alarm.settings.label, "A", "A is selected")
        XCTAssertTrue(messages(m).contains { $0.hasPrefix("Alarm set for 5:45 AM") }, "\(messages(m))")
    }
}
