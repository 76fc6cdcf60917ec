@testable import JSON
import XCTest

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        do {
            return try JSONValue(parsing: text.utf8)
        } catch {
            XCTFail("\(text.debugDescription): \(error)", file: file, line: line)
            return nil
        }
    }

    private func error(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            let value = try JSONValue(parsing: bytes)
            XCTFail("\(String(decoding: bytes, as: UTF8.self).debugDescription) parsed as \(value)")
            return nil
        } catch {
            return error
        }
    }

    private func error(_ text: String) -> JSONParseError? { error(Array(text.utf8)) }

    private func assertRejects(_ text: String, _ problem: JSONParseError.Problem, at offset: Int,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(error(text), JSONParseError(problem, at: offset), text.debugDescription, file: file, line: line)
    }

    // MARK: Valid documents

    func testLiteralsAndWhiteSpace() {
        XCTAssertEqual(parse("true"), .bool(true))
        XCTAssertEqual(parse("false"), .bool(false))
        XCTAssertEqual(parse("null"), .null)
        XCTAssertEqual(parse(" \t\r\n null \n\t\r "), .null)
        XCTAssertEqual(parse("[ 1 ,\n2\t,\r3 ]"), [1, 2, 3])
        XCTAssertEqual(parse("{ \"a\"\n:\t1 , \"b\" : [ ] , \"c\":{ } }"), ["a": 1, "b": [], "c": [:]])
    }

    func testArraysAndObjectsNest() {
        let text = #"{"alarm": {"on": true, "times": [[7, 30], [8, 0]], "note": null}, "version": 1, "list": []}"#
        XCTAssertEqual(parse(text), [
            "alarm": ["on": true, "times": [[7, 30], [8, 0]], "note": .null],
            "version": 1,
            "list": [],
        ])
        XCTAssertEqual(parse(text)?["alarm"]?["times"]?.array?.count, 2)
        XCTAssertNil(parse(text)?["missing"])
        XCTAssertNil(parse("[1]")?["a"], "only objects have members")
    }

    func testADuplicateNameKeepsTheLastValue() {
        XCTAssertEqual(parse(#"{"a": 1, "b": 2, "a": 3}"#), ["a": 3, "b": 2])
    }

    func testNumbers() {
        let cases: [(String, Double)] = [
            ("0", 0), ("1", 1), ("-1", -1), ("7", 7), ("1.5", 1.5), ("-0.25", -0.25), ("10.0", 10),
            ("1e3", 1000), ("1E3", 1000), ("1e+3", 1000), ("1E-3", 0.001), ("-1.25e-2", -0.0125), ("2.5E+1", 25),
            ("1795000000.5", 1_795_000_000.5), ("0.1", 0.1), ("123456789012345", 123_456_789_012_345),
            ("5e-324", .leastNonzeroMagnitude), ("1.7976931348623157e308", .greatestFiniteMagnitude),
            ("12345678901234567890", 12_345_678_901_234_567_168), ("0e0", 0), ("1e-400", 0),
            ("100000000000000000000000000000000000000000", 1e41),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(parse(text)?.double, expected, text)
            XCTAssertEqual(parse("[\(text)]"), [.number(expected)], text)
        }
    }

    func testNegativeZeroKeepsItsSign() throws {
        for text in ["-0", "-0.0", "-0e5"] {
            let value = try XCTUnwrap(parse(text)?.double, text)
            XCTAssertEqual(value, 0, text)
            XCTAssertEqual(value.sign, .minus, text)
        }
    }

    func testIntegersAreExactUpToTwoToThe53() {
        XCTAssertEqual(parse("9007199254740992")?.int, 1 << 53)
        XCTAssertEqual(parse("-9007199254740992")?.int, -(1 << 53))
        XCTAssertEqual(parse("9007199254740991")?.int, (1 << 53) - 1)
        XCTAssertEqual(parse("4503599627370497")?.int, (1 << 52) + 1)
        XCTAssertEqual(parse("7.0")?.int, 7, "a whole number written with a fraction")
        XCTAssertEqual(parse("7e2")?.int, 700)
        XCTAssertEqual(parse("-0")?.int, 0)
        XCTAssertNil(parse("7.5")?.int)
        XCTAssertNil(parse("9007199254740994")?.int, "beyond 2^53 a Double no longer says which integer was written")
        XCTAssertNil(parse("1e300")?.int)
        XCTAssertNil(parse(#""7""#)?.int)
    }

    func testEveryEscape() {
        XCTAssertEqual(parse(#""\"\\\/\b\f\n\r\t""#), .string("\"\\/\u{08}\u{0C}\n\r\t"))
        XCTAssertEqual(parse(#""\u0041\u00e9\u00E9\u20AC\u0000\uffFF""#), .string("Aéé€\u{0}\u{FFFF}"))
        XCTAssertEqual(parse(#""a\nb\tc""#), .string("a\nb\tc"), "escapes between plain runs")
        XCTAssertEqual(parse(#"["\n", "plain", "\t"]"#), ["\n", "plain", "\t"], "strings do not share decoded bytes")
    }

    func testSurrogatePairsJoinIntoOneCharacter() {
        XCTAssertEqual(parse(#""\uD83D\uDE00""#), .string("😀"))
        XCTAssertEqual(parse(#""\ud834\udd1e x""#), .string("𝄞 x"))
        XCTAssertEqual(parse(#""\uDBFF\uDFFF""#), .string("\u{10FFFF}"))
        XCTAssertEqual(parse(#""\uD800\uDC00""#), .string("\u{10000}"))
    }

    func testRawUTF8PassesThrough() {
        XCTAssertEqual(parse("\"héllo wörld € 😀 \u{7F}\""), .string("héllo wörld € 😀 \u{7F}"))
        XCTAssertEqual(parse(#""""#), .string(""))
        XCTAssertEqual(parse(#"{"é": "ü"}"#), ["é": "ü"])
    }

    func testContainersNestUpToTheDepthLimit() {
        let limit = JSONValue.defaultDepthLimit
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertNotNil(parse(deepest))
        let objects = String(repeating: #"{"a":"#, count: limit) + "1" + String(repeating: "}", count: limit)
        XCTAssertNotNil(parse(objects))
        XCTAssertNoThrow(try JSONValue(parsing: Array("[[[]]]".utf8), depthLimit: 3))
        XCTAssertThrowsError(try JSONValue(parsing: Array("[[[[]]]]".utf8), depthLimit: 3)) {
            XCTAssertEqual($0 as? JSONParseError, JSONParseError(.tooDeep(limit: 3), at: 3))
        }
    }

    func testAnyByteCollectionCanBeParsed() throws {
        let text = #"{"a": [1, "x"]}"#
        let expected: JSONValue = ["a": [1, "x"]]
        XCTAssertEqual(try JSONValue(parsing: text.utf8), expected)
        XCTAssertEqual(try JSONValue(parsing: Array(text.utf8)), expected)
        XCTAssertEqual(try JSONValue(parsing: Array(("xx" + text).utf8).dropFirst(2)), expected)
        XCTAssertEqual(try JSONValue(parsing: Substring(text).utf8), expected)
    }

    // MARK: Rejected documents

    func testTrailingCommasAreRejected() {
        assertRejects("[1,]", .unexpectedByte(UInt8(ascii: "]")), at: 3)
        assertRejects(#"{"a":1,}"#, .unexpectedByte(UInt8(ascii: "}")), at: 7)
        assertRejects("[1, ]", .unexpectedByte(UInt8(ascii: "]")), at: 4)
        assertRejects("[,]", .unexpectedByte(UInt8(ascii: ",")), at: 1)
        assertRejects("[1,,2]", .unexpectedByte(UInt8(ascii: ",")), at: 3)
    }

    func testLeadingZerosAreRejected() {
        assertRejects("01", .leadingZero, at: 0)
        assertRejects("-01", .leadingZero, at: 0)
        assertRejects("[1, 007]", .leadingZero, at: 4)
        assertRejects("00.5", .leadingZero, at: 0)
    }

    func testMalformedNumbersAreRejected() {
        assertRejects("+1", .unexpectedByte(UInt8(ascii: "+")), at: 0)
        assertRejects(".5", .unexpectedByte(UInt8(ascii: ".")), at: 0)
        assertRejects("1.e5", .unexpectedByte(UInt8(ascii: "e")), at: 2)
        assertRejects("1ex", .unexpectedByte(UInt8(ascii: "x")), at: 2)
        assertRejects("-x", .unexpectedByte(UInt8(ascii: "x")), at: 1)
        assertRejects("0x10", .trailingData(UInt8(ascii: "x")), at: 1)
        assertRejects("NaN", .unexpectedByte(UInt8(ascii: "N")), at: 0)
        assertRejects("Infinity", .unexpectedByte(UInt8(ascii: "I")), at: 0)
        assertRejects("[-Infinity]", .unexpectedByte(UInt8(ascii: "I")), at: 2)
        assertRejects("1e400", .numberOutOfRange, at: 0)
        assertRejects("[0, -1e309]", .numberOutOfRange, at: 4)
    }

    func testLoneSurrogatesAreRejected() {
        assertRejects(#""\uD800""#, .loneSurrogate(0xD800), at: 1)
        assertRejects(#""\uDC00""#, .loneSurrogate(0xDC00), at: 1)
        assertRejects(#""x\uDFFF\uD800""#, .loneSurrogate(0xDFFF), at: 2)
        assertRejects(#""\uD83D\u0041""#, .loneSurrogate(0xD83D), at: 1)
        assertRejects(#""\uD83D\uD83D""#, .loneSurrogate(0xD83D), at: 1)
        assertRejects(#""\uD83Dx""#, .loneSurrogate(0xD83D), at: 1)
        assertRejects(#""\uD83D\n""#, .loneSurrogate(0xD83D), at: 1)
    }

    func testBadEscapesAreRejected() {
        assertRejects(#""\x""#, .invalidEscape(UInt8(ascii: "x")), at: 1)
        assertRejects(#""\'""#, .invalidEscape(UInt8(ascii: "'")), at: 1)
        assertRejects(#""\U0041""#, .invalidEscape(UInt8(ascii: "U")), at: 1)
        assertRejects(#""ab\u12G4""#, .invalidUnicodeEscape, at: 3)
        assertRejects(#""\u12""#, .invalidUnicodeEscape, at: 1)
        assertRejects(#""\uD83D\uDE0""#, .invalidUnicodeEscape, at: 7)
    }

    func testRawControlCharactersInStringsAreRejected() {
        for byte in UInt8(0)..<0x20 {
            XCTAssertEqual(error([0x22, 0x61, byte, 0x22]), JSONParseError(.controlCharacterInString(byte), at: 2), "\(byte)")
        }
    }

    func testInvalidUTF8IsRejected() {
        let cases: [[UInt8]] = [
            [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0x5C, 0x6E, 0x80, 0x22],
        ]
        for bytes in cases {
            XCTAssertEqual(error(bytes), JSONParseError(.invalidUTF8, at: 0), "\(bytes)")
        }
        XCTAssertEqual(error([0xEF, 0xBB, 0xBF, 0x31]), JSONParseError(.unexpectedByte(0xEF), at: 0), "no byte-order mark")
    }

    func testTrailingDataIsRejected() {
        assertRejects("1 2", .trailingData(UInt8(ascii: "2")), at: 2)
        assertRejects("{} x", .trailingData(UInt8(ascii: "x")), at: 3)
        assertRejects("[]]", .trailingData(UInt8(ascii: "]")), at: 2)
        assertRejects("null\u{0}", .trailingData(0), at: 4)
        assertRejects("truex", .trailingData(UInt8(ascii: "x")), at: 4)
    }

    func testOtherSyntaxFromOutsideTheRFCIsRejected() {
        assertRejects("'a'", .unexpectedByte(UInt8(ascii: "'")), at: 0)
        assertRejects("{a: 1}", .unexpectedByte(UInt8(ascii: "a")), at: 1)
        assertRejects(#"{"a" 1}"#, .unexpectedByte(UInt8(ascii: "1")), at: 5)
        assertRejects(#"{"a": 1 "b": 2}"#, .unexpectedByte(UInt8(ascii: "\"")), at: 8)
        assertRejects("[1 2]", .unexpectedByte(UInt8(ascii: "2")), at: 3)
        assertRejects("// hi\n1", .unexpectedByte(UInt8(ascii: "/")), at: 0)
        assertRejects("[1 /* x */]", .unexpectedByte(UInt8(ascii: "/")), at: 3)
        assertRejects("tRue", .unexpectedByte(UInt8(ascii: "R")), at: 1)
        assertRejects("nul", .truncated, at: 3)
        assertRejects("\u{0C}1", .unexpectedByte(0x0C), at: 0)  // form feed is not JSON white space
        assertRejects("{1: 2}", .unexpectedByte(UInt8(ascii: "1")), at: 1)
    }

    func testEmptyInputIsTruncated() {
        assertRejects("", .truncated, at: 0)
        assertRejects(" \n", .truncated, at: 2)
    }

    func testEveryProperPrefixOfADocumentIsTruncated() {
        let document = #" {"a": [1, -2.5e+3, true, false, null, "x\"\u00e9\uD83D\uDE00y", {}, []], "b": {"c": "d"}} "#
        let bytes = Array(document.utf8)
        XCTAssertNotNil(parse(document))
        // The closing brace is the last byte that matters; what follows it is white space.
        let lastBrace = bytes.lastIndex(of: UInt8(ascii: "}"))!
        for end in 0...lastBrace {
            let prefix = Array(bytes[..<end])
            guard let error = error(prefix) else { continue }
            switch error.problem {
            case .truncated:
                XCTAssertEqual(error.offset, end, "truncated where the input ends: \(end)")
            case .unterminatedString:
                XCTAssertLessThan(error.offset, end, "an unterminated string names its opening quote")
                XCTAssertEqual(bytes[error.offset], UInt8(ascii: "\""))
            default:
                XCTFail("prefix of \(end) bytes: \(error)")
            }
        }
    }

    func testADepthBombStopsAtTheLimit() {
        for opener in ["[", #"{"a":"#] {
            let bomb = String(repeating: opener, count: 100_000)
            let offset = JSONValue.defaultDepthLimit * opener.utf8.count
            XCTAssertEqual(error(bomb), JSONParseError(.tooDeep(limit: JSONValue.defaultDepthLimit), at: offset))
        }
    }

    func testErrorsSayWhatAndWhere() {
        XCTAssertEqual(error(#"{"a":1,}"#)?.description, "unexpected '}' at byte 7")
        XCTAssertEqual(error(#"{"a": "b"#)?.description, "unterminated string starting at byte 6")
        XCTAssertEqual(error(#"{"a": [1, 2"#)?.description, "truncated at byte 11")
        XCTAssertEqual(error("[1] x")?.description, "unexpected 'x' after the value at byte 4")
        XCTAssertEqual(error([0x5B, 0xFF])?.description, "unexpected byte 0xFF at byte 1")
        XCTAssertEqual(error("[01]")?.description, "number with a leading zero at byte 1")
        XCTAssertEqual(error("1e999")?.description, "number out of range at byte 0")
        XCTAssertEqual(error([0x22, 0x0A, 0x22])?.description, "unescaped control character 0x0A in string at byte 1")
        XCTAssertEqual(error(#""\q""#)?.description, "invalid escape \\q at byte 1")
        XCTAssertEqual(error(#""\u00""#)?.description, "\\u not followed by four hex digits at byte 1")
        XCTAssertEqual(error(#""\udc00""#)?.description, "lone surrogate \\uDC00 at byte 1")
        XCTAssertEqual(error([0x22, 0xFF, 0x22])?.description, "invalid UTF-8 in string starting at byte 0")
        XCTAssertEqual(error(String(repeating: "[", count: 65))?.description, "nested deeper than 64 levels at byte 64")
    }
}
