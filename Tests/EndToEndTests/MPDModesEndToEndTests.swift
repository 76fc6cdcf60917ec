import Foundation
import TestSupport
import XCTest

/// MPD's volume, shuffle (random) and repeat are shared by all its clients: another client's change shows in the
/// panel, and tui-clock's own keys change MPD's (as `mpc status` reads them).
final class MPDModesEndToEndTests: XCTestCase {
    /// Three times what a loaded machine needs to connect on loopback and read a handful of songs.
    private let patience = 15.0
    private var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-mpd-modes-\(getpid())-\(UUID().uuidString.prefix(8))"
        try AlbumWallEndToEndTests.makeLibrary(at: library)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    private func panelShows(_ session: TmuxSession, _ text: String) -> Bool {
        session.screen().contains { $0.contains(text) }
    }

    /// mpc's mode line, e.g. "volume: 40%   repeat: on    random: on    single: off   consume: off".
    private func modes(_ mpd: RealMPD) -> String {
        mpd.mpc(["status"]).output.split(separator: "\n").last.map(String.init) ?? ""
    }

    func testAnotherClientsModesShowInThePanelAndTheKeysSetMPDs() throws {
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        let stateHome = library + "-state"
        defer { try? FileManager.default.removeItem(atPath: stateHome) }
        let s = try TmuxSession(args: ["--music", "mpd://127.0.0.1:\(mpd.port)"],
                                env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_STATE_HOME": stateHome])
        defer { s.kill() }
        XCTAssertTrue(s.waitForIdle())
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().joined().contains("Amber Fields") },
                      s.screen().joined(separator: "\n"))
        XCTAssertTrue(s.waitForIdle())
        s.keys("Enter")
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
        XCTAssertEqual(mpd.mpc(["-f", "%file%", "playlist"]).output,
                       "Artist 1/Amber Fields/01 First Light.wav\nArtist 1/Amber Fields/02 Slow Return.wav\n",
                       "shuffle on MPD is its random, not the queue re-ordered")

        // tui-clock's keys: s shuffle off, r repeat track → off, 9 volume −5 %: MPD's own modes change.
        s.keys("s")
        s.keys("r")
        s.keys("9")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            let line = self.modes(mpd)
            return line.contains("volume: 35%") && line.contains("repeat: off") && line.contains("random: off")
                && line.contains("single: off")
        }, modes(mpd))
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "in order  repeat off  volume 35 %") },
                      s.screen().joined(separator: "\n"))
        s.keys("r")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.modes(mpd).contains("repeat: on") && self.modes(mpd).contains("single: off")
        }, modes(mpd))
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.panelShows(s, "repeat album") },
                      s.screen().joined(separator: "\n"))
    }
}
