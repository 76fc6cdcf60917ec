@testable import ClockCore
import Foundation
import XCTest

final class AlarmTextTests: XCTestCase {
    func testTimeLabelIsHMMWithAMPMOrHHMMIn24Hours() {
        let cases: [(AlarmTime, String, String)] = [
            (time(7, 0), "7:00 AM", "07:00"),
            (time(7, 30), "7:30 AM", "07:30"),
            (time(0, 5), "12:05 AM", "00:05"),
            (time(12, 0), "12:00 PM", "12:00"),
            (time(19, 45), "7:45 PM", "19:45"),
            (time(23, 59), "11:59 PM", "23:59"),
        ]
        for (t, twelve, twentyFour) in cases {
            XCTAssertEqual(AlarmText.time(t, twentyFourHour: false), twelve)
            XCTAssertEqual(AlarmText.time(t, twentyFourHour: true), twentyFour)
        }
    }

    func testRingsInRoundsUpToTheMinuteAndCountsSecondsInTheLastMinute() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let cases: [(TimeInterval, String)] = [
            (0.2, "rings in 1 s"), (1, "rings in 1 s"), (3.4, "rings in 4 s"), (4, "rings in 4 s"), (59, "rings in 59 s"),
            (59.5, "rings in 1 min"), (60, "rings in 1 min"), (61, "rings in 2 min"),
            (7 * 3600 + 11 * 60 + 1, "rings in 7 h 12 min"), (7 * 3600 + 12 * 60, "rings in 7 h 12 min"),
            (8 * 3600, "rings in 8 h"), (24 * 3600 - 60, "rings in 23 h 59 min"), (24 * 3600 - 61, "rings in 23 h 59 min"),
        ]
        for (seconds, text) in cases {
            XCTAssertEqual(AlarmText.ringsIn(from: now, to: now.addingTimeInterval(seconds)), text, "\(seconds) s")
        }
    }

    /// An alarm on another day of the week says how far off it is in days, as the list's "next: … in 4 d 21 h" does,
    /// not as "117 h"; tomorrow at this very minute is still "24 h".
    func testRingsInPastADayCountsDaysHoursAndMinutes() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let cases: [(TimeInterval, String)] = [
            (24 * 3600, "rings in 24 h"), (24 * 3600 + 1, "rings in 1 d 1 min"), (25 * 3600, "rings in 1 d 1 h"),
            (117 * 3600, "rings in 4 d 21 h"), (117 * 3600 + 37 * 60, "rings in 4 d 21 h 37 min"),
            (6 * 86400 + 23 * 3600 + 59 * 60, "rings in 6 d 23 h 59 min"), (7 * 86400, "rings in 7 d"),
        ]
        for (seconds, text) in cases {
            XCTAssertEqual(AlarmText.ringsIn(from: now, to: now.addingTimeInterval(seconds)), text, "\(seconds) s")
        }
    }

    func testAlarmSetNotificationSaysTimeAndHowLongUntilItRings() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let text = AlarmText.alarmSet(time(7, 30), ringsAt: now.addingTimeInterval(8 * 3600 + 2 * 60),
                                      now: now, twentyFourHour: false)
        XCTAssertEqual(text, "Alarm set for 7:30 AM — rings in 8 h 2 min")
        XCTAssertTrue(text.hasPrefix("Alarm set for 7:30"))
        XCTAssertEqual(AlarmText.label(time(19, 30), ringsAt: now.addingTimeInterval(59), now: now, twentyFourHour: true),
                       "19:30 — rings in 59 s")
    }

    func testEventMessages() {
        let cal = calendar("Europe/Berlin")
        let now = local(2026, 1, 15, 8, 0, in: cal)
        let seven = AlarmOccurrence(instant: local(2026, 1, 15, 7, 0, in: cal), time: time(7, 0))
        let yesterday = AlarmOccurrence(instant: local(2026, 1, 14, 7, 0, in: cal), time: time(7, 0))
        let lastWeek = AlarmOccurrence(instant: local(2026, 1, 12, 7, 0, in: cal), time: time(7, 0))
        let cases: [(AlarmEvent, String?)] = [
            (.ring(seven, lateBy: nil), "Wake up! 7:00 AM"),
            (.ring(seven, lateBy: 42 * 60 + 10), "Wake up! 7:00 AM — rang 42 min late"),
            (.ring(seven, lateBy: 32.4), "Wake up! 7:00 AM — rang 32 s late"),
            (.ring(seven, lateBy: 59.4), "Wake up! 7:00 AM — rang 59 s late"),
            (.ring(seven, lateBy: 59.6), "Wake up! 7:00 AM — rang 1 min late"),
            (.ring(seven, lateBy: 90), "Wake up! 7:00 AM — rang 2 min late"),
            (.missed(seven), "Missed alarm at 7:00 AM"),
            (.autoSilenced(seven), "Missed alarm at 7:00 AM"),
            (.missedWhileNotRunning(seven), "Missed alarm at 7:00 AM (today)"),
            (.missedWhileNotRunning(yesterday), "Missed alarm at 7:00 AM (yesterday)"),
            (.missedWhileNotRunning(lastWeek), "Missed alarm at 7:00 AM (3 days ago)"),
            (.snoozed(until: local(2026, 1, 15, 8, 10, in: cal)), "Snoozed until 8:10 AM"),
            (.bell, nil),
            (.dismissed, nil),
        ]
        for (event, text) in cases {
            XCTAssertEqual(AlarmText.message(for: event, now: now, in: cal, twentyFourHour: false), text, "\(event)")
        }
        XCTAssertEqual(AlarmText.message(for: .missed(seven), now: now, in: cal, twentyFourHour: true),
                       "Missed alarm at 07:00")
    }
}
