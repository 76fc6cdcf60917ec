@testable import ClockCore
import Foundation
import XCTest

/// The alarm ringing on simulated time: a `ManualTimeSource` moves the wall and monotonic clocks.
final class AlarmRingingTests: XCTestCase {
    private let ny = calendar("America/New_York")

    private func clock(at start: Date, alarm: AlarmTime = time(7, 0), on: Bool = true,
                       snooze: Int = 10, in cal: WallCalendar? = nil) -> (AlarmRinging, ManualTimeSource) {
        var c = AlarmRinging(settings: AlarmSettings(isOn: on, time: alarm, snoozeMinutes: snooze))
        let source = ManualTimeSource(wall: start)
        XCTAssertEqual(c.start(at: source.now(), in: cal ?? ny), [], "a fresh start reports nothing")
        return (c, source)
    }

    /// Ticks every `step` seconds for `seconds`, collecting the events with the wall time they came at.
    private func run(_ c: inout AlarmRinging, _ source: ManualTimeSource, for seconds: Double,
                     step: Double = 0.5, in cal: WallCalendar? = nil) -> [(Date, AlarmEvent)] {
        var events: [(Date, AlarmEvent)] = []
        for _ in 0..<Int(seconds / step) {
            source.advance(by: step)
            events += c.tick(at: source.now(), in: cal ?? ny).map { (source.now().wall, $0) }
        }
        return events
    }

    private func rings(_ events: [(Date, AlarmEvent)]) -> [(Date, AlarmOccurrence, TimeInterval?)] {
        events.compactMap { if case .ring(let o, let late) = $0.1 { return ($0.0, o, late) } else { return nil } }
    }

