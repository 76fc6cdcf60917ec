@testable import ClockCore
import XCTest

/// Typing a label after `L`, the same on the alarm list and the timers screen: the keys that are not text type nothing.
final class LabelTypingTests: XCTestCase {
    func testEnterKeepsAndEscDropsTheDraft() {
        XCTAssertEqual(LabelTyping(KeyEvent(.enter), on: "Gym"), .kept("Gym"))
        XCTAssertEqual(LabelTyping(KeyEvent(.escape), on: "Gym"), .dropped)
    }

    func testBackspaceDeletesTheLastCharacterAndStopsAtAnEmptyLabel() {
        XCTAssertEqual(LabelTyping(KeyEvent(.backspace), on: "Gym"), .typing("Gy"))
        XCTAssertEqual(LabelTyping(KeyEvent(.delete), on: ""), .typing(""))
    }

    func testShiftTypesACapitalButAltOrCtrlWithALetterTypesNothing() {
        XCTAssertEqual(LabelTyping(KeyEvent(.char("G"), modifiers: .shift), on: ""), .typing("G"))
        XCTAssertEqual(LabelTyping(KeyEvent(.char("x"), modifiers: .alt), on: "Gym"), .typing("Gym"))
        XCTAssertEqual(LabelTyping(KeyEvent(.ctrl("u")), on: "Gym"), .typing("Gym"))
        XCTAssertEqual(LabelTyping(KeyEvent(.up), on: "Gym"), .typing("Gym"))
    }

    func testALabelStopsGrowingAtItsLongestLength() {
        let full = String(repeating: "a", count: AlarmSettings.maxLabelLength)
        XCTAssertEqual(LabelTyping(KeyEvent(.char("b")), on: full), .typing(full))
    }
}
