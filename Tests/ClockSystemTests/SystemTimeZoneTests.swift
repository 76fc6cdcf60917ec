import ClockCore
@testable import ClockSystem
import Foundation
import XCTest

/// The table libc gives for the system zone agrees with Foundation's (ICU's) time zone database.
final class SystemTimeZoneTests: XCTestCase {
    private var savedTZ: String?

    override func setUp() {
        savedTZ = getenv("TZ").map { String(cString: $0) }
    }

    override func tearDown() {
        if let savedTZ { setenv("TZ", savedTZ, 1) } else { unsetenv("TZ") }
        SystemTimeZone.reload()
    }

    /// The system zone's table with `TZ` set, as the app builds it.
    private func systemRules(_ tz: String, around date: Date) -> TimeZoneRules {
        setenv("TZ", tz, 1)
        SystemTimeZone.reload()
        return SystemTimeZone.rules(around: date)
    }

    func testTheTableAgreesWithFoundationThroughout2026() {
        let start = Date(timeIntervalSince1970: 1_767_225_600), end = Date(timeIntervalSince1970: 1_798_761_600)
        for zone in ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "UTC"] {
            let ours = systemRules(zone, around: Date(timeIntervalSince1970: 1_782_864_000))  // 2026-07-01
            let theirs = TimeZone(identifier: zone)!
            XCTAssertEqual(ours.name, zone)
            var changes: [Int] = []
            var last = start
            while let next = theirs.nextDaylightSavingTimeTransition(after: last), next < end {
                changes.append(Int(next.timeIntervalSince1970))
                last = next
            }
            XCTAssertEqual(ours.transitions.map(\.at).filter { (1_767_225_600..<1_798_761_600).contains($0) }, changes,
                           "\(zone): the same changes, to the second")
            for second in changes.flatMap({ [$0 - 1, $0] }) + Array(stride(from: 1_767_225_600, to: 1_798_761_600, by: 3600)) {
                let date = Date(timeIntervalSince1970: Double(second))
                guard ours.utcOffset(at: date) == theirs.secondsFromGMT(for: date) else {
                    return XCTFail("\(zone) at \(date): \(ours.utcOffset(at: date)) vs \(theirs.secondsFromGMT(for: date))")
                }
            }
        }
    }

    func testTheWindowReachesFarEnoughBothWays() {
        let now = Date(timeIntervalSince1970: 1_795_256_130)  // 2026-11-21
        let berlin = systemRules("Europe/Berlin", around: now)
        let changes = berlin.transitions.map { WallCalendar.utc.localTime(of: Date(timeIntervalSince1970: Double($0.at))) }
        XCTAssertEqual(changes.map { [$0.year, $0.month] }, [[2025, 10], [2026, 3], [2026, 10], [2027, 3], [2027, 10]],
                       "400 days either side of 21 November 2026")
        XCTAssertEqual(berlin.initialOffset, 7200, "summer time 400 days back")
    }

    func testTablesBuiltTheSameDayAreEqualAndAChangedZoneIsNoticed() {
        let morning = Date(timeIntervalSince1970: 1_795_248_000 + 60)
        let evening = morning.addingTimeInterval(20 * 3600)
        XCTAssertEqual(systemRules("Europe/Berlin", around: morning), systemRules("Europe/Berlin", around: evening))
        XCTAssertNotEqual(systemRules("Europe/Berlin", around: morning), systemRules("America/New_York", around: morning))
        XCTAssertEqual(systemRules("", around: morning), TimeZoneRules.utc, "an empty TZ is UTC, as libc reads it")
        XCTAssertEqual(systemRules(":UTC", around: morning), TimeZoneRules.utc)
    }

    func testAPosixRuleIsNamedAsGiven() {
        let rules = systemRules("EST5EDT,M3.2.0,M11.1.0", around: Date(timeIntervalSince1970: 1_782_864_000))
        XCTAssertEqual(rules.name, "EST5EDT,M3.2.0,M11.1.0")
        XCTAssertEqual(rules.utcOffset(at: 1_782_864_000), -4 * 3600)
        XCTAssertEqual(rules.utcOffset(at: 1_767_225_600), -5 * 3600)
    }
}
