import ClockCore
import XCTest

/// Paths are Strings that keep a name's bytes that are not UTF-8 exactly, and show them as U+FFFD.
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

    func testValidUTF8IsUnchangedAndBadBytesAreShownAsReplacementCharacters() {
        XCTAssertEqual(PathBytes.string(from: Array("café ♫".utf8)), "café ♫")
        XCTAssertEqual(PathBytes.display(PathBytes.string(from: Array("caf".utf8) + [0xE9])), "caf\u{FFFD}")
        XCTAssertEqual(PathBytes.display(PathBytes.string(from: Array("a\u{10FFE9}b".utf8))),
                       "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b")
        XCTAssertEqual(PathBytes.display("plain"), "plain")
    }

    func testNamesDifferingOnlyInBadBytesStayDistinct() {
        let e9 = PathBytes.string(from: Array("caf".utf8) + [0xE9])
        let e8 = PathBytes.string(from: Array("caf".utf8) + [0xE8])
        XCTAssertNotEqual(e9, e8)
        XCTAssertNotEqual(e9.lowercased(), e8.lowercased())
        XCTAssertEqual(PathBytes.display(e9), PathBytes.display(e8))
    }
}
