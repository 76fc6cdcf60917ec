import XCTest
import ClockCore
@testable import ClockRender

/// A rendered cover becomes cells with its symbols and palette colours; a missing one is the album's placeholder.
final class CoverViewTests: XCTestCase {
    func testAPictureBecomesCellsWithItsPaletteColoursClippedToTheCanvas() {
        var picture = SymbolMosaic(size: Size(width: 3, height: 2))
        picture[0, 0] = SymbolMosaic.Tile("▀", foreground: 196, background: 21)
        picture[1, 0] = SymbolMosaic.Tile("▄", foreground: 46)
        picture[2, 1] = SymbolMosaic.Tile("█", background: 231)
        let album = fiveAlbums[0]
        var covers = CoverCache()
        covers.store([RenderedCover(key: CoverKey(album, size: picture.size), picture: picture)])
        var canvas = Canvas(size: Size(width: 4, height: 2), fill: Cell("."))
        CoverView().draw(album, in: Rect(x: 2, y: 0, width: 3, height: 2), covers: covers, on: &canvas)
        XCTAssertEqual(canvas.lines, ["..▀▄", "..  "], "the third column is cut by the edge")
        XCTAssertEqual(canvas[2, 0].style, Style(fg: .indexed(196), bg: .indexed(21)))
        XCTAssertEqual(canvas[3, 0].style, Style(fg: .indexed(46)), "no background: the terminal's own")
        XCTAssertEqual(canvas[2, 1].style, .plain)
    }

    func testACoverAtAnotherSizeIsNotStretchedButLeftToThePlaceholder() {
        let album = fiveAlbums[1]
        var covers = CoverCache()
        covers.store([RenderedCover(key: CoverKey(album, size: Size(width: 4, height: 2)),
                                    picture: SymbolMosaic(size: Size(width: 4, height: 2), fill: SymbolMosaic.Tile("#")))])
        var drawn = Canvas(width: 8, height: 4), placeholder = Canvas(width: 8, height: 4)
        CoverView().draw(album, in: drawn.bounds, covers: covers, on: &drawn)
        PlaceholderCover().draw(album, in: placeholder.bounds, on: &placeholder)
        XCTAssertEqual(drawn, placeholder)
    }
}
