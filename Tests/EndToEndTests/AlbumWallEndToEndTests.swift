import Foundation
import TestSupport
import XCTest

/// The album wall in the built binary: a generated five-album library, the keys of SPEC §7, and the mpv process
/// that plays it (silently: `TUI_CLOCK_AUDIO_OUTPUT=null`), which must never outlive tui-clock.
final class AlbumWallEndToEndTests: XCTestCase {
    /// Album titles of the generated library (short enough to show whole under a tile).
    static let titles = ["Amber Fields", "Blue Hour", "Copper Sky", "Dusk Radio", "Echo Park"]
    static let trackTitles = ["First Light", "Slow Return"]

    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-library-\(getpid())-\(UUID().uuidString.prefix(8))"
        try Self.makeLibrary(at: library)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    /// `Artist/Album/NN Title.wav` folders (no tags: the folder layout names them), 30 s of silence per track,
    /// and the demo library's cover picture in each album. `extraAlbums` more, "Extra 06" by "Artist 6" and on,
    /// with one short track each, make a library larger than a screen of tiles.
    static func makeLibrary(at root: String, extraAlbums: Int = 0) throws {
        let fm = FileManager.default
        let cover = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary/Clockwork Quartet/Tick Tock Suite/cover.jpg")
        let audio = SilentWAV.data(seconds: 30), short = SilentWAV.data(seconds: 1)
        for (i, title) in (titles + extraTitles(extraAlbums)).enumerated() {
            let folder = "\(root)/Artist \(i + 1)/\(title)"
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if i < titles.count {
                for (n, track) in trackTitles.enumerated() {
                    try audio.write(to: URL(fileURLWithPath: "\(folder)/0\(n + 1) \(track).wav"))
                }
            } else {
                try short.write(to: URL(fileURLWithPath: "\(folder)/01 Only.wav"))
            }
            if fm.fileExists(atPath: cover.path) { try fm.copyItem(atPath: cover.path, toPath: folder + "/cover.jpg") }
        }
    }

    /// The titles of `count` extra albums: "Extra 06", "Extra 07", … (short enough to show whole under a tile cut
    /// by the right edge).
    static func extraTitles(_ count: Int) -> [String] {
        (0..<count).map { "Extra " + String(format: "%02d", titles.count + 1 + $0) }
    }

    func session(args: [String] = [], env: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(args: ["--music", library] + args, env: ["TUI_CLOCK_AUDIO_OUTPUT": "null"].merging(env) { $1 })
    }

    /// The title shown inside the focus frame (right after its left edge), if any.
    func focusedTitle(_ s: TmuxSession) -> String? {
        let lines = s.screen()
        return Self.titles.first { title in lines.contains { $0.contains("┃" + title) || $0.contains("║" + title) } }
    }

    /// The pids of mpv processes started by `pid`.
    func mpvChildren(of pid: pid_t) -> [pid_t] {
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { pid_t($0) }.filter { child in
            let comm = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
            return comm.trimmingCharacters(in: .whitespacesAndNewlines) == "mpv"
        }
    }

