import ClockCore
@testable import ClockTerminal
import XCTest

/// Issue 14: the questions go out in the order terminals answer them, DA1 last, wrapped for tmux when asked so.
final class GraphicsQueryTests: XCTestCase {
    let kitty = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    func text(_ questions: GraphicsQuestions) -> String {
        String(decoding: GraphicsQuery.bytes(for: questions), as: UTF8.self)
    }

    func testAutoAsksKittyXTVersionTheCellSizeAndDA1Last() {
        XCTAssertEqual(text(GraphicsQuestions(protocols: true, cellSize: true, throughTmux: false)),
                       kitty + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}[c")
        XCTAssertEqual(text(GraphicsQuestions(protocols: true, cellSize: false, throughTmux: false)),
                       kitty + "\u{1B}[>0q" + "\u{1B}[c")
    }

    func testAnExplicitChoiceAsksOnlyTheCellSize() {
        XCTAssertEqual(text(GraphicsQuestions(protocols: false, cellSize: true, throughTmux: false)), "\u{1B}[16t")
    }

    func testInsideTmuxEachQuestionIsWrappedOnItsOwn() {
        XCTAssertEqual(text(GraphicsQuestions(protocols: false, cellSize: true, throughTmux: true)),
                       "\u{1B}Ptmux;\u{1B}\u{1B}[16t\u{1B}\\")
        let all = text(GraphicsQuestions(protocols: true, cellSize: true, throughTmux: true))
        XCTAssertTrue(all.hasSuffix("\u{1B}Ptmux;\u{1B}\u{1B}[c\u{1B}\\"), all.debugDescription)
        XCTAssertEqual(all.components(separatedBy: "\u{1B}Ptmux;").count - 1, 4)
    }

    func testTheCellSizeComesFromTheWindowsPixelsWhenTheTerminalFillsThem() {
        XCTAssertEqual(GraphicsQuery.cell(columns: 80, rows: 24, width: 484, height: 316), PixelSize(width: 6, height: 13))
        XCTAssertNil(GraphicsQuery.cell(columns: 80, rows: 24, width: 0, height: 0), "left zero: CSI 16 t is asked")
        XCTAssertNil(GraphicsQuery.cell(columns: 0, rows: 0, width: 800, height: 600))
    }
}
