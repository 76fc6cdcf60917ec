import ClockCore
import Foundation
import XCTest

/// An open clock with nothing changing writes the state file not once: each write wakes the idle background ringer,
/// which watches the file and becomes the whole program to read it. A change the user makes is still saved at once.
final class IdleSaveTests: XCTestCase {
    private func model() -> AppModel {
        let cal = calendar("Europe/Berlin")
        let alarm = AlarmSettings(isOn: true, time: time(7, 0))
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: cal,
                         now: Moment(wall: local(2026, 6, 10, 5, 0, in: cal), uptime: 100), alarm: alarm)
        _ = update(&m, .tick, at: m.now)
        return m
    }

    private func saves(_ effects: [Effect]) -> [SavedState] {
        effects.compactMap { if case .saveAlarms(let state) = $0 { state } else { nil } }
    }

    func testAnIdleClockWritesTheStateFileNotOnceInFiveMinutes() {
        var m = model()
        let start = m.now
        var written: [SavedState] = []
        // Ticks twice a second, as the run loop's state file check does, for five simulated minutes.
        for i in 1...600 {
            written += saves(update(&m, .tick, at: start.advanced(by: 0.5 * Double(i))))
        }
        XCTAssertEqual(written.count, 0, "an idle clock rewrote the state file \(written.count) times")
    }

    func testAChangeAfterAnIdleSpellIsSavedAtOnceWithWhenTheClockLastRan() {
        var m = model()
        let start = m.now
        for i in 1...240 { _ = update(&m, .tick, at: start.advanced(by: 0.5 * Double(i))) }
        let later = start.advanced(by: 0.5 * 241)
        let written = saves(update(&m, .input(.key(KeyEvent(.right))), at: later))
        XCTAssertEqual(written.map { $0.alarms.map(\.time) }, [[time(7, 1)]], "the moved alarm is saved at once")
        // What a crash leaves behind still says the clock ran until about now, so the next start reports no alarm
        // as missed that this one would have rung.
        let seen = try? XCTUnwrap(written.first?.alarms.first?.lastSeenRunning)
        XCTAssertEqual(seen?.timeIntervalSince(later.wall) ?? -999, 0, accuracy: AlarmRinging.lastSeenRefreshInterval)
    }

    /// What a crash leaves after an idle spell and then an edit: the alarm moved to a time already past today. The
    /// next start must not call it missed (it was set after that time), so the edit's save carries a recent stamp.
    func testAnAlarmMovedToAnHourAlreadyPastAndThenACrashIsNotReportedMissedAtTheNextStart() {
        var m = model()
        let start = m.now
        for i in 1...600 { _ = update(&m, .tick, at: start.advanced(by: 0.5 * Double(i))) }
        // At 5:05, the alarm goes from 7:00 to 5:02 (two hours down, two minutes up), which has passed today.
        var written: [SavedState] = []
        let edited = start.advanced(by: 300.5)
        for key in [Key.down, .down, .right, .right] { written += saves(update(&m, .input(.key(KeyEvent(key))), at: edited)) }
        let crashed = try? XCTUnwrap(written.last)
        XCTAssertEqual(crashed?.alarms.first?.time, time(5, 2))
        var next = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: m.calendar,
                            now: edited.advanced(by: 600), alarms: crashed ?? SavedState())
        _ = update(&next, .started(StartUp(alarm: nil, notices: [])), at: next.now)
        XCTAssertFalse(next.notifications.messages.contains { $0.contains("Missed") }, "\(next.notifications.messages)")
    }
}
