import XCTest
@testable import ClockCore

/// On a terminal that shows pictures, covers are asked for in its picture format, so a change of protocol or cell
/// size asks again; and whether the music screen is at rest, which decides when sixel and iTerm2 pictures stand.
final class CoverPictureRequestTests: XCTestCase {
    let size = Size(width: 120, height: 40)
    let sixel = TerminalGraphics(imageProtocol: .sixel, cellPixels: PixelSize(width: 10, height: 20))

    /// The wall with covered albums on a terminal with `graphics`; returns what the albums' arrival asked for. More
    /// albums than tiles on screen, so the wall is endless and covers are cut by every edge.
    func wallModel(_ graphics: TerminalGraphics) -> (AppModel, [CoverRequest]) {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .graphicsFound(graphics), at: at(0))
        _ = update(&model, .input(key(.tab)), at: at(0))
        let asked = coverRequests(in: update(&model, .albumsFound(coverAlbums(100)), at: at(0)))
        _ = update(&model, .libraryScanFinished(albumCount: 100, message: nil), at: at(0))
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

    /// The screen cells a cover key's picture fills, for every tile on `model`'s wall.
    func coverRects(_ model: AppModel, at now: Moment) -> [String: [Rect]] {
        let wall = model.music.wall
        var rects: [String: [Rect]] = [:]
        for tile in wall.visibleTiles(at: now) {
            rects[wall.albums[tile.albumIndex].id, default: []]
                .append(Rect(origin: Point(x: tile.rect.x, y: tile.rect.y), size: wall.tileSize.cover))
        }
        return rects
    }

    func testAtRestSixelAndITerm2AskForTheVisiblePartOfEachCutCoverAboveTheLastRow() {
        for graphics in [sixel, TerminalGraphics(imageProtocol: .iterm2)] {
            let (model, asked) = wallModel(graphics)
            let crops = asked.filter { $0.key.crop != nil }
            XCTAssertFalse(crops.isEmpty, "\(graphics.imageProtocol): the right column and the bottom row are cut")
            let screen = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
            let rects = coverRects(model, at: at(0))
            for request in crops {
                let crop = request.key.crop!
                let matching = rects[request.key.albumID, default: []].filter { cover in
                    let visible = cover.intersection(screen)
                    return visible != cover
                        && Rect(x: visible.x - cover.x, y: visible.y - cover.y, width: visible.width, height: visible.height) == crop
                }
                XCTAssertFalse(matching.isEmpty, "\(crop) is the visible part of a cut cover")
                XCTAssertEqual(request.key.format, graphics.pictureFormat)
                XCTAssertTrue(asked.contains { $0.key == CoverKey(albumID: request.key.albumID, size: request.key.size,
                                                                  format: request.key.format) },
                              "its symbols are asked for whole")
            }
            let cut = rects.values.joined().filter { $0.intersection(screen) != $0 && !$0.intersection(screen).isEmpty }
            XCTAssertEqual(Set(crops.map(\.key.albumID)).count, Set(cut.compactMap { rect in
                rects.first { $0.value.contains(rect) }?.key }).count, "every album with a cut cover is asked for")
        }
    }

    func testKittyAsksForNoCropsItShowsPartsOfTheWholePicture() {
        let (_, asked) = wallModel(TerminalGraphics(imageProtocol: .kitty))
        XCTAssertFalse(asked.isEmpty)
        XCTAssertTrue(asked.allSatisfy { $0.key.crop == nil })
    }

    func testWhileTheWallGlidesNoCropsAreAskedForAndAtRestTheyAre() {
        var (model, asked) = wallModel(sixel)
        _ = update(&model, .coversRendered(asked.map { RenderedCover(key: $0.key, picture: SymbolMosaic(size: $0.key.size)) }),
                   at: at(0))
        var gliding: [CoverRequest] = coverRequests(in: update(&model, .input(key(.pageDown)), at: at(0)))
        for step in 1...7 {
            gliding += coverRequests(in: update(&model, .tick, at: at(Double(step) * 0.02)))
        }
        XCTAssertFalse(model.music.isAtRest(at: at(0.14)))
        XCTAssertFalse(gliding.isEmpty, "the covers coming into view are asked for")
        XCTAssertTrue(gliding.allSatisfy { $0.key.crop == nil }, "no crops while gliding")
        let resting = coverRequests(in: update(&model, .tick, at: at(3)))
        XCTAssertTrue(model.music.isAtRest(at: at(3)))
        XCTAssertTrue(resting.contains { $0.key.crop != nil }, "at rest the cut covers are asked for cropped")
    }

    func testACropKeyDiffersFromTheWholeCoversAndFillsTheCropsCells() {
        let format = PictureFormat(imageProtocol: .sixel, cellPixels: .defaultCell)
        let whole = CoverKey(albumID: "a", size: Size(width: 16, height: 8), format: format)
        let shown = whole.picture(at: Rect(x: 110, y: 35, width: 16, height: 8), screen: Size(width: 120, height: 40))
        XCTAssertEqual(shown?.key.crop, Rect(x: 0, y: 0, width: 10, height: 4), "the last row stays symbols")
        XCTAssertEqual(shown?.rect, Rect(x: 110, y: 35, width: 10, height: 4))
        XCTAssertEqual(shown?.key.pictureCells, Size(width: 10, height: 4))
        XCTAssertNotEqual(shown?.key, whole)
        XCTAssertEqual(whole.picture(at: Rect(x: 0, y: 32, width: 16, height: 8), screen: Size(width: 120, height: 40))?.key
                           .crop, Rect(x: 0, y: 0, width: 16, height: 7), "a cover ending on the last row loses that row")
        XCTAssertEqual(whole.picture(at: Rect(x: 0, y: 31, width: 16, height: 8), screen: Size(width: 120, height: 40))?.key,
                       whole, "one ending a row above it shows whole")
        XCTAssertNil(whole.picture(at: Rect(x: 0, y: 39, width: 16, height: 8), screen: Size(width: 120, height: 40)),
                     "only the last row: nothing to show")
        var kitty = whole
        kitty.format = PictureFormat(imageProtocol: .kitty, cellPixels: .defaultCell)
        XCTAssertEqual(kitty.picture(at: Rect(x: 110, y: 35, width: 16, height: 8), screen: Size(width: 120, height: 40))?.key,
                       kitty, "kitty places its whole picture and shows a part")
    }
}
