@testable import ClockTerminal
import ClockCore
import XCTest

/// tmux's answer to `display -p` about the pane: whether pictures pass through, and where the pane sits.
final class TmuxPaneTests: XCTestCase {
    func testTmux33FlagsAndTmux34ChoicesBothRead() {
        XCTAssertEqual(TmuxPane(answer: "1 0 0 on bottom\n"), TmuxPane(allowsPassthrough: true, origin: Point(x: 0, y: 0)))
        XCTAssertEqual(TmuxPane(answer: "0 0 0 on bottom\n")?.allowsPassthrough, false)
        XCTAssertEqual(TmuxPane(answer: "all 0 0 on bottom")?.allowsPassthrough, true)
        XCTAssertEqual(TmuxPane(answer: "off 0 0 on bottom")?.allowsPassthrough, false)
    }

    func testASplitPaneAndAStatusLineOnTopMoveTheOrigin() {
        XCTAssertEqual(TmuxPane(answer: "1 0 51 on top")?.origin, Point(x: 51, y: 1))
        XCTAssertEqual(TmuxPane(answer: "1 12 0 2 top")?.origin, Point(x: 0, y: 14), "two status lines")
        XCTAssertEqual(TmuxPane(answer: "1 12 0 off top")?.origin, Point(x: 0, y: 12))
        XCTAssertEqual(TmuxPane(answer: "1 12 0 on bottom")?.origin, Point(x: 0, y: 12))
    }

    func testAnythingElseIsNoAnswer() {
        for text in ["", "on", "1 x 0 on top", "1 0 0 on", "1 -3 0 on top", "1 0 99999999 on top", "1 0 0 on top extra"] {
            XCTAssertNil(TmuxPane(answer: text), text)
        }
    }
}
