import ClockCore
import Foundation
import XCTest

/// `--now` shifts the program's wall clock; the state file's instants stay real, as `tui-clock timers add` writes
/// them with the real clock. A timer must end its length after it was asked, whatever the shift.
final class TimerClockShiftTests: XCTestCase {
    /// The real time; the program shows a time `shift` seconds later (`--now 15:00` at a real 10:00).
    let real = utc("2026-11-21T10:00:00Z")
    let shift = 5.0 * 3600

    func model(saved: SavedState = SavedState()) -> AppModel {
        var m = AppModel(options: AppOptions(clockShift: shift), screenSize: Size(width: 120, height: 40),
                         calendar: calendar("Europe/Berlin"), now: Moment(wall: real.addingTimeInterval(shift), uptime: 50),
                         alarms: saved)
        _ = update(&m, .started(StartUp()), at: m.now)
        return m
    }

    /// What `tui-clock timers add 2s --label Eggs` writes at the real `at`.
    func addedFromTheCommandLine(at: Date, to state: SavedState = SavedState()) -> SavedState {
        var state = state
        var list = TimerList(state.timers, at: Moment(wall: at, uptime: 0))
        list.start(2, label: "Eggs", at: Moment(wall: at, uptime: 0))
        state.timers = list.saved
        return state
    }

    func ringsAfter(_ m: inout AppModel) -> Double? {
        for quarter in 1...40 {
            _ = update(&m, .tick, at: m.now.advanced(by: 0.25))
            if m.timers.list.isRinging { return Double(quarter) / 4 }
        }
        return nil
    }

    func testATimerTheCommandLineAddsWhileTheShiftedProgramRunsRingsAfterItsLength() {
        var m = model()
        _ = update(&m, .alarmsChanged(addedFromTheCommandLine(at: real)), at: m.now)
        XCTAssertEqual(m.timers.list.timers.map(\.label), ["Eggs"])
        XCTAssertFalse(m.timers.list.isRinging, "not rung at once, 5 h early")
        XCTAssertEqual(ringsAfter(&m), 2)
        XCTAssertTrue(m.notifications.messages.contains("Timer done — Eggs, 0:02"), "\(m.notifications.messages)")
        XCTAssertFalse(m.notifications.messages.contains { $0.contains("while tui-clock was closed") })
    }

    func testATimerInTheFileAtStartRunsOnWithWhatItHadLeft() {
        var m = model(saved: addedFromTheCommandLine(at: real.addingTimeInterval(-1)))
        XCTAssertEqual(m.timers.list.timers.first?.left(at: m.now.uptime) ?? 0, 1, accuracy: 1e-9)
        XCTAssertEqual(ringsAfter(&m), 1)
    }

    func testTheProgramWritesRealEndsThatTheCommandLineReadsAsItsOwn() throws {
        var m = model()
        for k: Key in [.char("T"), .char("0"), .backTab, .char("9"), .enter] {
            _ = update(&m, .input(.key(KeyEvent(k))), at: m.now.advanced(by: 0.1))
        }
        let end = try XCTUnwrap(m.savedState.timers.timers.first?.endsAt)
        XCTAssertEqual(end.timeIntervalSince(real), 0.5 + 9, accuracy: 1e-6, "the real instant it ends")
        var saved: SavedState?
        for case .saveAlarms(let state) in m.leaving(at: m.now) { saved = state }
        XCTAssertEqual(try XCTUnwrap(saved).timers.timers.first?.endsAt, end)
    }

    /// Found by hand: the background ringer rang Eggs 3 s ago; a clock started with `--now` read the ring's real
    /// start on its shifted clock, found it 5 h old and said "Timer done, nobody answered" instead of ringing on.
    func testAShiftedClockOpenedMidRingTakesTheRingOverAndWritesItsRealStart() throws {
        let since = real.addingTimeInterval(-3)
        let ringing = SavedState(timers: SavedTimers(timers: [SavedTimer(id: 1, label: "Eggs", duration: 2,
                                                                         ringingSince: since)]))
        let m = model(saved: ringing)
        XCTAssertTrue(m.timers.list.isRinging, "it rings on")
        XCTAssertTrue(m.notifications.messages.contains("Timer done — Eggs, 0:02"), "\(m.notifications.messages)")
        XCTAssertFalse(m.notifications.messages.contains { $0.contains("nobody answered") })
        XCTAssertEqual(try XCTUnwrap(m.savedState.timers.timers.first?.ringingSince), since, "the file keeps the real start")

        var rung = model()
        for k: Key in [.char("T"), .char("0"), .backTab, .char("1"), .enter] {
            _ = update(&rung, .input(.key(KeyEvent(k))), at: rung.now.advanced(by: 0.1))
        }
        XCTAssertNotNil(ringsAfter(&rung))
        let start = try XCTUnwrap(rung.savedState.timers.timers.first?.ringingSince)
        XCTAssertEqual(start.timeIntervalSince(real), 0.5 + 1, accuracy: 0.3, "the real instant it began to ring")
    }

    func testWithoutTheShiftTheFileIsTakenAsItIs() {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: calendar("Europe/Berlin"),
                         now: Moment(wall: real, uptime: 50), alarms: addedFromTheCommandLine(at: real))
        _ = update(&m, .started(StartUp()), at: m.now)
        XCTAssertEqual(m.savedState.timers, addedFromTheCommandLine(at: real).timers)
        XCTAssertEqual(ringsAfter(&m), 2)
    }
}
