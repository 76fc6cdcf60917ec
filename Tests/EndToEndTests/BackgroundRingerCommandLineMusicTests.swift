import Foundation
import TestSupport
import XCTest

/// The background ringer waking to an album the user chose on an MPD named only on the clock's command line
/// (`tui-clock --music mpd://…`, no config.toml, no `$TUI_CLOCK_MUSIC`): `w` records the server in the state file,
/// and the ringer alone, the clock closed, plays the album on that MPD rather than calling it gone (issue 24).
final class BackgroundRingerCommandLineMusicTests: MPDPlayingTestCase {
    func testTheRingerPlaysOnTheMPDTheClockWasRunWithNotTheConfigsMusic() throws {
        let s = try playFirstAlbum(["--24h", "--now", "05:00:00"])
        s.keys("w")
        s.keys("Escape")
        XCTAssertTrue(s.waitForIdle())
        // Wall → clock, where `a` switches the alarm on.
        s.keys("Tab", "a")
        XCTAssertTrue(s.waitForIdle())
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0)
        s.kill()
        // The JSON writer escapes "/" as "\/".
        let state = ((try? String(contentsOfFile: stateHome + "/tui-clock/state.json", encoding: .utf8)) ?? "")
            .replacingOccurrences(of: "\\/", with: "/")
        XCTAssertTrue(state.contains("\"from\" : \"mpd://127.0.0.1:\(mpd.port)\""), state)
        // MPD quiet and its queue empty: what plays next is the ringer's doing.
        mpd.mpc(["clear"])

        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let today = formatter.string(from: Date())
        // No config file and no $TUI_CLOCK_MUSIC: the ringer's own music setting would be the local folder.
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: today + "T06:59:57", bus: nil,
                                                 extra: ["XDG_CONFIG_HOME": stateHome + "/no-config",
                                                         "XDG_CACHE_HOME": stateHome + "/cache", "TUI_CLOCK_MUSIC": ""])
        XCTAssertTrue(poll(timeout: 3 + patience) {
            self.playing.contains("Artist 1/Amber Fields/01 First Light.wav\n[playing] #1/2")
        }, playing + ringer.log)
        XCTAssertEqual(mpd.mpc(["-f", "%file%", "current"]).output.trimmingCharacters(in: .whitespacesAndNewlines),
                       "Artist 1/Amber Fields/01 First Light.wav")
        XCTAssertTrue(ringer.log.contains("playing Amber Fields on MPD at 127.0.0.1:\(mpd.port) for the alarm"), ringer.log)
        XCTAssertFalse(ringer.log.contains("the album is gone"), ringer.log)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, "the album, not the ring tone")
    }

    func testARecordedSourceThatIsNoAddressRingsTheRingToneAndSaysWhyWithoutItsPassword() throws {
        let folder = stateHome + "/tui-clock"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        chmod(stateHome, 0o700)
        let json = """
            {"version": 3, "selected": 0, "alarms": [{"id": 1, "on": true, "hour": 7, "minute": 30, "days": "daily",
             "label": "Work", "sound": {"album": "artist 1\\u001famber fields", "from": "mpd://hunter2@127.0.0.1:99999"},
             "snoozeMinutes": 10}]}
            """
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/state.json", contents: Data(json.utf8),
                                                     attributes: [.posixPermissions: 0o600]))
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: nil,
                                                 extra: ["XDG_CONFIG_HOME": stateHome + "/no-config",
                                                         "XDG_CACHE_HOME": stateHome + "/cache", "TUI_CLOCK_MUSIC": ""])
        XCTAssertTrue(poll(timeout: 2 + patience) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertTrue(ringer.log.contains("cannot play the album (the alarm's music source is no MPD address: "
                                          + "Cannot use mpd://…@127.0.0.1:99999 for music: the port must be"), ringer.log)
        XCTAssertFalse(ringer.log.contains("hunter2"), ringer.log)
    }
}
