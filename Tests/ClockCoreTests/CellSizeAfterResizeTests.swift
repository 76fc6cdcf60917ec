import ClockCore
import Foundation
import XCTest

/// After a window-manager resize xterm's TIOCGWINSZ pixels count its border and the rows' leftover: 40 rows of
/// 20 pixels in an 844-pixel window measure 21-pixel cells, and sixel covers overflowed their tiles until Ctrl-L.
/// A terminal that answered `CSI 16 t` is asked again instead, and its answer is the cell size.
final class CellSizeAfterResizeTests: XCTestCase {
    func at(_ t: Double) -> Moment { Moment(wall: Date(timeIntervalSinceReferenceDate: t), uptime: Uptime(seconds: t)) }

    let cell = PixelSize(width: 10, height: 20)
    /// 120×40 cells in a window of 1204×844 pixels (a 2-pixel border, 40 pixels a resize left below the last row).
    let overMeasured = PixelSize(width: 1204 / 120, height: 844 / 40)

    func model(choice: ImageChoice, measured: PixelSize?) -> AppModel {
        var model = AppModel(options: AppOptions(images: choice), screenSize: Size(width: 120, height: 40), now: at(5))
        _ = update(&model, .started(StartUp(graphics: GraphicsStart(choice: choice, cellPixels: measured))), at: at(5))
        return model
    }

    func reply(_ model: inout AppModel, _ text: String, at t: Double = 5.1) {
        _ = update(&model, .input(.reply(TerminalReply(.controlSequence, text))), at: at(t))
    }

    /// xterm -ti vt340: it answers the cell size and DA1 with sixel.
    func sixelTerminal() -> AppModel {
        var model = model(choice: .auto, measured: cell)
        reply(&model, "6;20;10t")
        reply(&model, "?63;1;2;4;6;9;15;16;22;28c")
        XCTAssertEqual(model.graphics, TerminalGraphics(imageProtocol: .sixel, cellPixels: cell))
        return model
    }

    func testATerminalThatAnsweredIsAskedAgainAndItsAnswerIsTheCellNotTheWindowsPixels() {
        var model = sixelTerminal()
        XCTAssertEqual(overMeasured, PixelSize(width: 10, height: 21))
        XCTAssertEqual(model.cellSizeAfterResize(measured: overMeasured), .ask)
        XCTAssertEqual(model.cellSizeAfterResize(measured: cell), .ask, "a font change may keep the window's pixels")
        let before = model.graphics
        reply(&model, "6;20;10t", at: 7)
        XCTAssertEqual(model.graphics, before, "the same cell: covers stay as they are")
        // A bigger font: the answer changes the cell, and the covers are encoded at it.
        reply(&model, "6;24;12t", at: 8)
        XCTAssertEqual(model.graphics.pictureFormat, PictureFormat(imageProtocol: .sixel, cellPixels: PixelSize(width: 12, height: 24)))
    }

    func testATerminalThatNeverAnsweredIsMeasuredAsBefore() {
        var model = model(choice: .only(.sixel), measured: cell)
        XCTAssertEqual(model.graphics.cellPixels, cell)
        XCTAssertEqual(model.cellSizeAfterResize(measured: cell), .keep)
        XCTAssertEqual(model.cellSizeAfterResize(measured: PixelSize(width: 12, height: 24)), .use(PixelSize(width: 12, height: 24)))
        XCTAssertEqual(model.cellSizeAfterResize(measured: nil), .ask, "no pixels either: asked, as before")
        reply(&model, "?63;1;2;4c")
        XCTAssertEqual(model.cellSizeAfterResize(measured: PixelSize(width: 12, height: 24)), .use(PixelSize(width: 12, height: 24)),
                       "another answer is not a cell size")
    }

    func testSymbolsAskNothingAfterAResize() {
        var model = model(choice: .auto, measured: nil)
        reply(&model, "6;20;10t")
        reply(&model, "?62;1;2c")
        XCTAssertEqual(model.graphics.imageProtocol, .symbols)
        XCTAssertEqual(model.cellSizeAfterResize(measured: nil), .keep)
        XCTAssertEqual(model.cellSizeAfterResize(measured: PixelSize(width: 12, height: 24)), .use(PixelSize(width: 12, height: 24)))
    }

    /// xterm answers `CSI 14 t` (the text area) with `CSI 4 ; height ; width t` and `CSI 18 t` with `CSI 8 ; rows ;
    /// columns t`: neither is a cell, nor makes the terminal one that answers the cell size.
    func testOnlyTheAnswerToCSI16tIsACellSize() {
        XCTAssertEqual(GraphicsAnswer(TerminalReply(.controlSequence, "6;13;6t")), .cellSize(PixelSize(width: 6, height: 13)))
        XCTAssertNil(GraphicsAnswer(TerminalReply(.controlSequence, "4;520;720t")))
        XCTAssertNil(GraphicsAnswer(TerminalReply(.controlSequence, "8;40;120t")))
        XCTAssertNil(GraphicsAnswer(TerminalReply(.controlSequence, "6;20t")))
        var model = model(choice: .only(.sixel), measured: cell)
        reply(&model, "4;844;1204t")
        reply(&model, "8;40;120t")
        XCTAssertEqual(model.graphics.cellPixels, cell)
        XCTAssertEqual(model.cellSizeAfterResize(measured: overMeasured), .use(overMeasured))
    }
}
