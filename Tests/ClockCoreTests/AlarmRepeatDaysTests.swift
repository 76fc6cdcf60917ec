@testable import ClockCore
import Foundation
import XCTest

/// Several alarms with repeat days on simulated time: each rings on its days only, once alarms switch themselves
/// off, and the SPEC §3 rules (DST gap at the change, a repeated hour once) hold for every alarm.
final class AlarmRepeatDaysTests: XCTestCase {
    private let ny = calendar("America/New_York")

    /// Ticks the list every `step` seconds for `seconds`, dismissing whatever rings; returns (label, local time) of
    /// each ring, in order.
    private func rings(_ list: inout AlarmList, from start: Date, for seconds: Double, step: Double = 60,
                       in cal: WallCalendar) -> [(String, LocalDateTime)] {
        let source = ManualTimeSource(wall: start)
        _ = list.each { $0.start(at: source.now(), in: cal) }
        var found: [(String, LocalDateTime)] = []
        for _ in 0..<Int(seconds / step) {
            source.advance(by: step)
            for e in list.each({ $0.tick(at: source.now(), in: cal) }) {
                if case .ring(let o, _) = e.event { found.append((e.alarm.label, cal.localTime(of: o.instant))) }
            }
            _ = list.each { $0.isRinging ? $0.dismiss(at: source.now()) : [] }
        }
        return found
    }

    func testEachAlarmRingsOnItsRepeatDaysOverAFortnight() {
        var list = AlarmList([
            AlarmSettings(id: 1, isOn: true, time: time(7, 30), days: .weekdays, label: "Work"),
            AlarmSettings(id: 2, isOn: true, time: time(9, 0), days: .weekends, label: "Lie in"),
            AlarmSettings(id: 3, isOn: true, time: time(6, 0), days: AlarmDays(parsing: "mon,wed,fri")!, label: "Gym"),
            AlarmSettings(id: 4, isOn: true, time: time(12, 0), days: .once, label: "Lunch"),
            AlarmSettings(id: 5, isOn: false, time: time(8, 0), days: .daily, label: "Off"),
        ])
        // Monday 5 January 2026, midnight, for fourteen days.
        let found = rings(&list, from: local(2026, 1, 5, 0, 0, in: ny), for: 14 * 86_400, in: ny)
        func days(_ label: String) -> [Int] { found.filter { $0.0 == label }.map(\.1.date.day) }
        XCTAssertEqual(days("Work"), [5, 6, 7, 8, 9, 12, 13, 14, 15, 16])
        XCTAssertEqual(days("Lie in"), [10, 11, 17, 18])
        XCTAssertEqual(days("Gym"), [5, 7, 9, 12, 14, 16])
        XCTAssertEqual(days("Lunch"), [5], "a once alarm rings once")
        XCTAssertEqual(days("Off"), [])
        XCTAssertTrue(found.allSatisfy { ["Work": 7, "Lie in": 9, "Gym": 6, "Lunch": 12][$0.0] == $0.1.hour },
                      "each at its own time")
        XCTAssertEqual(list.settings.map(\.isOn), [true, true, true, false, false], "the once alarm switched itself off")
    }

    func testAlarmsDueInTheSameMinuteRingTogetherAndTheRunLoopWakesForTheEarliest() {
        var list = AlarmList([AlarmSettings(id: 1, isOn: true, time: time(7, 0), days: .weekdays, label: "Work"),
                              AlarmSettings(id: 2, isOn: true, time: time(7, 0), days: .daily, label: "Pills")])
        let start = Moment(wall: local(2026, 1, 5, 6, 0, in: ny), uptime: 50)
        XCTAssertEqual(list.deadlines(in: ny).nextDeadline(after: start)?.wall, local(2026, 1, 5, 7, 0, in: ny))
        _ = list.each { $0.tick(at: start, in: ny) }
        let events = list.each { $0.tick(at: start.advanced(by: 3600), in: ny) }
        XCTAssertEqual(events.filter { if case .ring = $0.event { return true } else { return false } }.map(\.alarm.label),
                       ["Work", "Pills"])
        XCTAssertEqual(list.ringing.count, 2)
    }

    func testTheNextDueIsTheEarliestOfAllAlarmsOnTheirDays() {
        let list = AlarmList([AlarmSettings(id: 1, isOn: true, time: time(7, 30), days: .weekdays),
                              AlarmSettings(id: 2, isOn: true, time: time(9, 0), days: .weekends)])
        // Friday 9 January 2026, 8:00: Work is past, the next is Saturday 9:00.
        let next = list.nextDue(after: local(2026, 1, 9, 8, 0, in: ny), in: ny)
        XCTAssertEqual(next?.index, 1)
        XCTAssertEqual(next?.at, local(2026, 1, 10, 9, 0, in: ny))
        XCTAssertEqual(AlarmText.next(list.settings[1], at: next!.at, now: local(2026, 1, 8, 6, 0, in: ny), in: ny,
                                      twentyFourHour: false), "next: Sat 9:00 AM — in 2 d 3 h")
    }

