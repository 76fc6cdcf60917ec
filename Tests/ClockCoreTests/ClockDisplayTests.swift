@testable import ClockCore
import Foundation
import XCTest

/// Issue 20 item 10: tty-clock's runtime toggles — `t` 12/24 hours, `s` seconds, `v` the face alone without the
/// panel and the hints — as rows of the clock's key map, remembered in the state file (still version 2: older
/// builds ignore the new member, and files without it read as before).
final class ClockDisplayTests: XCTestCase {
    let cal = calendar("UTC")

    func model() -> AppModel {
        AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: cal,
                 now: Moment(wall: local(2026, 6, 10, 5, 0, in: cal), uptime: 100),
                 alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
    }

    func testTheTogglesAreKeysOfTheClockAndTheHelpListsThem() {
        XCTAssertEqual(ClockScreen.keys.action(for: KeyEvent(.char("t"))), .display(.twentyFourHour))
        XCTAssertEqual(ClockScreen.keys.action(for: KeyEvent(.char("s"))), .display(.seconds))
        XCTAssertEqual(ClockScreen.keys.action(for: KeyEvent(.char("F"))), .display(.clockOnly))
        let help = KeyBindings.help.flatMap(\.rows).map { $0.label(ascii: false) }
        XCTAssertTrue(["t", "s", "F"].allSatisfy(help.contains), "\(help)")
    }

    func testEachKeyFlipsItsSwitchAndIsSavedOnce() {
        var m = model()
        XCTAssertNil(m.clock.saved.display, "nothing remembered until a key changes it")
        let effects = update(&m, .input(.key(KeyEvent(.char("t")))), at: m.now)
        XCTAssertTrue(m.clock.display.twentyFourHour)
        XCTAssertEqual(m.clock.hourSpinner.value, 7)
        XCTAssertEqual(effects, [.saveAlarms(m.clock.saved)])
        XCTAssertEqual(m.clock.saved.display, ClockDisplay(twentyFourHour: true))
        _ = update(&m, .input(.key(KeyEvent(.char("s")))), at: m.now)
        _ = update(&m, .input(.key(KeyEvent(.char("F")))), at: m.now)
        XCTAssertEqual(m.clock.display, ClockDisplay(twentyFourHour: true, showSeconds: false, clockOnly: true))
        // 12-hour again: the Hour drum counts 1–12.
        _ = update(&m, .input(.key(KeyEvent(.char("t")))), at: m.now)
        XCTAssertEqual(m.clock.hourSpinner.text(for: 7), "7", "not 07")
        XCTAssertEqual(m.clock.drumValue(ofHour: 19), 7)
    }

    func testWhileRingingSStillSnoozes() {
        var m = model()
        _ = update(&m, .tick, at: m.now)
        m.now = Moment(wall: local(2026, 6, 10, 6, 59, 59, in: cal), uptime: 200)
        _ = update(&m, .tick, at: m.now)
        _ = update(&m, .tick, at: m.now.advanced(by: 2))
        XCTAssertTrue(m.clock.alarms.isRinging)
        _ = update(&m, .input(.key(KeyEvent(.char("s")))), at: m.now.advanced(by: 3))
        XCTAssertFalse(m.clock.alarms.isRinging)
        XCTAssertTrue(m.clock.display.showSeconds, "s snoozed; it did not hide the seconds")
    }

    func testTheFaceAloneHasNoPanelAndNothingInItTakesTheFocus() {
        var m = model()
        _ = update(&m, .input(.key(KeyEvent(.char("F")))), at: m.now)
        let layout = m.clockLayout
        XCTAssertEqual(layout.panel.width, 0)
        XCTAssertEqual(layout.face?.cells.height, 38, "the whole height less a margin")
        XCTAssertEqual(m.clock.focusesShown(in: layout), [.dial])
    }

    func testTheStateFileKeepsTheDisplayAndOldFilesReadWithout() throws {
        let state = SavedState(alarms: [AlarmSettings(id: 1)], display: ClockDisplay(twentyFourHour: true, showSeconds: false))
        let bytes = StateFileFormat.encode(state)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("\"display\""))
        XCTAssertEqual(try StateFileFormat.decode(bytes), state)
        let old = #"{"version": 2, "selected": 0, "alarms": [{"id": 1, "on": false, "hour": 7, "minute": 0}]}"#
        XCTAssertNil(try StateFileFormat.decode(Array(old.utf8)).display)
        let partial = #"{"version": 2, "alarms": [], "display": {"seconds": false}}"#
        XCTAssertEqual(try StateFileFormat.decode(Array(partial.utf8)).display, ClockDisplay(showSeconds: false))
        XCTAssertEqual(try StateFileFormat.decodeWithVersion(Array(old.utf8)).version, 2,
                       "an optional member of version 2: the display needed no new version (the timers did: 3)")
    }

    func testACorruptDisplayValueIsABadFileNotACrash() {
        for bad in [#""display": 3"#, #""display": {"24h": "yes"}"#, #""display": {"seconds": null, "clockOnly": 1}"#] {
            let text = #"{"version": 2, "alarms": [], "# + bad + "}"
            XCTAssertThrowsError(try StateFileFormat.decode(Array(text.utf8)), bad) { error in
                guard case StateFileFormatError.malformed = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testAMergeKeepsTheDisplayOfTheSideThatChangedIt() {
        let base = SavedState(alarms: [AlarmSettings(id: 1)])
        var mine = base
        mine.display = ClockDisplay(twentyFourHour: true)
        var theirs = base
        theirs.alarms.append(AlarmSettings(id: 2))
        let merged = AlarmMerge.merge(base: base, mine: mine, theirs: theirs)
        XCTAssertEqual(merged.display, ClockDisplay(twentyFourHour: true))
        XCTAssertEqual(merged.alarms.count, 2)
        XCTAssertEqual(AlarmMerge.merge(base: base, mine: base, theirs: mine).display, mine.display,
                       "another process's change is taken when this one made none")
    }
}
