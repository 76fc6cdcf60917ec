import ClockCore
@testable import ClockTerminal
import XCTest

final class BracketedPasteTests: XCTestCase {
    private let start = InputSamples.esc + "[200~"
    private let end = InputSamples.esc + "[201~"
    /// A pause between packets longer than the Esc delay, as over ssh.
    private let pause: Duration = .milliseconds(80)

    private func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    func testBracketedPasteArrivesAsOnePasteEvent() {
        XCTAssertEqual(decode(start + "hello, wörld 🙂" + end + "q"),
                       [.paste("hello, wörld 🙂"), InputSamples.key(.char("q"))])
    }

    func testKeysAndEscapeSequencesInsideAPasteAreText() {
        let text = "q\t" + InputSamples.esc + "[A\u{03}"
        XCTAssertEqual(decode(start + text + end), [.paste(text)])
    }

    func testPastedLineBreaksBecomeNewlines() {
        XCTAssertEqual(decode(start + "one\rtwo\r\nthree\n" + end), [.paste("one\ntwo\nthree\n")])
    }

    func testEmptyPasteProducesNothing() {
        XCTAssertEqual(decode(start + end), [])
    }

    func testPasteSplitAtEveryByteBoundaryArrivesWhole() {
        let bytes = Array((start + "a€\r\nb" + end).utf8)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            XCTAssertEqual(decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]), [.paste("a€\nb")],
                           "cut at \(cut)")
            XCTAssertNil(decoder.pendingLimit)
        }
    }

    func testPasteArrivingInPiecesWithPausesIsOneEventAndNoKeys() {
        // Over ssh a paste comes in packets; each pause is longer than the Esc delay.
        let pieces = [start + "ab", "q", "ap", InputSamples.esc, "[20", "1", "~", "x"]
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for piece in pieces {
            events += decoder.feed(Array(piece.utf8))
            events += decoder.silence(lasted: pause)
        }
        XCTAssertEqual(events, [.paste("abqap"), InputSamples.key(.char("x"))])
    }

    func testPasteSplitAtEveryByteBoundaryWithAFlushBetweenIsOneEvent() {
        let bytes = Array((start + "q€a" + InputSamples.esc + "[20x" + end + "p").utf8)
        let expected: [InputEvent] = [.paste("q€a" + InputSamples.esc + "[20x"), InputSamples.key(.char("p"))]
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.feed(bytes[..<cut]) + decoder.silence(lasted: pause) + decoder.feed(bytes[cut...])
                + decoder.flush()
            // A pause inside the start marker is the Esc delay's to judge: what came before it was typed.
            guard !(1..<start.utf8.count).contains(cut) else { continue }
            XCTAssertEqual(events, expected, "cut at \(cut)")
        }
    }

    func testAPasteOutlastsTheEscDelaySoAPauseNeverCutsIt() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((start + "abc" + InputSamples.esc + "[20").utf8)), [])
        XCTAssertEqual(decoder.pendingLimit, InputDecoder.pasteSilence)
        XCTAssertTrue(decoder.isInsidePaste)
        XCTAssertEqual(decoder.silence(lasted: .milliseconds(900)), [])
        XCTAssertEqual(decoder.feed(Array("1~x".utf8)), [.paste("abc"), InputSamples.key(.char("x"))])
    }

    func testHugePasteIsOneEventCutAtTheCapUpToItsEndMarker() {
        let line = "0123456789 äöü €uro 🙂\r"
        let lines = BracketedPaste.maxBytes / line.utf8.count * 2
        var decoder = InputDecoder()
        var events = decoder.feed(Array(start.utf8))
        var largestPending = 0
        let block = Array(String(repeating: line, count: 1000).utf8)
        for _ in 0..<(lines / 1000 + 1) {
            events += decoder.feed(block)
            events += decoder.silence(lasted: pause)
            largestPending = max(largestPending, decoder.pendingByteCount)
        }
        XCTAssertEqual(events, [])
        events += decoder.feed(Array((end + "q").utf8))
        XCTAssertLessThanOrEqual(largestPending, BracketedPaste.maxBytes + BracketedPaste.endMarker.count)
        XCTAssertEqual(events.count, 2)
        guard case let .paste(text) = events.first else { return XCTFail("not a paste: \(events)") }
        XCTAssertLessThanOrEqual(text.utf8.count, BracketedPaste.maxBytes)
        XCTAssertGreaterThan(text.utf8.count, BracketedPaste.maxBytes - 8)
        XCTAssertTrue(String(repeating: "0123456789 äöü €uro 🙂\n", count: lines).hasPrefix(text))
        XCTAssertEqual(events.last, InputSamples.key(.char("q")))
    }
}

/// Issue 20, item 18: a paste whose end marker never comes (an ssh link dropped mid-paste) ends after a quiet
/// second as the paste gathered so far, and keys work again.
extension BracketedPasteTests {
    func testAPasteWithoutAnEndMarkerEndsAfterAQuietSecondAndKeysWorkAgain() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((start + "alarm q").utf8)), [])
        XCTAssertEqual(decoder.silence(lasted: .milliseconds(999)), [], "a pause inside a paste is not its end")
        XCTAssertEqual(decoder.silence(lasted: InputDecoder.pasteSilence), [.paste("alarm q")])
        XCTAssertNil(decoder.pendingLimit)
        XCTAssertEqual(decoder.feed(Array(("q" + InputSamples.esc + "[A").utf8)),
                       [InputSamples.key(.char("q")), InputSamples.key(.up)])
    }

    func testAPasteCutInsideItsEndMarkerOrACharacterIsTheTextBeforeTheCut() {
        for cut in [Array((InputSamples.esc + "[20").utf8), Array(Array("🙂".utf8).prefix(2))] {
            var decoder = InputDecoder()
            let events = decoder.feed(Array((start + "ab€").utf8) + cut) + decoder.silence(lasted: InputDecoder.pasteSilence)
            XCTAssertEqual(events, [.paste("ab€")], "cut \(cut)")
            XCTAssertEqual(decoder.feed(Array("x".utf8)), [InputSamples.key(.char("x"))])
        }
    }

    func testAnEmptyPasteWithoutAnEndIsNothingAndKeysWorkAgain() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array(start.utf8)) + decoder.silence(lasted: InputDecoder.pasteSilence)
            + decoder.feed(Array("q".utf8))
        XCTAssertEqual(events, [InputSamples.key(.char("q"))])
    }

    /// Past the 1 MiB cap the rest is dropped up to the end marker or the quiet second: the tail of a huge paste
    /// is the user's paste, never keystrokes.
    func testAHugePasteWithoutAnEndIsOnePasteCutAtTheCapAndNoneOfItIsKeys() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array(start.utf8))
        let block = Array(String(repeating: "qap\u{03}\u{1A}", count: 20_000).utf8)
        for _ in 0..<(BracketedPaste.maxBytes * 3 / 2 / block.count) {
            events += decoder.feed(block) + decoder.silence(lasted: pause)
            XCTAssertLessThanOrEqual(decoder.pendingByteCount, BracketedPaste.maxBytes + BracketedPaste.endMarker.count)
        }
        XCTAssertEqual(events, [])
        events += decoder.silence(lasted: InputDecoder.pasteSilence) + decoder.feed(Array("q".utf8))
        XCTAssertEqual(events.count, 2)
        guard case let .paste(text) = events.first else { return XCTFail("not a paste: \(events)") }
        XCTAssertEqual(text.utf8.count, BracketedPaste.maxBytes)
        XCTAssertEqual(events.last, InputSamples.key(.char("q")))
    }
}
