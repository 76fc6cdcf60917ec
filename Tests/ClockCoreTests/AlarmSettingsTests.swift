@testable import ClockCore
import Foundation
import XCTest

final class AlarmSettingsTests: XCTestCase {
    func testKeyboardEditsMoveTheTimeAndWrapWithinTheDay() {
        let cases: [(from: AlarmTime, edit: AlarmEdit, to: AlarmTime)] = [
            (time(7, 30), .shift(minutes: 1), time(7, 31)),
            (time(7, 30), .shift(minutes: -1), time(7, 29)),
            (time(7, 58), .shift(minutes: 5), time(8, 3)),
            (time(0, 2), .shift(minutes: -5), time(23, 57)),
            (time(23, 59), .shift(minutes: 1), time(0, 0)),
            (time(23, 30), .shift(minutes: 60), time(0, 30)),
            (time(0, 30), .shift(minutes: -60), time(23, 30)),
            (time(7, 30), .flipAMPM, time(19, 30)),
            (time(19, 30), .flipAMPM, time(7, 30)),
            (time(0, 15), .flipAMPM, time(12, 15)),
            (time(7, 30), .set(time(6, 45)), time(6, 45)),
        ]
        for c in cases {
            let s = AlarmSettings(isOn: true, time: c.from).applying(c.edit)
            XCTAssertEqual(s.time, c.to, "\(c.from) \(c.edit)")
            XCTAssertTrue(s.isOn, "editing the time does not switch the alarm off")
        }
    }

    func testToggleSwitchesOnAndOffAndOffCancelsASnooze() {
        var s = AlarmSettings(isOn: false)
        s = s.applying(.toggle)
        XCTAssertTrue(s.isOn)
        s.pendingSnooze = Date(timeIntervalSince1970: 1000)
        s = s.applying(.toggle)
        XCTAssertFalse(s.isOn)
        XCTAssertNil(s.pendingSnooze)
    }

    func testSnoozeMinutesDefaultToTenAndStayWithinOneToThirty() {
        XCTAssertEqual(AlarmSettings().snoozeMinutes, 10)
        XCTAssertEqual(AlarmSettings().applying(.setSnoozeMinutes(0)).snoozeMinutes, 1)
        XCTAssertEqual(AlarmSettings().applying(.setSnoozeMinutes(45)).snoozeMinutes, 30)
        XCTAssertEqual(AlarmSettings().applying(.setSnoozeMinutes(25)).snoozeMinutes, 25)
        XCTAssertEqual(AlarmSettings(snoozeMinutes: 99).snoozeMinutes, 30)
    }

    func testClockScreenKeysMapToEditsAsInTheKeyTable() {
        let cases: [(KeyEvent, AlarmEdit?)] = [
            (KeyEvent(.char("a")), .toggle),
            (KeyEvent(.left), .shift(minutes: -1)),
            (KeyEvent(.right), .shift(minutes: 1)),
            (KeyEvent(.left, modifiers: .shift), .shift(minutes: -5)),
            (KeyEvent(.right, modifiers: .shift), .shift(minutes: 5)),
            (KeyEvent(.down), .shift(minutes: -60)),
            (KeyEvent(.up), .shift(minutes: 60)),
            (KeyEvent(.char("p")), .flipAMPM),
            (KeyEvent(.char("+")), .shift(minutes: 5)),
            (KeyEvent(.char("-")), .shift(minutes: -5)),
            (KeyEvent(.left, modifiers: .ctrl), .shift(minutes: -1)),
            (KeyEvent(.char("x")), nil),
        ]
        for (key, edit) in cases {
            let action = ClockScreen.keys.action(for: key)
            XCTAssertEqual(action, edit.map(ClockKey.editAlarm), "\(key)")
        }
    }

    func testAlarmTimeParsesTwentyFourHourText() {
        XCTAssertEqual(AlarmTime(parsing: "07:30"), time(7, 30))
        XCTAssertEqual(AlarmTime(parsing: "7:30"), time(7, 30))
        XCTAssertEqual(AlarmTime(parsing: "23:59"), time(23, 59))
        for bad in ["24:00", "7:60", "730", "7:3", "", "a:bc", "-1:30", "07:30:00", "7", "seven", "１２:００", "+7:30", "007:30"] {
            XCTAssertNil(AlarmTime(parsing: bad), bad)
        }
        XCTAssertNil(AlarmTime(hour: 24, minute: 0))
    }
}
