import Foundation
import XCTest

/// SPEC §5 in the built binary (issue 20, items 2–4): notices about different things stack and each keeps its time,
/// errors about the user's files stay until dismissed, and a notice goes, or is rewritten, when what it says stops
/// being true. Screens are compared once the program says it is idle.
final class NotificationsEndToEndTests: XCTestCase {
    private var home = ""

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "tui-clock-e2e-notices-\(getpid())-\(UUID().uuidString.prefix(8))"
        for folder in ["state/tui-clock", "config/tui-clock", "cache"] {
            try FileManager.default.createDirectory(atPath: "\(home)/\(folder)", withIntermediateDirectories: true)
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    private var env: [String: String] {
        ["XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
         "TUI_CLOCK_AUDIO_OUTPUT": "null"]
    }

    private func session(_ args: [String]) throws -> TmuxSession {
        try TmuxSession(width: 120, height: 40, args: args, env: env)
    }

    func testTheUndoHintStaysWhenTheNextAlarmNoticeComes() throws {
        let s = try session(["--now", "05:00:00"])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Alarm ○ off") }, s.screenText)
        s.keys("n", "d", "Right", "n")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Alarm deleted — u brings it back"), "pushed out:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains("Alarm set for 7:01 AM"), s.screenText)
        // Off, on, off: three notices about the new alarm, and one box, which takes the place of its "Alarm set for"
        // (the → that switched the first alarm on announced that one, a subject of its own, whose box stays).
        let setBefore = s.screenText.components(separatedBy: "Alarm set for").count - 1
        s.keys("a", "a", "a")
        s.waitForIdle()
        let text = s.screenText
        XCTAssertEqual(text.components(separatedBy: "Alarm off").count - 1, 1, "one box for the alarm:\n\(text)")
        XCTAssertEqual(text.components(separatedBy: "Alarm set for").count - 1, setBefore - 1,
                       "replaced, not stacked:\n\(text)")
        XCTAssertTrue(text.contains("Alarm deleted — u brings it back"), "the undo hint is about something else:\n\(text)")
    }

    func testAConfigMistakeAndAKeptAsideStateFileStayWhileOtherNoticesComeAndGo() throws {
        try "# mine\n24h = true\nsnooze = 45\n".write(toFile: home + "/config/tui-clock/config.toml", atomically: true,
                                                     encoding: .utf8)
        try "{not json".write(toFile: home + "/state/tui-clock/state.json", atomically: true, encoding: .utf8)
        let s = try session(["--now", "05:00:00"])
        // The long paths wrap; these words do not.
        let config = "config.toml:3:", kept = "Cannot read the alarm state file"
        XCTAssertTrue(s.waitUntil { s.screenText.contains(config) && s.screenText.contains(kept) }, s.screenText)
        s.waitForIdle()
        // A notice shown after them comes and goes (5 s and its slides); they must still be there.
        s.keys("a")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Alarm set for"), s.screenText)
        XCTAssertTrue(s.waitUntil(timeout: 3 * 6) { !s.screenText.contains("Alarm set for") },
                      "the alarm notice leaves by itself:\n\(s.screenText)")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains(config), "the config mistake is gone:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains(kept), "the kept-aside state file is gone:\n\(s.screenText)")
    }

    func testPlayingGoesWhenPlaybackStopsAndTheRingNamesTheAlbumItWakesTo() throws {
        let library = home + "/music"
        try AlbumWallEndToEndTests.makeLibrary(at: library)
        var s = try session(["--music", library, "--now", "05:00:00", "--24h"])
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Amber Fields") }, s.screenText)
        s.waitForIdle()
        let album = try XCTUnwrap(AlbumWallEndToEndTests.titles.first { title in
            s.screen().contains { $0.contains("┃" + title) || $0.contains("║" + title) }
        }, s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Playing: First Light") }, s.screenText)
        s.keys("w")
        // Closing the panel leaves the music playing (issue 21); v stops it, and what said it plays goes.
        s.keys("Escape")
        s.waitForIdle()
        s.keys("v")
        s.waitForIdle()
        XCTAssertFalse(s.screenText.contains("Playing: First Light"), "playback stopped:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains("The 07:00 alarm wakes you to \(album)"), s.screenText)
        // Wall → clock, where `a` switches the alarm on.
        s.keys("Tab", "a")
        s.waitForIdle()
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
        s.kill()

        s = try session(["--music", library, "--now", "06:59:50", "--24h"])
        XCTAssertTrue(s.waitUntil(timeout: 3 * 10) { s.screenText.contains("Wake up!") }, s.screenText)
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Wake up! 07:00 — playing \(album)"), s.screenText)
    }

    func testDeletingOneOfTwoRingingAlarmsLeavesTheOtherNamedInTheRingingNotice() throws {
        for label in ["Work", "Tea"] {
            var environment = ProcessInfo.processInfo.environment
            environment.merge(env) { $1 }
            environment["TZ"] = "UTC"
            XCTAssertEqual(Command.run([TmuxSession.binary, "alarms", "add", "07:30", "--label", label],
                                       environment: environment).status, 0)
        }
        let s = try session(["--now", "2026-11-27T07:29:57", "--24h"])
        XCTAssertTrue(s.waitUntil(timeout: 3 * 3) { s.screenText.contains("Wake up! 07:30 — Work, Tea") }, s.screenText)
        s.waitForIdle()
        s.keys("d")
        s.waitForIdle()
        let text = s.screenText
        let left = text.contains("07:30 on   once  Tea") ? "Tea" : "Work"
        XCTAssertTrue(text.contains("Wake up! 07:30 — \(left)"), "names the one still ringing:\n\(text)")
        XCTAssertFalse(text.contains("Work, Tea"), "not the deleted one:\n\(text)")
        XCTAssertTrue(text.contains("Alarm deleted — u brings it back"), text)
    }
}
