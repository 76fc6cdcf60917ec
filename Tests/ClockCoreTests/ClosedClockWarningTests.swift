@testable import ClockCore
import XCTest

/// The clock tells the user, once a run, that an alarm that is on would not ring with the program closed, when no
/// background ringer runs: at start until the user has seen it once (the state file remembers), and when an alarm
/// is switched on or added.
final class ClosedClockWarningTests: XCTestCase {
    private func started(alarmOn: Bool, ringer: Bool, toldBefore: Bool = false) -> AppModel {
        startedWithEffects(alarmOn: alarmOn, ringer: ringer, toldBefore: toldBefore).model
    }

    private func startedWithEffects(alarmOn: Bool, ringer: Bool, toldBefore: Bool) -> (model: AppModel, effects: [Effect]) {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: moment(utc("2026-01-15T06:00:00Z")),
                             alarms: SavedState(alarms: [AlarmSettings(isOn: alarmOn)], closedClockWarningTold: toldBefore))
        let effects = update(&model, .started(StartUp(backgroundRinger: ringer)), at: model.now)
        return (model, effects)
    }

    /// What the state file is given by `effects`, if anything.
    private func saved(_ effects: [Effect]) -> SavedState? {
        effects.lazy.compactMap { effect -> SavedState? in
            guard case .saveAlarms(let state) = effect else { return nil }
            return state
        }.last
    }

    private func key(_ c: Character, _ model: inout AppModel, seconds: Double = 1) {
        _ = update(&model, .input(.key(KeyEvent(.char(c)))), at: model.now.advanced(by: seconds))
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

    func testTheFirstTellingIsSavedSoTheNextStartSaysNothing() {
        let first = startedWithEffects(alarmOn: true, ringer: false, toldBefore: false)
        XCTAssertEqual(warnings(first.model), 1)
        XCTAssertEqual(saved(first.effects)?.closedClockWarningTold, true, "the state file remembers it was said")
        let next = started(alarmOn: true, ringer: false, toldBefore: true)
        XCTAssertEqual(warnings(next), 0, "read once: not said at every start")
    }

    func testToldBeforeItIsSaidAgainOnlyWhenAnAlarmIsSwitchedOnOnceARun() {
        var model = started(alarmOn: true, ringer: false, toldBefore: true)
        key("a", &model)
        XCTAssertEqual(warnings(model), 0, "switching off is no moment to warn")
        key("a", &model)
        XCTAssertEqual(warnings(model), 1, "switched on with no ringer: the moment it matters")
        key("a", &model)
        key("a", &model)
        XCTAssertEqual(warnings(model), 1, "once a run")
    }

    func testToldBeforeAddingAnAlarmWarns() {
        var model = started(alarmOn: false, ringer: false, toldBefore: true)
        XCTAssertEqual(warnings(model), 0)
        key("n", &model)
        XCTAssertTrue(model.clock.alarms.settings.count == 2 && model.clock.alarm.settings.isOn, "n adds an alarm, on")
        XCTAssertEqual(warnings(model), 1)
    }

    func testARingerRunningAtStartForgetsItWasSaidSoItIsSaidAgainOnceTheRingerIsGone() {
        let withRinger = startedWithEffects(alarmOn: true, ringer: true, toldBefore: true)
        XCTAssertEqual(warnings(withRinger.model), 0)
        XCTAssertEqual(saved(withRinger.effects)?.closedClockWarningTold, false)
        let ringerGone = started(alarmOn: true, ringer: false, toldBefore: false)
        XCTAssertEqual(warnings(ringerGone), 1)
    }

    /// Another clock told the user and saved it: this one takes it from the file, and its next save does not undo it.
    func testWhatAnotherClockToldIsAdopted() {
        var model = started(alarmOn: false, ringer: false)
        let effects = update(&model, .alarmsChanged(SavedState(alarms: model.savedState.alarms, closedClockWarningTold: true)),
                             at: model.now.advanced(by: 1))
        XCTAssertTrue(model.savedState.closedClockWarningTold)
        XCTAssertNil(saved(effects), "what the file holds needs no save")
        XCTAssertEqual(warnings(model), 0)
    }
}
