import ClockCore
import Foundation
import XCTest

/// One sound at a time while alarms and timers ring: an alarm's album wins over the ring tone, a timer done
/// meanwhile keeps its notice and bell, and the tone comes back for it when the alarm stops. On simulated time.
final class RingingSoundTests: XCTestCase {
    private let berlin = calendar("Europe/Berlin")
    private let albums = sampleAlbums(2)

    /// What the speakers play, folded from the effects as the program performs them.
    private struct Speakers {
        var ringTone = false
        var album = false

        mutating func perform(_ effects: [Effect]) {
            for effect in effects {
                if case .ringSound(let on) = effect { ringTone = on }
                if case .player(.load) = effect { album = true }
                if effect == .player(.stop) { album = false }
            }
        }
    }

    /// 6:59:50 with a 7:00 alarm that wakes to an album, and a timer of `timerSeconds` running.
    private func model(timerSeconds: Double, sound: WakeSound? = nil) -> AppModel {
        let now = Moment(wall: local(2026, 6, 10, 6, 59, 50, in: berlin), uptime: 100)
        var saved = SavedState(alarms: [AlarmSettings(isOn: true, time: time(7, 0), sound: sound ?? .album(albums[1].id))])
        saved.timers = SavedTimers(timers: [SavedTimer(id: 1, label: "Tea", duration: 240,
                                                       endsAt: now.wall.addingTimeInterval(timerSeconds))])
        var m = AppModel(options: AppOptions(twentyFourHour: true), screenSize: Size(width: 120, height: 40),
                         calendar: berlin, now: now, alarms: saved)
        _ = update(&m, .albumsFound(albums), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: albums.count, message: nil), at: m.now)
        return m
    }

    /// Ticks every quarter second for `seconds`, playing the effects on `speakers`; fails if ever both sound.
    @discardableResult
    private func pass(_ seconds: Double, _ m: inout AppModel, _ speakers: inout Speakers,
                      line: UInt = #line) -> [Effect] {
        var all: [Effect] = []
        for _ in 0..<Int(seconds * 4) {
            let effects = update(&m, .tick, at: m.now.advanced(by: 0.25))
            speakers.perform(effects)
            XCTAssertFalse(speakers.ringTone && speakers.album, "the ring tone and the album together", line: line)
            all += effects
        }
        return all
    }

    private func press(_ key: Key, _ m: inout AppModel, _ speakers: inout Speakers) -> [Effect] {
        let effects = update(&m, .input(.key(KeyEvent(key))), at: m.now.advanced(by: 0.1))
        speakers.perform(effects)
        return effects
    }

    func testATimerRingingWhenAnAlbumAlarmRingsGivesTheAlbumTheSpeakersAndGetsTheToneBackAfter() {
        var m = model(timerSeconds: 5)
        var speakers = Speakers()
        pass(5, &m, &speakers)
        XCTAssertTrue(m.timers.list.isRinging)
        XCTAssertEqual(m.ringingSound, .ringTone)
        XCTAssertTrue(speakers.ringTone, "the timer rings with the tone")
        let effects = pass(5.5, &m, &speakers)
        XCTAssertTrue(m.clock.alarms.isRinging)
        XCTAssertEqual(m.ringingSound, .album(albums[1]))
        XCTAssertTrue(speakers.album)
        XCTAssertFalse(speakers.ringTone, "the tone stops for the album: \(effects)")
        XCTAssertTrue(m.notifications.messages.contains("Timer done — Tea, 4:00"), "\(m.notifications.messages)")
        XCTAssertTrue(pass(3, &m, &speakers).contains(.bell), "the timer's bell still sounds")
        // Enter answers the alarm first: the album stops, the timer still rings, with the tone again.
        _ = press(.enter, &m, &speakers)
        XCTAssertFalse(m.clock.alarms.isRinging)
        XCTAssertTrue(m.timers.list.isRinging)
        XCTAssertEqual(m.ringingSound, .ringTone)
        XCTAssertFalse(speakers.album)
        XCTAssertTrue(speakers.ringTone)
        _ = press(.enter, &m, &speakers)
        XCTAssertEqual(m.ringingSound, .silence)
        XCTAssertFalse(speakers.ringTone || speakers.album)
    }

    func testATimerAndAnAlbumAlarmDueInTheSameTickPlayOnlyTheAlbum() {
        var m = model(timerSeconds: 10)
        var speakers = Speakers()
        let effects = pass(10.5, &m, &speakers)
        XCTAssertTrue(m.timers.list.isRinging && m.clock.alarms.isRinging)
        XCTAssertFalse(effects.contains(.ringSound(true)), "\(effects)")
        XCTAssertTrue(speakers.album)
    }

    func testATimerEndingDuringAnAlbumAlarmAddsNoToneAndOneDismissedAfterTheAlarmLeavesSilence() {
        var m = model(timerSeconds: 15)
        var speakers = Speakers()
        pass(10.5, &m, &speakers)
        XCTAssertTrue(speakers.album)
        let effects = pass(5, &m, &speakers)
        XCTAssertTrue(m.timers.list.isRinging)
        XCTAssertFalse(effects.contains(.ringSound(true)), "\(effects)")
        XCTAssertTrue(effects.contains(.bell))
        XCTAssertTrue(m.notifications.messages.contains("Timer done — Tea, 4:00"))
        _ = press(.enter, &m, &speakers)  // the alarm
        XCTAssertTrue(speakers.ringTone, "the timer, still done, rings the tone")
        _ = press(.enter, &m, &speakers)  // the timer
        XCTAssertFalse(speakers.ringTone || speakers.album)
    }

    func testAnAlbumThatCannotPlayHandsTheTimerAndTheAlarmOneTone() {
        var m = model(timerSeconds: 15)
        var speakers = Speakers()
        pass(10.5, &m, &speakers)
        pass(5, &m, &speakers)
        let effects = update(&m, .player(.unavailable(hint: "Install mpv")), at: m.now)
        speakers.perform(effects)
        XCTAssertEqual(effects.filter { $0 == .ringSound(true) }.count, 1, "\(effects)")
        XCTAssertEqual(m.ringingSound, .ringTone)
    }

    func testATimerThatRingsPausesTheMusicThatPlays() {
        var m = model(timerSeconds: 5, sound: .ringTone)
        for k in [Key.tab, .right, .enter, .enter] { _ = update(&m, .input(.key(KeyEvent(k))), at: m.now) }
        _ = update(&m, .player(.playlistPosition(0)), at: m.now)
        guard m.music.player.isPlaying else { return XCTFail("the album should play: \(m.music.player.playback)") }
        var speakers = Speakers()
        let effects = pass(5, &m, &speakers)
        XCTAssertTrue(m.timers.list.isRinging)
        XCTAssertTrue(effects.contains(.player(.setPaused(true))), "\(effects)")
        XCTAssertTrue(effects.contains(.ringSound(true)))
    }
}
