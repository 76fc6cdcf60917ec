import ClockCore
import Foundation
import XCTest

/// Issue 25: the stopwatch on the timer screen, on simulated time; it asks for frames only while it runs and is seen.
final class StopwatchTests: XCTestCase {
    func model() -> AppModel {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: .utc,
                         now: Moment(wall: utc("2026-11-21T10:00:00Z").addingTimeInterval(0.25), uptime: 500))
        _ = update(&m, .started(StartUp()), at: m.now)
        return m
    }

    func press(_ c: Character, _ m: inout AppModel, after seconds: Double) {
        _ = update(&m, .input(.key(KeyEvent(.char(c)))), at: m.now.advanced(by: seconds))
    }

    func testLapsListTheirSplitAndTheTotalNewestFirst() {
        var m = model()
        press("T", &m, after: 0)
        press("s", &m, after: 0.5)
        press("a", &m, after: 12.34)
        press("a", &m, after: 10.5)
        press("s", &m, after: 2)
        let watch = m.timers.stopwatch
        XCTAssertFalse(watch.isRunning)
        XCTAssertEqual(watch.elapsed(at: m.now.uptime + 100), 24.84, accuracy: 1e-9, "stopped, it holds")
        let rows = watch.lapRows
        XCTAssertEqual(rows.map(\.number), [2, 1])
        XCTAssertEqual(rows[0].split, 10.5, accuracy: 1e-9)
        XCTAssertEqual(rows[0].total, 22.84, accuracy: 1e-9)
        XCTAssertEqual(rows[1].split, 12.34, accuracy: 1e-9)
        XCTAssertEqual(Stopwatch.text(22.84, hundredths: true), "0:22.84")
        XCTAssertEqual(Stopwatch.text(3723.5, hundredths: true), "1:02:03.50")
        press("a", &m, after: 1)
        XCTAssertEqual(m.timers.stopwatch.laps.count, 2, "no lap while stopped")
        press("s", &m, after: 1)
        XCTAssertEqual(m.timers.stopwatch.elapsed(at: m.now.uptime + 1), 25.84, accuracy: 1e-9, "it goes on")
        press("z", &m, after: 0)
        XCTAssertTrue(m.timers.stopwatch.isReset, "z: back to zero, stopped, no laps")
    }

    /// Found by hand: past `maxLaps` the oldest lap went and the others were numbered again from 1, so the 100th,
    /// 101st… lap were each shown as "Lap 99", and the oldest kept lap's split was its total.
    func testLapsPastTheKeptOnesKeepTheirNumbersAndSplits() {
        var m = model()
        press("T", &m, after: 0)
        press("s", &m, after: 0)
        for _ in 1...(Stopwatch.maxLaps + 3) { press("a", &m, after: 2) }
        let watch = m.timers.stopwatch
        XCTAssertEqual(watch.laps.count, Stopwatch.maxLaps, "the oldest go")
        let rows = watch.lapRows
        XCTAssertEqual(rows.first?.number, Stopwatch.maxLaps + 3, "the newest is the 102nd")
        XCTAssertEqual(rows.last?.number, 4, "the oldest kept is the 4th")
        XCTAssertEqual(rows.last!.split, 2, accuracy: 1e-9, "its split is its own 2 s, not the total")
        XCTAssertEqual(rows.last!.total, 8, accuracy: 1e-9)
        press("z", &m, after: 0)
        press("s", &m, after: 0)
        press("a", &m, after: 3)
        XCTAssertEqual(m.timers.stopwatch.lapRows.map(\.number), [1], "reset, laps count from 1 again")
        XCTAssertEqual(m.timers.stopwatch.lapRows[0].split, 3, accuracy: 1e-9)
    }

    func testItAsksForFramesOnlyWhileItRunsAndIsSeen() {
        var m = model()
        let idle = m.nextDeadline(after: m.now)
        press("T", &m, after: 0)
        XCTAssertEqual(m.nextDeadline(after: m.now)?.uptime, idle.map { $0.uptime },
                       "the timer screen at rest wakes no more often than the clock")
        press("s", &m, after: 0)
        XCTAssertEqual(m.nextDeadline(after: m.now)!.uptime - m.now.uptime, Stopwatch.frameInterval, accuracy: 1e-9)
        let later = m.now.advanced(by: 1.23)
        XCTAssertEqual(m.nextDeadline(after: later)!.uptime - m.now.uptime, 1.25, accuracy: 1e-6,
                       "frames on the twentieths since it started")
        press("T", &m, after: 0)
        XCTAssertEqual(m.screen, .clock)
        XCTAssertGreaterThan(m.nextDeadline(after: m.now)!.uptime - m.now.uptime, 0.2,
                             "behind the clock its hundredths are not drawn")
    }

    /// Found by hand (strace): with the help over the timer screen, or at 40x12 where the stopwatch line does not
    /// fit, a running stopwatch still woke the program 20 times a second to draw nothing.
    func testItWakesNobodyWhereItIsNotSeen() {
        var m = model()
        press("T", &m, after: 0)
        press("s", &m, after: 0)
        XCTAssertEqual(m.stopwatchSight, .hundredths)
        press("?", &m, after: 0)
        XCTAssertTrue(m.showsHelp)
        XCTAssertEqual(m.stopwatchSight, .hidden, "the help box covers the stopwatch line")
        XCTAssertGreaterThan(m.nextDeadline(after: m.now)!.uptime - m.now.uptime, 0.2,
                             "under the help its hundredths are not drawn")
        _ = update(&m, .input(.key(KeyEvent(.escape))), at: m.now)
        XCTAssertFalse(m.showsHelp)
        XCTAssertEqual(m.nextDeadline(after: m.now)!.uptime - m.now.uptime, Stopwatch.frameInterval, accuracy: 1e-6,
                       "the help closed, it runs on screen again")

        _ = update(&m, .resize(Size(width: 40, height: 12)), at: m.now)
        XCTAssertNil(m.timers.layout(size: m.screenSize).stopwatch, "40x12 has no room for the stopwatch line")
        XCTAssertEqual(m.stopwatchSight, .hidden)
        XCTAssertGreaterThan(m.nextDeadline(after: m.now)!.uptime - m.now.uptime, 0.2)
    }

    /// A timer screen too small for the drums shows the stopwatch's time alone, in whole seconds: it wakes once a
    /// second, when they turn over, not 20 times.
    func testTheTimeAloneWakesOnItsWholeSeconds() {
        var m = model()
        press("T", &m, after: 0)
        press("s", &m, after: 0)
        let started = m.now.uptime
        _ = update(&m, .resize(Size(width: 8, height: 3)), at: m.now.advanced(by: 0.3))
        XCTAssertEqual(m.stopwatchSight, .seconds)
        XCTAssertEqual(m.partsDeadline(after: m.now)!.uptime - started, 1, accuracy: 1e-6)
        XCTAssertEqual(m.partsDeadline(after: m.now.advanced(by: 1))!.uptime - started, 2, accuracy: 1e-6)
        press("s", &m, after: 0.2)
        press("s", &m, after: 5)
        XCTAssertEqual(m.partsDeadline(after: m.now)!.uptime - m.now.uptime, 0.5, accuracy: 1e-6,
                       "stopped at 1.5 s and started again: its seconds turn over half a second on")
    }
}
