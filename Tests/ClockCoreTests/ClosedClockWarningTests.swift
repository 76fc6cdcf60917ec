@testable import ClockCore
import XCTest

/// The clock tells the user, once, that an alarm that is on would not ring with the program closed, when no
/// background ringer runs.
final class ClosedClockWarningTests: XCTestCase {
    private func started(alarmOn: Bool, ringer: Bool) -> AppModel {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: moment(utc("2026-01-15T06:00:00Z")),
                             alarms: SavedState(alarms: [AlarmSettings(isOn: alarmOn)]))
        _ = update(&model, .started(StartUp(backgroundRinger: ringer)), at: model.now)
        return model
    }

    private func warnings(_ model: AppModel) -> Int {
        model.notifications.messages.filter { $0 == ClosedClockWarning.text }.count
    }

    func testAnAlarmOnWithNoBackgroundRingerIsWarnedOfOnceWithTheCommandThatFixesIt() {
        var model = started(alarmOn: true, ringer: false)
        XCTAssertEqual(warnings(model), 1)
        XCTAssertTrue(ClosedClockWarning.text.contains("tui-clock service install"))
        _ = update(&model, .input(.key(KeyEvent(.char("a")))), at: model.now)
        _ = update(&model, .input(.key(KeyEvent(.char("a")))), at: model.now)
        XCTAssertEqual(warnings(model), 1, "once")
    }

    func testSwitchingTheFirstAlarmOnWarns() {
        var model = started(alarmOn: false, ringer: false)
        XCTAssertEqual(warnings(model), 0, "nothing is on: nothing would be missed")
        _ = update(&model, .input(.key(KeyEvent(.char("a")))), at: model.now)
        XCTAssertEqual(warnings(model), 1)
    }

    func testWithABackgroundRingerNothingIsSaid() {
        var model = started(alarmOn: true, ringer: true)
        _ = update(&model, .input(.key(KeyEvent(.char("a")))), at: model.now)
        XCTAssertEqual(warnings(model), 0)
    }
}
