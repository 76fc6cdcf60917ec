@testable import ClockCore
import Foundation
import XCTest

/// The ring as the state file tells every tui-clock process (`RingRecord`), on simulated time: two processes' models
/// (a background ringer's and a clock's) passing the file between them ring each occurrence once.
final class RingRecordTests: XCTestCase {
    private let ny = calendar("America/New_York")
    private var seven: Date { local(2026, 1, 15, 7, 0, in: ny) }

    private func alarm(at start: Date, resuming: Bool = true) -> (AlarmRinging, ManualTimeSource) {
        var c = AlarmRinging(settings: AlarmSettings(isOn: true, time: time(7, 0), days: .daily))
        let source = ManualTimeSource(wall: start)
        _ = c.start(at: source.now(), in: ny, resumingRing: resuming)
        return (c, source)
    }

    func testARingIsRecordedFromItsStartToItsEndWhicheverWayItEnds() {
        for end in ["dismiss", "snooze", "silence"] {
            var (c, source) = alarm(at: seven.addingTimeInterval(-1))
            source.advance(by: 1.5)
            _ = c.tick(at: source.now(), in: ny)
            XCTAssertEqual(c.settings.ringing?.occurrence.instant, seven, end)
            XCTAssertEqual(c.settings.ringing?.since, source.now().wall)
            switch end {
            case "dismiss": _ = c.dismiss(at: source.now())
            case "snooze": _ = c.snooze(at: source.now())
            default:
                source.advance(by: AlarmRinging.autoSilenceAfter)
                XCTAssertTrue(c.tick(at: source.now(), in: ny).contains(.autoSilenced(AlarmOccurrence(instant: seven, time: time(7, 0)))))
            }
            XCTAssertNil(c.settings.ringing, "\(end) ends the record")
        }
    }

    func testTheRecordSurvivesTheStateFile() throws {
        var (c, source) = alarm(at: seven.addingTimeInterval(-1))
        source.advance(by: 20)
        _ = c.tick(at: source.now(), in: ny)
        let record = try XCTUnwrap(c.settings.ringing)
        XCTAssertEqual(record.lateBy, 19, "late by more than the on-time grace")
        let read = try StateFileFormat.decode(StateFileFormat.encode(SavedState(alarms: [c.settings])))
        XCTAssertEqual(read.alarms[0].ringing, record)
    }

    func testAProcessFollowingTheFileRingsWhatAnotherBeganOnceAndStopsWhenItIsDismissedThere() {
        var (ringer, source) = alarm(at: seven.addingTimeInterval(-1))
        var (clock, _) = alarm(at: seven.addingTimeInterval(-1))
        source.advance(by: 1.5)
        // The clock reaches the occurrence first and saves; the ringer follows the file before its own tick.
        XCTAssertEqual(clock.tick(at: source.now(), in: ny).count, 1)
        XCTAssertEqual(ringer.follow(clock.settings, at: source.now()), [.ring(AlarmOccurrence(instant: seven, time: time(7, 0)), lateBy: nil)])
        XCTAssertEqual(ringer.tick(at: source.now().advanced(by: 0.5), in: ny).filter { if case .ring = $0 { true } else { false } }, [],
                       "the occurrence is handled: its own tick does not ring it again")
        XCTAssertTrue(ringer.isRinging)
        _ = clock.dismiss(at: source.now())
        XCTAssertEqual(ringer.follow(clock.settings, at: source.now()), [], "ended elsewhere: no word of its own")
        XCTAssertFalse(ringer.isRinging)
    }

    func testARingTakenOverStopsByItselfTenMinutesAfterItBeganNotAfterTheTakeOver() {
        var (first, source) = alarm(at: seven.addingTimeInterval(-1))
        source.advance(by: 1)
        _ = first.tick(at: source.now(), in: ny)
        source.advance(by: 4 * 60)
        // A clock opened four minutes into the ring takes it over at start.
        var opened = AlarmRinging(settings: first.settings)
        let events = opened.start(at: source.now(), in: ny)
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(opened.isRinging)
        source.advance(by: 6 * 60 + 1)
        XCTAssertTrue(opened.tick(at: source.now(), in: ny).contains { if case .autoSilenced = $0 { true } else { false } })
        XCTAssertNil(opened.settings.ringing)
    }

