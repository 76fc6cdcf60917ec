import ClockCore
import XCTest

/// One folding for the album search and the ASCII view (issue 20 item 12).
final class TextFoldTests: XCTestCase {
    func testTheAsciiViewSpellsAccentsAndTypographyPlainly() {
        XCTAssertEqual(TextFold.ascii("Björk"), "Bjork")
        XCTAssertEqual(TextFold.ascii("Straße"), "Strasse")
        XCTAssertEqual(TextFold.ascii("“quotes” and ‘single’"), "\"quotes\" and 'single'")
        XCTAssertEqual(TextFold.ascii("A — B – C"), "A - B - C")
        XCTAssertEqual(TextFold.ascii("wait…"), "wait...")
        XCTAssertEqual(TextFold.ascii("Ærøskøbing, Łódź, Þór, ÉCOLE"), "AEroskobing, Lodz, THor, ECOLE")
        XCTAssertEqual(TextFold.ascii("Cafe\u{301}"), "Cafe", "a decomposed accent goes too")
    }

    func testWhatHasNoPlainSpellingIsAQuestionMarkPerColumn() {
        XCTAssertEqual(TextFold.ascii("夜に"), "????", "wide characters keep their two columns")
        XCTAssertEqual(TextFold.ascii("a 🎵 b"), "a ?? b")
        XCTAssertEqual(TextFold.ascii("plain ASCII stays"), "plain ASCII stays")
    }

    func testTheSearchFoldsTheSameWayLowerCased() {
        XCTAssertEqual(TextFold.fold("Björk"), Array("bjork".utf8))
        XCTAssertEqual(TextFold.fold("STRASSE"), TextFold.fold("Straße"))
        XCTAssertTrue(TextFold.contains(TextFold.fold("Don’t Stop"), TextFold.fold("don't")))
        XCTAssertEqual(TextFold.fold("夜に駆ける"), Array("夜に駆ける".utf8), "other scripts are searched as they are")
    }
}
