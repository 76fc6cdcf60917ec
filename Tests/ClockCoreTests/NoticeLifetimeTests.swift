import ClockCore
import Foundation
import XCTest

/// SPEC §5 on simulated time: a newer notice replaces an older one only when both are about the same subject, and
/// then at once; different notices each keep their full time; errors about the user's files stay until dismissed.
final class NoticeLifetimeTests: XCTestCase {
    private let cal = calendar("Europe/Berlin")
    private let size = Size(width: 120, height: 40)

    private func model(alarms: [AlarmSettings] = [AlarmSettings()]) -> AppModel {
        AppModel(options: AppOptions(), screenSize: size, calendar: cal,
                 now: Moment(wall: local(2026, 6, 10, 5, 0, in: cal), uptime: 100), alarms: SavedState(alarms: alarms))
    }

    private func press(_ m: inout AppModel, _ k: Key, after seconds: Double) {
        _ = update(&m, .input(.key(KeyEvent(k))), at: m.now.advanced(by: seconds))
    }

    /// The boxes on screen at `t` seconds after the model's time that are not leaving, top to bottom.
    private func upright(_ m: AppModel, at t: Double) -> [String] {
        m.notifications.layout(screen: size, at: m.now.uptime + t).notifications
            .filter { !$0.isLeaving }.map(\.notification.message)
    }

    /// Every box drawn at `t`, leaving ones too.
    private func drawn(_ m: AppModel, at t: Double) -> [String] {
        m.notifications.layout(screen: size, at: m.now.uptime + t).notifications.map(\.notification.message)
    }

    // MARK: Item 2: different subjects stack, the same subject replaces at once

    func testTheUndoHintIsNotPushedOutByTheNextAlarmNotice() {
        var m = model()
        // n, d, →, n within 0.4 s (issue 20, item 2).
        press(&m, .char("n"), after: 0)
        press(&m, .char("d"), after: 0.1)
        press(&m, .right, after: 0.1)
        press(&m, .char("n"), after: 0.1)
        let hint = "Alarm deleted — u brings it back"
        XCTAssertTrue(upright(m, at: 0.2).contains(hint), "\(drawn(m, at: 0.2))")
        XCTAssertTrue(upright(m, at: 0.2).contains { $0.hasPrefix("Alarm set for") }, "\(drawn(m, at: 0.2))")
        // Shown 0.2 s ago, it slides in for 0.3 s and then rests its full 5 s: up until 5.5 s after `d`.
        _ = update(&m, .tick, at: m.now.advanced(by: 5.1))
        XCTAssertTrue(upright(m, at: 0).contains(hint), "its full time: \(drawn(m, at: 0))")
        _ = update(&m, .tick, at: m.now.advanced(by: 1.5))
        XCTAssertFalse(drawn(m, at: 0).contains(hint), "then it leaves by itself")
    }

    /// `a`, `n`, `d` as FrameTimingEndToEndTests types them: the second alarm's notice leaves from the middle of the
    /// stack, and the undo hint, come in below it, slides up row by row into the slot it left.
    func testWhenTheDeletedAlarmsNoticeLeavesTheUndoHintBelowSlidesUpIntoItsSlot() {
        var m = model()
        press(&m, .char("a"), after: 0)
        press(&m, .char("n"), after: 0.02)
        press(&m, .char("d"), after: 0.02)
        let hint = "Alarm deleted — u brings it back"
        func row(_ message: (String) -> Bool, at t: Double) -> Int? {
            m.notifications.layout(screen: size, at: m.now.uptime + t).notifications
                .first { message($0.notification.message) }?.frame.y
        }
        let rows = stride(from: 0.0, through: 1.5, by: 1.0 / 60).compactMap { row({ $0 == hint }, at: $0) }
        let first = row({ $0.hasPrefix("Alarm set for") }, at: 1.5)
        XCTAssertEqual(first, 1, "the first alarm's notice keeps the top slot")
        XCTAssertEqual(rows.last, 4, "the hint rests in the second slot, the one the deleted alarm's notice left: \(rows)")
        let lowest = rows.max() ?? 0
        XCTAssertGreaterThan(lowest, 4, "it comes in below that notice: \(rows)")
        let after = rows[rows.lastIndex(of: lowest)!...]
        XCTAssertEqual(Array(after), after.sorted(by: >), "then only moves up: \(rows)")
        XCTAssertTrue(after.contains { $0 > 4 && $0 < lowest }, "through the rows between, not in one jump: \(rows)")
    }