    func testARingerRestartedMidRingLetsTheRecordGoAndNeverRingsTheOccurrenceAgain() {
        var (first, source) = alarm(at: seven.addingTimeInterval(-1))
        source.advance(by: 1)
        _ = first.tick(at: source.now(), in: ny)
        source.advance(by: 30)
        var restarted = AlarmRinging(settings: first.settings)
        XCTAssertEqual(restarted.start(at: source.now(), in: ny, resumingRing: false), [])
        XCTAssertFalse(restarted.isRinging)
        XCTAssertNil(restarted.settings.ringing)
        for _ in 0..<120 {
            source.advance(by: 1)
            XCTAssertEqual(restarted.tick(at: source.now(), in: ny), [])
        }
    }

    /// The clock that rang it went away mid-ring (its terminal closed) and the next one opens two hours later: the
    /// ring is over, and nobody answered it, so the user hears it was missed, as after a ring left to silence itself.
    func testARecordOlderThanTheAutoSilenceIsNotTakenOverButReportedMissed() {
        var (first, source) = alarm(at: seven.addingTimeInterval(-1))
        source.advance(by: 1)
        _ = first.tick(at: source.now(), in: ny)
        source.advance(by: AlarmRinging.autoSilenceAfter + 1)
        var opened = AlarmRinging(settings: first.settings)
        XCTAssertEqual(opened.start(at: source.now(), in: ny), [.missedWhileNotRunning(AlarmOccurrence(instant: seven, time: time(7, 0)))])
        XCTAssertFalse(opened.isRinging)
        XCTAssertNil(opened.settings.ringing)
    }

    /// The background ringer's own start (`resumingRing: false`) on a record whose ring is over: a clock or ringer went
    /// away mid-ring and nobody answered, so the ringer says it was missed, as the clock does, where it let it go
    /// without a word; the record goes, so a later start does not say it again.
    func testTheRingersStartReportsARecordWhoseRingIsOverAsMissedOnce() {
        var (first, source) = alarm(at: seven.addingTimeInterval(-1))
        source.advance(by: 1)
        _ = first.tick(at: source.now(), in: ny)
        source.advance(by: AlarmRinging.autoSilenceAfter + 1)
        var ringer = AlarmRinging(settings: first.settings)
        XCTAssertEqual(ringer.start(at: source.now(), in: ny, resumingRing: false),
                       [.missedWhileNotRunning(AlarmOccurrence(instant: seven, time: time(7, 0)))])
        XCTAssertFalse(ringer.isRinging)
        XCTAssertNil(ringer.settings.ringing)
        source.advance(by: 60)
        var again = AlarmRinging(settings: ringer.settings)
        XCTAssertEqual(again.start(at: source.now(), in: ny, resumingRing: false), [], "said once")
    }

    func testTheAlarmListFollowsTheFileAlarmByAlarm() {
        let now = moment(seven)
        var list = AlarmList([AlarmSettings(id: 1, isOn: true), AlarmSettings(id: 2, isOn: true, label: "Pills")])
        var file = list.saved
        file.alarms[1].ringing = RingRecord(occurrence: AlarmOccurrence(instant: seven, time: time(7, 0)), since: seven)
        let events = list.adopt(file, at: now)
        XCTAssertEqual(events.map(\.alarm.id), [2])
        XCTAssertEqual(list.ringing.map(\.label), ["Pills"])
        file.alarms[1].ringing = nil
        XCTAssertEqual(list.adopt(file, at: now), [])
        XCTAssertFalse(list.isRinging)
    }

    func testAfterASleepInAnotherProgramImageALateAlarmStillRingsLateAndAVeryLateOneIsMissed() {
        // The ringer checked up to 06:59:00, then slept (as its idle self) through a suspend.
        let checked = local(2026, 1, 15, 6, 59, in: ny)
        for (sleep, expectRing) in [(5.0 * 60, true), (20.0 * 60, false)] {
            var woken = AlarmRinging(settings: AlarmSettings(isOn: true, time: time(7, 0), days: .daily,
                                                             lastSeenRunning: checked))
            let events = woken.continueWatching(checkedUntil: checked, at: moment(checked.addingTimeInterval(sleep)), in: ny)
            let occurrence = AlarmOccurrence(instant: seven, time: time(7, 0))
            if expectRing {
                XCTAssertEqual(events, [.ring(occurrence, lateBy: sleep - 60)], "4 minutes late: it rings, and says how late")
            } else {
                XCTAssertEqual(events, [.missed(occurrence)], "19 minutes late, past the auto-silence: missed")
            }
        }
    }
}
