import ClockCore
import Foundation
import XCTest

final class CommandLineValuesTests: XCTestCase {
    let berlin = calendar("Europe/Berlin")

    func fields(_ d: Date) -> [Int] {
        let c = foundationCalendar(berlin).dateComponents([.year, .month, .day, .hour, .minute, .second], from: d)
        return [c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!]
    }

    func testNowAcceptsClockTimesTodayAndFullLocalDates() {
        let today = local(2026, 3, 29, 12, 0, in: berlin)
        XCTAssertEqual(fields(CommandLineValues.parseNow("06:59:55", today: today, calendar: berlin)!), [2026, 3, 29, 6, 59, 55])
        XCTAssertEqual(fields(CommandLineValues.parseNow("7:05", today: today, calendar: berlin)!), [2026, 3, 29, 7, 5, 0])
        XCTAssertEqual(fields(CommandLineValues.parseNow("2026-10-25T02:30:00", today: today, calendar: berlin)!),
                       [2026, 10, 25, 2, 30, 0])
    }

    func testNowRejectsMalformedValues() {
        let today = Date(timeIntervalSince1970: 1_800_000_000)
        for bad in ["", "25:00", "12:60", "12:5", "noon", "12:00:00:00", "2026-02-31T10:00:00", "2026-1-5T10:00:00",
                    "2026-01-05 10:00:00", "１２:００"] {
            XCTAssertNil(CommandLineValues.parseNow(bad, today: today, calendar: berlin), bad)
        }
    }
}
