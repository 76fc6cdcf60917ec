import ClockCore
import Foundation
import XCTest

/// The offset table and how a wall-clock reading becomes an instant around a change.
final class TimeZoneRulesTests: XCTestCase {
    /// UTC+0, then +1 h from second 10 000 (the wall clock skips 10 000 ..< 13 600),
    /// then back to +0 from second 20 000 (the wall clock shows 20 000 ..< 23 600 twice).
    let table = TimeZoneRules(name: "test", initialOffset: 0, transitions: [
        .init(at: 20_000, offset: 0), .init(at: 10_000, offset: 3600),
    ])

    func testTheOffsetChangesExactlyAtEachTransition() {
        XCTAssertEqual(table.utcOffset(at: -1_000_000), 0, "before the first transition")
        XCTAssertEqual(table.utcOffset(at: 9_999), 0)
        XCTAssertEqual(table.utcOffset(at: 10_000), 3600)
        XCTAssertEqual(table.utcOffset(at: 19_999), 3600)
        XCTAssertEqual(table.utcOffset(at: 20_000), 0)
        XCTAssertEqual(table.utcOffset(at: 1_000_000), 0, "after the last")
        XCTAssertEqual(table.utcOffset(at: Date(timeIntervalSince1970: 9_999.9)), 0, "a fraction of a second rounds down")
        XCTAssertEqual(TimeZoneRules.utc.utcOffset(at: 123), 0)
    }

    func testTransitionsAreSortedAndOnesThatChangeNothingDropped() {
        XCTAssertEqual(table.transitions.map(\.at), [10_000, 20_000])
        let padded = TimeZoneRules(name: "test", initialOffset: 0, transitions: [
            .init(at: 5_000, offset: 0), .init(at: 10_000, offset: 3600), .init(at: 15_000, offset: 3600),
            .init(at: 20_000, offset: 0),
        ])
        XCTAssertEqual(padded, table, "equal tables say the same")
        XCTAssertNotEqual(TimeZoneRules(name: "other", initialOffset: 0), TimeZoneRules.utc)
    }

    func testAnOrdinaryWallTimeHasOneInstant() {
        XCTAssertEqual(table.instant(forLocalSeconds: 5_000), 5_000)
        XCTAssertEqual(table.instant(forLocalSeconds: 16_000), 12_400)
        XCTAssertEqual(table.instant(forLocalSeconds: 30_000), 30_000)
    }

    func testASkippedWallTimeIsTheFirstInstantAfterTheGap() {
        XCTAssertEqual(table.instant(forLocalSeconds: 10_000), 10_000, "the first skipped second is the change itself")
        XCTAssertEqual(table.instant(forLocalSeconds: 11_800), 10_000, "the middle of the gap: the change, not 11 800")
        XCTAssertEqual(table.instant(forLocalSeconds: 13_599), 10_000, "the last skipped second")
        XCTAssertEqual(table.instant(forLocalSeconds: 13_600), 10_000, "the first reading after the gap")
        XCTAssertEqual(table.instant(forLocalSeconds: 13_601), 10_001)
    }

    func testARepeatedWallTimeIsItsFirstInstant() {
        XCTAssertEqual(table.instant(forLocalSeconds: 19_999), 16_399, "just before the repeat")
        XCTAssertEqual(table.instant(forLocalSeconds: 20_000), 16_400, "not 20 000")
        XCTAssertEqual(table.instant(forLocalSeconds: 23_599), 19_999, "not 23 599")
        XCTAssertEqual(table.instant(forLocalSeconds: 23_600), 23_600, "after the repeat: once again")
    }

    func testAZoneThatSkipsAWholeDay() {
        // Samoa at the end of 2011: 29 December 24:00 at −10 h was 31 December 00:00 at +14 h.
        let samoa = TimeZoneRules(name: "Pacific/Apia", initialOffset: -10 * 3600,
                                  transitions: [.init(at: 1_325_239_200, offset: 14 * 3600)])
        let calendar = WallCalendar(zone: samoa)
        let skipped = LocalDateTime(year: 2011, month: 12, day: 30, hour: 12)
        XCTAssertEqual(calendar.localTime(of: calendar.date(from: skipped)),
                       LocalDateTime(year: 2011, month: 12, day: 31), "the first instant after the skipped day")
        XCTAssertEqual(calendar.localTime(of: Date(timeIntervalSince1970: 1_325_239_199)),
                       LocalDateTime(year: 2011, month: 12, day: 29, hour: 23, minute: 59, second: 59))
        XCTAssertEqual(calendar.localTime(of: Date(timeIntervalSince1970: 1_325_239_200)),
                       LocalDateTime(year: 2011, month: 12, day: 31))
    }
}
