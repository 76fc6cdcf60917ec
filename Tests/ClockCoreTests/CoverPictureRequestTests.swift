import XCTest
@testable import ClockCore

/// On a terminal that shows pictures, covers are asked for in its picture format, so a change of protocol or cell
/// size asks again; and whether the music screen is at rest, which decides when sixel and iTerm2 pictures stand.
final class CoverPictureRequestTests: XCTestCase {
    let size = Size(width: 120, height: 40)
    let sixel = TerminalGraphics(imageProtocol: .sixel, cellPixels: PixelSize(width: 10, height: 20))

    /// The wall with covered albums on a terminal with `graphics`; returns what the albums' arrival asked for.
    func wallModel(_ graphics: TerminalGraphics) -> (AppModel, [CoverRequest]) {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .graphicsFound(graphics), at: at(0))
        _ = update(&model, .input(key(.tab)), at: at(0))
        let asked = coverRequests(in: update(&model, .albumsFound(coverAlbums(30)), at: at(0)))
        _ = update(&model, .libraryScanFinished(albumCount: 30, message: nil), at: at(0))
        return (model, asked)
    }

    func testCoversAreAskedForInTheTerminalsPictureFormat() {
        let (_, asked) = wallModel(sixel)
        XCTAssertFalse(asked.isEmpty)
        XCTAssertTrue(asked.allSatisfy { $0.key.format == PictureFormat(imageProtocol: .sixel, cellPixels: PixelSize(width: 10, height: 20)) })
    }

    func testSymbolsAskForNoPictureFormat() {
        let (_, asked) = wallModel(.symbols)
        XCTAssertFalse(asked.isEmpty)
        XCTAssertTrue(asked.allSatisfy { $0.key.format == nil })
    }

    func testAnotherProtocolOrCellSizeAsksForTheCoversAgain() {
        var (model, asked) = wallModel(sixel)
        _ = update(&model, .coversRendered(asked.map { RenderedCover(key: $0.key, picture: SymbolMosaic(size: $0.key.size)) }),
                   at: at(0))
        XCTAssertTrue(coverRequests(in: update(&model, .tick, at: at(0))).isEmpty, "all held")
        var bigger = sixel
        bigger.cellPixels = PixelSize(width: 12, height: 24)
        let again = coverRequests(in: update(&model, .graphicsFound(bigger), at: at(0)))
        XCTAssertEqual(Set(again.map(\.key.albumID)), Set(asked.map(\.key.albumID)))
        XCTAssertTrue(again.allSatisfy { $0.key.format?.cellPixels == bigger.cellPixels })
        let kitty = coverRequests(in: update(&model, .graphicsFound(TerminalGraphics(imageProtocol: .kitty)), at: at(0)))
        XCTAssertTrue(!kitty.isEmpty && kitty.allSatisfy { $0.key.format?.imageProtocol == .kitty })
    }

    func testTheScreenIsAtRestUnlessTheWallGlidesIsDraggedOrThePanelZooms() {
        var (model, _) = wallModel(sixel)
        XCTAssertTrue(model.music.isAtRest(at: at(0)))
        _ = update(&model, .input(key(.pageDown)), at: at(0))
        XCTAssertFalse(model.music.isAtRest(at: at(0.05)), "gliding")
        XCTAssertFalse(model.coverPictures(at: at(0.05)).showNow)
        _ = update(&model, .tick, at: at(2))
        XCTAssertTrue(model.music.isAtRest(at: at(2)))
        XCTAssertTrue(model.coverPictures(at: at(2)).showNow)
        _ = update(&model, .input(mouse(.press, 30, 10)), at: at(2))
        _ = update(&model, .input(mouse(.drag, 34, 12)), at: at(2.01))
        XCTAssertFalse(model.music.isAtRest(at: at(2.01)), "dragged")
        _ = update(&model, .input(mouse(.release, 34, 12)), at: at(2.5))
        _ = update(&model, .tick, at: at(4))
        XCTAssertTrue(model.music.isAtRest(at: at(4)))
        _ = update(&model, .input(key(.enter)), at: at(4))
        XCTAssertFalse(model.music.isAtRest(at: at(4.05)), "the panel zooms open")
        XCTAssertTrue(model.music.isAtRest(at: at(6)), "the panel is open")
        _ = update(&model, .input(key(.escape)), at: at(6))
        XCTAssertFalse(model.music.isAtRest(at: at(6.05)), "the panel shrinks")
    }

    func testKittyPicturesShowWhileMovingAndSymbolsNever() {
        XCTAssertTrue(CoverPictures(graphics: TerminalGraphics(imageProtocol: .kitty), atRest: false).showNow)
        XCTAssertFalse(CoverPictures(graphics: sixel, atRest: false).showNow)
        XCTAssertFalse(CoverPictures(graphics: TerminalGraphics(imageProtocol: .iterm2), atRest: false).showNow)
        XCTAssertTrue(CoverPictures(graphics: TerminalGraphics(imageProtocol: .iterm2), atRest: true).showNow)
        XCTAssertEqual(CoverPictures(graphics: .symbols, atRest: true), .symbols)
    }

    func testTheCacheKeepsAnEncodedPictureWithItsSymbolsUnderTheSameKey() {
        let format = PictureFormat(imageProtocol: .kitty, cellPixels: .defaultCell)
        let key = CoverKey(albumID: "a", size: Size(width: 4, height: 2), format: format)
        let encoded = EncodedPicture(format: format, cells: key.size, bytes: [1, 2, 3])
        var cache = CoverCache()
        cache.store([RenderedCover(key: key, picture: SymbolMosaic(size: key.size), encoded: encoded)])
        XCTAssertEqual(cache.encodedPicture(for: key), encoded)
        XCTAssertNotNil(cache.picture(for: key))
        XCTAssertNil(cache.encodedPicture(for: CoverKey(albumID: "a", size: key.size)), "symbols only: another key")
    }
}
