import ClockCore
import XCTest

/// xterm fills TIOCGWINSZ's pixels with its whole window and does not answer `CSI 16 t` by default: after a window
/// manager's resize to 894×462 pixels (80×20 cells of 11×22, a 2-pixel border, 18 pixels past the last row) the
/// division said 11×23 and sixel covers overflowed their tiles. The figures are the ones xterm 379 gave on Xvfb.
final class WindowPixelsTests: XCTestCase {
    let cell = PixelSize(width: 11, height: 22)

    func window(_ columns: Int, _ rows: Int, _ width: Int, _ height: Int) -> WindowPixels {
        WindowPixels(columns: columns, rows: rows, width: width, height: height)
    }

    func testAResizeWithTheSameFontKeepsTheCellThoughTheWindowHasPixelsToSpare() {
        XCTAssertEqual(window(80, 20, 894, 462).cell(), PixelSize(width: 11, height: 23), "the division alone")
        XCTAssertEqual(window(80, 20, 894, 462).cell(keeping: cell), cell)
        XCTAssertEqual(window(120, 40, 1324, 884).cell(keeping: cell), cell, "xterm's window at start: cells and border")
        XCTAssertEqual(window(9, 5, 9 * 11 + 4 + 10, 5 * 22 + 4 + 21).cell(keeping: cell), cell, "a small window, the most to spare")
    }

    func testAFontChangeIsMeasuredAnew() {
        // xterm's font menu keeps the cells and resizes the window: 80×20 cells of 12×24 and the border.
        XCTAssertEqual(window(80, 20, 80 * 12 + 4, 20 * 24 + 4).cell(keeping: cell), PixelSize(width: 12, height: 24))
        XCTAssertEqual(window(80, 20, 80 * 10 + 4, 20 * 20 + 4).cell(keeping: cell), PixelSize(width: 10, height: 20))
        // One pixel taller and wider: 20 rows hide 20 pixels, 80 columns do not hide 80.
        XCTAssertEqual(window(80, 20, 80 * 12 + 4, 20 * 23 + 4).cell(keeping: cell), PixelSize(width: 12, height: 23))
    }

    func testAWindowOfWholeCellsIsTheCellWhateverWasInUse() {
        XCTAssertEqual(window(100, 30, 900, 540).cell(keeping: cell), PixelSize(width: 9, height: 18), "kitty, tmux: the cells' area")
        XCTAssertEqual(window(100, 30, 1200, 660).cell(keeping: cell), PixelSize(width: 12, height: 22))
    }

    func testPixelsLeftZeroAreNoCell() {
        XCTAssertNil(window(80, 24, 0, 0).cell(keeping: cell), "left zero: CSI 16 t is asked")
        XCTAssertNil(window(0, 0, 800, 600).cell(keeping: cell))
    }
}
