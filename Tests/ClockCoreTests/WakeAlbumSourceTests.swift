import ClockCore
import Foundation
import XCTest

/// Where an alarm's wake album was chosen (issue 24): `w` records the music source the clock ran with in the state
/// file (`"sound": {"album": …, "from": …}`), so the background ringer looks there rather than in its own music
/// setting; a file without it (older builds) reads as before.
final class WakeAlbumSourceTests: XCTestCase {
    private let berlin = calendar("Europe/Berlin")
    private let server = "mpd://s%25cret@127.0.0.1:6601"

    private func file(sound: String) -> [UInt8] {
        Array("""
            {"version": 3, "selected": 0, "alarms": [{"id": 1, "on": true, "hour": 7, "minute": 30, "days": "daily",
             "label": "Work", "sound": \(sound), "snoozeMinutes": 10}]}
            """.utf8)
    }

    func testTheSourceSurvivesARoundTripAndAnAlbumWithoutOneStaysWithout() throws {
        for sound in [WakeSound.album("artist\u{1F}album", from: server), .album("artist\u{1F}album", from: "/home/u/Music"),
                      .album("artist\u{1F}album"), .ringTone] {
            let state = SavedState(alarms: [AlarmSettings(isOn: true, sound: sound)])
            let bytes = StateFileFormat.encode(state)
            XCTAssertEqual(try StateFileFormat.decode(bytes), state, String(decoding: bytes, as: UTF8.self))
        }
        let written = String(decoding: StateFileFormat.encode(SavedState(alarms: [AlarmSettings(sound: .album("a"))])),
                             as: UTF8.self)
        XCTAssertFalse(written.contains("\"from\""), "no source, no field: \(written)")
    }

    func testAnOlderFileWithoutTheSourceWakesToTheMusicSettingsAlbum() throws {
        for version in [2, 3] {
            let old = Array(String(decoding: file(sound: #"{"album": "a\u001fb"}"#), as: UTF8.self)
                .replacingOccurrences(of: "\"version\": 3", with: "\"version\": \(version)").utf8)
            XCTAssertEqual(try StateFileFormat.decode(old).alarms[0].sound, .album("a\u{1F}b", from: nil), "version \(version)")
        }
        XCTAssertEqual(try StateFileFormat.decode(file(sound: #"{"album": "a", "from": null}"#)).alarms[0].sound, .album("a"))
    }

    func testAHostileSourceMakesTheFileBadWithAClearMessageThatQuotesNoPassword() {
        let hostile = [#"{"album": "a", "from": 6600}"#, #"{"album": "a", "from": ""}"#,
                       #"{"album": "a", "from": "mpd://pw@host\u0000:6600"}"#,
                       #"{"album": "a", "from": "mpd://pw@host\n:6600"}"#,
                       #"{"album": "a", "from": ""# + String(repeating: "x", count: 5000) + #""}"#]
        for sound in hostile {
            XCTAssertThrowsError(try StateFileFormat.decode(file(sound: sound)), sound) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("alarms[0].sound"), message)
                XCTAssertFalse(message.contains("pw"), message)
            }
        }
    }

    func testAnMPDAddressAsASettingReadsBackToItself() throws {
        let addresses = [MPDAddress(place: .network(host: "127.0.0.1", port: 6601), password: "s%cret@x"),
                         MPDAddress(place: .network(host: "::1", port: 6600)),
                         MPDAddress(place: .socket(path: "/run/mpd/socket"), password: "pw")]
        for address in addresses {
            let setting = try XCTUnwrap(address.setting)
            XCTAssertEqual(try MPDAddress.parse(setting, environment: [:], home: "/home/u")?.get(), address, setting)
        }
        XCTAssertNil(MPDAddress(place: .socket(path: "@abstract")).setting, "no mpd:// address names it")
    }

    func testWRecordsTheMusicSourceTheClockRanWith() {
        var m = AppModel(options: AppOptions(twentyFourHour: true, musicServer: "MPD at 127.0.0.1:6601",
                                             musicSource: server),
                         screenSize: Size(width: 120, height: 40), calendar: berlin,
                         now: Moment(wall: local(2026, 6, 10, 6, 59, 50, in: berlin), uptime: 100),
                         alarms: SavedState(alarms: [AlarmSettings(isOn: true, time: time(7, 0))]))
        _ = update(&m, .albumsFound(sampleAlbums(2)), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: 2, message: nil), at: m.now)
        for k in [Key.tab, .right, .enter] { _ = update(&m, .input(.key(KeyEvent(k))), at: m.now) }
        let effects = update(&m, .input(.key(KeyEvent(.char("w")))), at: m.now)
        XCTAssertEqual(m.clock.alarm.settings.sound, .album(m.music.panel!.album.id, from: server))
        XCTAssertTrue(effects.contains(.saveAlarms(m.savedState)))
        XCTAssertEqual(try StateFileFormat.decode(StateFileFormat.encode(m.savedState)).alarms[0].sound,
                       .album(m.music.panel!.album.id, from: server))
    }
}
