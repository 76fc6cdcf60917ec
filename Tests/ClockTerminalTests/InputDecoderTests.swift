import ClockCore
@testable import ClockTerminal
import XCTest

final class InputDecoderTests: XCTestCase {
    private let esc = InputSamples.esc
    private func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent { InputSamples.key(key, modifiers) }

    /// Feeds everything at once, then lets the Esc delay pass.
    private func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }
    private func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        let events = decoder.feed(bytes) + decoder.flush()
        XCTAssertNil(decoder.pendingLimit)
        return events
    }

    func testEveryKeySequenceDecodesToItsKey() {
        for (input, expected) in InputSamples.keys {
            XCTAssertEqual(decode(input), [expected], "input \(input.debugDescription)")
        }
    }

    func testEveryKeySequenceIsCompleteWithoutWaitingForTheEscDelay() {
        for (input, expected) in InputSamples.keys {
            var decoder = InputDecoder()
            XCTAssertEqual(decoder.feed(Array(input.utf8)), [expected], "input \(input.debugDescription)")
            XCTAssertNil(decoder.pendingLimit, "input \(input.debugDescription)")
        }
    }

    func testUnknownAndIgnoredSequencesAreConsumedWithoutLeakingKeys() {
        for input in InputSamples.ignored {
            XCTAssertEqual(decode(input + "x"), [key(.char("x"))], "input \(input.debugDescription)")
        }
    }

    func testSequencesSplitAtEveryByteBoundaryGiveTheSameEvents() {
        for (input, expected) in InputSamples.all {
            let bytes = Array(input.utf8)
            for cut in 0...bytes.count {
                var decoder = InputDecoder()
                let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]) + decoder.flush()
                XCTAssertEqual(events, expected, "input \(input.debugDescription) cut at \(cut)")
            }
            var decoder = InputDecoder()
            let oneByOne = bytes.flatMap { decoder.feed([$0]) } + decoder.flush()
            XCTAssertEqual(oneByOne, expected, "input \(input.debugDescription) byte by byte")
        }
    }

    func testAllSamplesBackToBackSplitAtEveryBoundaryDecodeInOrder() {
        let samples = InputSamples.all
        let bytes = samples.flatMap { Array($0.0.utf8) }
        let expected = samples.flatMap(\.1)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]) + decoder.flush()
            XCTAssertEqual(events, expected, "cut at \(cut)")
        }
    }

    func testLoneEscIsPendingUntilFlushThenArrivesAsEscape() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertEqual(decoder.pendingLimit, InputDecoder.escapeDelay)
        XCTAssertEqual(decoder.flush(), [key(.escape)])
        XCTAssertNil(decoder.pendingLimit)
        XCTAssertEqual(decoder.flush(), [])
    }

    func testEscFollowedQuicklyByAKeyIsAltWithThatKey() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertEqual(decoder.feed(Array("x".utf8)), [key(.char("x"), .alt)])
        XCTAssertNil(decoder.pendingLimit)
    }

    func testEscThenAPauseThenAKeyIsEscapeAndThePlainKey() {
        var decoder = InputDecoder()
        let events = decoder.feed([0x1B]) + decoder.flush() + decoder.feed(Array("x".utf8))
        XCTAssertEqual(events, [key(.escape), key(.char("x"))])
    }

    func testEscPressedTwiceIsTwoEscapes() {
        XCTAssertEqual(decode(esc + esc), [key(.escape), key(.escape)])
        XCTAssertEqual(decode(esc + esc + "[A"), [key(.escape), key(.up)])
    }

    func testEscBracketAndEscOCutByTheTimeoutAreAltKeys() {
        XCTAssertEqual(decode(esc + "["), [key(.char("["), .alt)])
        XCTAssertEqual(decode(esc + "O"), [key(.char("O"), .alt)])
    }

    func testEscapeSequenceCutByTheTimeoutIsDroppedAndItsTailReadAfresh() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((esc + "[1;5").utf8)), [])
        XCTAssertEqual(decoder.pendingLimit, InputDecoder.escapeDelay)
        XCTAssertEqual(decoder.flush(), [])
        XCTAssertNil(decoder.pendingLimit)
        XCTAssertEqual(decoder.feed(Array("C".utf8)), [key(.char("C"))])
    }

    func testEscInsideASequenceStartsANewOne() {
        XCTAssertEqual(decode(esc + "[1;5" + esc + "[B"), [key(.down)])
        XCTAssertEqual(decode(esc + "[" + esc + "[B"), [key(.char("["), .alt), key(.down)])
    }

    func testControlByteInsideASequenceCancelsItAndStillCounts() {
        XCTAssertEqual(decode(esc + "[12\r"), [key(.enter)])
        XCTAssertEqual(decode(esc + "O\t"), [key(.char("O"), .alt), key(.tab)])
    }

    func testUTF8CharacterSplitAcrossFeedsArrivesOnce() {
        var decoder = InputDecoder()
        let bytes = Array("€🙂".utf8)
        XCTAssertEqual(decoder.feed(bytes[0..<2]), [])
        XCTAssertEqual(decoder.pendingLimit, InputDecoder.escapeDelay)
        XCTAssertEqual(decoder.feed(bytes[2..<5]), [key(.char("€"))])
        XCTAssertEqual(decoder.feed(bytes[5...]), [key(.char("🙂"))])
    }

    func testInvalidUTF8IsDroppedAndTheTextAroundItSurvives() {
        let stray: [UInt8] = [0xFF, 0x61, 0x80, 0xBF, 0x62]
        XCTAssertEqual(decode(stray), [key(.char("a")), key(.char("b"))])
        let brokenOff: [UInt8] = [0xC3, 0x28, 0xE2, 0x82, 0x29]
        XCTAssertEqual(decode(brokenOff), [key(.char("(")), key(.char(")"))])
        let overlongAndSurrogate: [UInt8] = [0xC0, 0xAF, 0xE0, 0x80, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x63]
        XCTAssertEqual(decode(overlongAndSurrogate), [key(.char("c"))])
        XCTAssertEqual(decode([0xE2, 0x82]), [])
    }

    func testEscFollowedByAByteThatStartsNothingIsAnEscape() {
        XCTAssertEqual(decode([0x1B, 0x80, 0x61]), [key(.escape), key(.char("a"))])
    }

    func testOverlongParameterStringIsSkippedToItsFinalByteWithBoundedMemory() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((esc + "[").utf8)), [])
        for _ in 0..<10_000 {
            XCTAssertEqual(decoder.feed(Array("12;".utf8)), [])
        }
        XCTAssertLessThanOrEqual(decoder.pendingByteCount, InputDecoder.maxSequenceLength)
        XCTAssertEqual(decoder.feed(Array("Cx".utf8)), [key(.char("x"))])
        XCTAssertNil(decoder.pendingLimit)
    }

    func testHugeParameterNumbersDoNotOverflow() {
        let digits = String(repeating: "9", count: 40)
        XCTAssertEqual(decode(esc + "[<0;\(digits);5M"),
                       [InputSamples.mouse(.press, .left, ControlSequence.parameterLimit - 1, 4)])
        let events = decode(esc + "[1;\(digits)A")
        XCTAssertEqual(events.count, 1)
        guard case let .key(arrow)? = events.first else { return XCTFail("no key in \(events)") }
        XCTAssertEqual(arrow.key, .up)
    }
}
