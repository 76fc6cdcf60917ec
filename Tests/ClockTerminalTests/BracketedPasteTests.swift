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

    func testPasteCutShortByTheTimeoutDeliversItsTextAndEnds() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed(Array((start + "abc" + InputSamples.esc + "[20").utf8)), [])
        XCTAssertTrue(decoder.hasPending)
        XCTAssertEqual(decoder.flush(), [.paste("abc")])
        XCTAssertFalse(decoder.hasPending)
        XCTAssertEqual(decoder.feed(Array("x".utf8)), [InputSamples.key(.char("x"))])
    }

    func testHugePasteIsDeliveredInChunksWithBoundedMemory() {
        let line = "0123456789 äöü €uro 🙂"
        let text = String(repeating: line + "\r\n", count: 10_000)
        var decoder = InputDecoder()
        var events = decoder.feed(Array(start.utf8))
        var largestPending = 0
        let bytes = Array(text.utf8)
        for offset in stride(from: 0, to: bytes.count, by: 1000) {
            events += decoder.feed(bytes[offset..<min(offset + 1000, bytes.count)])
            largestPending = max(largestPending, decoder.pendingByteCount)
        }
        events += decoder.feed(Array(end.utf8))
        XCTAssertFalse(decoder.hasPending)
        XCTAssertLessThanOrEqual(largestPending, BracketedPaste.chunkSize)
        XCTAssertGreaterThan(events.count, 1)
        let pasted = events.map { event -> String in
            guard case let .paste(chunk) = event else { XCTFail("not a paste: \(event)"); return "" }
            return chunk
        }.joined()
        XCTAssertEqual(pasted, String(repeating: line + "\n", count: 10_000))
    }
}
