import ClockCore
import Foundation
import XCTest

/// The run loop skips a `.tick` that `tickMatters` says cannot matter (the half-second tick of an idle clock): these
/// hold it to that — the skipped tick would have done and drawn nothing — and show it still lets through every tick
/// that does something.
final class QuietTickTests: XCTestCase {
    func at(_ t: Double) -> Moment { IdleClock.at(t) }

    func model() -> AppModel { IdleClock.started() }

    func testTheHalfSecondTickOfAnIdleClockHasNothingToDo() {
        var m = model()
        let half = at(0.5)
        XCTAssertFalse(m.tickMatters(at: half, partsDue: m.partsDeadline(after: m.now)))
        // What skipping it loses: no effect, and no frame.
        var drawn = m
        XCTAssertTrue(update(&m, .tick, at: half).isEmpty)
        XCTAssertFalse(m.needsFrame(since: &drawn))
    }

    func testANewSecondIsTicked() {
        let m = model()
        XCTAssertFalse(m.tickMatters(at: at(0.999), partsDue: m.partsDeadline(after: m.now)))
        XCTAssertTrue(m.tickMatters(at: at(1), partsDue: m.partsDeadline(after: m.now)))
        // The wall clock set back within the minute shows another second too.
        let back = Moment(wall: Date(timeIntervalSinceReferenceDate: 1000 - 20.5), uptime: 50.5)
        XCTAssertTrue(m.tickMatters(at: back, partsDue: m.partsDeadline(after: m.now)))
    }

    func testAPartDueWithinTheSecondIsTicked() {
        var m = model()
        // A notice slides in: its frames are due between the clock's ticks.
        _ = update(&m, .notice("Saved", .info), at: at(0.1))
        let due = m.partsDeadline(after: m.now)
        XCTAssertNotNil(due)
        let frame = due!
        XCTAssertLessThan(frame.uptime, at(1).uptime, "due within the second")
        XCTAssertFalse(m.tickMatters(at: at(0.1005), partsDue: due), "not yet")
        XCTAssertTrue(m.tickMatters(at: frame, partsDue: due))
        XCTAssertTrue(m.tickMatters(at: at(0.5), partsDue: due), "a deadline passed while asleep is still due")
    }

    func testTheAlarmIsTickedTheMomentItIsDue() {
        // 06:59:59.2 (UTC, the model's calendar), the alarm at 07:00: the tick at 07:00:00 both starts a second and is the alarm's.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2026, month: 11, day: 26, hour: 6, minute: 59, second: 59))!
        func moment(_ t: Double) -> Moment { Moment(wall: start.addingTimeInterval(t), uptime: 100 + t) }
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), now: moment(0),
                         alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = update(&m, .started(StartUp()), at: moment(0))
        _ = update(&m, .tick, at: moment(0.2))
        XCTAssertFalse(m.tickMatters(at: moment(0.5), partsDue: m.partsDeadline(after: m.now)))
        XCTAssertTrue(m.tickMatters(at: moment(1), partsDue: m.partsDeadline(after: m.now)))
        _ = update(&m, .tick, at: moment(1))
        XCTAssertTrue(m.clock.alarm.isRinging)
    }
}
