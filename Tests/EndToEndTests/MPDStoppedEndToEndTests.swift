import Foundation
import TestSupport
import XCTest

/// MPD stopped with a queue when tui-clock starts (`mpc play 2; mpc stop`, or a queue added and never played, or
/// one MPD's state file brought back stopped) shows that queue's song, stopped; Space plays MPD's own queue from there
/// (not an album of tui-clock's in its place), and other clients' stop and play are followed. Quitting leaves MPD as
/// it is.
final class MPDStoppedEndToEndTests: XCTestCase {
    /// Three times what a loaded machine needs to connect on loopback and read a handful of songs.
    private let patience = 15.0
    private var library = ""
    private var mpd: RealMPD!
    private var session: TmuxSession?

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-mpd-stopped-\(getpid())-\(UUID().uuidString.prefix(8))"
        try MPDFollowEndToEndTests.makeLibrary(at: library)
        mpd = try RealMPD(musicDirectory: library)
    }

    override func tearDown() {
        session?.kill()
        mpd?.stop()
        try? FileManager.default.removeItem(atPath: library)
        try? FileManager.default.removeItem(atPath: library + "-state")
    }

    private var status: String { mpd.mpc(["-f", "%file%", "status"]).output }
    private var playlist: String { mpd.mpc(["-f", "%file%", "playlist"]).output }

    private func shows(_ s: TmuxSession, _ text: String) -> Bool { s.screen().contains { $0.contains(text) } }

    /// tui-clock on the test's MPD, once it has settled after its start.
    private func launch(file: StaticString = #filePath, line: UInt = #line) throws -> TmuxSession {
        let s = try TmuxSession(args: ["--music", "mpd://127.0.0.1:\(mpd.port)"],
                                env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_STATE_HOME": library + "-state"])
        session = s
        XCTAssertTrue(s.waitForIdle(), file: file, line: line)
        return s
    }

    /// Opens the panel with a click on the now-playing line that starts with `marker`.
    private func openPanel(_ s: TmuxSession, from marker: String) throws {
        let row = try XCTUnwrap(s.screen().firstIndex { $0.contains(marker) }, s.screenText)
        let line = s.screen()[row]
        let column = line.range(of: marker).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0
        s.press(column + 2, row)
        s.release(column + 2, row)
    }

    func testAQueueStoppedBeforeTheStartShowsStoppedAndSpacePlaysThatQueue() throws {
        mpd.mpc(["add", "Artist 2/Blue Hour"])
        mpd.mpc(["play", "2"])
        mpd.mpc(["stop"])
        XCTAssertFalse(status.contains("["), "MPD stopped: \(status)")
        let queue = playlist

        let s = try launch()
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "■ Slow Return — Artist 2 · stopped") },
                      s.screenText)
        try openPanel(s, from: "■ Slow Return")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "Blue Hour") && self.shows(s, "▶ 2. Slow Return") && self.shows(s, "Stopped  0:00 / 3:00")
        }, s.screenText)

        // Space: MPD plays its own queue from that song.
        s.keys("Space")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.status.contains("Artist 2/Blue Hour/02 Slow Return.wav\n[playing] #2/2")
        }, status)
        XCTAssertEqual(playlist, queue, "the same queue, not replaced")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "Playing  0:0") }, s.screenText)

        // Another client stops it: shown stopped at the song, not as the queue gone; and plays it again.
        mpd.mpc(["stop"])
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "Stopped  0:00 / 3:00") && self.shows(s, "▶ 2. Slow Return")
        }, s.screenText)
        XCTAssertFalse(shows(s, "Playback complete"), s.screenText)
        mpd.mpc(["play"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "Playing  0:0") }, s.screenText)

        // q leaves MPD playing.
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0, s.screenText)
        XCTAssertTrue(status.contains("[playing] #2/2"), status)
    }

    func testAQueueNeverPlayedWaitsAtItsFirstSongAndAnotherClientsPlayIsFollowed() throws {
        mpd.mpc(["add", "Artist 3/Copper Sky"])
        mpd.mpc(["add", "Artist 4/Dusk Radio"])
        let queue = playlist
        let s = try launch()
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "■ First Light — Artist 3 · stopped · 1 queued")
        }, s.screenText)

        // Another client plays it: followed as it plays.
        mpd.mpc(["play"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "▶ First Light — Artist 3 · 0:0") }, s.screenText)
        // Stopped again elsewhere, `>` (n in the panel) plays the next song of MPD's queue (MPD's own `next` refuses
        // while stopped).
        mpd.mpc(["stop"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "■ First Light — Artist 3 · stopped") },
                      s.screenText)
        s.keys(">")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.status.contains("Artist 3/Copper Sky/02 Slow Return.wav\n[playing] #2/4")
        }, status)
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "▶ Slow Return — Artist 3") }, s.screenText)
        XCTAssertEqual(playlist, queue)
    }

    func testAfterTuiClocksOwnStopAnotherClientsPlayShowsAgain() throws {
        mpd.mpc(["add", "Artist 1/Amber Fields"])
        mpd.mpc(["play", "1"])
        let s = try launch()
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "▶ First Light — Artist 1") }, s.screenText)
        s.keys("v")
        XCTAssertTrue(s.waitUntil(timeout: patience) { !self.status.contains("[") }, status)
        XCTAssertTrue(s.waitForIdle())
        XCTAssertFalse(shows(s, "First Light — Artist 1"), "v stops and forgets the album: \(s.screenText)")
        mpd.mpc(["play"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "▶ First Light — Artist 1 · 0:0") }, s.screenText)
    }
}