    func testANewerNoticeAboutTheSameAlarmTakesTheOldOnesPlaceAtOnce() {
        var m = model()
        for _ in 0..<4 { press(&m, .char("a"), after: 0.05) }
        XCTAssertEqual(drawn(m, at: 0), ["Alarm off"], "one box, no older ones sliding out beside it")
        XCTAssertEqual(drawn(m, at: 0.3), ["Alarm off"])
        XCTAssertEqual(m.notifications.layout(screen: size, at: m.now.uptime + 0.3).notifications.first?.frame.y, 1,
                       "in the first slot")
    }

    func testTheUndoHintIsReplacedByTheNextDeletionWhoseUndoItNoLongerIs() {
        var m = model(alarms: [AlarmSettings(id: 1), AlarmSettings(id: 2), AlarmSettings(id: 3)])
        press(&m, .char("d"), after: 0)
        press(&m, .char("d"), after: 1)
        XCTAssertEqual(drawn(m, at: 0), ["Alarm deleted — u brings it back"], "u brings back only the last one")
        press(&m, .char("u"), after: 1)
        XCTAssertEqual(drawn(m, at: 0), ["Alarm restored"])
    }

    func testTheSameWarningTwiceIsOneBoxThatTakesTheNewerTime() {
        var stack = NotificationStack(screen: size)
        stack.show("At most 100 alarms", severity: .warning, at: 0)
        stack.show("At most 100 alarms", severity: .warning, at: 3)
        XCTAssertEqual(stack.messages, ["At most 100 alarms"])
        stack.tick(at: 7)
        XCTAssertEqual(stack.layout(screen: size, at: 7).notifications.map(\.isLeaving), [false],
                       "its time counts from the second")
    }

    func testMoreNoticesThanFitWaitBehindPlusNAndEachThenGetsItsFullTime() {
        var m = model()
        m.screenSize = Size(width: 80, height: 12)
        _ = update(&m, .resize(m.screenSize), at: m.now)
        for i in 1...4 { _ = update(&m, .notice("Note \(i)", .info), at: m.now) }
        let small = m.screenSize
        XCTAssertEqual(m.notifications.layout(screen: small, at: m.now.uptime + 0.5).moreMarkers.map(\.count), [3])
        var seen: [String: (first: Double, last: Double)] = [:]
        var t = 0.0
        while t < 40 {
            _ = update(&m, .tick, at: m.now.advanced(by: 0.05))
            t += 0.05
            for box in m.notifications.layout(screen: small, at: m.now.uptime).notifications where !box.isLeaving {
                let message = box.notification.message
                seen[message] = (seen[message]?.first ?? t, t)
            }
        }
        XCTAssertEqual(Set(seen.keys), ["Note 1", "Note 2", "Note 3", "Note 4"], "none is lost")
        for (message, span) in seen {
            XCTAssertGreaterThanOrEqual(span.last - span.first, 5.2, "\(message) was up its full 5 s and its entrance")
        }
    }

    // MARK: Item 3: errors about the user's files stay until dismissed

    func testAConfigMistakeAndAKeptAsideStateFileStayUntilDismissed() {
        var m = model()
        let config = "~/.config/tui-clock/config.toml:3: snooze must be 1 to 30 minutes, not 45; using the defaults"
        let kept = "Cannot read the alarm state file (bad JSON). Kept it as state.json.corrupt-1; using the default settings."
        _ = update(&m, .started(StartUp(notices: [config, kept])), at: m.now)
        _ = update(&m, .notice("Cannot save the alarm state file: disk full", .error), at: m.now)
        _ = update(&m, .tick, at: m.now.advanced(by: 120))
        XCTAssertEqual(upright(m, at: 0), [config, kept, "Cannot save the alarm state file: disk full"],
                       "two minutes later")
        XCTAssertNil(m.notifications.nextDeadline(after: m.now), "nothing is due for them: they wait for the user")
        guard let box = m.notifications.layout(screen: size, at: m.now.uptime).notifications.first?.frame else { return }
        _ = update(&m, .input(.mouse(MouseEvent(.press, .left, at: Point(x: box.x + 1, y: box.y + 1)))),
                   at: m.now)
        XCTAssertEqual(upright(m, at: 0), [kept, "Cannot save the alarm state file: disk full"], "a click dismisses one")
    }

