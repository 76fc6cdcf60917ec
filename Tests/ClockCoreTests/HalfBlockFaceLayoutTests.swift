@testable import ClockCore
import XCTest

/// The face for fonts without braille (`--no-braille`, TERM=linux): 1×2 square dots a cell, laid out like the braille
/// face, so clicks and drags on it land where they do on the braille face.
final class HalfBlockFaceLayoutTests: XCTestCase {
    func testNoBrailleChoosesHalfBlocksAndAsciiStillWins() {
        XCTAssertEqual(AppOptions().faceGlyphs, .braille)
        XCTAssertEqual(AppOptions(braille: false).faceGlyphs, .halfBlocks)
        XCTAssertEqual(AppOptions(ascii: true, braille: false).faceGlyphs, .ascii)
    }

    func testTheHalfBlockFaceTakesTheSameCellsAsTheBrailleFace() throws {
        for (w, h) in [(40, 12), (80, 24), (120, 40)] {
            let braille = try XCTUnwrap(ClockScreenLayout(size: Size(width: w, height: h), glyphs: .braille).face)
            let blocks = try XCTUnwrap(ClockScreenLayout(size: Size(width: w, height: h), glyphs: .halfBlocks).face)
            XCTAssertEqual(blocks.origin, braille.origin, "\(w)x\(h)")
            XCTAssertEqual(blocks.cells, braille.cells, "\(w)x\(h)")
            XCTAssertEqual(blocks.glyphs, .halfBlocks)
            XCTAssertEqual(blocks.dotAspect, 1, "square dots keep the face round")
        }
    }

    func testAPressAtThreeOClockOnTheHalfBlockFaceGrabsAnAlarmHandPointingThere() throws {
        let face = try XCTUnwrap(ClockScreenLayout(size: Size(width: 80, height: 24), glyphs: .halfBlocks).face)
        let row = face.origin.y + (face.cells.height - 1) / 2
        let cell = Point(x: face.origin.x + face.cells.width * 3 / 4, y: row)
        XCTAssertEqual(face.angle(ofCell: cell), Double.pi / 2, accuracy: 2 * Double.pi / 180)
        XCTAssertTrue(AlarmHand.grabs(cell: cell, handAngle: Double.pi / 2, on: face))
    }
}
