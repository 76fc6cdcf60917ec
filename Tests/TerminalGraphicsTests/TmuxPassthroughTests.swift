import TerminalGraphics
import XCTest

final class TmuxPassthroughTests: XCTestCase {
    func testEveryEscapeInsideIsDoubledAndTheWholeEndsWithStringTerminator() {
        let query = Array("\u{1B}_Gi=31,a=q;AAAA\u{1B}\\".utf8)
        let wrapped = String(decoding: TmuxPassthrough.wrap(query), as: UTF8.self)
        XCTAssertEqual(wrapped, "\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,a=q;AAAA\u{1B}\u{1B}\\\u{1B}\\")
    }

    func testBytesWithoutEscapesPassUnchangedInsideTheWrapper() {
        let wrapped = String(decoding: TmuxPassthrough.wrap(Array("plain".utf8)), as: UTF8.self)
        XCTAssertEqual(wrapped, "\u{1B}Ptmux;plain\u{1B}\\")
    }
}