    func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        // A zombie has exited; its parent just has not reaped it yet.
        return !(stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true)
    }

    func testTabShowsTheWallWithEveryAlbumTitle() throws {
        let s = try session()
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { Self.titles.allSatisfy(s.screenText.contains) }, s.screenText)
        // Albums arrive in batches while the wall is on screen; the frame is drawn once the focused one is in.
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil }, "one tile has the focus frame:\n\(s.screenText)")
    }

    /// SPEC §7: "`Tab` switches between the clock and the album wall", so Tab twice is the clock again (a check pressing
    /// Tab twice found the timers); `T` shows the timers, and Tab there goes to the clock. The music plays on throughout.
    func testTabSwitchesBetweenTheClockAndTheWallAndFromTheTimersGoesToTheClock() throws {
        let s = try session()
        let onClock = { s.screenText.contains("Alarm ○ off") && !s.screenText.contains("Enter starts") }
        XCTAssertTrue(s.waitUntil(onClock), s.screenText)
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil }, s.screenText)
        XCTAssertFalse(s.screenText.contains("Alarm ○ off"), s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing") }, s.screenText)
        // Apart: Esc with Tab at once is Alt-Tab.
        s.keys("Escape")
        s.waitForIdle()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { onClock() && s.screenText.contains("▶ First Light") },
                      "Tab, Tab: the clock again, the music playing:\n\(s.screenText)")
        s.keys("T")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Enter starts") }, s.screenText)
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { onClock() && s.screenText.contains("▶ First Light") },
                      "Tab from the timers: the clock:\n\(s.screenText)")
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil && !s.screenText.contains("Alarm ○ off") }, s.screenText)
        s.waitForIdle()
        XCTAssertEqual(mpvChildren(of: try XCTUnwrap(s.programPID())).count, 1, "the one mpv plays on")
    }

    func testFiveStepsRightOnFiveAlbumsLandOnTheSameAlbum() throws {
        let s = try session()
        s.keys("Tab")
        // Every album in before the first step: one found mid-way is dealt in and shifts which album a step lands on.
        XCTAssertTrue(s.waitUntil { Self.titles.allSatisfy(s.screenText.contains) }, s.screenText)
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil }, s.screenText)
        let first = try XCTUnwrap(focusedTitle(s))
        s.keys("Right")
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s).map { $0 != first } ?? false }, "one step moves on:\n\(s.screenText)")
        s.keys("l", "Right", "l", "Right")
        // Tab and five steps read (the log also holds the terminal's answers to the graphics questions).
        XCTAssertTrue(s.waitUntil { s.events().filter { $0.hasPrefix("key ") }.count >= 6 }, "\(s.events())")
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) == first }, "five steps come back:\n\(s.screenText)")
    }

    func testEnterPlaysTheAlbumInMpvSpacePausesAndQuitLeavesNoMpv() throws {
        let s = try session()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil }, s.screenText)
        let pid = try XCTUnwrap(s.programPID())
        XCTAssertEqual(mpvChildren(of: pid), [], "mpv starts only when an album is opened")
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { Self.trackTitles.allSatisfy(s.screenText.contains) }, s.screenText)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing") }, s.screenText)
        let players = mpvChildren(of: pid)
        XCTAssertEqual(players.count, 1, "one mpv, a child of tui-clock")
        s.keys("Space")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Paused") }, s.screenText)
        s.keys("Space")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Playing") && !s.screenText.contains("Paused") }, s.screenText)
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
        for player in players { XCTAssertFalse(isAlive(player), "mpv \(player) outlived tui-clock") }
    }

    func testEscClosesThePanelAndTheWallTakesTheKeysAgain() throws {
        let s = try session()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil }, s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Space play/pause") }, s.screenText)
        s.keys("Escape")
        XCTAssertTrue(s.waitUntil { !s.screenText.contains("Space play/pause") }, s.screenText)
        XCTAssertTrue(s.waitUntil { Self.titles.allSatisfy(s.screenText.contains) }, s.screenText)
    }

    func testSignalsLeaveNoMpvBehind() throws {
        for (sig, code) in [(SIGTERM, 143), (SIGHUP, 129)] {
            let s = try session()
            s.keys("Tab")
            XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil }, s.screenText)
            s.keys("Enter")
            let pid = try XCTUnwrap(s.programPID())
            XCTAssertTrue(s.waitUntil(timeout: 5) { !self.mpvChildren(of: pid).isEmpty })
            let players = mpvChildren(of: pid)
            kill(pid, sig)
            XCTAssertEqual(s.exitCode(), code)
            for player in players {
                XCTAssertTrue(s.waitUntil { !self.isAlive(player) }, "mpv outlived signal \(sig)")
            }
        }
    }

    func testWithoutMpvThePanelOpensAndSaysHowToInstallIt() throws {
        let s = try session(env: ["PATH": "/nonexistent"])
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { self.focusedTitle(s) != nil }, s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) {
            s.screenText.contains("Install mpv") && Self.trackTitles.allSatisfy(s.screenText.contains)
        }, s.screenText)
        XCTAssertTrue(s.screenText.contains("No player"), s.screenText)
    }

    /// The user named the folder: the wall says it holds no music tui-clock reads, naming it as typed (~ for the
    /// home folder) and which files those are, not to name a folder with --music.
    func testAnEmptyFolderNamedWithMusicSaysSoInWords() throws {
        let empty = library + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try Data("not music".utf8).write(to: URL(fileURLWithPath: empty + "/notes.txt"))
        let s = try TmuxSession(width: 80, height: 12, args: ["--music", empty], env: ["HOME": library])
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("No albums in") }, s.screenText)
        s.waitForIdle()
        XCTAssertEqual(Array(s.screen()[5...6]), [
            "                              No albums in ~/empty",
            "     tui-clock reads FLAC, MP3, Ogg, Opus, M4A, WAV, AIFF and WavPack files",
        ], s.screenText)
        XCTAssertFalse(s.screenText.contains("--music"), s.screenText)
    }

    /// `--music '~/…'`, quoted so no shell expanded it, is the folder in the home: the wall shows it (it was refused).
    func testAQuotedTildeInMusicIsTheHomeFolder() throws {
        let url = URL(fileURLWithPath: library)
        let s = try TmuxSession(args: ["--music", "~/" + url.lastPathComponent],
                                env: ["HOME": url.deletingLastPathComponent().path, "TUI_CLOCK_AUDIO_OUTPUT": "null"])
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains(Self.titles[0]) }, s.screenText)
    }

    func testWithoutAMusicFolderTheDemoLibraryIsShown() throws {
        let home = library + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let s = try TmuxSession(env: ["HOME": home, "XDG_CONFIG_HOME": home + "/.config"])
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Tick Tock Suite") }, s.screenText)
    }
}
