import ClockCore
import XCTest

/// Paths are Strings that keep a name's bytes that are not UTF-8 exactly, and show them as Windows-1252.
final class PathBytesTests: XCTestCase {
    func testEveryNameComesBackAsItsExactBytes() {
        let names: [[UInt8]] = [
            Array("/music/Plain Name.ogg".utf8),
            Array("/music/café ♫ 日本.flac".utf8),
            Array("/music/caf".utf8) + [0xE9] + Array(".ogg".utf8),
            [0xFF, 0xFE, 0xC3, 0x28, 0x80, 0xE2, 0x82],
            // A valid name holding one of the escape scalars (U+10FFE9) must not be read back as the byte 0xE9.
            Array("a\u{10FFE9}b".utf8),
            [0xF4, 0x8F, 0xBF],
            [],
        ]
        for name in names {
            XCTAssertEqual(PathBytes.bytes(of: PathBytes.string(from: name)), name, "\(name)")
            var copied: [UInt8] = []
            PathBytes.withCString(PathBytes.string(from: name)) { text in
                copied = UnsafeBufferPointer(start: text, count: strlen(text)).map { UInt8(bitPattern: $0) }
            }
            XCTAssertEqual(copied, name, "\(name)")
        }
    }

    func testValidUTF8IsUnchangedAndBadBytesAreShownAsWindows1252() {
        XCTAssertEqual(PathBytes.string(from: Array("café ♫".utf8)), "café ♫")
        XCTAssertEqual(PathBytes.display(PathBytes.string(from: Array("caf".utf8) + [0xE9])), "café")
        // A name that really holds an escape scalar shows that scalar, not its bytes.
        XCTAssertEqual(PathBytes.display(PathBytes.string(from: Array("a\u{10FFE9}b".utf8))), "a\u{10FFE9}b")
        XCTAssertEqual(PathBytes.display("plain"), "plain")
    }

    func testLatin1AndWindows1252NamesReadAsWritten() {
        func shown(_ bytes: [UInt8]) -> String { PathBytes.display(PathBytes.string(from: bytes)) }
        XCTAssertEqual(shown([0x4A, 0x6F, 0x73, 0xE9, 0x20, 0x47, 0x6F, 0x6E, 0x7A, 0xE1, 0x6C, 0x65, 0x7A]), "José González")
        XCTAssertEqual(shown(Array("Cora".utf8) + [0xE7, 0xE3] + Array("o".utf8)), "Coração")
        // 0x80–0x9F are Windows-1252's quotes, dashes and €, never C1 controls; its five holes stay U+FFFD.
        XCTAssertEqual(shown(Array("Don".utf8) + [0x92] + Array("t ".utf8) + [0x96, 0x20, 0x80, 0x35]), "Don’t – €5")
        XCTAssertEqual(shown([0x81, 0x8D, 0x8F, 0x90, 0x9D]), String(repeating: "\u{FFFD}", count: 5))
        // Valid UTF-8 next to a bad byte stays UTF-8.
        XCTAssertEqual(shown(Array("é ".utf8) + [0xE9]), "é é")
        for byte in UInt8(0x80)...0xFF {
            let scalar = PathBytes.display(PathBytes.string(from: [byte])).unicodeScalars.first!
            XCTAssertNotEqual(scalar.properties.generalCategory, .control, "byte \(byte) shows as a control")
        }
    }

    func testNamesDifferingOnlyInBadBytesStayDistinct() {
        let e9 = PathBytes.string(from: Array("caf".utf8) + [0xE9])
        let e8 = PathBytes.string(from: Array("caf".utf8) + [0xE8])
        XCTAssertNotEqual(e9, e8)
        XCTAssertNotEqual(e9.lowercased(), e8.lowercased())
        XCTAssertEqual(PathBytes.display(e9), "café")
        XCTAssertEqual(PathBytes.display(e8), "cafè")
    }
}
