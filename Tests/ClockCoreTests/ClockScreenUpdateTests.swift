@testable import ClockCore
import Foundation
import XCTest

/// Issue 19: the clock screen's `update` is a value on its own — no `AppModel` — that says what happened in its
/// own words; the notices, sounds and saves are the app's consequences, tested from before/after pairs below.
final class ClockScreenUpdateTests: XCTestCase {
    let cal = calendar("Europe/Berlin")

    func context(at hour: Int, _ minute: Int, second: Int = 0, uptime: Uptime = 100) -> ClockContext {
        ClockContext(now: Moment(wall: local(2026, 6, 10, hour, minute, second, in: cal), uptime: uptime), calendar: cal,
                     layout: ClockScreenLayout(size: Size(width: 120, height: 40), ascii: false))
    }

    func screen(_ settings: AlarmSettings = AlarmSettings(time: AlarmTime(hour: 7, minute: 0)!)) -> ClockScreen {
        ClockScreen(settings: settings)
    }

    func testTheAlarmKeySwitchesTheAlarmOnAndSaysItWasToggled() {
        var clock = screen()
        XCTAssertEqual(clock.update(.key(KeyEvent(.char("a"))), context(at: 5, 0)), [.changed(.toggled)])
        XCTAssertTrue(clock.alarm.settings.isOn)
    }

    func testArrowsNudgeTheAlarmAndTheDrumsFollow() {
        var clock = screen()
        XCTAssertEqual(clock.update(.key(KeyEvent(.right)), context(at: 5, 0)), [.changed(.nudged)])
        XCTAssertEqual(clock.alarm.settings.time, AlarmTime(hour: 7, minute: 1))
        XCTAssertEqual(clock.minuteSpinner.value, 1)
    }

    func testAKeyTheClockDoesNotUseIsLeftToTheApp() {
        var clock = screen()
        XCTAssertNil(clock.update(.key(KeyEvent(.char("q"))), context(at: 5, 0)))
        XCTAssertNil(clock.update(.key(KeyEvent(.tab)), context(at: 5, 0)))
    }

    func testRingingDropsAHalfTypedLabelAndIsReportedNotActedOn() {
        var clock = screen(AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = clock.update(.tick, context(at: 6, 59, second: 50, uptime: 100))
        _ = clock.update(.key(KeyEvent(.char("L"))), context(at: 6, 59, second: 51, uptime: 101))
        XCTAssertNotNil(clock.labelDraft)
        let happened = clock.update(.tick, context(at: 7, 0, second: 1, uptime: 111)) ?? []
        XCTAssertTrue(happened.contains { if case .alarm(let e) = $0, case .ring = e.event { return true } else { return false } },
                      "\(happened)")
        XCTAssertNil(clock.labelDraft)
        XCTAssertTrue(clock.alarms.isRinging)
        XCTAssertEqual(clock.update(.key(KeyEvent(.char("s"))), context(at: 7, 0, second: 3, uptime: 113))?.count, 1,
                       "s snoozes: one alarm reports it")
        XCTAssertFalse(clock.alarms.isRinging)
    }

    func testDeletingAndUndoingSayWhatHappened() {
        var clock = ClockScreen(saved: SavedState(alarms: [AlarmSettings(), AlarmSettings(time: AlarmTime(hour: 9, minute: 0)!)]))
        XCTAssertEqual(clock.update(.key(KeyEvent(.char("d"))), context(at: 5, 0)), [.changed(.deleted)])
        XCTAssertEqual(clock.alarms.count, 1)
        XCTAssertEqual(clock.update(.key(KeyEvent(.char("u"))), context(at: 5, 0)), [.changed(.restored)])
        XCTAssertEqual(clock.alarms.count, 2)
    }
}

/// The consequences pass derives saves, notices and sounds from the model before and after, and from the words
/// the screens used — never from flags at each call site.
final class ConsequencesTests: XCTestCase {
    let cal = calendar("Europe/Berlin")

