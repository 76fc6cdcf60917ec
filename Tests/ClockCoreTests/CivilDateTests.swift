import ClockCore
import Foundation
import XCTest

/// The proleptic Gregorian day arithmetic under `WallCalendar`.
final class CivilDateTests: XCTestCase {
    func testDayCountsFromTheEpochIncludingBeforeIt() {
        let cases: [(CivilDate, Int)] = [
            (CivilDate(year: 1970, month: 1, day: 1), 0),
            (CivilDate(year: 1969, month: 12, day: 31), -1),
            (CivilDate(year: 1970, month: 3, day: 1), 59),
            (CivilDate(year: 2000, month: 3, day: 1), 11_017),
            (CivilDate(year: 2026, month: 11, day: 21), 20_778),
            (CivilDate(year: 1900, month: 1, day: 1), -25_567),
            (CivilDate(year: 1600, month: 2, day: 29), -135_081),
            (CivilDate(year: 0, month: 3, day: 1), -719_468),
            (CivilDate(year: -1, month: 12, day: 31), -719_529),
        ]
        for (date, days) in cases {
            XCTAssertEqual(date.daysSinceEpoch, days, "\(date)")
            XCTAssertEqual(CivilDate(daysSinceEpoch: days), date, "\(days)")
        }
    }

    func testEveryDayAgreesWithFoundationFrom1600To2400() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        for days in stride(from: -135_140, through: 157_000, by: 17) {
            let c = utc.dateComponents([.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            let date = CivilDate(daysSinceEpoch: days)
            XCTAssertEqual([date.year, date.month, date.day, date.weekday], [c.year!, c.month!, c.day!, c.weekday!], "\(days)")
            XCTAssertEqual(date.daysSinceEpoch, days)
        }
    }

    func testLeapYearsFollowTheGregorianRule() {
        XCTAssertTrue(CivilDate.isLeapYear(2024))
        XCTAssertTrue(CivilDate.isLeapYear(2000), "divisible by 400")
        XCTAssertFalse(CivilDate.isLeapYear(1900), "a century not divisible by 400")
        XCTAssertFalse(CivilDate.isLeapYear(2100))
        XCTAssertFalse(CivilDate.isLeapYear(2026))
        XCTAssertTrue(CivilDate(year: 2024, month: 2, day: 29).isValid)
        XCTAssertFalse(CivilDate(year: 2026, month: 2, day: 29).isValid)
        XCTAssertFalse(CivilDate(year: 1900, month: 2, day: 29).isValid)
        XCTAssertEqual(CivilDate(year: 2024, month: 2, day: 28).adding(days: 1), CivilDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(CivilDate(year: 2026, month: 2, day: 28).adding(days: 1), CivilDate(year: 2026, month: 3, day: 1))
    }

    func testMonthEnds() {
        XCTAssertEqual((1...12).map { CivilDate.daysIn(month: $0, year: 2026) }, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        XCTAssertEqual(CivilDate.daysIn(month: 2, year: 2028), 29)
        XCTAssertEqual(CivilDate(year: 2026, month: 12, day: 31).adding(days: 1), CivilDate(year: 2027, month: 1, day: 1))
        XCTAssertEqual(CivilDate(year: 2026, month: 5, day: 1).adding(days: -1), CivilDate(year: 2026, month: 4, day: 30))
        XCTAssertFalse(CivilDate(year: 2026, month: 4, day: 31).isValid)
        XCTAssertFalse(CivilDate(year: 2026, month: 13, day: 1).isValid)
        XCTAssertFalse(CivilDate(year: 2026, month: 1, day: 0).isValid)
        XCTAssertEqual(CivilDate(year: 2026, month: 2, day: 31).daysSinceEpoch,
                       CivilDate(year: 2026, month: 3, day: 3).daysSinceEpoch, "an impossible date counts on")
    }

    func testWeekdaysCountFromSunday() {
        XCTAssertEqual(CivilDate(year: 2026, month: 11, day: 22).weekday, 1, "Sunday")
        XCTAssertEqual(CivilDate(year: 2026, month: 11, day: 21).weekday, 7, "Saturday")
        XCTAssertEqual(CivilDate(year: 1970, month: 1, day: 1).weekday, 5, "Thursday")
        XCTAssertEqual(CivilDate(year: 1969, month: 12, day: 28).weekday, 1, "Sunday before the epoch")
    }

    func testLocalDateTimeSecondsBeforeTheEpochRoundDown() {
        XCTAssertEqual(LocalDateTime(secondsSinceEpoch: -1), LocalDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
        XCTAssertEqual(LocalDateTime(secondsSinceEpoch: -86_400), LocalDateTime(year: 1969, month: 12, day: 31))
        XCTAssertEqual(LocalDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59).secondsSinceEpoch, -1)
        XCTAssertEqual(LocalDateTime(secondsSinceEpoch: 1_795_256_130), LocalDateTime(year: 2026, month: 11, day: 21, hour: 10, minute: 15, second: 30))
    }
}
