import ClockCore
import Foundation
import XCTest

/// The app-level update: routing, alarm keys, notifications, and what it asks the run loop to do.
final class AppUpdateTests: XCTestCase {
    func model(at hour: Int, _ minute: Int, in zone: String = "Europe/Berlin", alarm: AlarmSettings = AlarmSettings())
        -> AppModel {
        let cal = calendar(zone)
        let date = local(2026, 6, 10, hour, minute, in: cal)
        return AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: cal,
                        now: Moment(wall: date, uptime: 100), alarm: alarm)
    }

    func key(_ k: Key) -> Msg { .input(.key(KeyEvent(k))) }

    func testSwitchingTheAlarmOnSavesItAndAnnouncesWhenItRings() {
        var m = model(at: 5, 0)
        let effects = update(&m, key(.char("a")), at: m.now)
        XCTAssertTrue(m.clock.alarm.settings.isOn)
        XCTAssertTrue(effects.contains(.saveAlarms(m.clock.alarms.saved)))
        XCTAssertTrue(messages(m).contains("Alarm set for 7:00 AM — rings in 2 h"), "\(messages(m))")
    }

    func testArrowKeysMoveTheAlarmAndTheSpinnersFollow() {
        var m = model(at: 5, 0)
        for k in [Key.right, .right, .up] { _ = update(&m, key(k), at: m.now) }
        XCTAssertEqual(m.clock.alarm.settings.time, AlarmTime(hour: 8, minute: 2))
        XCTAssertEqual(m.clock.hourSpinner.value, 8)
        XCTAssertEqual(m.clock.minuteSpinner.value, 2)
    }

    func testAFocusedSpinnerTakesTheArrowKeysAndSetsTheAlarm() {
        var m = model(at: 5, 0)
        _ = update(&m, key(.backTab), at: m.now)
        XCTAssertEqual(m.clock.focus, .hour)
        _ = update(&m, key(.up), at: m.now)
        var now = m.now
        for _ in 0..<30 {
            now = now.advanced(by: 1.0 / 30)
            _ = update(&m, .tick, at: now)
        }
        XCTAssertEqual(m.clock.alarm.settings.time, AlarmTime(hour: 8, minute: 0), "the hour spinner set 08")
        _ = update(&m, key(.escape), at: now)
        XCTAssertEqual(m.clock.focus, .dial)
    }

    func testRingingThenSnoozeAndDismissDriveTheSoundAndTheNotification() {
        var m = model(at: 6, 59, alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = update(&m, .started(StartUp()), at: m.now)
        let ring = update(&m, .tick, at: m.now.advanced(by: 61))
        XCTAssertTrue(ring.contains(.ringSound(true)))
        XCTAssertTrue(ring.contains(.bell))
        XCTAssertTrue(messages(m).contains { $0.hasPrefix("Wake up! 7:00 AM") })
        let snooze = update(&m, key(.char("s")), at: m.now.advanced(by: 2))
        XCTAssertTrue(snooze.contains(.ringSound(false)))
        XCTAssertNotNil(m.clock.alarm.settings.pendingSnooze)
        XCTAssertTrue(snooze.contains(.saveAlarms(m.clock.alarms.saved)), "the pending snooze is saved at once")
    }

    /// Found by hand: snoozed at 7:00 and moved to 11:45, the alarm said "Alarm set for 11:45 AM — rings in
    /// 10 min", the snooze's time beside the new one. It counts to 11:45; the snooze still rings at 7:10.
    func testMovingASnoozedAlarmSaysWhenItsNewTimeRings() {
        var m = model(at: 6, 59, alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = update(&m, .started(StartUp()), at: m.now)
        _ = update(&m, .tick, at: m.now.advanced(by: 60))
        _ = update(&m, key(.char("s")), at: m.now)
        let snoozeEnd = m.clock.alarm.settings.pendingSnooze
        XCTAssertNotNil(snoozeEnd)
        _ = update(&m, key(.backTab), at: m.now)
        _ = update(&m, key(.up), at: m.now)
        var now = m.now
        for _ in 0..<30 {
            now = now.advanced(by: 1.0 / 30)
            _ = update(&m, .tick, at: now)
        }
        XCTAssertEqual(m.clock.alarm.settings.time, AlarmTime(hour: 8, minute: 0), "the Hour drum set 8")
        XCTAssertTrue(messages(m).contains("Alarm set for 8:00 AM — rings in 1 h"), "\(messages(m))")
        XCTAssertFalse(messages(m).contains { $0.hasPrefix("Alarm set for 8:00 AM — rings in 10 min") })
        XCTAssertEqual(m.clock.alarm.settings.pendingSnooze, snoozeEnd, "the snooze still rings when it said")
    }

    func testTheAlarmPausesTheMusicWhenItRings() {
        var m = model(at: 6, 59, alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = update(&m, .started(StartUp()), at: m.now)
        let album = Album(id: "a", title: "Morning", artist: "Band", directory: "/m",
                          tracks: [Track(title: "One", path: "/m/1.ogg"), Track(title: "Two", path: "/m/2.ogg")],
                          cover: .none)
        _ = update(&m, key(.tab), at: m.now)
        _ = update(&m, .albumsFound([album]), at: m.now)
        let open = update(&m, key(.enter), at: m.now)
        XCTAssertTrue(open.contains(.player(.load(paths: ["/m/1.ogg", "/m/2.ogg"], startAt: 0))), "\(open)")
        for event in [PlayerEvent.ready, .playlistPosition(0), .paused(false)] {
            _ = update(&m, .player(event), at: m.now)
        }
        let ring = update(&m, .tick, at: m.now.advanced(by: 61))
        XCTAssertEqual(m.screen, .clock, "the clock comes to the front")
        XCTAssertTrue(ring.contains(.player(.setPaused(true))), "\(ring)")
    }

    func testATimeZoneChangeMovesTheClockAndTheAlarm() {
        var m = model(at: 6, 0, alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        let berlinRing = m.clock.alarm.nextRing(after: m.now.wall, in: m.calendar)!
        _ = update(&m, .timeZoneChanged(rules("America/New_York")), at: m.now)
        XCTAssertEqual(TimeOfDay(m.now.wall, calendar: m.calendar).hour, 0, "06:00 in Berlin is midnight in New York")
        let newYorkRing = m.clock.alarm.nextRing(after: m.now.wall, in: m.calendar)!
        XCTAssertEqual(newYorkRing.timeIntervalSince(berlinRing), 6 * 3600, "07:00 wall clock, now New York's")
    }

    func testQuitHelpAndTabAreGlobal() {
        var m = model(at: 5, 0)
        _ = update(&m, key(.char("?")), at: m.now)
        XCTAssertTrue(m.showsHelp)
        _ = update(&m, key(.char("x")), at: m.now)
        XCTAssertFalse(m.showsHelp, "any key closes the help")
        _ = update(&m, key(.tab), at: m.now)
        XCTAssertEqual(m.screen, .albumWall)
        XCTAssertEqual(update(&m, key(.char("q")), at: m.now), [.quit])
        XCTAssertEqual(update(&m, key(.ctrl("c")), at: m.now), [.quit])
        XCTAssertEqual(update(&m, key(.ctrl("z")), at: m.now), [.suspend])
    }

    /// The messages of the notifications currently shown or queued.
    func messages(_ m: AppModel) -> [String] { m.notifications.messages }
}
