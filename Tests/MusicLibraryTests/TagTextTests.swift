@testable import MusicLibrary
import XCTest

/// Tag text is made safe and short once, when the library is read.
final class TagTextTests: XCTestCase {
    func testBidiOverridesIsolatesAndMarksAreRemoved() {
        let hostile = "\u{202E}gnp.exe\u{202C} \u{2066}a\u{2067}b\u{2068}c\u{2069} \u{200E}d\u{200F}e\u{061C}f\u{202A}\u{202B}\u{202D}"
        XCTAssertEqual(TagText.clean(hostile), "gnp.exe abc def")
    }

    func testControlAndFormatCharactersGoButEmojiJoinersStay() {
        // U+009B (a C1 CSI) is the Windows-1252 byte TagLib read as Latin-1: "›", no control.
        XCTAssertEqual(TagText.clean("A\u{1B}[2JB\u{7}C\u{0}D\u{9B}E\u{FEFF}F\u{AD}G"), "A[2JBCD›EFG")
        let family = "👨\u{200D}👩\u{200D}👧"
        XCTAssertEqual(TagText.clean("Family " + family), "Family " + family)
        let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        XCTAssertEqual(TagText.clean(scotland), scotland)
    }

    func testC1ControlsFromALatin1FrameAreReadAsWindows1252() throws {
        // TagLib decodes a Latin-1 ID3v2 frame byte by byte: Windows-1252's 0x92 "’" and 0x96 "–" arrive as C1.
        XCTAssertEqual(TagText.clean("Don\u{92}t Stop \u{96} Live \u{80}5"), "Don’t Stop – Live €5")
        let every = String(String.UnicodeScalarView((0x80...0x9F).map { Unicode.Scalar($0)! }))
        let cleaned = try XCTUnwrap(TagText.clean("x" + every))
        XCTAssertFalse(cleaned.unicodeScalars.contains { $0.properties.generalCategory == .control }, cleaned)
    }

    func testWhitespaceRunsBecomeOneSpaceAndEndsAreTrimmed() {
        XCTAssertEqual(TagText.clean("  Side\tA\r\n\u{2028}  Track\u{3000}One \n"), "Side A Track One")
    }

    func testNothingVisibleLeftIsNoText() {
        XCTAssertNil(TagText.clean(" \u{202E}\u{200B}\t\u{1B} "))
    }

    func testLongTitleIsCutAtTheCharacterCapWithAnEllipsis() throws {
        let cleaned = try XCTUnwrap(TagText.clean(String(repeating: "Wörd ", count: 20_000)))
        XCTAssertEqual(cleaned.count, TagText.maxCharacters)
        XCTAssertTrue(cleaned.hasSuffix("…"))
        XCTAssertTrue(cleaned.hasPrefix("Wörd Wörd"))
    }

    func testWideTextIsCutAtTheByteCap() throws {
        let cleaned = try XCTUnwrap(TagText.clean(String(repeating: "🙂", count: 1000)))
        XCTAssertLessThanOrEqual(cleaned.utf8.count, TagText.maxBytes)
        XCTAssertEqual(cleaned.dropLast(), String(repeating: "🙂", count: cleaned.count - 1)[...])
    }

    func testOneClusterOfThousandsOfCombiningMarksIsBounded() throws {
        let zalgo = "Z" + String(repeating: "\u{0301}", count: 100_000)
        let cleaned = try XCTUnwrap(TagText.clean(zalgo))
        XCTAssertLessThanOrEqual(cleaned.utf8.count, TagText.maxBytes)
        XCTAssertEqual(cleaned.unicodeScalars.first, "Z")
    }

    func testOrdinaryTextIsUnchanged() {
        for text in ["Tick Tock Suite", "Ελληνικά", "日本語のアルバム", "مرحبا بالعالم", "Café del Mar"] {
            XCTAssertEqual(TagText.clean(text), text)
        }
    }

    /// Plain ASCII skips the Unicode look-ups: its edges must still be cleaned as any other text is.
    func testPlainASCIIIsCleanedAtItsEdgesLikeAnyText() {
        XCTAssertEqual(TagText.clean("Side  A"), "Side A")
        XCTAssertEqual(TagText.clean(" Side A"), "Side A")
        XCTAssertEqual(TagText.clean("Side A "), "Side A")
        XCTAssertEqual(TagText.clean("Side\u{7F}A"), "SideA")
        XCTAssertEqual(TagText.clean("Side\tA"), "Side A")
        XCTAssertNil(TagText.clean(" "))
        let longest = String(repeating: "x", count: TagText.maxCharacters)
        XCTAssertEqual(TagText.clean(longest), longest)
        XCTAssertEqual(TagText.clean(longest + "x"), String(repeating: "x", count: TagText.maxCharacters - 1) + "…")
    }
}
