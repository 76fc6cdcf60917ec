@testable import JSON
import TestSupport
import XCTest

/// Random and mutated bytes: the parser must never crash or hang, must point inside the input when it refuses it,
/// and whatever it accepts must be written back as text that reads as the same value.
final class JSONFuzzTests: XCTestCase {
    private static let documents: [[UInt8]] = [
        #"{"version" : 1, "alarm" : {"on" : true, "hour" : 7, "minute" : 30, "lastSeenRunning" : 1795000000.5}}"#,
        #"{"event":"property-change","id":4,"name":"time-pos","data":12.345}"#,
        #"[null, true, false, -0, 1e-3, 2.5E+10, "a\"b\\c\/d\b\f\n\r\t\u00e9\uD83D\uDE00", [], {}, [[{"x": []}]]]"#,
        #"{"command":["loadfile","\/m\/a \"1\".ogg","replace"]}"#,
    ].map { Array($0.utf8) }

    /// Bytes that steer the parser into its states more often than uniform noise would.
    private static let tricky: [UInt8] = Array(#"{}[]:,"\/ubfnrtDdEe+-.0123456789 aeflnrstu"#.utf8)
        + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xED, 0xF0, 0xFF]

    private func randomInput(_ rng: inout SeededRandom) -> [UInt8] {
        let document = Self.documents.randomElement(using: &rng)!
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            return (0..<Int.random(in: 0...48, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        case 1:
            return (0..<Int.random(in: 0...48, using: &rng)).map { _ in Self.tricky.randomElement(using: &rng)! }
        case 2:
            return Array(document.prefix(Int.random(in: 0...document.count, using: &rng)))
        case 3:
            let nesting = Int.random(in: 0...100, using: &rng)
            return Array(repeating: UInt8(ascii: "["), count: nesting) + document
                + Array(repeating: UInt8(ascii: "]"), count: Int.random(in: 0...nesting, using: &rng))
        default:
            var mutated = document
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let index = Int.random(in: 0..<mutated.count, using: &rng)
                let byte = Bool.random(using: &rng) ? UInt8.random(in: 0...255, using: &rng)
                    : Self.tricky.randomElement(using: &rng)!
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: mutated[index] = byte
                case 1: mutated.insert(byte, at: index)
                case 2: if mutated.count > 1 { mutated.remove(at: index) }
                default:
                    let end = min(mutated.count, index + Int.random(in: 1...12, using: &rng))
                    mutated.insert(contentsOf: mutated[index..<end], at: index)
                }
            }
            return mutated
        }
    }

    func testRandomAndMutatedInputNeverCrashesAndRoundTripsWhenAccepted() throws {
        var rng = SeededRandom(seed: 20_261_121)
        var accepted = 0, refused = 0
        for round in 0..<5000 {
            let input = randomInput(&rng)
            do {
                let value = try JSONValue(parsing: input)
                accepted += 1
                for layout in [JSONValue.Layout.compact, .pretty] {
                    XCTAssertEqual(try JSONValue(parsing: value.encoded(layout)), value, "round \(round): \(input)")
                }
            } catch {
                refused += 1
                XCTAssertTrue((0...input.count).contains(error.offset), "round \(round): \(error) for \(input)")
                XCTAssertFalse(error.description.isEmpty)
            }
        }
        XCTAssertGreaterThan(accepted, 100, "the fuzzer reaches valid documents, not only garbage")
        XCTAssertGreaterThan(refused, 1000)
    }

    func testLargeInputsTakeLinearTime() throws {
        let elements = 200_000
        let array = "[" + Array(repeating: #"{"a": [1.5, "x\n"]}"#, count: elements).joined(separator: ",") + "]"
        let start = ContinuousClock.now
        XCTAssertEqual(try JSONValue(parsing: array.utf8).array?.count, elements)
        let long = "\"" + String(repeating: "é\\n", count: 500_000) + "\""
        XCTAssertEqual(try JSONValue(parsing: long.utf8).string?.utf8.count, 1_500_000)
        let wide = "{" + (0..<50_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}"
        XCTAssertEqual(try JSONValue(parsing: wide.utf8).object?.count, 50_000)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(20), "even in a debug build")
    }
}
