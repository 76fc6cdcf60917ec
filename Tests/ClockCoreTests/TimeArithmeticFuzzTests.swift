@testable import ClockCore
import Foundation
import TestSupport
import XCTest

/// The calendar and the alarm never trap, whatever numbers reach them: a state file once held a snooze
/// of 1e19 seconds, and the first frame died of an integer overflow. A trap ends this test process, so
/// every call below returning at all is the property; the asserts add what must still make sense.
final class TimeArithmeticFuzzTests: XCTestCase {
    /// Integers at and around every edge the arithmetic has.
    private let extremeInts: [Int] = [
        .min, .min + 1, -(1 << 62), -(1 << 50) - 1, -(1 << 45), -(1 << 36) - 1, -86_400, -1, 0, 1, 59, 60, 1439, 1440,
        86_400, 1 << 36, 1 << 45, (1 << 50) + 1, 1 << 62, .max - 1, .max,
    ]
    /// Seconds since 1970 that a file, a clock jump or a bug could hand over.
    private let extremeSeconds: [Double] = [
        -.infinity, -.greatestFiniteMagnitude, -1e300, -1e19, -9.3e18, -1e15, -1, -0.5, -.leastNonzeroMagnitude, 0,
        .leastNonzeroMagnitude, 0.5, 1_795_000_000, 1e15, 9.3e18, 1e19, 1e300, .greatestFiniteMagnitude, .infinity, .nan,
    ]

