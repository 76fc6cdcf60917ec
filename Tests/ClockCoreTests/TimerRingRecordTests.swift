import ClockCore
import Foundation
import XCTest

/// Issue 25 with the background ringer: a timer that is done is written to the state file with its ring record
/// (`ringingSince`), so every tui-clock process rings it once: the ringer and the open clocks follow one ring, a
/// clock opened mid-ring takes it over with the sound, and the ring's end anywhere ends it everywhere. On simulated
/// time.
final class TimerRingRecordTests: XCTestCase {
    let start = utc("2026-11-21T10:00:00Z")

    func tea(at now: Moment) -> CountdownTimer {
        var timer = CountdownTimer(id: 1, label: "Tea", duration: 240)
        timer.resume(at: now)
        return timer
    }

    func testARingingTimerIsSavedWithWhenItBeganAndItsEndIsAChangeInTheFile() throws {
        let now = Moment(wall: start, uptime: 100)
        var timer = tea(at: now)
        XCTAssertNil(timer.saved.ringingSince)
        let done = now.advanced(by: 240.2)
        XCTAssertEqual(timer.tick(at: done).count, 1)
        XCTAssertEqual(timer.saved.ringingSince, done.wall)
        XCTAssertEqual(timer.saved.left, 240, "held at its length: a reader that knows no ring record finds it done")
        let state = SavedState(timers: SavedTimers(timers: [timer.saved]))
        XCTAssertEqual(try StateFileFormat.decode(StateFileFormat.encode(state)), state, "the record survives the file")

        var dismissed = timer
        dismissed.reset()
        XCTAssertNil(dismissed.saved.ringingSince)
        XCTAssertNotEqual(dismissed.saved, timer.saved, "dismissed elsewhere: a change the ringer sees")
        var restarted = timer
        restarted.resume(at: done.advanced(by: 1))
        XCTAssertNil(restarted.saved.ringingSince)
        XCTAssertTrue(restarted.isRunning)
    }

    /// Another process (the ringer after a clock rang it; a clock opened mid-ring) rings on from the record, and
    /// silences at the same instant the first would have: ten minutes after the ring began, not after it read it.
    func testAProcessReadingTheRecordRingsOnAndSilencesTenMinutesAfterTheRingBegan() {
        let saved = SavedTimer(id: 1, label: "Tea", duration: 240, ringingSince: start)
        let reader = Moment(wall: start.addingTimeInterval(240), uptime: 7)
        var timer = CountdownTimer(saved, at: reader)
        XCTAssertTrue(timer.isRinging)
        XCTAssertEqual(timer.saved, saved, "read back as it was written: no save of its own")
        XCTAssertFalse(timer.tick(at: reader.advanced(by: 359)).contains { if case .autoSilenced = $0 { true } else { false } })
        let silenced = timer.tick(at: reader.advanced(by: 360))
        XCTAssertTrue(silenced.count == 1 && silenced.contains { if case .autoSilenced = $0 { true } else { false } }, "\(silenced)")
        XCTAssertTrue(timer.isReset)

        let late = CountdownTimer(saved, at: Moment(wall: start.addingTimeInterval(601), uptime: 7))
        XCTAssertTrue(late.isReset, "a ring older than the auto-silence ended unattended")
    }

    /// The clock that rang it went away mid-ring (its terminal closed) and the next one opens an hour later: the ring
    /// is over, nobody answered it, and the start says so once, as the auto-silence would have.
    func testARingOverBeforeTheStartIsReportedOnceAsUnanswered() {
        let saved = SavedState(timers: SavedTimers(timers: [SavedTimer(id: 1, label: "Tea", duration: 240,
                                                                       ringingSince: start)]))
        let later = Moment(wall: start.addingTimeInterval(3600), uptime: 7)
        var list = TimerList(saved.timers, at: later)
        let events = list.start(at: later)
        XCTAssertEqual(events.count, 1)
        guard case .autoSilenced(let timer)? = events.first else { return XCTFail("\(events)") }
        XCTAssertEqual(timer.name, "Tea, 4:00")
        XCTAssertTrue(list.timers[0].isReset)
        XCTAssertFalse(list.timers[0].isRinging)
        XCTAssertEqual(list.start(at: later.advanced(by: 1)), [], "said once")
    }

    /// A clock opened while the background ringer rings a timer shows it and makes the sound (the ringer then stops
    /// its own), as a clock opened mid-ring does for an alarm.
    func testAClockOpenedMidRingTakesTheRingOverWithTheSound() {
        let file = SavedState(timers: SavedTimers(timers: [SavedTimer(id: 1, label: "Tea", duration: 240,
                                                                      ringingSince: start.addingTimeInterval(-20))]))
        let now = Moment(wall: start, uptime: 50)
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: calendar("UTC"),
                         now: now, alarms: file)
        let effects = update(&m, .started(StartUp()), at: now)
        XCTAssertTrue(m.timers.list.isRinging)
        XCTAssertTrue(effects.contains(.ringSound(true)), "\(effects)")
        XCTAssertTrue(m.notifications.shown.map(\.message).contains("Timer done — Tea, 4:00"))
        // Dismissed here: the file loses the record, which the ringer follows.
        _ = update(&m, .input(.key(KeyEvent(.enter, modifiers: []))), at: now.advanced(by: 1))
        XCTAssertFalse(m.timers.list.isRinging)
        XCTAssertNil(m.savedState.timers.timers[0].ringingSince)
    }

    func testTheFileRefusesARingRecordOnARunningTimerOrOutsideTime() {
        for bad in [#"{"id": 1, "duration": 5, "endsAt": 5, "ringingSince": 5}"#,
                    #"{"id": 1, "duration": 5, "left": 5, "ringingSince": -1}"#,
                    #"{"id": 1, "duration": 5, "left": 5, "ringingSince": "now"}"#] {
            let text = #"{"version": 3, "alarms": [], "timers": {"list": ["# + bad + "]}}"
            XCTAssertThrowsError(try StateFileFormat.decode(Array(text.utf8)), bad)
        }
    }
}