    func testWhatTheScanFoundWrongInTheMusicFolderStaysUntilAScanFindsNothingWrong() {
        var m = model()
        _ = update(&m, .input(.key(KeyEvent(.tab))), at: m.now)
        _ = update(&m, .albumsFound(sampleAlbums(3)), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: 3, message: "Skipped 2 unreadable files in ~/Music"), at: m.now)
        _ = update(&m, .tick, at: m.now.advanced(by: 60))
        XCTAssertEqual(upright(m, at: 0), ["Skipped 2 unreadable files in ~/Music"])
        _ = update(&m, .libraryScanFinished(albumCount: 3, message: nil), at: m.now)
        XCTAssertEqual(upright(m, at: 0), [], "the files were fixed")
    }

    // MARK: Item 4: a playback notice goes when it is no longer true

    private func playing() -> AppModel {
        var m = model()
        _ = update(&m, .input(.key(KeyEvent(.tab))), at: m.now)
        _ = update(&m, .albumsFound(sampleAlbums(3)), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: 3, message: nil), at: m.now)
        _ = update(&m, .input(.key(KeyEvent(.enter))), at: m.now.advanced(by: 1))
        for event: PlayerEvent in [.ready, .playlistPosition(0), .paused(false)] {
            _ = update(&m, .player(event), at: m.now.advanced(by: 0.1))
        }
        _ = update(&m, .tick, at: m.now.advanced(by: 1))
        XCTAssertEqual(upright(m, at: 0), ["Playing: Song 1"])
        return m
    }

    func testPlayingStaysWhenThePanelClosesAndGoesWhenPlaybackStops() {
        var m = playing()
        _ = update(&m, .input(.key(KeyEvent(.escape))), at: m.now.advanced(by: 0.5))
        XCTAssertEqual(upright(m, at: 0), ["Playing: Song 1"], "closing the panel leaves the music playing (issue 21)")
        _ = update(&m, .input(.key(KeyEvent(.char("v")))), at: m.now.advanced(by: 0.5))
        XCTAssertEqual(upright(m, at: 0), [], "nothing plays any more")
    }

    func testPlayingGoesWhenPlaybackIsPausedAndANewTrackIsAnnouncedInItsPlace() {
        var m = playing()
        _ = update(&m, .player(.playlistPosition(1)), at: m.now.advanced(by: 0.5))
        XCTAssertEqual(drawn(m, at: 0), ["Playing: Song 2"], "in the same box")
        _ = update(&m, .input(.key(KeyEvent(.char(" ")))), at: m.now.advanced(by: 0.5))
        _ = update(&m, .player(.paused(true)), at: m.now.advanced(by: 0.1))
        XCTAssertEqual(upright(m, at: 0), [], "paused: it no longer plays")
    }

    /// `n` while paused moves to the next track and stays paused (mpv keeps its pause): "Playing: Song 2" came up
    /// over a panel that said Paused.
    func testANewTrackWhilePausedIsNotAnnouncedAsPlaying() {
        var m = playing()
        _ = update(&m, .input(.key(KeyEvent(.char(" ")))), at: m.now.advanced(by: 0.5))
        _ = update(&m, .player(.paused(true)), at: m.now.advanced(by: 0.1))
        _ = update(&m, .input(.key(KeyEvent(.char(">")))), at: m.now.advanced(by: 0.5))
        _ = update(&m, .player(.playlistPosition(1)), at: m.now.advanced(by: 0.1))
        XCTAssertEqual(m.music.player.playback.stateText, "Paused")
        XCTAssertEqual(upright(m, at: 0), [], "nothing plays")
    }
}
