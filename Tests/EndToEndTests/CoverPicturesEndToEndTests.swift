import Foundation
import TestSupport
import XCTest

/// Issue 14, "Living with ncurses", with the built program on a pseudo-terminal: after Tab to a wall of covered
/// albums each protocol sends its pictures, symbols send none, and leaving takes them down — on exit no kitty
/// image is left in the terminal.
final class CoverPicturesEndToEndTests: XCTestCase {
    /// How each protocol's pictures start (Codecs.h), and kitty's placement.
    static let sixel = "\u{1B}P0;1;0q"
    static let iterm2 = "\u{1B}]1337;File="
    static let kittyPlace = "\u{1B}_Ga=p,"
    static let signatures = ["kitty": kittyPlace, "sixel": sixel, "iterm2": iterm2]

    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-pictures-\(getpid())-\(UUID().uuidString.prefix(8))"
        // More albums than the 8 × 4 tiles that can show on 120×30, so the wall is endless and covers are cut by
        // its edges (a smaller library is shown once, whole tiles in reading order).
        try AlbumWallEndToEndTests.makeLibrary(at: library, extraAlbums: 35)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    /// The clock with `--images mode` on a terminal of 120×30 that answers no question; the first frame drawn.
    func clock(_ mode: String) throws -> PseudoTerminalClock {
        let clock = try PseudoTerminalClock(columns: 120, rows: 30,
                                            arguments: ["--images", mode, "--music", library, "--now", "03:17:00"])
        clock.waitForFirstFrame()
        return clock
    }

    /// The clock with `--images mode`, switched to the wall (Tab), once its pictures are on screen and settled.
    func wallWithPictures(_ mode: String, file: StaticString = #filePath, line: UInt = #line) throws -> PseudoTerminalClock {
        let clock = try clock(mode)
        clock.session.send("\t")
        XCTAssertTrue(clock.session.waitFor(Self.signatures[mode]!, seconds: 15), "\(mode) pictures", file: file, line: line)
        clock.waitForIdle(afterInputs: 1, file: file, line: line)
        return clock
    }

    func count(_ needle: String, in output: ArraySlice<UInt8>) -> Int {
        let n = Array(needle.utf8)
        guard output.count >= n.count else { return 0 }
        return (output.startIndex...(output.endIndex - n.count)).filter { output[$0..<($0 + n.count)].elementsEqual(n) }.count
    }

    /// The kitty image ids transmitted (`a=t,i=ID`) in `output`.
    func transmittedIDs(_ output: [UInt8]) -> Set<String> {
        let text = String(decoding: output, as: UTF8.self)
        return Set(text.components(separatedBy: "\u{1B}_Ga=t,i=").dropFirst().map { String($0.prefix { $0.isNumber }) })
    }