    func testRingsOnTimeWhenTheAlarmTimeComes() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 50, in: ny))
        let events = run(&c, source, for: 20)
        let r = rings(events)
        XCTAssertEqual(r.count, 1)
        XCTAssertEqual(r.first?.0, local(2026, 1, 15, 7, 0, in: ny))
        XCTAssertEqual(r.first?.1, AlarmOccurrence(instant: local(2026, 1, 15, 7, 0, in: ny), time: time(7, 0)))
        XCTAssertNil(r.first?.2 ?? nil, "on time")
        XCTAssertTrue(c.isRinging)
    }

    func testDoesNotRingWhenSwitchedOff() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 50, in: ny), on: false)
        XCTAssertTrue(rings(run(&c, source, for: 20)).isEmpty)
        XCTAssertNil(c.deadlines(in: ny).nextDeadline(after: source.now()))
    }

    func testRepeatedHourOnFallBackNightRingsOnce() {
        var (c, source) = clock(at: utc("2026-11-01T04:00:00Z"), alarm: time(1, 30))
        let events = run(&c, source, for: 4 * 3600, step: 30)
        let r = rings(events)
        XCTAssertEqual(r.map(\.0), [utc("2026-11-01T05:30:00Z")])
    }

    func testSkippedTimeOnSpringForwardNightRingsAtTheFirstValidInstantAfterTheGap() {
        var (c, source) = clock(at: utc("2026-03-08T05:00:00Z"), alarm: time(2, 30))
        let r = rings(run(&c, source, for: 4 * 3600, step: 30))
        XCTAssertEqual(r.map(\.0), [utc("2026-03-08T07:00:00Z")], "03:00 EDT, not 03:30")
        XCTAssertEqual(ny.localTime(of: r[0].0), LocalDateTime(year: 2026, month: 3, day: 8, hour: 3))
    }

    /// SPEC §3 in the three zones, minute by minute through each change night on simulated time: every alarm time
    /// inside a gap rings once, at the change; every time in a repeated hour rings once, at its first instant.
    func testEachAlarmTimeRingsOnceThroughEveryChangeNightInNewYorkBerlinAndLordHowe() {
        let nights: [(zone: String, from: String, alarms: [AlarmTime], rings: [String], why: String)] = [
            ("America/New_York", "2026-03-08T05:00:00Z", [time(2, 0), time(2, 30), time(2, 59), time(3, 0)],
             ["2026-03-08T07:00:00Z"], "02:00–02:59 skipped: 03:00 EDT"),
            ("America/New_York", "2026-11-01T04:00:00Z", [time(1, 0), time(1, 30), time(1, 59)],
             ["2026-11-01T05:00:00Z", "2026-11-01T05:30:00Z", "2026-11-01T05:59:00Z"], "01:xx twice: the EDT one"),
            ("Europe/Berlin", "2026-03-28T23:00:00Z", [time(2, 0), time(2, 30), time(3, 0)],
             ["2026-03-29T01:00:00Z"], "02:00–02:59 skipped: 03:00 CEST"),
            ("Europe/Berlin", "2026-10-24T23:00:00Z", [time(2, 0), time(2, 45)],
             ["2026-10-25T00:00:00Z", "2026-10-25T00:45:00Z"], "02:xx twice: the CEST one"),
            ("Australia/Lord_Howe", "2026-10-03T13:30:00Z", [time(2, 0), time(2, 15), time(2, 29), time(2, 30)],
             ["2026-10-03T15:30:00Z"], "02:00–02:29 skipped: 02:30 +11"),
            ("Australia/Lord_Howe", "2026-04-04T13:00:00Z", [time(1, 30), time(1, 45)],
             ["2026-04-04T14:30:00Z", "2026-04-04T14:45:00Z"], "01:30–01:59 twice: the +11 one"),
        ]
        for night in nights {
            let cal = calendar(night.zone)
            for (i, alarm) in night.alarms.enumerated() {
                var (c, source) = clock(at: utc(night.from), alarm: alarm, in: cal)
                var r: [Date] = []
                for _ in 0..<(6 * 60) {
                    r += rings(run(&c, source, for: 60, step: 60, in: cal)).map(\.0)
                    if c.isRinging { _ = c.dismiss(at: source.now()) }
                }
                let expected = utc(night.rings[min(i, night.rings.count - 1)])
                XCTAssertEqual(r, [expected], "\(night.zone) \(alarm): \(night.why)")
            }
        }
    }

    func testBellRepeatsEveryThreeSecondsUntilItSilencesItselfAfterTenMinutes() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 59, in: ny))
        let events = run(&c, source, for: 11 * 60)
        let ringAt = rings(events).first!.0
        let bells = events.filter { $0.1 == .bell }.map { $0.0.timeIntervalSince(ringAt) }
        XCTAssertEqual(bells.prefix(3), [3, 6, 9])
        XCTAssertEqual(bells.count, 199, "every 3 s for 600 s, the first sound being the ring itself")
        let silenced = events.filter { if case .autoSilenced = $0.1 { return true } else { return false } }
        XCTAssertEqual(silenced.map { $0.0.timeIntervalSince(ringAt) }, [600])
        XCTAssertFalse(c.isRinging)
        XCTAssertEqual(AlarmText.message(for: silenced[0].1, now: source.now().wall, in: ny, twentyFourHour: false),
                       "Missed alarm at 7:00 AM")
    }

    func testRingingLengthIsMeasuredOnTheMonotonicClockNotTheWallClock() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 59, in: ny))
        _ = run(&c, source, for: 2)
        XCTAssertTrue(c.isRinging)
        source.jumpWall(by: 3600)
        _ = c.tick(at: source.now(), in: ny)
        XCTAssertTrue(c.isRinging, "a wall-clock jump does not count as ten minutes of ringing")
    }

    func testLateAfterAJumpForwardRingsOnceAndSaysHowLate() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 50, in: ny))
        _ = run(&c, source, for: 5)
        source.jumpWall(by: 17 * 60)  // suspended; resumes at 07:07:05
        let events = c.tick(at: source.now(), in: ny)
        XCTAssertEqual(events, [.ring(AlarmOccurrence(instant: local(2026, 1, 15, 7, 0, in: ny), time: time(7, 0)),
                                      lateBy: 425)])
        XCTAssertEqual(AlarmText.message(for: events[0], now: source.now().wall, in: ny, twentyFourHour: false),
                       "Wake up! 7:00 AM — rang 7 min late")
        XCTAssertTrue(rings(run(&c, source, for: 60)).isEmpty, "rings once")
    }

    func testUpToFifteenSecondsLateStillCountsAsOnTime() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 59, in: ny))
        source.jumpWall(by: 16)  // 07:00:15
        XCTAssertEqual(c.tick(at: source.now(), in: ny),
                       [.ring(AlarmOccurrence(instant: local(2026, 1, 15, 7, 0, in: ny), time: time(7, 0)), lateBy: nil)])
    }

    func testMoreThanTenMinutesLateIsReportedMissedInsteadOfRinging() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 50, in: ny))
        source.jumpWall(by: 52 * 60)  // 07:42
        let events = c.tick(at: source.now(), in: ny)
        XCTAssertEqual(events, [.missed(AlarmOccurrence(instant: local(2026, 1, 15, 7, 0, in: ny), time: time(7, 0)))])
        XCTAssertFalse(c.isRinging)
    }

    func testAJumpBackwardsNeverRingsTheSameAlarmTwice() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 50, in: ny))
        XCTAssertEqual(rings(run(&c, source, for: 20)).count, 1)
        _ = c.dismiss(at: source.now())
        source.jumpWall(by: -15 * 60)  // back to 06:45:10
        XCTAssertTrue(rings(run(&c, source, for: 30 * 60, step: 5)).isEmpty)
        // The next day rings as usual.
        source.jumpWall(by: 24 * 3600 - 30 * 60)
        let next = rings(run(&c, source, for: 40 * 60, step: 5))
        XCTAssertEqual(next.map(\.1.instant), [local(2026, 1, 16, 7, 0, in: ny)])
    }

    func testSnoozeRingsAgainAfterTheChosenMinutesAcrossMidnight() {
        var (c, source) = clock(at: local(2026, 1, 15, 23, 54, 59, in: ny), alarm: time(23, 55), snooze: 10)
        XCTAssertEqual(rings(run(&c, source, for: 2)).count, 1)
        let snoozed = c.snooze(at: source.now())
        let until = local(2026, 1, 16, 0, 5, 1, in: ny)
        XCTAssertEqual(snoozed, [.snoozed(until: until)])
        XCTAssertFalse(c.isRinging)
        XCTAssertEqual(c.settings.pendingSnooze, until)
        XCTAssertEqual(c.deadlines(in: ny).nextDeadline(after: source.now())?.wall, until)
        let again = rings(run(&c, source, for: 11 * 60))
        XCTAssertEqual(again.map(\.0), [until])
        XCTAssertEqual(again.first?.1.isSnooze, true)
        XCTAssertEqual(again.first?.1.time, time(0, 5))
        XCTAssertNil(c.settings.pendingSnooze)
    }

    func testDismissStopsRingingAndDropsTheSnoozeButKeepsTheDailyAlarm() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 59, in: ny))
        _ = run(&c, source, for: 2)
        XCTAssertEqual(c.dismiss(at: source.now()), [.dismissed])
        XCTAssertFalse(c.isRinging)
        XCTAssertTrue(c.settings.isOn)
        XCTAssertEqual(c.nextRing(after: source.now().wall, in: ny), local(2026, 1, 16, 7, 0, in: ny))
        XCTAssertEqual(c.dismiss(at: source.now()), [], "nothing to dismiss")
        XCTAssertEqual(c.snooze(at: source.now()), [], "nothing to snooze")
    }

    func testSwitchingOffWhileRingingSilencesIt() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 59, 59, in: ny))
        _ = run(&c, source, for: 2)
        XCTAssertEqual(c.apply(.toggle), [.dismissed])
        XCTAssertFalse(c.isRinging)
        XCTAssertFalse(c.settings.isOn)
    }

    func testNextDeadlineWakesTheRunLoopForTheAlarmAndEachBell() {
        var (c, source) = clock(at: local(2026, 1, 15, 6, 0, in: ny))
        let idle = c.deadlines(in: ny).nextDeadline(after: source.now())
        XCTAssertEqual(idle?.wall, local(2026, 1, 15, 7, 0, in: ny))
        XCTAssertEqual(idle?.uptime, source.now().uptime + 3600)
        source.advance(by: 3600)
        XCTAssertEqual(rings(c.tick(at: source.now(), in: ny).map { (source.now().wall, $0) }).count, 1)
        XCTAssertEqual(c.deadlines(in: ny).nextDeadline(after: source.now())?.uptime, source.now().uptime + 3, "next bell")
    }

    func testAnAlarmMissedWhileNotRunningIsReportedOnStart() {
        let cases: [(lastSeen: Date, now: Date, note: String?)] = [
            (local(2026, 1, 14, 22, 0, in: ny), local(2026, 1, 15, 8, 30, in: ny), "Missed alarm at 7:00 AM (today)"),
            (local(2026, 1, 13, 22, 0, in: ny), local(2026, 1, 15, 6, 0, in: ny), "Missed alarm at 7:00 AM (yesterday)"),
            (local(2026, 1, 15, 7, 30, in: ny), local(2026, 1, 15, 9, 0, in: ny), nil),
            (local(2026, 1, 15, 5, 0, in: ny), local(2026, 1, 15, 6, 30, in: ny), nil),
        ]
        for c in cases {
            var alarm = AlarmRinging(settings: AlarmSettings(isOn: true, time: time(7, 0), lastSeenRunning: c.lastSeen))
            let events = alarm.start(at: moment(c.now), in: ny)
            XCTAssertEqual(events.compactMap { AlarmText.message(for: $0, now: c.now, in: ny, twentyFourHour: false) },
                           c.note.map { [$0] } ?? [], "last seen \(c.lastSeen), now \(c.now)")
            XCTAssertEqual(alarm.settings.lastSeenRunning, c.now)
        }
    }

    func testAMissedAlarmIsReportedOnlyOnce() {
        var alarm = AlarmRinging(settings: AlarmSettings(isOn: true, time: time(7, 0),
                                                       lastSeenRunning: local(2026, 1, 14, 22, 0, in: ny)))
        XCTAssertEqual(alarm.start(at: moment(local(2026, 1, 15, 8, 0, in: ny)), in: ny).count, 1)
        // Restarted with the state it saved, but an older last-seen time (it crashed before saving that).
        var again = AlarmRinging(settings: alarm.settings)
        again.settings.lastSeenRunning = local(2026, 1, 14, 22, 0, in: ny)
        XCTAssertEqual(again.start(at: moment(local(2026, 1, 15, 8, 5, in: ny)), in: ny), [])
    }

    func testNothingIsMissedOnAFreshStartOrWhileOff() {
        var fresh = AlarmRinging(settings: AlarmSettings(isOn: true, time: time(7, 0)))
        XCTAssertEqual(fresh.start(at: moment(local(2026, 1, 15, 8, 0, in: ny)), in: ny), [])
        var off = AlarmRinging(settings: AlarmSettings(isOn: false, time: time(7, 0),
                                                     lastSeenRunning: local(2026, 1, 14, 22, 0, in: ny)))
        XCTAssertEqual(off.start(at: moment(local(2026, 1, 15, 8, 0, in: ny)), in: ny), [])
    }

    func testLastSeenRunningIsRefreshedAboutOnceAMinuteNotOnEveryTick() {
        var (c, source) = clock(at: local(2026, 1, 15, 12, 0, in: ny))
        var changes = 0
        var previous = c.settings
        for _ in 0..<600 {
            source.advance(by: 0.5)
            _ = c.tick(at: source.now(), in: ny)
            if c.settings != previous { changes += 1 }
            previous = c.settings
        }
        XCTAssertEqual(changes, 5, "300 s of ticks, one save a minute")
    }
}
