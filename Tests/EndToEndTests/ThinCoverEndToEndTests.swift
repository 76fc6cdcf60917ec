import Foundation
import TestSupport
import XCTest

/// Issue 20, item 0: with sixel or iTerm2 pictures, a cover 1 pixel high (or wide) crashed the program (SIGILL) as
/// soon as the wall came to rest with that cover cut by the screen's top (or left) edge. A library of such covers,
/// the wall scrolled down and across so tiles are cut at rest, and the program must still be running.
final class ThinCoverEndToEndTests: XCTestCase {
    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-thin-\(getpid())-\(UUID().uuidString.prefix(8))"
        // More albums than tiles on screen: the endless wall, which a wheel notch moves and cuts at its edges.
        try AlbumWallEndToEndTests.makeLibrary(at: library, extraAlbums: 35)
        // Every album gets a cover 1 pixel high or 1 pixel wide instead of the demo cover.
        let fm = FileManager.default
        for (index, artist) in try fm.contentsOfDirectory(atPath: library).sorted().enumerated() {
            for album in try fm.contentsOfDirectory(atPath: library + "/" + artist) {
                let folder = "\(library)/\(artist)/\(album)"
                try? fm.removeItem(atPath: folder + "/cover.jpg")
                let png = index % 2 == 0 ? PNGFile.make(width: 40, height: 1) { x, _ in (UInt8(x * 6), 80, 200) }
                    : PNGFile.make(width: 1, height: 40) { _, y in (200, UInt8(y * 6), 80) }
                try Data(png).write(to: URL(fileURLWithPath: folder + "/cover.png"))
            }
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    func testCoversOnePixelHighOrWideCutByTheScreensEdgeDoNotCrashTheWall() throws {
        for mode in ["sixel", "iterm2"] {
            let signature = CoverPicturesEndToEndTests.signatures[mode]!
            let clock = try PseudoTerminalClock(columns: 120, rows: 30,
                                                arguments: ["--images", mode, "--music", library, "--now", "03:17:00"])
            clock.waitForFirstFrame()
            var before = clock.session.output.count
            clock.session.send("\t")
            XCTAssertTrue(clock.session.waitFor(signature, after: before, seconds: 15), "\(mode) pictures on the wall")
            // Wheel notches down and sideways (3 rows, 6 columns each): each rest cuts the tiles at the top and left
            // edges by more, past the middle of a tile, where the crop began at the cover's second pixel row.
            let down = "\u{1B}[<65;60;15M", sideways = "\u{1B}[<67;60;15M"
            for key in [down, down, down, down, sideways, sideways, sideways] {
                clock.session.read(for: 0.2)
                before = clock.session.output.count
                clock.session.send(key)
                let rested = clock.session.waitFor(signature, after: before, seconds: 15)
                XCTAssertTrue(clock.session.isRunning, "\(mode): still running after \(key.debugDescription)")
                guard rested, clock.session.isRunning else { return XCTFail("\(mode): no pictures at rest after \(key.debugDescription)") }
            }
            clock.session.send("q")
            XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0, mode)
        }
    }
}
