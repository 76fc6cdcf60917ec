import Foundation
import TestSupport
import XCTest

/// MPD's volume, shuffle (random) and repeat are shared by all its clients: another client's change shows in the
/// panel, and tui-clock's own keys change MPD's (as `mpc status` reads them).
final class MPDModesEndToEndTests: MPDPlayingTestCase {
    private func panelShows(_ session: TmuxSession, _ text: String) -> Bool {
        session.screen().contains { $0.contains(text) }
    }

    /// mpc's mode line, e.g. "volume: 40%   repeat: on    random: on    single: off   consume: off".
    private var modes: String {
        mpd.mpc(["status"]).output.split(separator: "\n").last.map(String.init) ?? ""
    }

    func testAnotherClientsModesShowInThePanelAndTheKeysSetMPDs() throws {
        let s = try playFirstAlbum()
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "in order  repeat off  volume 100 %") },
                      s.screen().joined(separator: "\n"))

        // Another client: the panel follows within a second (well inside this bound), nothing re-played.
        mpd.mpc(["volume", "40"])
        mpd.mpc(["random", "on"])
        mpd.mpc(["repeat", "on"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "shuffle  repeat album  volume 40 %") },
                      s.screen().joined(separator: "\n"))
        mpd.mpc(["single", "on"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "shuffle  repeat track  volume 40 %") },
                      s.screen().joined(separator: "\n"))
        XCTAssertEqual(playlist, ["Artist 1/Amber Fields/01 First Light.wav", "Artist 1/Amber Fields/02 Slow Return.wav"],
                       "shuffle on MPD is its random, not the queue re-ordered")

        // tui-clock's keys: s shuffle off, r repeat track → off, 9 volume −5 %: MPD's own modes change.
        s.keys("s")
        s.keys("r")
        s.keys("9")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            let line = self.modes
            return line.contains("volume: 35%") && line.contains("repeat: off") && line.contains("random: off")
                && line.contains("single: off")
        }, modes)
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "in order  repeat off  volume 35 %") },
                      s.screen().joined(separator: "\n"))
        s.keys("r")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.modes.contains("repeat: on") && self.modes.contains("single: off")
        }, modes)
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "repeat album") },
                      s.screen().joined(separator: "\n"))
    }

    /// Shuffle pressed while MPD is paused is MPD's random only: it stays paused at its song (mpv's album was reloaded
    /// and played for a moment; MPD never had that fault, and this keeps it so).
    func testShuffleWhilePausedLeavesMPDPausedAtItsSong() throws {
        let s = try playFirstAlbum()
        s.keys("Space")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.playing.contains("[paused]") }, playing)
        s.keys("s")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.modes.contains("random: on") }, modes)
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "shuffle") }, s.screen().joined(separator: "\n"))
        let status = playing
        XCTAssertTrue(status.contains("Artist 1/Amber Fields/01 First Light.wav\n[paused]") && status.contains("#1/2"), status)
        XCTAssertTrue(panelShows(s, "Paused"), s.screen().joined(separator: "\n"))
    }
}
