import Foundation
import TestSupport
import XCTest

/// What MPD plays that tui-clock did not start — queued and playing before tui-clock started, or replaced by another
/// client since (a mixed queue as ncmpcpp builds one) — shows on the now-playing line and in the panel, and the keys
/// act on that queue as it is. Quitting leaves it playing.
final class MPDFollowEndToEndTests: XCTestCase {
    /// Three times what a loaded machine needs to connect on loopback and read a handful of songs.
    private let patience = 15.0
    private var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-mpd-follow-\(getpid())-\(UUID().uuidString.prefix(8))"
        try Self.makeLibrary(at: library)
    }

    /// The wall test's albums and titles, its songs three minutes long: MPD plays them on while the test runs, and a
    /// loaded machine must not reach a song's end before the test does.
    static func makeLibrary(at root: String) throws {
        let albums = AlbumWallEndToEndTests.titles.prefix(4).enumerated().map { (title: $1, artist: "Artist \($0 + 1)") }
        try SilentLibrary.write(at: root, albums: albums, tracks: AlbumWallEndToEndTests.trackTitles, seconds: 180)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
        try? FileManager.default.removeItem(atPath: library + "-state")
    }

    private func status(_ mpd: RealMPD) -> String { mpd.mpc(["status"]).output }

    private func shows(_ s: TmuxSession, _ text: String) -> Bool { s.screen().contains { $0.contains(text) } }

    func testWhatMPDPlayedBeforeTheStartShowsAndAnotherClientsMixedQueueIsFollowedAndControlled() throws {
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        // Before tui-clock starts: another client queues Blue Hour and plays its second song, then pauses it.
        mpd.mpc(["add", "Artist 2/Blue Hour"])
        mpd.mpc(["play", "2"])
        mpd.mpc(["pause"])
        XCTAssertTrue(status(mpd).contains("[paused]  #2/2"), status(mpd))

        let s = try TmuxSession(args: ["--music", "mpd://127.0.0.1:\(mpd.port)"],
                                env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_STATE_HOME": library + "-state"])
        defer { s.kill() }
        // The clock's now-playing line: the song, its album's artist, paused where MPD is.
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "‖ Slow Return — Artist 2 · 0:00 / 3:00") },
                      s.screenText)
        // Space resumes MPD's own song (nothing re-queued).
        s.keys("Space")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.status(mpd).contains("[playing] #2/2") }, status(mpd))
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.shows(s, "▶ Slow Return — Artist 2") }, s.screenText)
        XCTAssertEqual(mpd.mpc(["playlist", "-f", "%file%"]).output,
                       "Artist 2/Blue Hour/01 First Light.wav\nArtist 2/Blue Hour/02 Slow Return.wav\n")
        // Another client adds an album after it: the line says it comes next, the song plays on.
        mpd.mpc(["add", "Artist 1/Amber Fields"])
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "▶ Slow Return — Artist 2") && self.shows(s, "1 queued")
        }, s.screenText)

        // Another client replaces the queue with songs of two albums (as ncmpcpp would) and plays the first.
        mpd.mpc(["clear"])
        mpd.mpc(["add", "Artist 4/Dusk Radio/02 Slow Return.wav"])
        mpd.mpc(["add", "Artist 3/Copper Sky/01 First Light.wav"])
        mpd.mpc(["add", "Artist 3/Copper Sky/02 Slow Return.wav"])
        mpd.mpc(["play", "1"])
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "▶ Slow Return — Artist 4") && self.shows(s, "1 queued")
        }, s.screenText)

        // The panel, opened from the now-playing line, shows the song's album and what MPD plays after it.
        let row = try XCTUnwrap(s.screen().firstIndex { $0.contains("▶ Slow Return — Artist 4") })
        let line = s.screen()[row]
        let column = line.firstIndex(of: "▶").map { line.distance(from: line.startIndex, to: $0) } ?? 0
        s.press(column + 2, row)
        s.release(column + 2, row)
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "Dusk Radio") && self.shows(s, "next: Copper Sky")
        }, s.screenText)

        // n goes on in MPD's queue, into the next album: MPD plays it, the panel shows it.
        s.keys("n")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.status(mpd).contains("[playing] #2/3") }, status(mpd))
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "Copper Sky") && self.shows(s, "▶ 1. First Light") && !self.shows(s, "next: ")
        }, s.screenText)
        // b at that album's first song goes back in MPD's queue, to the other album's song.
        s.keys("b")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.status(mpd).contains("[playing] #1/3") }, status(mpd))
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.shows(s, "Dusk Radio") && self.shows(s, "next: Copper Sky")
        }, s.screenText)

        // q leaves MPD playing what it plays.
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0, s.screenText)
        XCTAssertTrue(status(mpd).contains("[playing] #1/3"), status(mpd))
    }
}
