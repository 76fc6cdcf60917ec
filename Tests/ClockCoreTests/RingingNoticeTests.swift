import ClockCore
import Foundation
import XCTest

/// The one notice the ringing alarms share names what is true now: each alarm still ringing, the album it wakes
/// to while that plays; an alarm that stopped (silenced, deleted) leaves it, in its place on screen.
final class RingingNoticeTests: XCTestCase {
    private let berlin = calendar("Europe/Berlin")
    private let albums = sampleAlbums(2)

    private func model(_ alarms: [AlarmSettings], at hour: Int, _ minute: Int, _ second: Int) -> AppModel {
        var m = AppModel(options: AppOptions(twentyFourHour: true), screenSize: Size(width: 120, height: 40),
                         calendar: berlin, now: Moment(wall: local(2026, 6, 10, hour, minute, second, in: berlin),
                                                       uptime: 100),
                         alarms: SavedState(alarms: alarms))
        _ = update(&m, .albumsFound(albums), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: albums.count, message: nil), at: m.now)
        _ = update(&m, .started(StartUp()), at: m.now)
        return m
    }

    /// Ticks once a second, as the run loop does while an alarm rings, for `seconds`.
    private func run(_ m: inout AppModel, for seconds: Int) {
        for _ in 0..<seconds { _ = update(&m, .tick, at: m.now.advanced(by: 1)) }
    }

    private func ringNotice(_ m: AppModel) -> String? {
        guard let id = m.notifications.latest(about: .ringing) else { return nil }
        return m.notifications.shown.first { $0.id == id }?.message
    }

    func testWakingToAnAlbumNamesTheAlbumAndTheLabel() {
        var m = model([AlarmSettings(isOn: true, time: time(7, 0), label: "Work", sound: .album(albums[1].id))],
                      at: 6, 59, 50)
        run(&m, for: 15)
        XCTAssertEqual(ringNotice(m), "Wake up! 07:00 — Work — playing Album 1")
    }

    func testWhenTheAlbumGivesWayToTheRingToneTheNoticeNoLongerSaysItPlays() {
        var m = model([AlarmSettings(isOn: true, time: time(7, 0), sound: .album(albums[0].id))], at: 6, 59, 50)
        run(&m, for: 15)
        XCTAssertEqual(ringNotice(m), "Wake up! 07:00 — playing Album 0")
        _ = update(&m, .player(.unavailable(hint: "Install mpv")), at: m.now)
        XCTAssertEqual(ringNotice(m), "Wake up! 07:00")
        XCTAssertTrue(m.notifications.messages.contains("Cannot play Album 0 (Install mpv): ring tone instead"))
    }

    func testAnUnattendedAlarmSilencedWhileASnoozedOneRingsLeavesTheSharedNotice() {
        let snoozeEnds = local(2026, 6, 10, 7, 0, in: berlin)
        var m = model([AlarmSettings(id: 1, isOn: true, time: time(6, 55), label: "Work"),
                       AlarmSettings(id: 2, isOn: true, time: time(6, 45), label: "Tea", pendingSnooze: snoozeEnds)],
                      at: 6, 54, 50)
        run(&m, for: 20)
        XCTAssertEqual(ringNotice(m), "Wake up! 06:55 — Work", "nobody answers")
        run(&m, for: 5 * 60)
        XCTAssertEqual(ringNotice(m)?.hasSuffix(" — Work, Tea"), true, "the snoozed one joins: \(ringNotice(m) ?? "")")
        run(&m, for: 5 * 60)
        XCTAssertTrue(m.notifications.messages.contains("Missed alarm at 06:55 — Work"), "\(m.notifications.messages)")
        XCTAssertTrue(m.clock.alarms.isRinging, "Tea still rings")
        XCTAssertEqual(ringNotice(m)?.hasSuffix(" — Tea"), true, "names only what still rings: \(ringNotice(m) ?? "")")
        XCTAssertEqual(ringNotice(m)?.contains("Work"), false)
    }

    func testDeletingOneOfTwoRingingAlarmsLeavesTheOtherNamedInTheSameBox() {
        var m = model([AlarmSettings(id: 1, isOn: true, time: time(7, 0), label: "Work"),
                       AlarmSettings(id: 2, isOn: true, time: time(7, 0), label: "Tea")], at: 6, 59, 50)
        run(&m, for: 15)
        XCTAssertEqual(ringNotice(m), "Wake up! 07:00 — Work, Tea")
        let box = m.notifications.latest(about: .ringing).flatMap { id in m.notifications.shown.first { $0.id == id } }
        _ = update(&m, .input(.key(KeyEvent(.char("d")))), at: m.now)
        XCTAssertEqual(ringNotice(m), "Wake up! 07:00 — Tea")
        let layout = m.notifications.layout(screen: m.screenSize, at: m.now.uptime).notifications
        XCTAssertEqual(layout.filter { $0.notification.actions == [.snooze, .dismiss] }.count, 1,
                       "one ringing box, rewritten where it was")
        XCTAssertEqual(m.notifications.shown.first { $0.message == "Wake up! 07:00 — Tea" }?.isUrgent, box?.isUrgent)
    }
}
