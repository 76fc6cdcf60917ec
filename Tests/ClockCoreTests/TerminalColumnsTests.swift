import ClockCore
import XCTest

final class TerminalColumnsTests: XCTestCase {
    func testACombiningAccentTakesNoColumnOfItsOwn() {
        XCTAssertEqual(TerminalColumns.of("Cafe\u{301}"), 4)
        XCTAssertEqual(TerminalColumns.of(Character("e\u{301}")), 1)
    }

    func testWideCharactersTakeTwoColumns() {
        XCTAssertEqual(TerminalColumns.of("東京 ab"), 7)
        XCTAssertEqual(TerminalColumns.of("ＬｉＳＡ"), 8)
    }

    func testAnEmojiSequenceTakesTheColumnsOfItsBase() {
        XCTAssertEqual(TerminalColumns.of(Character("👍🏽")), 2)
        XCTAssertEqual(TerminalColumns.of(Character("👩‍💻")), 2)
        XCTAssertEqual(TerminalColumns.of("👩‍💻x"), 3)
    }

    func testControlsTakeNoColumns() {
        XCTAssertEqual(TerminalColumns.of("a\u{7}b\u{1B}"), 2)
    }

    func testTextMadeOfStandAloneScalarsMeasuresTheSameScalarByScalar() {
        for text in ["10:08 PM", "───────▼───────", "Alarm ● on", "⣿⠁⠈", "夜に駆ける", "← → ↑ ↓"] {
            XCTAssertTrue(text.unicodeScalars.allSatisfy(TerminalColumns.standsAlone), text)
            XCTAssertEqual(TerminalColumns.of(text), text.reduce(0) { $0 + TerminalColumns.of($1) }, text)
        }
        XCTAssertFalse("Cafe\u{301}".unicodeScalars.allSatisfy(TerminalColumns.standsAlone))
    }
}
