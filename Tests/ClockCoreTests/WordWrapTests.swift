import ClockCore
import XCTest

final class WordWrapTests: XCTestCase {
    func testWordsFillEachLineUpToTheWidth() {
        XCTAssertEqual(WordWrap.lines("the quick brown fox jumps", width: 10), ["the quick", "brown fox", "jumps"])
    }

    func testTheTextsOwnLineBreaksAreKept() {
        XCTAssertEqual(WordWrap.lines("Now playing\n\nBlue Train", width: 20), ["Now playing", "", "Blue Train"])
    }

    func testAWordLongerThanALineIsCutByColumns() {
        XCTAssertEqual(WordWrap.lines("Supercalifragilistic", width: 8), ["Supercal", "ifragili", "stic"])
    }

    func testALongPathBreaksAfterASlash() {
        XCTAssertEqual(WordWrap.lines("/home/ann/.local/state.json", width: 10), ["/home/ann/", ".local/", "state.json"])
    }

    func testWideCharactersCountTwoColumnsAndAreNeverSplit() {
        XCTAssertEqual(WordWrap.lines("東京事変 教育", width: 5), ["東京", "事変", "教育"])
    }

    func testADecomposedAccentStaysOnItsLetter() {
        XCTAssertEqual(WordWrap.lines("Cafe\u{301}s", width: 4), ["Cafe\u{301}", "s"])
    }

    func testLinesBeyondTheLimitAreLeftOutAndTheLastShownEndsInAnEllipsis() {
        XCTAssertEqual(WordWrap.lines("one two three four", width: 7, maxLines: 2), ["one two", "three…"])
    }

    func testEmptyTextHasNoLines() {
        XCTAssertEqual(WordWrap.lines("", width: 10), [])
    }
}
