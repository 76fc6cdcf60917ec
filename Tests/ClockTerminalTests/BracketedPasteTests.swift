import ClockCore
@testable import ClockTerminal
import XCTest

final class BracketedPasteTests: XCTestCase {
    private let start = InputSamples.esc + "[200~"
    private let end = InputSamples.esc + "[201~"

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
            XCTAssertFalse(decoder.hasPending)
        }
    }

    func testPasteArrivingInPiecesWithPausesIsOneEventAndNoKeys() {
        // Over ssh a paste comes in packets; each pause is longer than the Esc delay, so the loop flushes.
        let pieces = [start + "ab", "q", "ap", InputSamples.esc, "[20", "1", "~", "x"]
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for piece in pieces {
            events += decoder.feed(Array(piece.utf8))
            if decoder.hasPending { events += decoder.flush() }
        }
        XCTAssertEqual(events, [.paste("abqap"), InputSamples.key(.char("x"))])
    }

    func testPasteSplitAtEveryByteBoundaryWithAFlushBetweenIsOneEvent() {
        let bytes = Array((start + "q€a" + InputSamples.esc + "[20x" + end + "p").utf8)
        let expected: [InputEvent] = [.paste("q€a" + InputSamples.esc + "[20x"), InputSamples.key(.char("p"))]
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.feed(bytes[..<cut]) + decoder.flush() + decoder.feed(bytes[cut...]) + decoder.flush()
            // A pause inside the start marker is the Esc delay's to judge: what came before it was typed.
            guard !(1..<start.utf8.count).contains(cut) else { continue }
            XCTAssertEqual(events, expected, "cut at \(cut)")
        }
    }

    func testAPasteIsNotPendingSoTheEscDelayNeverCutsIt() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((start + "abc" + InputSamples.esc + "[20").utf8)), [])
        XCTAssertFalse(decoder.hasPending)
        XCTAssertTrue(decoder.isInsidePaste)
        XCTAssertEqual(decoder.flush(), [])
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
            if decoder.hasPending { events += decoder.flush() }
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
