import ClockCore
@testable import ClockTerminal
import XCTest

final class MouseDecodingTests: XCTestCase {
    private let esc = InputSamples.esc
    private func mouse(_ action: MouseAction, _ button: MouseButton, _ x: Int, _ y: Int,
                       _ modifiers: Modifiers = []) -> InputEvent {
        InputSamples.mouse(action, button, x, y, modifiers)
    }

    private func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    private func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

    /// The X10 report: `ESC [ M` and three bytes, each the value plus 32 (coordinates 1-based).
    private func x10(_ code: Int, _ column: Int, _ row: Int) -> [UInt8] {
        Array((esc + "[M").utf8) + [UInt8(32 + code), UInt8(32 + column), UInt8(32 + row)]
    }

    func testEverySGRReportDecodesToItsEvent() {
        for (input, expected) in InputSamples.mouseReports {
            XCTAssertEqual(decode(input), [expected], "input \(input.debugDescription)")
        }
    }

    func testPressDragReleaseFromTmuxDecodesToExactlyPressDragRelease() {
        let events = decode(esc + "[<0;10;5M" + esc + "[<32;11;5M" + esc + "[<0;11;5m")
        XCTAssertEqual(events, [mouse(.press, .left, 9, 4), mouse(.drag, .left, 10, 4), mouse(.release, .left, 10, 4)])
    }

    func testRightButtonPressAndRelease() {
        XCTAssertEqual(decode(esc + "[<2;40;12M" + esc + "[<2;40;12m"),
                       [mouse(.press, .right, 39, 11), mouse(.release, .right, 39, 11)])
    }

    func testWheelWithShiftScrollsSideways() {
        XCTAssertEqual(decode(esc + "[<68;3;3M" + esc + "[<69;3;3M"),
                       [mouse(.wheelUp, .none, 2, 2, .shift), mouse(.wheelDown, .none, 2, 2, .shift)])
    }

    func testLargeCoordinatesAreExact() {
        XCTAssertEqual(decode(esc + "[<0;300;200M"), [mouse(.press, .left, 299, 199)])
        XCTAssertEqual(decode(esc + "[<35;9999;4321M"), [mouse(.move, .none, 9998, 4320)])
    }

    func testMotionWithoutAButtonIsAMove() {
        XCTAssertEqual(decode(esc + "[<35;1;1M"), [mouse(.move, .none, 0, 0)])
    }

    func testReportWithZeroCoordinatesClampsToTheFirstCell() {
        XCTAssertEqual(decode(esc + "[<0;0;0M"), [mouse(.press, .left, 0, 0)])
    }

    func testX10ReportsDecodeAndReleaseNamesTheHeldButton() {
        let bytes = x10(0, 10, 5) + x10(32, 11, 5) + x10(3, 11, 5) + Array("q".utf8)
        XCTAssertEqual(decode(bytes), [
            mouse(.press, .left, 9, 4), mouse(.drag, .left, 10, 4), mouse(.release, .left, 10, 4),
            InputSamples.key(.char("q")),
        ])
    }

    func testX10ReportIsSkippedExactlyEvenWhenItsBytesLookLikeKeys() {
        // Column 59 is `[`, row 94 is `~`, column 200 is a byte that is not UTF-8 on its own.
        let bytes = x10(2, 59, 94) + x10(64, 200, 1) + Array("ab".utf8)
        XCTAssertEqual(decode(bytes), [
            mouse(.press, .right, 58, 93), mouse(.wheelUp, .none, 199, 0),
            InputSamples.key(.char("a")), InputSamples.key(.char("b")),
        ])
    }

    func testX10ReportWithImpossibleBytesIsSkippedWithoutDesync() {
        let bytes = Array((esc + "[M").utf8) + [0x01, 0x1B, 0x00] + Array("z".utf8)
        XCTAssertEqual(decode(bytes), [InputSamples.key(.char("z"))])
    }

    func testMouseReportsSplitAtEveryByteBoundaryGiveTheSameEvents() {
        let bytes = x10(0, 10, 5) + x10(3, 10, 5) + Array((esc + "[<32;2345;1234M").utf8)
        let expected = [mouse(.press, .left, 9, 4), mouse(.release, .left, 9, 4), mouse(.drag, .left, 2344, 1233)]
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            XCTAssertEqual(decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]) + decoder.flush(), expected,
                           "cut at \(cut)")
        }
    }
}
