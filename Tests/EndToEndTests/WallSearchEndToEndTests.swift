import Foundation
import XCTest

/// Search and order on the album wall in the built binary, over the demo library (issue 12, item 4).
final class WallSearchEndToEndTests: XCTestCase {
    static let demoTitles = ["Morning Bells", "Tick Tock Suite", "Snooze Button", "Midnight Static", "Untagged Demos"]

    var home = ""

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "tui-clock-e2e-search-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    /// The program on the demo library (no `--music`, an empty home), mpv silent.
    func session() throws -> TmuxSession {
        try TmuxSession(env: ["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "TUI_CLOCK_AUDIO_OUTPUT": "null"])
    }

    func testSlashAndPartOfATitleInAnotherCaseWithAccentsThenEnterOpensIt() throws {
        let s = try session()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 5) { Self.demoTitles.allSatisfy(s.screenText.contains) }, s.screenText)
        s.keys("/")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("title, artist or track") }, "the search line opens:\n\(s.screenText)")
        s.literal("mÍdNÌGHT")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("1 of 5 albums") }, s.screenText)
        XCTAssertFalse(s.screenText.contains("Morning Bells"), "the wall shows only the match:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains("Midnight Static"), s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Space play/pause") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("Noise Floor"), "the player panel has the album:\n\(s.screenText)")
        s.keys("Escape")
        XCTAssertTrue(s.waitUntil { !s.screenText.contains("Space play/pause") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("1 of 5 albums"), "the search is still open under the panel")
        s.keys("Escape")
        XCTAssertTrue(s.waitUntil { Self.demoTitles.allSatisfy(s.screenText.contains) && !s.screenText.contains("of 5 albums") },
                      "Esc returns to the whole wall:\n\(s.screenText)")
    }

    func testATrackTitleFindsItsAlbumSaysTheTrackAndEnterPlaysIt() throws {
        let s = try session()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 5) { Self.demoTitles.allSatisfy(s.screenText.contains) }, s.screenText)
        s.keys("/")
        s.literal("PILLOW")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("♪ Pillow Talk · 1 of 5 albums") },
                      "the search line names the track:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains("Snooze Button"), "the wall shows the album it is on:\n\(s.screenText)")
        XCTAssertFalse(s.screenText.contains("Morning Bells"), s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing: Pillow Talk") },
                      "Enter plays the track found, not the album's first:\n\(s.screenText)")
    }

    func testATrackArtistOnTheCompilationFindsItAndTheSearchLineNamesTrackAndArtist() throws {
        let s = try session()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 5) { Self.demoTitles.allSatisfy(s.screenText.contains) }, s.screenText)
        s.keys("/")
        s.literal("DUVÉTS")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("♪ Pillow Talk — The Duvets · 1 of 5 albums") },
                      "the search line names the track and its artist:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains("Snooze Button"), "the wall shows the compilation:\n\(s.screenText)")
        XCTAssertFalse(s.screenText.contains("Morning Bells"), s.screenText)
    }

    func testNoMatchSaysSoAndOChangesTheOrderWithANotice() throws {
        let s = try session()
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 5) { Self.demoTitles.allSatisfy(s.screenText.contains) }, s.screenText)
        s.keys("o")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Order: by album title") }, s.screenText)
        s.keys("/")
        s.literal("zzz")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("No albums match") }, s.screenText)
        s.keys("BSpace", "BSpace", "BSpace")
        XCTAssertTrue(s.waitUntil { Self.demoTitles.allSatisfy(s.screenText.contains) }, s.screenText)
    }
}