    func model(alarm: AlarmSettings = AlarmSettings(time: AlarmTime(hour: 7, minute: 0)!)) -> AppModel {
        AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: cal,
                 now: Moment(wall: local(2026, 6, 10, 5, 0, in: cal), uptime: 100), alarm: alarm)
    }

    func testAnAlarmThatDiffersFromTheSavedOneIsSavedOnceAndOnlyThen() {
        let before = model()
        var after = before
        after.clock.alarm.settings.label = "Gym"
        let effects = after.consequences(of: [.clock(.changed(.labelled))], since: before, at: after.now)
        XCTAssertEqual(effects, [.saveAlarms(after.clock.alarms.saved)])
        XCTAssertTrue(after.notifications.messages.isEmpty, "a label is shown in the list, not announced")
        let again = after
        XCTAssertEqual(after.consequences(of: [], since: again, at: after.now), [], "nothing new to save")
    }

    func testSwitchingOnIsAnnouncedAndSwitchingOffReplacesTheAnnouncement() {
        let off = model()
        var on = off
        on.clock.alarm.settings.isOn = true
        _ = on.consequences(of: [.clock(.changed(.toggled))], since: off, at: on.now)
        XCTAssertEqual(on.notifications.messages, ["Alarm set for 7:00 AM — rings in 2 h"])
        let wasOn = on
        var offAgain = on
        offAgain.clock.alarm.settings.isOn = false
        _ = offAgain.consequences(of: [.clock(.changed(.toggled))], since: wasOn, at: on.now.advanced(by: 1))
        XCTAssertEqual(offAgain.notifications.messages, ["Alarm off"], "replaced at once, in its place")
        XCTAssertEqual(offAgain.notifications.latest(about: .alarmSetting(alarmID: offAgain.clock.alarm.settings.id)),
                       offAgain.notifications.shown.last?.id, "the newer notice about the alarm replaces the older")
    }

    func testANudgeIsSavedButNotAnnounced() {
        let before = model(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        var after = before
        after.clock.alarm.settings.time = AlarmTime(hour: 7, minute: 1)!
        let effects = after.consequences(of: [.clock(.changed(.nudged))], since: before, at: after.now)
        XCTAssertEqual(effects, [.saveAlarms(after.clock.alarms.saved)])
        XCTAssertTrue(after.notifications.messages.isEmpty)
    }

    /// A model whose alarm is a minute away and has been looked at once (so the next tick past it rings).
    func modelBeforeRinging() -> AppModel {
        var m = model(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 5, minute: 1)!))
        _ = update(&m, .tick, at: m.now)
        return m
    }

    func testTheRingingThatStopsIsReadFromBeforeAndAfterWhateverStoppedIt() {
        var ringing = modelBeforeRinging()
        _ = update(&ringing, .tick, at: ringing.now.advanced(by: 61))
        XCTAssertTrue(ringing.clock.alarms.isRinging)
        XCTAssertEqual(ringing.screen, .clock)
        var stopped = ringing
        let now = ringing.now
        _ = stopped.clock.alarms.each { $0.dismiss(at: now) }  // no words passed: only before and after tell
        let effects = stopped.consequences(of: [], since: ringing, at: ringing.now)
        XCTAssertTrue(effects.contains(.ringSound(false)), "\(effects)")
        XCTAssertNil(stopped.notifications.latest(about: .ringing))
    }

    func testARingTakesTheScreenClosesTheHelpRingsTheBellAndTheSound() {
        var before = modelBeforeRinging()
        before.screen = .albumWall
        before.showsHelp = true
        var after = before
        let now = before.now.advanced(by: 61)
        let events = after.clock.alarms.each { $0.tick(at: now, in: self.cal) }
        XCTAssertFalse(events.isEmpty)
        let effects = after.consequences(of: events.map { .clock(.alarm($0)) }, since: before, at: now)
        XCTAssertEqual(after.screen, .clock)
        XCTAssertFalse(after.showsHelp)
        XCTAssertTrue(effects.contains(.bell))
        XCTAssertTrue(effects.contains(.ringSound(true)))
        XCTAssertNotNil(after.notifications.latest(about: .ringing))
    }
}
