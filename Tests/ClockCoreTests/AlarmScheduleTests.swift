@testable import ClockCore
import Foundation
import XCTest

/// Scheduling in wall-clock time, checked against UTC instants worked out by hand from the zones' rules:
/// New York EST −5 / EDT −4 (2026: forward 8 Mar 02:00, back 1 Nov 02:00), Berlin CET +1 / CEST +2
/// (forward 29 Mar 02:00, back 25 Oct 03:00), Lord Howe +10:30 / +11 (back 5 Apr 02:00 → 01:30,
/// forward 4 Oct 02:00 → 02:30).
final class AlarmScheduleTests: XCTestCase {
    private struct Case {
        var zone: String
        var now: String
        var alarm: AlarmTime
        var rings: String
        var why: String
    }

    func testNextOccurrenceOnOrdinaryDaysAndAroundDaylightSavingChanges() {
        let cases: [Case] = [
            Case(zone: "America/New_York", now: "2026-01-16T03:00:00Z", alarm: time(7, 0),
                 rings: "2026-01-16T12:00:00Z", why: "ordinary winter night, 22:00 → 07:00 EST"),
            Case(zone: "America/New_York", now: "2026-01-16T13:00:00Z", alarm: time(7, 0),
                 rings: "2026-01-17T12:00:00Z", why: "already past today: tomorrow"),
            Case(zone: "America/New_York", now: "2026-03-08T05:00:00Z", alarm: time(2, 30),
                 rings: "2026-03-08T07:00:00Z", why: "02:30 is skipped: the first valid instant after the gap, 03:00 EDT"),
            Case(zone: "America/New_York", now: "2026-03-08T05:00:00Z", alarm: time(7, 0),
                 rings: "2026-03-08T11:00:00Z", why: "07:00 EDT after the change, not 07:00 EST"),
            Case(zone: "America/New_York", now: "2026-11-01T04:00:00Z", alarm: time(1, 30),
                 rings: "2026-11-01T05:30:00Z", why: "01:30 happens twice: the first one, EDT"),
            Case(zone: "America/New_York", now: "2026-11-01T05:45:00Z", alarm: time(1, 30),
                 rings: "2026-11-02T06:30:00Z", why: "after the first 01:30 the repeat does not count"),
            Case(zone: "America/New_York", now: "2026-11-01T04:00:00Z", alarm: time(7, 0),
                 rings: "2026-11-01T12:00:00Z", why: "07:00 EST after falling back"),
            Case(zone: "Europe/Berlin", now: "2026-03-28T23:00:00Z", alarm: time(2, 30),
                 rings: "2026-03-29T01:00:00Z", why: "02:30 is skipped: 03:00 CEST"),
            Case(zone: "Europe/Berlin", now: "2026-10-24T22:00:00Z", alarm: time(2, 30),
                 rings: "2026-10-25T00:30:00Z", why: "02:30 twice: the first one, CEST"),
            Case(zone: "Europe/Berlin", now: "2026-10-25T00:31:00Z", alarm: time(2, 30),
                 rings: "2026-10-26T01:30:00Z", why: "no second ring at 02:30 CET"),
            Case(zone: "Australia/Lord_Howe", now: "2026-10-03T13:30:00Z", alarm: time(2, 15),
                 rings: "2026-10-03T15:30:00Z", why: "02:15 is in the 30-minute gap: 02:30 +11"),
            Case(zone: "Australia/Lord_Howe", now: "2026-10-03T13:30:00Z", alarm: time(2, 30),
                 rings: "2026-10-03T15:30:00Z", why: "02:30 is the first valid instant after the gap"),
            Case(zone: "Australia/Lord_Howe", now: "2026-04-04T13:00:00Z", alarm: time(1, 45),
                 rings: "2026-04-04T14:45:00Z", why: "01:45 twice: the first one, +11"),
            Case(zone: "Australia/Lord_Howe", now: "2026-04-04T14:46:00Z", alarm: time(1, 45),
                 rings: "2026-04-05T15:15:00Z", why: "the repeat at +10:30 does not ring; next day 01:45 +10:30"),
            Case(zone: "Europe/Berlin", now: "2026-01-15T22:59:30Z", alarm: time(0, 0),
                 rings: "2026-01-15T23:00:00Z", why: "midnight, 30 s away"),
            Case(zone: "Europe/Berlin", now: "2026-01-15T23:00:00Z", alarm: time(0, 0),
                 rings: "2026-01-16T23:00:00Z", why: "exactly midnight now: strictly after, so tomorrow"),
            Case(zone: "Europe/Berlin", now: "2026-01-15T10:59:00Z", alarm: time(12, 0),
                 rings: "2026-01-15T11:00:00Z", why: "noon"),
            Case(zone: "Europe/Berlin", now: "2026-01-15T11:00:01Z", alarm: time(12, 0),
                 rings: "2026-01-16T11:00:00Z", why: "just past noon"),
        ]
        for c in cases {
            let next = AlarmSchedule.nextOccurrence(of: c.alarm, after: utc(c.now), in: calendar(c.zone))
            XCTAssertEqual(next, utc(c.rings), "\(c.zone) \(c.alarm): \(c.why)")
        }
    }

