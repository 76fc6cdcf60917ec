import ClockCore
@testable import ClockTerminal
import TestSupport
import XCTest

/// Random, truncated and mutated byte streams: the decoder must never crash, hang, hold more than a bounded
/// amount, or let a broken sequence leak control characters; and it must find valid input again afterwards.
final class InputDecoderFuzzTests: XCTestCase {
    private static let esc: UInt8 = 0x1B
    private static let valid: [[UInt8]] = InputSamples.all.map { Array($0.0.utf8) } + [
        Array("\u{1B}[200~paste me\u{1B}[201~".utf8),
        Array("\u{1B}[M".utf8) + [32, 42, 37],
        Array("\u{1B}[M".utf8) + [35, 200, 255],
    ]
    /// Bytes that steer the decoder into its sequence states more often than uniform noise would.
    private static let tricky: [UInt8] = Array("\u{1B}\u{1B}\u{1B}[[O<;;:~~MmZu$^@0123456789201\r\t]P_X\\\u{07}\u{18}".utf8)
        + [0x00, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xF4, 0xFF]

    private func randomPiece(_ rng: inout SeededRandom) -> [UInt8] {
        let sample = Self.valid.randomElement(using: &rng)!
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
            return (0..<Int.random(in: 1...32, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        case 1:
            return (0..<Int.random(in: 1...32, using: &rng)).map { _ in Self.tricky.randomElement(using: &rng)! }
        case 2:
            return sample
        case 3:
            return Array(sample.prefix(Int.random(in: 0..<sample.count, using: &rng)))
        case 4:
            var mutated = sample
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let index = Int.random(in: 0..<mutated.count, using: &rng)
                let byte = Bool.random(using: &rng) ? UInt8.random(in: 0...255, using: &rng)
                    : Self.tricky.randomElement(using: &rng)!
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: mutated[index] = byte
                case 1: mutated.insert(byte, at: index)
                default: if mutated.count > 1 { mutated.remove(at: index) }
                }
            }
            return mutated
        case 5:
            let body = (0..<Int.random(in: 20...400, using: &rng)).map { _ in
                Array("0123456789;:<?".utf8).randomElement(using: &rng)!
            }
            return [Self.esc, UInt8(ascii: "[")] + body + (Bool.random(using: &rng) ? [UInt8(ascii: "M")] : [])
        case 6:
            return Array("\u{1B}[200~".utf8) + (0..<Int.random(in: 0...64, using: &rng)).map { _ in
                UInt8.random(in: 0...255, using: &rng)
            }
        default:
            return Array("\u{1B}[M".utf8) + (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                UInt8.random(in: 0...255, using: &rng)
            }
        }
    }

    private func randomStream(bytes count: Int, _ rng: inout SeededRandom) -> [UInt8] {
        var stream: [UInt8] = []
        while stream.count < count { stream += randomPiece(&rng) }
        return stream
    }

    /// What any event must look like, whatever the input was.
    private func assertSane(_ events: [InputEvent], file: StaticString = #filePath, line: UInt = #line) {
        for event in events {
            switch event {
            case let .key(key):
                if case let .char(character) = key.key {
                    XCTAssertFalse(character.unicodeScalars.contains { $0.properties.generalCategory == .control },
                                   "control character leaked as text: \(event)", file: file, line: line)
                }
            case let .mouse(mouse):
                XCTAssertTrue(mouse.position.x >= 0 && mouse.position.y >= 0, "\(event)", file: file, line: line)
            case .paste, .reply:
                break
            }
        }
    }

    func testRandomTruncatedAndMutatedStreamsNeverCrashAndStayBounded() {
        for seed: UInt64 in [1, 2, 3, 4] {
            var rng = SeededRandom(seed: seed)
            let stream = randomStream(bytes: 50_000, &rng)
            var decoder = InputDecoder()
            var offset = 0
            while offset < stream.count {
                let end = min(offset + Int.random(in: 1...64, using: &rng), stream.count)
                assertSane(decoder.feed(stream[offset..<end]))
                offset = end
                let bound = decoder.isInsidePaste ? BracketedPaste.maxBytes + BracketedPaste.endMarker.count
                    : decoder.isInsideControlString ? ControlString.maxBytes : InputDecoder.maxSequenceLength
                XCTAssertLessThanOrEqual(decoder.pendingByteCount, bound, "seed \(seed) at \(offset)")
                if Int.random(in: 0..<40, using: &rng) == 0 {
                    assertSane(decoder.flush())
                    XCTAssertNil(decoder.pendingLimit, "seed \(seed) at \(offset)")
                    if !decoder.isInsidePaste && !decoder.isInsideControlString {
                        XCTAssertEqual(decoder.pendingByteCount, 0)
                    }
                }
            }
            assertSane(decoder.flush() + decoder.feed(Array(InputSamples.closeAnything.utf8)))
            XCTAssertNil(decoder.pendingLimit, "seed \(seed)")
            XCTAssertEqual(decoder.pendingByteCount, 0, "seed \(seed)")
        }
    }

    func testRandomStreamsDecodeTheSameHoweverTheyAreChunked() {
        var rng = SeededRandom(seed: 42)
        let stream = randomStream(bytes: 30_000, &rng)
        var whole = InputDecoder()
        let expected = whole.feed(stream) + whole.flush()
        for _ in 0..<3 {
            var decoder = InputDecoder()
            var events: [InputEvent] = []
            var offset = 0
            while offset < stream.count {
                let end = min(offset + Int.random(in: 1...16, using: &rng), stream.count)
                events += decoder.feed(stream[offset..<end])
                offset = end
            }
            events += decoder.flush()
            XCTAssertEqual(events, expected)
        }
    }

    func testValidSequenceAfterGarbageAndAPauseDecodes() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<3_000 {
            let (input, expected) = InputSamples.all.randomElement(using: &rng)!
            var decoder = InputDecoder()
            _ = decoder.feed(randomPiece(&rng) + randomPiece(&rng))
            _ = decoder.flush()
            _ = decoder.feed(Array(InputSamples.closeAnything.utf8))
            XCTAssertEqual(decoder.feed(Array(input.utf8)) + decoder.flush(), expected,
                           "input \(input.debugDescription)")
        }
    }

    func testValidSequencesBetweenIgnorableGarbageDecodeExactly() {
        var rng = SeededRandom(seed: 99)
        let overlong = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "7"), count: 300) + [UInt8(ascii: "q")]
        let noise: [[UInt8]] = InputSamples.ignored.map { Array($0.utf8) }
            + [[0x80], [0xBF, 0xBF], [0xC0], [0xC1, 0x80], [0xF5], [0xFF, 0xFE], overlong]
        var stream: [UInt8] = []
        var expected: [InputEvent] = []
        for _ in 0..<2_000 {
            for _ in 0..<Int.random(in: 0...3, using: &rng) { stream += noise.randomElement(using: &rng)! }
            let (input, events) = InputSamples.all.randomElement(using: &rng)!
            stream += Array(input.utf8)
            expected += events
        }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        var offset = 0
        while offset < stream.count {
            let end = min(offset + Int.random(in: 1...48, using: &rng), stream.count)
            events += decoder.feed(stream[offset..<end])
            offset = end
        }
        XCTAssertNil(decoder.pendingLimit)
        XCTAssertEqual(events, expected)
    }
}
