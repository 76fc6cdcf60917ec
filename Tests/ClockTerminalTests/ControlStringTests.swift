import ClockCore
@testable import ClockTerminal
import XCTest

/// OSC, DCS, APC, PM and SOS strings are the terminal talking (answers to queries): they arrive as one reply
/// event, never as keys, however they are split, and a broken one cannot swallow input for long.
final class ControlStringTests: XCTestCase {
    private let esc = InputSamples.esc
    private let colourAnswer = InputSamples.esc + "]11;rgb:1e1e/1e1e/2e2e\u{07}"
    private let answer = InputSamples.reply(.operatingSystemCommand, "11;rgb:1e1e/1e1e/2e2e")
    /// A pause between packets longer than the Esc delay, as over ssh.
    private let pause: Duration = .milliseconds(80)

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
                // `ESC` followed by a pause is Esc: the Esc delay decides.
                guard cut != 1 else { continue }
                var decoder = InputDecoder()
                let events = decoder.feed(bytes[..<cut]) + decoder.silence(lasted: pause) + decoder.feed(bytes[cut...])
                XCTAssertEqual(events, [expected, InputSamples.key(.char("q"))], "\(input.debugDescription) cut at \(cut)")
            }
        }
    }

    func testAStringWithABodyOutlastsTheEscDelay() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((esc + "]11;rgb:1e").utf8)), [])
        XCTAssertEqual(decoder.pendingLimit, InputDecoder.sequenceSilence)
        XCTAssertTrue(decoder.isInsideControlString)
        XCTAssertEqual(decoder.silence(lasted: .milliseconds(400)), [])
        XCTAssertEqual(decoder.feed(Array("1e/1e1e/2e2e\u{07}".utf8)), [answer])
    }

    func testIntroducerAloneAfterALongPauseIsTheAltKey() {
        for (introducer, character) in [("]", "]"), ("P", "P"), ("_", "_"), ("^", "^"), ("X", "X")] {
            var decoder = InputDecoder()
            XCTAssertEqual(decoder.feed(Array((esc + introducer).utf8)), [])
            XCTAssertEqual(decoder.pendingLimit, InputDecoder.sequenceSilence)
            XCTAssertEqual(decoder.silence(lasted: InputDecoder.sequenceSilence),
                           [InputSamples.key(.char(Character(character)), .alt)])
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
        // A doubled ESC may be the start of the string's terminator (passthrough doubles them), so no Esc key;
        // once the line is quiet the user's Esc works again.
        XCTAssertEqual(decode(unterminated + esc + esc), [])
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array(unterminated.utf8)) + decoder.silence(lasted: InputDecoder.sequenceSilence)
                       + decoder.feed(Array((esc + esc).utf8)) + decoder.flush(),
                       [InputSamples.key(.escape), InputSamples.key(.escape)])
        XCTAssertEqual(decode(unterminated + colourAnswer), [answer])
    }

    func testCancelAndSubstituteDropTheStringSilently() {
        XCTAssertEqual(decode(esc + "]11;rgb:1e\u{18}q"), [InputSamples.key(.char("q"))])
        XCTAssertEqual(decode(esc + "P1$r0m\u{1A}q"), [InputSamples.key(.char("q"))])
    }

}

/// Issue 20, item 17: answers in 8-bit C1 form and answers with a doubled ESC are replies, never keys.
extension ControlStringTests {
    private func decodeCut(_ bytes: [UInt8], at cut: Int) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(bytes[..<cut]) + decoder.silence(lasted: pause) + decoder.feed(bytes[cut...]) + decoder.flush()
    }

    func testEightBitAnswersSplitAnywhereAreReplies() {
        let colour = Array("11;rgb:ffff/ffff/ffff".utf8)
        let cases: [([UInt8], InputEvent)] = [
            ([0x9D] + colour + [0x9C], InputSamples.reply(.operatingSystemCommand, "11;rgb:ffff/ffff/ffff")),
            ([0x9D] + colour + [0x07], InputSamples.reply(.operatingSystemCommand, "11;rgb:ffff/ffff/ffff")),
            ([0x9D] + colour + Array((esc + "\\").utf8), InputSamples.reply(.operatingSystemCommand, "11;rgb:ffff/ffff/ffff")),
            ([0x90] + Array(">|XTerm(379)".utf8) + [0x9C], InputSamples.reply(.deviceControl, ">|XTerm(379)")),
            ([0x9F] + Array("Gi=31;OK".utf8) + [0x9C], InputSamples.reply(.applicationProgramCommand, "Gi=31;OK")),
            ([0x9B] + Array("?63;1;2c".utf8), InputSamples.reply(.controlSequence, "?63;1;2c")),
            ([0x9B] + Array("6;20;10t".utf8), InputSamples.reply(.controlSequence, "6;20;10t")),
        ]
        for (bytes, expected) in cases {
            for cut in 0...bytes.count {
                XCTAssertEqual(decodeCut(bytes + Array("q".utf8), at: cut), [expected, InputSamples.key(.char("q"))],
                               "\(bytes) cut at \(cut)")
            }
        }
    }

    func testEightBitIntroducersLeaveTextAlone() {
        // ѝ is D1 9D and “ is E2 80 9C: a C1 byte inside a character is part of it, and inside an ESC-begun string
        // 0x9C is text, not its end.
        XCTAssertEqual(decode("ѝq"), [InputSamples.key(.char("ѝ")), InputSamples.key(.char("q"))])
        XCTAssertEqual(decode(esc + "]2;“quoted”\u{07}q"),
                       [InputSamples.reply(.operatingSystemCommand, "2;“quoted”"), InputSamples.key(.char("q"))])
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed([0x9B]) + decoder.flush() + decoder.feed([0x9D]) + decoder.flush(), [],
                       "an 8-bit introducer cut off is no Alt key")
    }

    func testAnAnswerWhoseTerminatorHasADoubledEscIsAReply() {
        XCTAssertEqual(decode(esc + "]11;rgb:0000/0000/0000" + esc + esc + "\\q"),
                       [InputSamples.reply(.operatingSystemCommand, "11;rgb:0000/0000/0000"), InputSamples.key(.char("q"))])
        XCTAssertEqual(decode(esc + "]11;rgb:0000/0000/0000" + esc + esc + esc + "\\q"),
                       [InputSamples.reply(.operatingSystemCommand, "11;rgb:0000/0000/0000"), InputSamples.key(.char("q"))])
        // Found by the end-to-end fuzz: a cut-off string, a lone Esc, then a paste. The paste is still one paste.
        XCTAssertEqual(decode(esc + "]11;rgb:ff" + esc + esc + "[200~q\u{03}\u{1A}" + esc + "[201~"), [.paste("q\u{03}\u{1A}")])
    }
}
