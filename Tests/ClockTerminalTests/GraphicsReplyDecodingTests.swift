import ClockCore
@testable import ClockTerminal
import XCTest

/// Issue 14: the terminal's answers to the graphics questions are replies however they arrive, never keys, and the
/// keys typed around them still work.
final class GraphicsReplyDecodingTests: XCTestCase {
    private let esc = InputSamples.esc

    /// What xterm -ti vt340 sends back to the questions (no kitty answer, no `CSI 16 t`), and a kitty that refuses.
    private var answers: [(String, InputEvent)] {
        [(esc + "P>|XTerm(379)" + esc + "\\", InputSamples.reply(.deviceControl, ">|XTerm(379)")),
         (esc + "[6;20;10t", InputSamples.reply(.controlSequence, "6;20;10t")),
         (esc + "_Gi=31;ENOTSUPPORTED:not here" + esc + "\\",
          InputSamples.reply(.applicationProgramCommand, "Gi=31;ENOTSUPPORTED:not here")),
         (esc + "[?63;1;2;4;6;9;15;16;22;28c", InputSamples.reply(.controlSequence, "?63;1;2;4;6;9;15;16;22;28c"))]
    }

    func testTheAnswersBetweenTypedKeysSplitAtEveryReadAreRepliesAndTheKeysSurvive() {
        let input = "a" + answers.map(\.0).joined() + "q"
        let expected = [InputSamples.key(.char("a"))] + answers.map(\.1) + [InputSamples.key(.char("q"))]
        let bytes = Array(input.utf8)
        for cut in 0...bytes.count {
            for second in cut...bytes.count where second == cut || second == bytes.count || (second - cut) % 7 == 0 {
                var decoder = InputDecoder()
                let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut..<second]) + decoder.feed(bytes[second...])
                    + decoder.flush()
                XCTAssertEqual(events, expected, "reads cut at \(cut) and \(second)")
            }
        }
    }

    func testEachAnswerReadsAsTheProbesAnswer() {
        for (input, _) in answers {
            var decoder = InputDecoder()
            let events = decoder.feed(Array(input.utf8))
            guard case .reply(let reply)? = events.first, events.count == 1 else { return XCTFail("\(events)") }
            XCTAssertNotNil(GraphicsAnswer(reply), input.debugDescription)
        }
    }

    func testKeysThatLookLikeAnswersStayKeys() {
        var decoder = InputDecoder()
        // Shift-Tab, F3 with Ctrl (`CSI 1;5R`) and rxvt's Shift-Right (`CSI c`) share finals with answers.
        XCTAssertEqual(decoder.feed(Array((esc + "[Z" + esc + "[1;5R" + esc + "[c").utf8)),
                       [InputSamples.key(.backTab), InputSamples.key(.function(3), .ctrl), InputSamples.key(.right, .shift)])
    }
}

extension GraphicsReplyDecodingTests {
    func testADA1AnswerCutByAPauseLongerThanTheEscDelayIsStillOneReply() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((esc + "[?63;1").utf8)), [])
        XCTAssertNil(decoder.pendingLimit, "the run loop does not flush it after the Esc delay")
        XCTAssertEqual(decoder.feed(Array(";2;4c".utf8)), [InputSamples.reply(.controlSequence, "?63;1;2;4c")])
        XCTAssertEqual(decoder.feed(Array((esc + "[>").utf8)), [])
        XCTAssertNil(decoder.pendingLimit)
        XCTAssertEqual(decoder.feed(Array("0;276;0c".utf8)), [InputSamples.reply(.controlSequence, ">0;276;0c")])
    }

    func testAKeysSequenceCutByAPauseIsStillPending() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((esc + "[1;5").utf8)), [])
        XCTAssertEqual(decoder.pendingLimit, InputDecoder.escapeDelay)
        XCTAssertEqual(decoder.feed(Array((esc + "[<0;3").utf8)), [])
        XCTAssertEqual(decoder.pendingLimit, InputDecoder.escapeDelay, "a mouse report is pending as before")
    }
}
