import ClockCore
@testable import ClockRender
import XCTest

/// A cell holds what a terminal draws in it: a whole grapheme cluster, one or two columns wide.
final class CanvasTextTests: XCTestCase {
    private func canvas(_ width: Int, _ text: String, at x: Int = 0, maxWidth: Int = .max) -> Canvas {
        var c = Canvas(size: Size(width: width, height: 1), fill: Cell("."))
        c.write(text, x: x, y: 0, maxWidth: maxWidth)
        return c
    }

    func testADecomposedAccentStaysOnItsLetter() {
        let c = canvas(6, "Cafe\u{301}!")
        XCTAssertEqual(c.lines, ["Cafe\u{301}!."])
        XCTAssertEqual(c[3, 0].text, "e\u{301}")
        XCTAssertEqual(c[4, 0].text, "!")
    }

    func testEmojiWithAModifierAJoinerSequenceAndAFlagAreOneCellEach() {
        let c = canvas(12, "👍🏽👩‍💻🇯🇵x")
        XCTAssertEqual(c[0, 0].text, "👍🏽")
        XCTAssertTrue(c[0, 0].isWide)
        XCTAssertTrue(c[1, 0].isContinuation)
        XCTAssertEqual(c[2, 0].text, "👩‍💻")
        XCTAssertEqual(c[4, 0].text, "🇯🇵")
        XCTAssertEqual(c.lines, ["👍🏽👩‍💻🇯🇵x" + String(repeating: ".", count: 12 - 2 - 2 - 1 - 1)])
    }

    func testAWideCharacterTakesTwoCells() {
        let c = canvas(6, "漢字a")
        XCTAssertEqual(c.lines, ["漢字a."])
        XCTAssertEqual(c.cells.map(\.width), [2, 0, 2, 0, 1, 1])
        XCTAssertEqual(CharacterWidth.of("漢字a"), 5)
    }

    func testAWideCharacterCutByTheLeftEdgeLeavesASpace() {
        XCTAssertEqual(canvas(5, "漢字ab", at: -1).lines, [" 字ab"])
    }

    func testAWideCharacterCrossingTheRightEdgeBecomesASpace() {
        XCTAssertEqual(canvas(5, "ab漢字", at: 0).lines, ["ab漢 "])
    }

    func testAWideCharacterCutByTheColumnLimitBecomesASpace() {
        XCTAssertEqual(canvas(6, "a漢字", maxWidth: 4).lines, ["a漢 .."])
    }

    func testWritingOverTheLeftHalfOfAWideCharacterBlanksItsRightHalf() {
        var c = canvas(4, "漢字")
        c.write("x", x: 0, y: 0)
        XCTAssertEqual(c.lines, ["x 字"])
        XCTAssertFalse(c[1, 0].isContinuation)
    }

    func testWritingOverTheRightHalfOfAWideCharacterBlanksItsLeftHalf() {
        var c = canvas(4, "漢字")
        c[1, 0] = Cell("x")
        XCTAssertEqual(c.lines, [" x字"])
        XCTAssertFalse(c[0, 0].isWide)
    }

    func testAWideCharacterWrittenAcrossAnotherBlanksTheHalfItLeaves() {
        var c = canvas(5, "漢字")
        c.write("語", x: 1, y: 0)
        XCTAssertEqual(c.lines, [" 語 ."])
    }

    func testFillingAcrossHalfAWideCharacterBlanksTheOtherHalf() {
        var c = canvas(6, "漢字語")
        c.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell("#"))
        XCTAssertEqual(c.lines, [" ## 語"])
    }

    func testDrawingAPictureClipsItsWideCharactersAtEveryEdge() {
        var tile = Canvas(size: Size(width: 4, height: 1))
        tile.write("漢字", x: 0, y: 0)
        var c = Canvas(size: Size(width: 3, height: 1), fill: Cell("."))
        c.draw(tile, x: -1, y: 0)
        XCTAssertEqual(c.lines, [" 字"])
        c.clear(Cell("."))
        c.draw(tile, x: 1, y: 0)
        XCTAssertEqual(c.lines, [".漢"])
        c.clear(Cell("."))
        c.draw(tile, x: 2, y: 0)
        XCTAssertEqual(c.lines, [".. "])
    }

    func testDrawingOverHalfAWideCharacterBlanksItsOtherHalf() {
        var c = canvas(5, "漢字")
        c.draw(Canvas(size: Size(width: 1, height: 1), fill: Cell("x")), x: 1, y: 0)
        XCTAssertEqual(c.lines, [" x字."])
    }

    func testAMarkWithoutALetterIsDropped() {
        XCTAssertEqual(canvas(3, "\u{301}a").lines, ["a.."])
    }

    func testEllipsisCutsBetweenClustersAndCountsColumns() {
        XCTAssertEqual(Ellipsis.fit("Cafe\u{301} noir", width: 6), "Cafe\u{301}…")
        XCTAssertEqual(Ellipsis.fit("漢字漢字", width: 6), "漢字…")
    }
}
