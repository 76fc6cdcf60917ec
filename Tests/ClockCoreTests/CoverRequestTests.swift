import XCTest
@testable import ClockCore

/// Which covers the app asks for is decided by `update`: the covers on screen at the sizes they are drawn,
/// each once, and nothing while the clock is shown.
final class CoverRequestTests: XCTestCase {
    let size = Size(width: 120, height: 40)

    /// What the screen shows at the model's time: the covers of the visible tiles at the wall's cover size.
    func visibleCovers(_ model: AppModel) -> Set<CoverKey> {
        let wall = model.music.wall
        return Set(wall.visibleTiles(at: model.now).map { CoverKey(wall.albums[$0.albumIndex], size: wall.tileSize.cover) })
    }

    /// The wall with `count` covered albums found: returns the model and what the albums' arrival asked for.
    func wallModel(albums count: Int = 60) -> (AppModel, [CoverRequest]) {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .input(key(.tab)), at: at(0))
        let asked = coverRequests(in: update(&model, .albumsFound(coverAlbums(count)), at: at(0)))
        _ = update(&model, .libraryScanFinished(albumCount: count, message: nil), at: at(0))
        return (model, asked)
    }

    /// Answers `asked` as the renderer would, with a picture of `#` each.
    func answer(_ asked: [CoverRequest], in model: inout AppModel, at t: Double) -> [Effect] {
        let rendered = asked.map {
            RenderedCover(key: $0.key, picture: SymbolMosaic(size: $0.key.size, fill: SymbolMosaic.Tile("#")))
        }
        return update(&model, .coversRendered(rendered), at: at(t))
    }

    func testTheWallAsksForExactlyTheCoversOnScreenFocusFirst() {
        let (model, asked) = wallModel()
        XCTAssertEqual(Set(asked.map(\.key)), visibleCovers(model))
        XCTAssertEqual(asked.count, visibleCovers(model).count, "each cover once")
        XCTAssertEqual(asked.first?.key, CoverKey(model.music.wall.albums[0], size: model.music.wall.tileSize.cover),
                       "the focused tile first")
        XCTAssertEqual(asked.first?.source, .file(path: "/music/0/cover.jpg"))
    }

    func testNothingPendingOrHeldIsAskedForAgain() {
        var (model, asked) = wallModel()
        XCTAssertEqual(coverRequests(in: update(&model, .tick, at: at(0.5))), [], "all pending")
        XCTAssertEqual(coverRequests(in: answer(Array(asked.prefix(5)), in: &model, at: 0.6)), [])
        XCTAssertEqual(coverRequests(in: update(&model, .tick, at: at(1))), [], "held or pending")
        XCTAssertEqual(coverRequests(in: update(&model, .resumed, at: at(1.1))), [])
    }

    func testGlidingAsksForEachCoverThatComesOnScreenOnce() {
        var (model, first) = wallModel()
        var everAsked = first.map(\.key)
        var everShown = visibleCovers(model)
        var t = 1.0
        var effects = update(&model, .input(key(.pageDown)), at: at(t))
        repeat {
            let asked = coverRequests(in: effects)
            XCTAssertTrue(Set(asked.map(\.key)).isSubset(of: visibleCovers(model)), "only what is on screen")
            everAsked += asked.map(\.key)
            everShown.formUnion(visibleCovers(model))
            effects = answer(asked, in: &model, at: t)
            XCTAssertEqual(coverRequests(in: effects), [], "an answer brings nothing new on screen")
            t += 1 / 30
            effects = update(&model, .tick, at: at(t))
        } while model.music.wall.nextDeadline(after: model.now) != nil || !coverRequests(in: effects).isEmpty
        XCTAssertEqual(everAsked.count, Set(everAsked).count, "nothing asked for twice")
        XCTAssertEqual(Set(everAsked), everShown, "everything shown was asked for")
        XCTAssertGreaterThan(everShown.count, first.count, "the page brought new covers")
    }

    func testAlbumsWithoutACoverAskForNothing() {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .input(key(.tab)), at: at(0))
        XCTAssertEqual(coverRequests(in: update(&model, .albumsFound(sampleAlbums(20)), at: at(0))), [])
    }

    func testTheClockScreenAsksForNoCoversAndTheWallAsksWhenShown() {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        XCTAssertEqual(coverRequests(in: update(&model, .albumsFound(coverAlbums(20)), at: at(0))), [])
        let asked = coverRequests(in: update(&model, .input(key(.tab)), at: at(0)))
        XCTAssertEqual(Set(asked.map(\.key)), visibleCovers(model))
        XCTAssertFalse(asked.isEmpty)
    }

    func testTheOpenedPanelAsksForItsCoverAtItsLayoutSizeFirst() throws {
        var (model, _) = wallModel()
        let asked = coverRequests(in: update(&model, .input(key(.enter)), at: at(1)))
        let panel = try XCTUnwrap(model.music.panel)
        let cover = try XCTUnwrap(panel.layout.cover)
        XCTAssertEqual(asked, [CoverRequest(panel.album, size: Size(width: cover.width, height: cover.height))])
    }

    func testANewTileSizeAsksForTheCoversAtThatSize() {
        var (model, _) = wallModel()
        let asked = coverRequests(in: update(&model, .input(key(.char("+"))), at: at(1)))
        XCTAssertEqual(Set(asked.map(\.key)), visibleCovers(model))
        XCTAssertTrue(asked.allSatisfy { $0.key.size == model.music.wall.tileSize.cover })
    }

    func testAResizeAsksForTheCoversNowOnScreen() {
        var (model, first) = wallModel()
        let asked = coverRequests(in: update(&model, .resize(Size(width: 200, height: 60)), at: at(1)))
        XCTAssertFalse(asked.isEmpty)
        XCTAssertEqual(Set(asked.map(\.key)), visibleCovers(model).subtracting(first.map(\.key)))
    }

    func testARequestTheRendererDroppedIsAskedForAgainWhileOnScreen() {
        var (model, asked) = wallModel()
        let dropped = asked[1]
        XCTAssertEqual(coverRequests(in: update(&model, .coverRequestsDropped([dropped.key]), at: at(1))), [dropped])
    }

    func testScrollingFarKeepsTheCoversWithinTheBound() {
        var (model, asked) = wallModel(albums: 2_000)
        var t = 1.0
        for step in 0..<300 {
            var effects = answer(asked, in: &model, at: t)
            t += 1
            effects += update(&model, .input(key(step % 2 == 0 ? .pageDown : .right)), at: at(t))
            t += 1
            effects += update(&model, .tick, at: at(t))  // the glide has ended
            asked = coverRequests(in: effects)
            XCTAssertLessThanOrEqual(model.music.covers.count, model.music.covers.maxEntries)
            XCTAssertLessThanOrEqual(model.music.covers.cellCount, model.music.covers.maxCells)
            XCTAssertLessThanOrEqual(model.music.covers.pending.count, visibleCovers(model).count)
        }
        XCTAssertEqual(model.music.covers.count, model.music.covers.maxEntries, "the cache was filled and trimmed")
    }
}
