import Foundation
import TestSupport
import XCTest

/// An alarm waking to an album on a real MPD must be heard while it rings: another client stopping or pausing MPD at
/// the album (a phone's MPD app, `mpc stop`, `mpc pause`) hands over to the ring tone, and the notice says why.
final class MPDWakeStoppedEndToEndTests: MPDPlayingTestCase {
    /// The 07:00 alarm made to wake to Amber Fields (`w` in its panel), switched on, tui-clock quit.
    private func setAlarmToFirstAlbum() throws {
        let s = try playFirstAlbum(["--24h", "--now", "05:00:00"])
        s.keys("w")
        s.keys("Escape")
        XCTAssertTrue(s.waitForIdle())
        s.keys("v")
        XCTAssertTrue(s.waitForIdle())
        XCTAssertTrue(s.screen().joined().contains("The 07:00 alarm wakes you to Amber Fields"),
                      s.screen().joined(separator: "\n"))
        // Wall → clock, where `a` switches the alarm on.
        s.keys("Tab", "a")
        XCTAssertTrue(s.waitForIdle())
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0)
        s.kill()
    }

    func testAnotherClientStoppingTheAlarmsAlbumBringsTheRingTone() throws {
        try ringThenSilenceMPD(with: "stop", saying: "another client stopped MPD")
    }

    func testAnotherClientPausingTheAlarmsAlbumBringsTheRingToneToo() throws {
        try ringThenSilenceMPD(with: "pause", saying: "another client paused MPD")
    }

    /// The alarm rings, playing Amber Fields on MPD; `mpc <command>` silences it; the ring tone takes over with
    /// `reason` said, the alarm still rings, and MPD plays nothing. Paused there, the album stays paused where it was
    /// (through the dismissal too), for the one who paused it to resume.
    private func ringThenSilenceMPD(with command: String, saying reason: String) throws {
        try setAlarmToFirstAlbum()
        let s = try launch(["--24h", "--now", "06:59:55"])
        XCTAssertTrue(s.waitUntil(timeout: 3 * 5 + patience) { s.screen().joined().contains("Wake up!") },
                      s.screen().joined(separator: "\n"))
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.playing.contains("Artist 1/Amber Fields/01 First Light.wav\n[playing] #1/2")
        }, playing)
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            s.screen().joined().contains("Wake up! 07:00 — playing Amber Fields")
        }, s.screen().joined(separator: "\n"))

        mpd.mpc([command])
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            s.screen().joined(separator: " ").contains(reason)
        }, s.screen().joined(separator: "\n"))
        XCTAssertTrue(s.screen().joined(separator: " ").contains("ring tone instead"), s.screen().joined(separator: "\n"))
        // Still ringing (Enter dismisses it), with the ring tone, not MPD: MPD stays silent. The ring's notice is
        // looked for once the new notice has slid in above it (mid-slide the new one covers it: seen under load).
        XCTAssertTrue(s.waitForIdle(), s.screen().joined(separator: "\n"))
        XCTAssertTrue(s.screen().joined().contains("Wake up!"), s.screen().joined(separator: "\n"))
        XCTAssertFalse(playing.contains("[playing]"), playing)
        XCTAssertEqual(playing.contains("[paused]"), command == "pause", playing)
        s.keys("Enter")
        XCTAssertTrue(s.waitForIdle())
        XCTAssertEqual(playing.contains("[paused]"), command == "pause", "after the dismissal: \(playing)")
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0)
    }
}
