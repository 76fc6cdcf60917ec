import Foundation
import TestSupport
import XCTest

/// The library index in the built binary: kept in the cache folder, used by the next start, kept up to date
/// while the program runs, and rebuilt by `--rescan`.
final class LibraryIndexEndToEndTests: XCTestCase {
    var library = ""
    var cache = ""

    override func setUpWithError() throws {
        let tag = "\(getpid())-\(UUID().uuidString.prefix(8))"
        library = NSTemporaryDirectory() + "tui-clock-e2e-library-" + tag
        cache = NSTemporaryDirectory() + "tui-clock-e2e-cache-" + tag
        try AlbumWallEndToEndTests.makeLibrary(at: library)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
        try? FileManager.default.removeItem(atPath: cache)
    }

    private func session(_ args: [String] = []) throws -> TmuxSession {
        try TmuxSession(args: ["--music", library] + args,
                        env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_CACHE_HOME": cache])
    }

    /// Starts, shows the wall until every title is there, and quits.
    private func showWallAndQuit(_ args: [String] = []) throws {
        let s = try session(args)
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { AlbumWallEndToEndTests.titles.allSatisfy(s.screenText.contains) }, s.screenText)
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
    }

    private var indexFiles: [String] {
        let folder = cache + "/tui-clock"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".sqlite") }.map { folder + "/" + $0 }
    }

    func testTheIndexIsWrittenOnlyOnceTheWallIsShown() throws {
        let s = try session()
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        // Whatever the clock's start-up does is done once it says it is idle.
        s.waitForIdle()
        XCTAssertEqual(indexFiles, [], "the clock alone does not touch the cache")
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { self.indexFiles.count == 1 }, "no index in \(cache)")
    }

    func testANewAlbumAppearsOnTheWallWhileTheProgramRuns() throws {
        try showWallAndQuit()
        let s = try session()
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { AlbumWallEndToEndTests.titles.allSatisfy(s.screenText.contains) }, s.screenText)
        s.waitForIdle()
        let folder = library + "/Artist 6/Fresh Tracks"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Every cover in (no placeholder box left) and the focus frame drawn, so what follows can only be the new album.
        XCTAssertTrue(s.waitUntil(timeout: 30) { s.screenText.contains("┏") && !s.screenText.contains("┌") }, s.screenText)
        let before = s.screen()
        try SilentWAV.data(seconds: 1).write(to: URL(fileURLWithPath: folder + "/01 New.wav"))
        // The five albums are shown once, in a row: the new one joins after the last and nothing shown moves
        // (issue 12: the wall never re-deals what is on screen). The search finds it once it is in.
        XCTAssertTrue(s.waitUntil(timeout: 8) { s.screenText.contains("Fresh Tracks") }, s.screenText)
        let after = s.screen()
        for (line, text) in before.enumerated() {
            XCTAssertTrue(after[line].hasPrefix(text), "what is on screen stays put while the library grows:\n\(s.screenText)")
        }
        s.keys("/")
        s.keys("-l", "fresh")
        XCTAssertTrue(s.waitUntil(timeout: 8) { s.screenText.contains("Fresh Tracks") && s.screenText.contains("1 of 6") },
                      s.screenText)
    }

    /// The wall holds albums, the index their tracks (issue 23): an album opened on a second start shows the
    /// tracks read back from the index, and plays from its first one.
    func testAnAlbumOpenedFromTheIndexShowsItsTracksAndPlaysTheFirst() throws {
        try showWallAndQuit()
        let s = try session()
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil { AlbumWallEndToEndTests.titles.allSatisfy(s.screenText.contains) }, s.screenText)
        s.keys("Enter")
        let tracks = AlbumWallEndToEndTests.trackTitles
        XCTAssertTrue(s.waitUntil(timeout: 10) { tracks.allSatisfy(s.screenText.contains) }, s.screenText)
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Playing: " + tracks[0]) }, s.screenText)
        XCTAssertFalse(s.screenText.contains("Reading the tracks"), s.screenText)
    }

    func testRescanReplacesTheIndex() throws {
        try showWallAndQuit()
        let old = try XCTUnwrap(indexFiles.first)
        // Held open, the old file keeps its inode, so a new file cannot be mistaken for it.
        let held = open(old, O_RDONLY)
        defer { close(held) }
        var before = stat()
        XCTAssertEqual(fstat(held, &before), 0)
        try showWallAndQuit(["--rescan"])
        var after = stat()
        XCTAssertEqual(stat(old, &after), 0)
        XCTAssertNotEqual(after.st_ino, before.st_ino, "--rescan rebuilt the index file")
    }
}