    private var zones: [WallCalendar] {
        ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "UTC"].map(calendar) + [
            // A table no libc would make: absurd offsets and instants at the ends of `Int`.
            WallCalendar(zone: TimeZoneRules(name: "absurd", initialOffset: .max, transitions: [
                .init(at: .min, offset: .min), .init(at: 0, offset: 50_000), .init(at: .max, offset: -90_000),
            ])),
        ]
    }

    private var randomInts: [Int] {
        var rng = SeededRandom(seed: 0x5EED_0010)
        return (0..<40).map { _ in Int(truncatingIfNeeded: rng.next()) >> Int(rng.next() % 64) }
    }

    func testCivilDatesAndWallReadingsOfAnyFieldsNeverTrap() {
        let values = extremeInts + randomInts
        for a in values {
            let day = CivilDate(daysSinceEpoch: a)
            XCTAssertTrue(day.isValid, "a day count always names a real date: \(a)")
            _ = day.weekday
            _ = day.adding(days: a)
            _ = LocalDateTime(secondsSinceEpoch: a).secondsSinceEpoch
            _ = CivilDate.isLeapYear(a)
            for b in values.prefix(24) {
                _ = CivilDate(year: a, month: b, day: a).daysSinceEpoch
                _ = CivilDate(year: b, month: a, day: b).adding(days: a).weekday
                _ = LocalDateTime(CivilDate(year: a, month: b, day: a), hour: b, minute: a, second: b).secondsSinceEpoch
            }
        }
    }

    func testLocalTimesAndInstantsOfAnySecondNeverTrapInAnyZone() {
        for cal in zones {
            for t in extremeSeconds + extremeInts.map(Double.init) {
                let date = Date(timeIntervalSince1970: t)
                let local = cal.localTime(of: date)
                XCTAssertTrue((0...23).contains(local.hour) && (0...59).contains(local.minute)
                              && (0...59).contains(local.second) && local.date.isValid, "\(cal.zone.name) \(t): \(local)")
                XCTAssertTrue(cal.date(from: local).timeIntervalSince1970.isFinite)
                _ = cal.startOfDay(for: date)
                for days in extremeInts { _ = cal.date(byAddingDays: days, to: date) }
                _ = cal.zone.utcOffset(at: date)
            }
            for s in extremeInts { _ = cal.zone.instant(forLocalSeconds: s) }
        }
        XCTAssertEqual(TimeZoneRules.epochSecond(Date(timeIntervalSince1970: 1e19)), TimeZoneRules.reach.upperBound)
        XCTAssertEqual(TimeZoneRules.epochSecond(Date(timeIntervalSince1970: -.infinity)), TimeZoneRules.reach.lowerBound)
        XCTAssertEqual(TimeZoneRules.epochSecond(Date(timeIntervalSince1970: .nan)), 0)
    }

    func testAlarmTimesAnglesAndWordsOfAnyNumberNeverTrap() {
        for n in extremeInts + randomInts {
            let t = AlarmTime(minuteOfDay: n)
            XCTAssertTrue((0..<AlarmTime.minutesPerDay).contains(t.adding(minutes: n).minuteOfDay))
            XCTAssertEqual(t.adding(minutes: AlarmTime.minutesPerDay * 7), t, "whole days change nothing")
            XCTAssertNil(AlarmTime(hour: n, minute: 0).flatMap { (0..<24).contains($0.hour) ? nil : $0 })
            _ = AlarmSettings(snoozeMinutes: n).applying(.shift(minutes: n)).applying(.setSnoozeMinutes(n))
            _ = AlarmSchedule.snoozeEnd(from: Date(timeIntervalSince1970: 0), minutes: n)
            _ = AlarmSchedule.seededTime(forDialMinute: n, after: Date(timeIntervalSince1970: 0), in: .utc)
        }
        for x in extremeSeconds {
            XCTAssertTrue((0..<AlarmDial.minutesPerTurn).contains(AlarmDial.dialMinute(forAngle: x)), "\(x)")
            _ = AlarmDial.angle(forDialSeconds: x)
            _ = AlarmSchedule.seededTime(forAngle: x, after: Date(timeIntervalSince1970: x), in: .utc)
            let now = Date(timeIntervalSince1970: 1_795_000_000)
            XCTAssertTrue(AlarmText.ringsIn(from: now, to: Date(timeIntervalSince1970: x)).hasPrefix("rings in "))
            XCTAssertTrue(AlarmText.rangLate(by: x).hasPrefix("rang "))
            _ = AlarmText.dayNote(for: Date(timeIntervalSince1970: x), now: now, in: .utc)
        }
    }

    /// The crash that started it: remembered instants at ±1e19 (and worse) reach the alarm's scheduling and its
    /// words on the first frame. Each must schedule, tick, snooze and describe itself without trapping.
    func testAnAlarmRememberingAnyInstantsNeverTrapsOnStartTickOrLabel() {
        let nows = [1_795_000_000.0, 0, -1e19, 1e19, .nan]
        for cal in zones {
            for x in extremeSeconds {
                let instant = Date(timeIntervalSince1970: x)
                for now in nows {
                    var clock = AlarmRinging(settings: AlarmSettings(
                        isOn: true, time: time(7, 0), pendingSnooze: instant, lastSeenRunning: instant,
                        lastHandledOccurrence: instant))
                    let start = Moment(wall: Date(timeIntervalSince1970: now), uptime: Uptime(seconds: x.isFinite ? x : 0))
                    var events = clock.start(at: start, in: cal)
                    events += clock.tick(at: start.advanced(by: 1), in: cal)
                    events += clock.check(from: instant, to: start.advanced(by: 2), in: cal)
                    events += clock.snooze(at: start)
                    if let next = clock.nextRing(after: start.wall, in: cal) {
                        _ = AlarmText.label(clock.settings.time, ringsAt: next, now: start.wall, twentyFourHour: false)
                    }
                    _ = clock.deadlines(in: cal).nextDeadline(after: start)
                    for event in events + [.snoozed(until: instant), .missedWhileNotRunning(.init(instant: instant, time: time(7, 0)))] {
                        _ = AlarmText.message(for: event, now: start.wall, in: cal, twentyFourHour: true)
                    }
                    _ = AlarmSchedule.nextOccurrence(of: time(2, 30), after: instant, in: cal)
                    _ = AlarmSchedule.latestOccurrence(of: time(2, 30), atOrBefore: instant, in: cal)
                }
            }
        }
    }
}
