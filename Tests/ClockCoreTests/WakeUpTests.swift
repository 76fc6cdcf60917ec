import ClockCore
import Foundation
import XCTest

/// Waking up to an album: `w` in the player panel picks it, it plays from its start fading in over 30 s, and an
/// album that is gone or cannot play gives way to the ring tone with the reason in the notification.
final class WakeUpTests: XCTestCase {
    private let berlin = calendar("Europe/Berlin")
    private let albums = sampleAlbums(2)

    private func model(sound: WakeSound, library: [Album]? = nil) -> AppModel {
        var m = AppModel(options: AppOptions(twentyFourHour: true), screenSize: Size(width: 120, height: 40),
                         calendar: berlin, now: Moment(wall: local(2026, 6, 10, 6, 59, 50, in: berlin), uptime: 100),
                         alarms: SavedState(alarms: [AlarmSettings(isOn: true, time: time(7, 0), sound: sound)]))
        _ = update(&m, .albumsFound(library ?? albums), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: albums.count, message: nil), at: m.now)
        _ = update(&m, .tick, at: m.now)
        return m
    }

    private func ring(_ m: inout AppModel) -> [Effect] { update(&m, .tick, at: m.now.advanced(by: 15)) }

    func testWInThePlayerPanelMakesTheOpenAlbumTheSelectedAlarmsSound() {
        var m = model(sound: .ringTone)
        for k in [Key.tab, .right, .enter] { _ = update(&m, .input(.key(KeyEvent(k))), at: m.now) }
        XCTAssertNotNil(m.music.panel)
        let effects = update(&m, .input(.key(KeyEvent(.char("w")))), at: m.now)
        XCTAssertEqual(m.clock.alarm.settings.sound, .album(m.music.panel!.album.id))
        XCTAssertTrue(effects.contains(.saveAlarms(m.savedState)))
        XCTAssertTrue(m.notifications.messages.contains("The 07:00 alarm wakes you to \(m.music.panel!.album.title)"),
                      "\(m.notifications.messages)")
    }

    func testTheAlbumPlaysFromItsStartWithTheVolumeFadingInOverThirtySeconds() {
        var m = model(sound: .album(albums[1].id))
        let effects = ring(&m)
        XCTAssertTrue(effects.contains(.player(.load(paths: albums[1].tracks.map(\.path), startAt: 0))), "\(effects)")
        XCTAssertTrue(effects.contains(.player(.setVolume(0))))
        XCTAssertFalse(effects.contains(.ringSound(true)), "the album, not the ring tone")
        XCTAssertTrue(effects.contains(.bell))
        var volumes: [Int] = []
        var at = m.now
        let end = at.uptime + 31
        // The run loop's way: wake at each deadline the model names.
        while at.uptime < end {
            at = try! XCTUnwrap(m.nextDeadline(after: at))
            for case .player(.setVolume(let v)) in update(&m, .tick, at: at) { volumes.append(v) }
        }
        XCTAssertEqual(volumes.last, 100)
        XCTAssertEqual(volumes, volumes.sorted(), "it only rises")
        XCTAssertGreaterThanOrEqual(volumes.count, 25, "in small steps: \(volumes)")
        let stop = update(&m, .input(.key(KeyEvent(.enter))), at: at)
        XCTAssertTrue(stop.contains(.player(.stop)))
        XCTAssertTrue(stop.contains(.player(.setVolume(100))), "full volume again for the album wall")
        XCTAssertNil(m.clock.wake)
    }

    /// The music keys and the remote (a media key, `playerctl play-pause`) while an album wakes the user: the player
    /// is the alarm's then. They resumed the last album over it, whose reports went to the alarm, so the player stood
    /// at "Starting" for good (the remote: Playing with no track), even after the ring was dismissed.
    func testMusicKeysAndTheRemoteLeaveTheAlbumThatWakesTheUserAlone() {
        var m = model(sound: .album(albums[1].id))
        for k in [Key.tab, .enter] { _ = update(&m, .input(.key(KeyEvent(k))), at: m.now) }
        XCTAssertTrue(m.music.player.isLoaded, "music played before the alarm")
        _ = update(&m, .player(.playlistPosition(0)), at: m.now)
        for k in [Key.escape, .tab] { _ = update(&m, .input(.key(KeyEvent(k))), at: m.now) }
        XCTAssertTrue(ring(&m).contains(.player(.load(paths: albums[1].tracks.map(\.path), startAt: 0))))
        XCTAssertNotNil(m.clock.wake)
        for msg: Msg in [.remoteControl(.playPause), .remoteControl(.play), .remoteControl(.nextTrack),
                         .input(.key(KeyEvent(.char(" ")))), .input(.key(KeyEvent(.char("x"))))] {
            let effects = update(&m, msg, at: m.now.advanced(by: 1))
            XCTAssertFalse(effects.contains { if case .player = $0 { true } else { false } }, "\(msg): \(effects)")
        }
        XCTAssertFalse(m.music.player.isLoaded)
        XCTAssertNotNil(m.clock.wake, "the album still wakes the user")
        _ = update(&m, .input(.key(KeyEvent(.enter))), at: m.now.advanced(by: 2))
        XCTAssertNil(m.clock.wake)
        XCTAssertEqual(PlayerStatus(m.music.player).state, .stopped)
    }

    /// Issue 24: on MPD the clock's own wake-up fades to the volume MPD's user set, as the background ringer's does
    /// (to 100 when that was 0), and leaves it there when the ring ends.
    func testOnMPDTheFadeRisesToTheUsersVolumeNotToFull() throws {
        for (userVolume, top) in [(40, 40), (0, 100)] {
            var m = AppModel(options: AppOptions(twentyFourHour: true, musicServer: "MPD at 127.0.0.1:6600"),
                             screenSize: Size(width: 120, height: 40), calendar: berlin,
                             now: Moment(wall: local(2026, 6, 10, 6, 59, 50, in: berlin), uptime: 100),
                             alarms: SavedState(alarms: [AlarmSettings(isOn: true, time: time(7, 0),
                                                                       sound: .album(albums[1].id))]))
            _ = update(&m, .albumsFound(albums), at: m.now)
            _ = update(&m, .libraryScanFinished(albumCount: albums.count, message: nil), at: m.now)
            _ = update(&m, .player(.volume(userVolume)), at: m.now)
            _ = update(&m, .tick, at: m.now)
            let effects = ring(&m)
            XCTAssertTrue(effects.contains(.player(.setVolume(0))), "\(effects)")
            var volumes: [Int] = []
            var at = m.now
            let end = at.uptime + 31
            while at.uptime < end {
                guard let next = m.nextDeadline(after: at) else { break }
                at = next
                for case .player(.setVolume(let v)) in update(&m, .tick, at: at) { volumes.append(v) }
            }
            XCTAssertEqual(volumes.last, top, "MPD at \(userVolume) %: \(volumes)")
            XCTAssertEqual(volumes.max(), top, "never louder than the user's volume: \(volumes)")
            XCTAssertEqual(volumes, volumes.sorted(), "it only rises")
            XCTAssertGreaterThanOrEqual(volumes.count, min(top, 25), "in small steps: \(volumes)")
            let stop = update(&m, .input(.key(KeyEvent(.enter))), at: at)
            XCTAssertTrue(stop.contains(.player(.setVolume(userVolume))), "the user's volume again: \(stop)")
        }
    }

    func testAnAlbumThatIsGoneRingsTheRingToneAndSaysWhy() {
        var m = model(sound: .album("no such album"))
        let effects = ring(&m)
        XCTAssertTrue(effects.contains(.ringSound(true)))
        XCTAssertFalse(effects.contains { if case .player(.load) = $0 { return true } else { return false } })
        XCTAssertTrue(m.notifications.messages.contains("Wake up! 07:00 (the album is gone: ring tone instead)"),
                      "\(m.notifications.messages)")
    }

    func testALibraryThatCouldNotBeReadSaysWhyTheRingToneRings() {
        var m = AppModel(options: AppOptions(twentyFourHour: true), screenSize: Size(width: 120, height: 40),
                         calendar: berlin, now: Moment(wall: local(2026, 6, 10, 6, 59, 50, in: berlin), uptime: 100),
                         alarms: SavedState(alarms: [AlarmSettings(isOn: true, time: time(7, 0), sound: .album(albums[0].id))]))
        let down = "Cannot reach MPD at nas:6600: Connection refused; trying again in 4 s"
        _ = update(&m, .libraryScanFinished(albumCount: 0, message: down), at: m.now)
        _ = update(&m, .tick, at: m.now)
        let effects = ring(&m)
        XCTAssertTrue(effects.contains(.ringSound(true)))
        XCTAssertTrue(m.notifications.messages.contains("Wake up! 07:00 (\(down): ring tone instead)"),
                      "\(m.notifications.messages)")
    }

    func testAnAlbumThatCannotPlayHandsOverToTheRingToneAndSaysWhy() {
        var m = model(sound: .album(albums[0].id))
        _ = ring(&m)
        _ = update(&m, .player(.endOfFile(reason: "error", error: "unrecognized file format")), at: m.now)
        let effects = update(&m, .player(.idle), at: m.now)
        XCTAssertTrue(effects.contains(.ringSound(true)))
        XCTAssertTrue(m.notifications.messages.contains(
            "Cannot play Album 0 (unrecognized file format): ring tone instead"), "\(m.notifications.messages)")
        XCTAssertTrue(m.clock.alarms.isRinging, "still ringing, with the ring tone")
        var noPlayer = model(sound: .album(albums[0].id))
        _ = ring(&noPlayer)
        XCTAssertTrue(update(&noPlayer, .player(.unavailable(hint: "Install mpv")), at: noPlayer.now)
            .contains(.ringSound(true)))
    }

    /// An alarm must be heard: MPD stopped at the alarm's album by another client (a phone's MPD app, `mpc stop`),
    /// before its first song played or after, leaves the alarm ringing in silence unless the ring tone takes over.
    func testAnotherClientStoppingMPDAtTheAlbumHandsOverToTheRingTone() {
        for playedFirst in [false, true] {
            var m = model(sound: .album(albums[0].id))
            _ = ring(&m)
            XCTAssertNotNil(m.clock.wake)
            _ = update(&m, .player(.playlistPosition(0)), at: m.now)
            if playedFirst { _ = update(&m, .player(.timePosition(2)), at: m.now) }
            _ = update(&m, .player(.playlistPosition(0)), at: m.now)
            let effects = update(&m, .player(.stopped), at: m.now)
            XCTAssertTrue(effects.contains(.ringSound(true)), "played first: \(playedFirst): \(effects)")
            XCTAssertNil(m.clock.wake)
            XCTAssertTrue(m.clock.alarms.isRinging, "still ringing, with the ring tone")
            XCTAssertTrue(m.notifications.messages.contains(
                "Cannot play Album 0 (another client stopped MPD): ring tone instead"), "\(m.notifications.messages)")
        }
    }

    /// Paused at the album by another client (`mpc pause`, a phone's pause button) mid-fade, the alarm would ring on
    /// in silence just as when stopped: the ring tone takes over and says why.
    func testAnotherClientPausingMPDAtTheAlbumHandsOverToTheRingTone() {
        var m = modelOnMPD(sound: .album(albums[0].id))
        _ = ring(&m)
        _ = update(&m, .player(.playlistPosition(0)), at: m.now)
        _ = update(&m, .player(.paused(false)), at: m.now)
        _ = update(&m, .player(.timePosition(0)), at: m.now)
        let midFade = m.now.advanced(by: 10)
        _ = update(&m, .tick, at: midFade)
        XCTAssertEqual(m.clock.wake?.volume, 10 * 40 / 30, "fading in")
        let effects = update(&m, .player(.paused(true)), at: midFade)
        XCTAssertTrue(effects.contains(.ringSound(true)), "\(effects)")
        XCTAssertTrue(effects.contains(.player(.setVolume(40))), "the user's volume again: \(effects)")
        XCTAssertFalse(effects.contains(.player(.stop)), "paused elsewhere, it stays paused where it was: \(effects)")
        XCTAssertNil(m.clock.wake)
        XCTAssertTrue(m.clock.alarms.isRinging, "still ringing, with the ring tone")
        XCTAssertTrue(m.notifications.messages.contains(
            "Cannot play Album 0 (another client paused MPD): ring tone instead"), "\(m.notifications.messages)")
    }

    /// tui-clock's own pauses are no other client's: the ring pausing the music that played (its report may come
    /// once the album is asked for, before MPD is at it), mpv's reports (only tui-clock drives mpv), and snooze,
    /// which stops the album, keep the album or the silence they mean.
    func testTuiClocksOwnPausesDoNotBringTheRingTone() {
        var onMPD = modelOnMPD(sound: .album(albums[0].id))
        for k in [Key.tab, .right, .enter, .enter] { _ = update(&onMPD, .input(.key(KeyEvent(k))), at: onMPD.now) }
        _ = update(&onMPD, .player(.playlistPosition(0)), at: onMPD.now)
        _ = update(&onMPD, .player(.timePosition(1)), at: onMPD.now)
        XCTAssertTrue(onMPD.music.player.isPlaying, "music plays when the alarm rings")
        let rang = ring(&onMPD)
        XCTAssertTrue(rang.contains(.player(.setPaused(true))), "\(rang)")
        XCTAssertFalse(update(&onMPD, .player(.paused(true)), at: onMPD.now).contains(.ringSound(true)))
        _ = update(&onMPD, .player(.playlistPosition(0)), at: onMPD.now)
        _ = update(&onMPD, .player(.paused(false)), at: onMPD.now)
        XCTAssertNotNil(onMPD.clock.wake, "the album plays on")
        let snoozed = update(&onMPD, .input(.key(KeyEvent(.char("s")))), at: onMPD.now)
        XCTAssertTrue(snoozed.contains(.player(.stop)), "\(snoozed)")
        XCTAssertFalse(update(&onMPD, .player(.paused(true)), at: onMPD.now).contains(.ringSound(true)))
        XCTAssertFalse(onMPD.clock.alarms.isRinging)

        var onMPV = model(sound: .album(albums[0].id))
        _ = ring(&onMPV)
        _ = update(&onMPV, .player(.playlistPosition(0)), at: onMPV.now)
        XCTAssertFalse(update(&onMPV, .player(.paused(true)), at: onMPV.now).contains(.ringSound(true)))
        XCTAssertNotNil(onMPV.clock.wake)
    }

    /// The clock on MPD (its volume 40 %), the 07:00 alarm set to wake to `sound`, ten seconds before it rings.
    private func modelOnMPD(sound: WakeSound) -> AppModel {
        var m = AppModel(options: AppOptions(twentyFourHour: true, musicServer: "MPD at 127.0.0.1:6600"),
                         screenSize: Size(width: 120, height: 40), calendar: berlin,
                         now: Moment(wall: local(2026, 6, 10, 6, 59, 50, in: berlin), uptime: 100),
                         alarms: SavedState(alarms: [AlarmSettings(isOn: true, time: time(7, 0), sound: sound)]))
        _ = update(&m, .albumsFound(albums), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: albums.count, message: nil), at: m.now)
        _ = update(&m, .player(.volume(40)), at: m.now)
        _ = update(&m, .tick, at: m.now)
        return m
    }

    func testAnAlarmWakingToAnAlbumReadsTheLibraryAtStart() {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: berlin,
                         now: Moment(wall: local(2026, 6, 10, 5, 0, in: berlin), uptime: 1),
                         alarms: SavedState(alarms: [AlarmSettings(isOn: true, sound: .album("x"))]))
        XCTAssertTrue(update(&m, .started(StartUp(alarm: nil, notices: [])), at: m.now).contains(.scanLibrary))
    }
}