    func testEachPictureProtocolSendsItsPicturesAfterTabToTheWall() throws {
        for (mode, signature) in Self.signatures.sorted(by: { $0.key < $1.key }) {
            let clock = try clock(mode)
            XCTAssertEqual(count(signature, in: clock.session.output[...]), 0, "\(mode): no picture on the clock")
            let before = clock.session.output.count
            clock.session.send("\t")
            XCTAssertTrue(clock.session.waitFor(signature, after: before, seconds: 15), "\(mode) pictures after Tab")
            clock.session.send("q")
            XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0, mode)
            clock.assertTerminalRestored(mode)
        }
    }

    /// The pixel sizes (`"1;1;W;H`) of the sixel pictures in `output`.
    func sixelSizes(_ output: [UInt8]) -> [String] {
        String(decoding: output, as: UTF8.self).components(separatedBy: Self.sixel).dropFirst().compactMap { body in
            body.hasPrefix("\"") ? body.dropFirst().prefix { $0 == ";" || $0.isNumber }.split(separator: ";")
                .suffix(2).joined(separator: "x") : nil
        }
    }

    func testCoversCutByTheScreensEdgeShowTheirVisiblePartAsAPicture() throws {
        let kitty = try wallWithPictures("kitty")
        let placed = String(decoding: kitty.session.output, as: UTF8.self)
        XCTAssertTrue(placed.contains("\u{1B}_Ga=p,") && placed.contains(",x=0,y=0,w="),
                      "a tile cut by the right or bottom edge is placed with the source rect of its visible part")
        kitty.session.send("q")
        XCTAssertEqual(kitty.session.waitForExit(seconds: 5), 0)

        let sixel = try wallWithPictures("sixel")
        let deadline = Date().addingTimeInterval(15)
        while Set(sixelSizes(sixel.session.output)).count < 2, Date() < deadline { sixel.session.read(for: 0.1) }
        XCTAssertGreaterThan(Set(sixelSizes(sixel.session.output)).count, 1,
                             "at rest the cut tiles come as cropped pictures beside the whole ones")
        XCTAssertTrue(sixelSizes(sixel.session.output).contains("160x160"), "whole tiles stay whole (16×8 cells of 10×20)")
        sixel.session.send("q")
        XCTAssertEqual(sixel.session.waitForExit(seconds: 5), 0)
    }

    func testSymbolsSendNoPictures() throws {
        let clock = try clock("symbols")
        clock.session.send("\t")
        XCTAssertTrue(clock.session.waitFor("Amber Fields", seconds: 10))
        clock.waitForIdle(afterInputs: 1)   // every cover drawn
        let output = clock.session.output[...]
        for signature in ["\u{1B}_G", Self.iterm2, Self.sixel] {
            XCTAssertEqual(count(signature, in: output), 0, signature.debugDescription)
        }
    }

    func testKittyTransmitsEachCoverOnceAndExitDeletesEveryImage() throws {
        let clock = try wallWithPictures("kitty")
        // To the clock and back to the wall: the pictures are taken down and placed again, not sent again.
        let shown = clock.session.output.count
        let ids = transmittedIDs(clock.session.output)
        clock.session.send("\t")
        XCTAssertTrue(clock.session.waitFor("\u{1B}_Ga=d,d=i,", after: shown, seconds: 5), "Tab takes them down")
        clock.waitForIdle(afterInputs: 2)
        let back = clock.session.output.count
        clock.session.send("\t")
        XCTAssertTrue(clock.session.waitFor(Self.kittyPlace, after: back, seconds: 5), "placed again")
        clock.waitForIdle(afterInputs: 3)
        XCTAssertEqual(transmittedIDs(clock.session.output), ids, "held by the terminal: not transmitted again")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0)
        let text = String(decoding: clock.session.output, as: UTF8.self)
        XCTAssertFalse(ids.isEmpty)
        for id in ids { XCTAssertTrue(text.contains("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"), "image \(id) deleted on exit") }
        clock.assertTerminalRestored()
    }

    func testSixelPicturesLeaveWithTheWall() throws {
        let clock = try wallWithPictures("sixel")
        let shown = clock.session.output.count
        clock.session.send("\t")
        clock.waitForIdle(afterInputs: 2)
        XCTAssertEqual(count(Self.sixel, in: clock.session.output[shown...]), 0, "none drawn over the clock")
    }

    func testCtrlZTakesKittyPicturesDownAndResumePlacesThemAgain() throws {
        let clock = try wallWithPictures("kitty")
        let shown = clock.session.output.count
        clock.session.send("\u{1A}")
        XCTAssertTrue(clock.session.waitFor("\u{1B}[?1006l", after: shown, seconds: 5), "suspended")
        let suspended = String(decoding: clock.session.output[shown...], as: UTF8.self)
        let down = try XCTUnwrap(suspended.range(of: "\u{1B}_Ga=d,d=i,"), "placements taken down")
        XCTAssertLessThan(down.lowerBound, try XCTUnwrap(suspended.range(of: "\u{1B}[?1006l")).lowerBound,
                          "before the terminal is handed back")
        let resumed = clock.session.output.count
        kill(clock.session.pid, SIGCONT)
        XCTAssertTrue(clock.session.waitFor(Self.kittyPlace, after: resumed, seconds: 5), "placed again after resume")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0)
    }
}
