import ClockCore
import Foundation
import XCTest

/// Our calendar against Foundation's over all of 2026 in the zones the alarm tests use (their tables read
/// from Foundation too), and the named cases around each change.
final class WallCalendarTests: XCTestCase {
    let zones = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "UTC"]
    let start2026 = 1_767_225_600, end2026 = 1_798_761_600

    func testLocalTimesAgreeWithFoundationEveryQuarterHourOf2026() {
        for zone in zones {
            let ours = calendar(zone), theirs = foundationCalendar(ours)
            for second in stride(from: start2026 - 86_400, to: end2026 + 86_400, by: 900) {
                let date = Date(timeIntervalSince1970: Double(second) + 0.25)
                let c = theirs.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
                let t = ours.localTime(of: date)
                guard [t.year, t.month, t.day, t.hour, t.minute, t.second, t.weekday]
                        == [c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!, c.weekday!] else {
                    return XCTFail("\(zone) at \(date): \(t) vs \(c)")
                }
            }
        }
    }

    func testWallTimesBecomeTheInstantsFoundationGivesAndSkippedOnesTheChangeEveryQuarterHourOf2026() {
        var skipped = 0
        for zone in zones {
            let ours = calendar(zone), theirs = foundationCalendar(ours)
            for day in stride(from: start2026 / 86_400, to: end2026 / 86_400, by: 1) {
                let date = CivilDate(daysSinceEpoch: day)
                for minute in stride(from: 0, to: 1440, by: 15) {
                    let local = LocalDateTime(date, hour: minute / 60, minute: minute % 60, second: 7)
                    var expected = theirs.date(from: DateComponents(year: date.year, month: date.month, day: date.day,
                                                                    hour: local.hour, minute: local.minute, second: 7))!
                    // Foundation moves a skipped reading later by the gap; SPEC §3 wants the change itself.
                    if theirs.component(.hour, from: expected) != local.hour
                        || theirs.component(.minute, from: expected) != local.minute {
                        expected = theirs.timeZone.nextDaylightSavingTimeTransition(after: expected.addingTimeInterval(-3 * 3600))!
                        skipped += 1
                    }
                    guard ours.date(from: local) == expected else {
                        return XCTFail("\(zone) \(local): \(ours.date(from: local)) vs \(expected)")
                    }
                }
            }
        }
        XCTAssertEqual(skipped, 4 + 4 + 2, "one skipped hour in New York and Berlin, half an hour on Lord Howe")
    }

    func testSkippedAndRepeatedWallTimesInTheThreeZones() {
        let cases: [(zone: String, local: LocalDateTime, instant: String, why: String)] = [
            ("America/New_York", LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30), "2026-03-08T07:00:00Z",
             "skipped: the first valid instant after the gap, 03:00 EDT"),
            ("America/New_York", LocalDateTime(year: 2026, month: 3, day: 8, hour: 3), "2026-03-08T07:00:00Z",
             "the first valid time after the gap"),
            ("America/New_York", LocalDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30), "2026-11-01T05:30:00Z",
             "twice: the first, EDT"),
            ("Europe/Berlin", LocalDateTime(year: 2026, month: 3, day: 29, hour: 2), "2026-03-29T01:00:00Z",
             "skipped: 03:00 CEST"),
            ("Europe/Berlin", LocalDateTime(year: 2026, month: 10, day: 25, hour: 2, minute: 59, second: 59),
             "2026-10-25T00:59:59Z", "twice: the first, CEST"),
            ("Europe/Berlin", LocalDateTime(year: 2026, month: 10, day: 25, hour: 3), "2026-10-25T02:00:00Z",
             "after the repeat"),
            ("Australia/Lord_Howe", LocalDateTime(year: 2026, month: 10, day: 4, hour: 2, minute: 15),
             "2026-10-03T15:30:00Z", "in the 30-minute gap: 02:30 +11"),
            ("Australia/Lord_Howe", LocalDateTime(year: 2026, month: 4, day: 5, hour: 1, minute: 45),
             "2026-04-04T14:45:00Z", "twice: the first, +11"),
        ]
        for c in cases {
            XCTAssertEqual(calendar(c.zone).date(from: c.local), utc(c.instant), "\(c.zone) \(c.why)")
        }
    }

    func testStartOfDayAndAddingDaysKeepTheWallClockTime() {
        let ny = calendar("America/New_York")
        XCTAssertEqual(ny.startOfDay(for: utc("2026-03-08T20:00:00Z")), utc("2026-03-08T05:00:00Z"))
        XCTAssertEqual(ny.startOfDay(for: utc("2026-03-09T03:59:59Z")), utc("2026-03-08T05:00:00Z"), "23:59:59 EDT")
        XCTAssertEqual(ny.date(byAddingDays: 1, to: utc("2026-03-07T12:00:00Z")), utc("2026-03-08T11:00:00Z"),
                       "07:00 EST + 1 day is 07:00 EDT, 23 h later")
        XCTAssertEqual(ny.date(byAddingDays: 1, to: utc("2026-03-07T07:30:00Z")), utc("2026-03-08T07:00:00Z"),
                       "02:30 the next day is skipped: 03:00 EDT")
        XCTAssertEqual(ny.date(byAddingDays: -3, to: utc("2026-11-03T12:00:00Z").addingTimeInterval(0.5)),
                       utc("2026-10-31T11:00:00Z").addingTimeInterval(0.5),
                       "back across the change, the fraction kept")
        XCTAssertEqual(WallCalendar.utc.date(byAddingDays: 366, to: utc("2028-01-01T10:00:00Z")),
                       utc("2029-01-01T10:00:00Z"), "2028 has 366 days")
    }

    func testInstantsBeforeTheEpoch() {
        let cal = WallCalendar.utc
        XCTAssertEqual(cal.localTime(of: Date(timeIntervalSince1970: -0.5)),
                       LocalDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
        XCTAssertEqual(cal.date(from: LocalDateTime(year: 1900, month: 1, day: 1)), Date(timeIntervalSince1970: -2_208_988_800))
        XCTAssertEqual(cal.localTime(of: Date(timeIntervalSince1970: -2_208_988_800)).weekday, 2, "1 January 1900 was a Monday")
    }
}
