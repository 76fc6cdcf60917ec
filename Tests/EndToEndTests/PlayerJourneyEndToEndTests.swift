import Foundation
import TestSupport
import XCTest

/// Issue 21's "done when", as a user does it with the real mpv (silent: `TUI_CLOCK_AUDIO_OUTPUT=null`): Tab to the
/// wall, play one album and queue another, back to the clock to see what plays, skip, seek, change the volume, quit,
/// and on the next start resume with `x` where it stopped.
final class PlayerJourneyEndToEndTests: XCTestCase {
    /// Album titles and their artists; tracks are a minute of silence each, so playback is still going while the test
    /// acts on a loaded machine.
    static let albums = [("Long Harbour", "Artist 1"), ("Quiet Atlas", "Artist 2"), ("Slow Meridian", "Artist 3")]
    static let tracks = ["Low Tide", "Night Ferry"]

    var root = ""
    var library: String { root + "/music" }
    var state: String { root + "/state" }

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "tui-clock-e2e-journey-\(getpid())-\(UUID().uuidString.prefix(8))"
        try SilentLibrary.write(at: library, albums: Self.albums, tracks: Self.tracks, seconds: 60)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    func session() throws -> TmuxSession {
        try TmuxSession(args: ["--music", library],
                        env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_STATE_HOME": state, "XDG_CACHE_HOME": state + "/cache"])
    }

    /// The album whose title is in the wall's focus frame.
    func focusedAlbum(_ s: TmuxSession) -> (String, String)? {
        let lines = s.screen()
        return Self.albums.first { album in lines.contains { $0.contains("┃" + album.0) || $0.contains("║" + album.0) } }
    }

    /// The clock screen's now-playing line: "▶ Low Tide — Artist 1 · 0:12 / 1:00 · 1 queued".
    func nowPlaying(_ s: TmuxSession) -> String? {
        s.screen().first { line in ["▶ ", "‖ "].contains { line.contains($0) } && line.contains(" / 1:00") }
    }

    /// Seconds elapsed on the now-playing line.
    func elapsed(_ line: String?) -> Int? {
        guard let line, let dot = line.range(of: " · "), let slash = line.range(of: " / 1:00") else { return nil }
        let clock = line[dot.upperBound..<slash.lowerBound].split(separator: ":").compactMap { Int($0) }
        return clock.count == 2 ? clock[0] * 60 + clock[1] : nil
    }

    func testQueueTwoAlbumsWatchSkipSeekVolumeQuitAndResumeOnTheNextStart() throws {
        let first = try session()
        first.keys("Tab")
        XCTAssertTrue(first.waitUntil(timeout: 10) { Self.albums.allSatisfy { first.screenText.contains($0.0) } },
                      first.screenText)
        XCTAssertTrue(first.waitUntil { self.focusedAlbum(first) != nil }, first.screenText)
        let playing = try XCTUnwrap(focusedAlbum(first))
        first.keys("Enter")
        XCTAssertTrue(first.waitUntil(timeout: 10) { first.screenText.contains("Playing: Low Tide") }, first.screenText)
        first.keys("Escape", "Right")
        XCTAssertTrue(first.waitUntil { self.focusedAlbum(first).map { $0 != playing } ?? false }, first.screenText)
        let queued = try XCTUnwrap(focusedAlbum(first))
        first.keys("e")
        first.waitForIdle()
        // Wall → clock.
        first.keys("Tab")
        first.waitForIdle()

        // The clock screen says what plays, by whom, how far, and that one album waits.
        XCTAssertTrue(first.waitUntil(timeout: 10) {
            self.nowPlaying(first).map { $0.contains("▶ Low Tide — \(playing.1)") && $0.contains("1 queued") } ?? false
        }, "the now-playing line:\n\(first.screenText)")
        XCTAssertFalse(first.screenText.contains(queued.1 + " ·"), "the queued album is not what plays")

        first.keys(">")
        XCTAssertTrue(first.waitUntil(timeout: 10) { self.nowPlaying(first)?.contains("▶ Night Ferry — \(playing.1)") ?? false },
                      "> skips to the album's next track:\n\(first.screenText)")
        let before = try XCTUnwrap(elapsed(nowPlaying(first)))
        first.keys(".", ".")
        XCTAssertTrue(first.waitUntil(timeout: 10) { (self.elapsed(self.nowPlaying(first)) ?? 0) >= before + 20 },
                      "two short seeks move 20 s on from \(before) s:\n\(first.screenText)")
        first.keys("9")
        XCTAssertTrue(first.waitUntil(timeout: 5) { first.screenText.contains("Volume 95 %") }, first.screenText)
        first.waitForIdle()
        let stoppedAt = try XCTUnwrap(elapsed(nowPlaying(first)))
        first.keys("q")
        XCTAssertEqual(first.exitCode(timeout: 10), 0, first.screenText)
        first.kill()

        // The next start: nothing plays until `x`, which resumes the same album and track, no earlier than it stopped.
        let second = try session()
        XCTAssertTrue(second.waitUntil { second.modes() == "1 1 1" })
        second.waitForIdle()
        XCTAssertNil(nowPlaying(second), "nothing plays before x:\n\(second.screenText)")
        second.keys("x")
        XCTAssertTrue(second.waitUntil(timeout: 10) {
            self.nowPlaying(second).map { $0.contains("▶ Night Ferry — \(playing.1)") } ?? false
        }, "x resumes the track that played:\n\(second.screenText)")
        XCTAssertTrue(second.waitUntil(timeout: 10) { (self.elapsed(self.nowPlaying(second)) ?? 0) >= stoppedAt },
                      "x resumes at \(stoppedAt) s or later:\n\(second.screenText)")
        let resumedAt = try XCTUnwrap(elapsed(nowPlaying(second)))
        XCTAssertLessThan(resumedAt, stoppedAt + 30, "and not far past it")
        second.keys("9")
        XCTAssertTrue(second.waitUntil(timeout: 5) { second.screenText.contains("Volume 90 %") },
                      "the volume was remembered at 95 %:\n\(second.screenText)")
    }
}
