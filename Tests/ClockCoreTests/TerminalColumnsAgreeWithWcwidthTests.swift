import ClockCore
import Glibc
import XCTest

/// ncurses draws a character as wide as glibc's wcwidth says; a canvas that laid it out in another width would shift
/// the rest of the row (the backend then draws `?` per column instead). So the width table must be wcwidth's.
final class TerminalColumnsAgreeWithWcwidthTests: XCTestCase {
    func testEveryScalarTakesTheColumnsWcwidthGivesItInCUTF8() throws {
        // Glibc's Swift module leaves wcwidth out (it is behind _XOPEN_SOURCE); the C library has it all the same.
        guard let symbol = dlsym(nil, "wcwidth") else { return XCTFail("the C library has no wcwidth") }
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return XCTFail("no C.UTF-8 locale") }
        // This thread only: other tests keep the process's locale.
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let ours = TerminalColumns.of(scalar)
            let glibc = Int(wcwidth(wchar_t(value)))
            if ours == glibc { continue }
            // wcwidth's -1 is "not printable". Controls take no column on the canvas (it never sends them); anything
            // else it cannot print (unassigned in glibc's Unicode) keeps one column, which the backend draws as `?`.
            if glibc == -1, ours == (Self.isControl(value) ? 0 : 1) { continue }
            disagreements.append(String(format: "U+%04X: ours %d, wcwidth %d", value, ours, glibc))
        }
        XCTAssertEqual(disagreements.prefix(20), [], "\(disagreements.count) scalars disagree")
    }

    func testEmojiThatTerminalsDrawWideTakeTwoColumns() {
        for emoji in ["✅", "☕", "🚀", "⌚", "⚡", "🛸", "🪀", "🥇"] {
            XCTAssertEqual(TerminalColumns.of(emoji), 2, emoji)
        }
        XCTAssertEqual(TerminalColumns.of("Tea ☕ at ⌚ 7"), 14)
    }

    func testBoxBrailleAndBlocksStayOneColumnButTheWideSquaresNextToThem() {
        XCTAssertEqual(TerminalColumns.of("─│┏▀▄█⣿"), 7)
        XCTAssertEqual(TerminalColumns.of("◽◾"), 4)
    }

    private static func isControl(_ value: UInt32) -> Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
