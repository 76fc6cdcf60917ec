import ClockCore
@testable import ClockRender
import XCTest

/// Text measured once (the clock's hint lines) is written exactly as the same `String` would be.
final class NarrowTextTests: XCTestCase {
    func testNarrowTextIsWrittenAsItsStringAtEveryPlaceWidthAndOverAWideCharacter() throws {
        let text = "a alarm · ← → ↑ ↓ move"
        let narrow = try XCTUnwrap(NarrowText(text))
        let style = Style(fg: .red)
        for x in [-3, 0, 5, 30] {
            for width in [0, 4, 22, 40] {
                var expected = Canvas(size: Size(width: 34, height: 2), fill: Cell("."))
                expected.write("日本", x: 6, y: 0)
                var written = expected
                let expectedColumns = expected.writeCentered(text, x: x, width: width, y: 0, style: style)
                let writtenColumns = written.writeCentered(narrow, x: x, width: width, y: 0, style: style)
                XCTAssertEqual(written, expected, "x \(x), width \(width):\n\(written.lines)\n\(expected.lines)")
                XCTAssertEqual(writtenColumns, expectedColumns)
            }
        }
    }

    func testTextWithAWideCharacterOrACombiningMarkIsNotNarrow() {
        XCTAssertNil(NarrowText("時計"))
        XCTAssertNil(NarrowText("Cafe\u{301}"))
        XCTAssertNotNil(NarrowText("S-Tab focus · Tab music · ? keys"))
    }

    func testTheClockHintIsMeasuredOnce() {
        XCTAssertTrue((ClockScreenView.hint + ClockScreenView.asciiHint).allSatisfy { $0.narrow != nil },
                      "a hint line that is not narrow text is measured again every frame")
    }
}
