import Foundation
import XCTest

/// No cover shows twice on the wall in the built binary (issue 20): a search with one match shows one tile, not a
/// screenful of its clones (item 13), and on a library larger than the screen the tile cut by the right edge is not
/// the next row's first album again (item 14).
final class EachCoverOnceEndToEndTests: XCTestCase {
    /// More albums than the 8 × 5 tiles that can show at once on 120×40 (16×8 covers in 18×11 slots).
    static let albumCount = 45

    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-once-\(getpid())-\(UUID().uuidString.prefix(8))"
        try AlbumWallEndToEndTests.makeLibrary(at: library, extraAlbums: Self.albumCount - AlbumWallEndToEndTests.titles.count)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    static var titles: [String] {
        AlbumWallEndToEndTests.titles + AlbumWallEndToEndTests.extraTitles(albumCount - AlbumWallEndToEndTests.titles.count)
    }

    func session(_ options: [String] = []) throws -> TmuxSession {
        try TmuxSession(width: 120, height: 40, args: ["--music", library] + options, env: ["TUI_CLOCK_AUDIO_OUTPUT": "null"])
    }

    /// How often each album title shows on the wall (the last line, where the search line goes, left out).
    func titleCounts(_ s: TmuxSession) -> [String: Int] {
        let wall = s.screen().dropLast().joined(separator: "\n")
        var counts: [String: Int] = [:]
        for title in Self.titles {
            let n = wall.components(separatedBy: title).count - 1
            if n > 0 { counts[title] = n }
        }
        return counts
    }

    func testASearchWithOneMatchShowsOneTileAndEnterOpensIt() throws {
        let s = try session()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Amber Fields") }, s.screenText)
        s.keys("/")
        s.literal("copper")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("1 of \(Self.albumCount) albums") }, s.screenText)
        XCTAssertTrue(s.waitUntil { self.titleCounts(s) == ["Copper Sky": 1] },
                      "one match, one tile:\n\(s.screenText)")
        XCTAssertTrue(s.screen().contains { $0.contains("┃Copper Sky") }, "focused, in the focus frame:\n\(s.screenText)")
        s.keys("Right", "Down", "Left", "Up", "PageDown")
        XCTAssertTrue(s.waitUntil { s.events().filter { $0.hasPrefix("key ") }.count >= 13 }, "\(s.events())")
        XCTAssertEqual(titleCounts(s), ["Copper Sky": 1], "the arrows find nothing else:\n\(s.screenText)")
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Space play/pause") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("Artist 3"), "the player panel has the match:\n\(s.screenText)")
    }

    func testAt120x40NoCoverShowsTwiceAtRestOrScrolledSideways() throws {
        // Without animation the wheel moves the view in one step, so the screen after it is where the view stops.
        let s = try session(["--no-animation"])
        s.keys("Tab")
        // Three rows of seven titles show, the seventh tile cut by the right edge; the eighth column waits just past it.
        XCTAssertTrue(s.waitUntil(timeout: 10) {
            let lines = s.screen()
            return lines.count == 40 && [9, 20, 31].allSatisfy { self.titles(inLine: lines[$0]) == 7 }
                && !s.screenText.contains("Scanning")
        }, s.screenText)
        XCTAssertEqual(titleCounts(s).filter { $0.value > 1 }, [:], "at rest:\n\(s.screenText)")
        // Two sideways notches (tilt wheel, 6 cells each) stop the view between slots: eight columns show, the first
        // and the last cut, and the focus frame moves to the first whole tile (its top edge at column 6).
        s.literal("\u{1B}[<67;60;20M\u{1B}[<67;60;20M")
        XCTAssertTrue(s.waitUntil { s.screen().first?.hasPrefix("      ┏") ?? false }, "the wall scrolled:\n\(s.screenText)")
        XCTAssertEqual(titleCounts(s).filter { $0.value > 1 }, [:], "scrolled sideways:\n\(s.screenText)")
    }

    /// How many whole titles of the library `line` holds.
    func titles(inLine line: String) -> Int { Self.titles.filter(line.contains).count }
}