    private struct Case {
        var zone: String
        var days: AlarmDays
        var alarm: AlarmTime
        var from: String
        var rings: [String]
        var why: String
    }

    func testDaylightSavingGapsAndOverlapsHoldForRepeatDaysInNewYorkBerlinAndLordHowe() {
        let sunday = AlarmDays(parsing: "sun")!, saturday = AlarmDays(parsing: "sat")!
        let cases = [
            Case(zone: "America/New_York", days: sunday, alarm: time(2, 30), from: "2026-03-07T00:00:00Z",
                 rings: ["2026-03-08T07:00:00Z"], why: "Sunday 02:30 is skipped: rings at 03:00 EDT, the change"),
            Case(zone: "America/New_York", days: saturday, alarm: time(2, 30), from: "2026-03-07T00:00:00Z",
                 rings: ["2026-03-07T07:30:00Z"], why: "Saturday only, not in Sunday's gap"),
            Case(zone: "America/New_York", days: .weekends, alarm: time(1, 30), from: "2026-10-31T00:00:00Z",
                 rings: ["2026-10-31T05:30:00Z", "2026-11-01T05:30:00Z"], why: "Sunday's 01:30 twice: rings once, EDT"),
            Case(zone: "Europe/Berlin", days: sunday, alarm: time(2, 30), from: "2026-03-28T00:00:00Z",
                 rings: ["2026-03-29T01:00:00Z"], why: "02:30 skipped: 03:00 CEST"),
            Case(zone: "Europe/Berlin", days: sunday, alarm: time(2, 30), from: "2026-10-24T00:00:00Z",
                 rings: ["2026-10-25T00:30:00Z"], why: "02:30 twice: the first, CEST"),
            Case(zone: "Australia/Lord_Howe", days: sunday, alarm: time(2, 15), from: "2026-10-02T00:00:00Z",
                 rings: ["2026-10-03T15:30:00Z"], why: "02:15 in the 30-minute gap: 02:30 +11"),
            Case(zone: "Australia/Lord_Howe", days: sunday, alarm: time(1, 45), from: "2026-04-03T00:00:00Z",
                 rings: ["2026-04-04T14:45:00Z"], why: "01:45 twice: the first, +11"),
            Case(zone: "Australia/Lord_Howe", days: .weekdays, alarm: time(2, 15), from: "2026-10-02T00:00:00Z",
                 rings: ["2026-10-04T15:15:00Z"], why: "not on the Sunday of the gap, Monday as usual"),
        ]
        for c in cases {
            let cal = calendar(c.zone)
            var list = AlarmList([AlarmSettings(isOn: true, time: c.alarm, days: c.days)])
            let source = ManualTimeSource(wall: utc(c.from))
            _ = list.each { $0.start(at: source.now(), in: cal) }
            var rang: [Date] = []
            for _ in 0..<(3 * 86_400 / 30) {
                source.advance(by: 30)
                for e in list.each({ $0.tick(at: source.now(), in: cal) }) {
                    if case .ring(let o, _) = e.event { rang.append(o.instant) }
                }
                _ = list.each { $0.isRinging ? $0.dismiss(at: source.now()) : [] }
            }
            XCTAssertEqual(rang, c.rings.map { utc($0) }, "\(c.zone) \(c.days) \(c.alarm): \(c.why)")
        }
    }

    func testAOnceAlarmMissedWhileNotRunningIsReportedAndSwitchesOff() {
        var alarm = AlarmRinging(settings: AlarmSettings(isOn: true, time: time(7, 0), days: .once,
                                                       lastSeenRunning: local(2026, 1, 5, 6, 0, in: ny)))
        let events = alarm.start(at: Moment(wall: local(2026, 1, 5, 9, 0, in: ny), uptime: 1), in: ny)
        XCTAssertEqual(events, [.missedWhileNotRunning(AlarmOccurrence(instant: local(2026, 1, 5, 7, 0, in: ny),
                                                                       time: time(7, 0)))])
        XCTAssertFalse(alarm.settings.isOn)
    }

    func testRepeatDaysReadAndWriteAsWordsAndDayNames() {
        XCTAssertEqual(AlarmDays(parsing: "weekdays"), .weekdays)
        XCTAssertEqual(AlarmDays(parsing: "Sat,SUN"), .weekends)
        XCTAssertEqual(AlarmDays(parsing: "fri, mon,wed")?.description, "mon,wed,fri")
        XCTAssertEqual(AlarmDays(parsing: "mon,tue,wed,thu,fri"), .weekdays)
        for bad in ["", "funday", "mon,,tue", "monday", "7"] { XCTAssertNil(AlarmDays(parsing: bad), bad) }
        XCTAssertEqual(AlarmDays.once.nextPreset, .daily)
        XCTAssertEqual(AlarmDays.weekends.nextPreset, .once)
        XCTAssertEqual(AlarmDays(parsing: "tue")!.nextPreset, .once)
    }
}