    func testLatestOccurrenceLooksBackToTheFirstOfARepeatedTime() {
        let ny = calendar("America/New_York")
        XCTAssertEqual(AlarmSchedule.latestOccurrence(of: time(1, 30), atOrBefore: utc("2026-11-01T07:00:00Z"), in: ny),
                       utc("2026-11-01T05:30:00Z"))
        XCTAssertEqual(AlarmSchedule.latestOccurrence(of: time(7, 0), atOrBefore: utc("2026-01-16T12:00:00Z"), in: ny),
                       utc("2026-01-16T12:00:00Z"), "at or before includes the instant itself")
        XCTAssertEqual(AlarmSchedule.latestOccurrence(of: time(7, 0), atOrBefore: utc("2026-01-16T11:59:59Z"), in: ny),
                       utc("2026-01-15T12:00:00Z"))
    }

    func testRingsInCountsRealTimeAcrossTheSpringForwardNight() {
        let ny = calendar("America/New_York")
        let midnight = utc("2026-03-08T05:00:00Z")
        let next = AlarmSchedule.nextOccurrence(of: time(7, 0), after: midnight, in: ny)
        XCTAssertEqual(AlarmText.ringsIn(from: midnight, to: next), "rings in 6 h", "one hour of the night is skipped")
    }

    func testDraggingPicksTheNextTimeTheDialReachesThatPosition() {
        let ny = calendar("America/New_York")
        let cases: [(now: Date, dialMinute: Int, expected: AlarmTime, why: String)] = [
            (local(2026, 1, 15, 6, 0, in: ny), 450, time(7, 30), "7:30 is still ahead this morning"),
            (local(2026, 1, 15, 10, 0, in: ny), 450, time(19, 30), "morning passed: this evening"),
            (local(2026, 1, 15, 20, 0, in: ny), 450, time(7, 30), "both passed: tomorrow morning"),
            (local(2026, 1, 15, 7, 30, in: ny), 450, time(19, 30), "exactly now is not in the future"),
            (local(2026, 1, 15, 10, 0, in: ny), 0, time(12, 0), "12 o'clock before noon is noon"),
            (local(2026, 1, 15, 13, 0, in: ny), 0, time(0, 0), "12 o'clock after noon is midnight"),
            (local(2026, 1, 15, 23, 59, in: ny), 719, time(11, 59), "11:59 PM passed by seconds: 11:59 AM tomorrow"),
            (local(2026, 3, 8, 0, 30, in: ny), 150, time(2, 30), "2:30 on the spring-forward night still lies ahead (as 3:00)"),
        ]
        for c in cases {
            XCTAssertEqual(AlarmSchedule.seededTime(forDialMinute: c.dialMinute, after: c.now, in: ny), c.expected, c.why)
        }
    }

    func testSeedRuleUsesTheAngleRoundedToTheMinute() {
        let ny = calendar("America/New_York")
        let almostEight = AlarmDial.angle(forDialSeconds: 8 * 3600 - 20)
        XCTAssertEqual(AlarmSchedule.seededTime(forAngle: almostEight, after: local(2026, 1, 15, 6, 0, in: ny), in: ny),
                       time(8, 0))
    }

    func testSnoozeEndsNMinutesAfterItIsPressedEvenAcrossMidnight() {
        let berlin = calendar("Europe/Berlin")
        let end = AlarmSchedule.snoozeEnd(from: local(2026, 1, 15, 23, 55, in: berlin), minutes: 10)
        XCTAssertEqual(end, local(2026, 1, 16, 0, 5, in: berlin))
    }
}
