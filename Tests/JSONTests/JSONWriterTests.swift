@testable import JSON
import TestSupport
import XCTest

final class JSONWriterTests: XCTestCase {
    private let sample: JSONValue = [
        "version": 1, "alarm": ["on": true, "hour": 7, "pendingSnooze": 1_795_000_000.5, "note": .null],
        "list": [1, "two", [], [:], false],
    ]

    func testCompactTextIsOneLineWithSortedNames() {
        XCTAssertEqual(sample.text(),
                       #"{"alarm":{"hour":7,"note":null,"on":true,"pendingSnooze":1795000000.5},"list":[1,"two",[],{},false],"version":1}"#)
        XCTAssertEqual(JSONValue.object(["command": ["stop"]]).text(), #"{"command":["stop"]}"#)
    }

    func testPrettyTextIsLaidOutLikeJSONEncoder() {
        XCTAssertEqual(sample.text(.pretty), """
            {
              "alarm" : {
                "hour" : 7,
                "note" : null,
                "on" : true,
                "pendingSnooze" : 1795000000.5
              },
              "list" : [
                1,
                "two",
                [],
                {},
                false
              ],
              "version" : 1
            }
            """)
    }

    func testNamesAreSortedByTheirBytes() {
        XCTAssertEqual((["b": 1, "B": 2, "a": 3, "é": 4, "aa": 5, "": 6] as JSONValue).text(),
                       #"{"":6,"B":2,"a":3,"aa":5,"b":1,"é":4}"#)
    }

    func testStringsAreEscaped() {
        let text = JSONValue.string("\"\\/\u{08}\u{0C}\n\r\t\u{0}\u{1F}\u{7F}é😀").text()
        XCTAssertEqual(text, #""\"\\\/\b\f\n\r\t\u0000\u001f"# + "\u{7F}é😀\"")
        XCTAssertEqual(JSONValue.string("/m/a \"1\".ogg").text(), #""\/m\/a \"1\".ogg""#, "slashes escaped, as JSONEncoder did")
    }

    func testEveryControlCharacterIsEscaped() throws {
        for byte in UInt8(0)..<0x20 {
            let original = JSONValue.string(String(UnicodeScalar(byte)))
            let bytes = original.encoded()
            XCTAssertFalse(bytes.dropFirst().dropLast().contains { $0 < 0x20 }, "\(byte)")
            XCTAssertEqual(try JSONValue(parsing: bytes), original, "\(byte)")
        }
    }

    func testNumbersAreShortestAndWholeNumbersHaveNoFraction() {
        let cases: [(Double, String)] = [
            (7, "7"), (0, "0"), (-0.0, "-0"), (-12, "-12"), (1_795_000_000.5, "1795000000.5"), (1_795_000_000, "1795000000"),
            (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"), (9_007_199_254_740_992, "9007199254740992"), (1e16, "1e+16"),
            (1e-7, "1e-07"), (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        ]
        for (number, text) in cases {
            XCTAssertEqual(JSONValue.number(number).text(), text, "\(number)")
        }
    }

    func testNumbersJSONCannotHoldAreWrittenAsNull() {
        XCTAssertEqual(([.number(.infinity), .number(-.infinity), .number(.nan)] as JSONValue).text(), "[null,null,null]")
    }

    func testDoublesSurviveARoundTripExactly() throws {
        var rng = SeededRandom(seed: 53)
        var numbers: [Double] = [0, -0.0, 1, -1, 0.1, 1e-7, 1e16, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.leastNormalMagnitude,
                                 9_007_199_254_740_994, 1_795_000_000.503376]
        numbers += (0..<2000).map { _ in Double.random(in: -1e10...1e10, using: &rng) }
        numbers += (0..<2000).map { _ in Double(Int.random(in: -(1 << 53)...(1 << 53), using: &rng)) }
        numbers += (0..<2000).compactMap { _ in
            let d = Double(bitPattern: rng.next())
            return d.isFinite ? d : nil
        }
        for number in numbers {
            let parsed = try JSONValue(parsing: JSONValue.array([.number(number)]).encoded())
            let back = try XCTUnwrap(parsed.array?.first?.double)
            XCTAssertEqual(back.bitPattern, number.bitPattern, "\(number)")
        }
    }

    func testStringsSurviveARoundTrip() throws {
        var rng = SeededRandom(seed: 8259)
        let pool: [Unicode.Scalar] = ["\"", "\\", "/", "\u{0}", "\u{8}", "\n", "\u{1F}", "a", " ", "é", "€", "\u{FFFF}",
                                      "😀", "\u{10FFFF}", "\u{7F}", "\u{D7FF}", "\u{E000}"]
        for _ in 0..<500 {
            var s = ""
            for _ in 0..<Int.random(in: 0...20, using: &rng) {
                if Bool.random(using: &rng) {
                    s.unicodeScalars.append(pool.randomElement(using: &rng)!)
                } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) {
                    s.unicodeScalars.append(scalar)
                }
            }
            for layout in [JSONValue.Layout.compact, .pretty] {
                let value: JSONValue = [.string(s), [s: .string(s)]]
                XCTAssertEqual(try JSONValue(parsing: value.encoded(layout)), value, s.debugDescription)
            }
        }
    }

    func testPrettyAndCompactTextReadBackTheSame() throws {
        XCTAssertEqual(try JSONValue(parsing: sample.encoded(.pretty)), sample)
        XCTAssertEqual(try JSONValue(parsing: sample.encoded(.compact)), sample)
    }
}
