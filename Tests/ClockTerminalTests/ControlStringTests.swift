import ClockCore
@testable import ClockTerminal
import XCTest

/// OSC, DCS, APC, PM and SOS strings are the terminal talking (answers to queries): they arrive as one reply
/// event, never as keys, however they are split, and a broken one cannot swallow input for long.
final class ControlStringTests: XCTestCase {
    private let esc = InputSamples.esc
    private let colourAnswer = InputSamples.esc + "]11;rgb:1e1e/1e1e/2e2e\u{07}"
    private let answer = InputSamples.reply(.operatingSystemCommand, "11;rgb:1e1e/1e1e/2e2e")

    private func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    func testOSCAnswerWithQuittingLettersInsideIsAReplyNotKeys() {
        XCTAssertEqual(decode(esc + "]2;quit a p" + esc + "\\" + "x"),
                       [InputSamples.reply(.operatingSystemCommand, "2;quit a p"), InputSamples.key(.char("x"))])
    }

    func testEveryReplySplitAtEveryByteBoundaryWithAPauseIsOneReply() {
        for (input, expected) in InputSamples.replies {
            let bytes = Array((input + "q").utf8)
            for cut in 0...bytes.count {
                // `ESC` or `ESC ]` followed by a pause is Esc or Alt-]: the Esc delay decides, as for `ESC [`.
                guard !(1...2).contains(cut) else { continue }
                var decoder = InputDecoder()
                let events = decoder.feed(bytes[..<cut]) + decoder.flush() + decoder.feed(bytes[cut...])
                XCTAssertEqual(events, [expected, InputSamples.key(.char("q"))], "\(input.debugDescription) cut at \(cut)")
            }
        }
    }

    func testAStringWithABodyIsNotPendingSoTheEscDelayNeverCutsIt() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((esc + "]11;rgb:1e").utf8)), [])
        XCTAssertNil(decoder.pendingLimit)
        XCTAssertTrue(decoder.isInsideControlString)
        XCTAssertEqual(decoder.flush(), [])
        XCTAssertEqual(decoder.feed(Array("1e/1e1e/2e2e\u{07}".utf8)), [answer])
    }

    func testIntroducerAloneAfterAPauseIsTheAltKey() {
        for (introducer, character) in [("]", "]"), ("P", "P"), ("_", "_"), ("^", "^"), ("X", "X")] {
            var decoder = InputDecoder()
            XCTAssertEqual(decoder.feed(Array((esc + introducer).utf8)), [])
            XCTAssertEqual(decoder.pendingLimit, InputDecoder.escapeDelay)
            XCTAssertEqual(decoder.flush(), [InputSamples.key(.char(Character(character)), .alt)])
            XCTAssertEqual(decoder.feed(Array("q".utf8)), [InputSamples.key(.char("q"))])
        }
    }

    func testOverlongStringIsReadToItsEndAndDroppedWithBoundedMemory() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array((esc + "]52;c;").utf8))
        var largestPending = 0
        for _ in 0..<100 {
            events += decoder.feed(Array(repeating: UInt8(ascii: "A"), count: 1000))
            largestPending = max(largestPending, decoder.pendingByteCount)
        }
        events += decoder.feed(Array((esc + "\\q").utf8))
        XCTAssertEqual(events, [InputSamples.key(.char("q"))])
        XCTAssertLessThanOrEqual(largestPending, ControlString.maxBytes)
    }

    func testUnterminatedStringEndsAtAnyControlKeyWhichStillWorks() {
        let unterminated = esc + "]11;rgb:1e1e/1e"
        XCTAssertEqual(decode(unterminated + "qap" + "\r" + "q"),
                       [InputSamples.key(.enter), InputSamples.key(.char("q"))])
        XCTAssertEqual(decode(unterminated + "qap" + esc + "[A" + "q"),
                       [InputSamples.key(.up), InputSamples.key(.char("q"))])
        XCTAssertEqual(decode(unterminated + "\u{03}"), [InputSamples.key(.ctrl("c"))])
        XCTAssertEqual(decode(unterminated + esc + esc), [InputSamples.key(.escape), InputSamples.key(.escape)])
        XCTAssertEqual(decode(unterminated + colourAnswer), [answer])
    }

    func testCancelAndSubstituteDropTheStringSilently() {
        XCTAssertEqual(decode(esc + "]11;rgb:1e\u{18}q"), [InputSamples.key(.char("q"))])
        XCTAssertEqual(decode(esc + "P1$r0m\u{1A}q"), [InputSamples.key(.char("q"))])
    }

}
