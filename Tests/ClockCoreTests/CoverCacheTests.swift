import ClockCore
import XCTest

/// The model's covers: asked for once, kept within a bound (least recently needed out first), never letting go
/// of what is on screen.
final class CoverCacheTests: XCTestCase {
    private func request(_ n: Int, width: Int = 4) -> CoverRequest {
        CoverRequest(Album(id: "album \(n)", title: "Album \(n)", artist: "X", directory: "/m/\(n)", tracks: [],
                           cover: .file(path: "/m/\(n)/cover.jpg")),
                     size: Size(width: width, height: 2))
    }

    private func rendered(_ request: CoverRequest) -> RenderedCover {
        RenderedCover(key: request.key, picture: SymbolMosaic(size: request.key.size, fill: SymbolMosaic.Tile("#")))
    }

    func testACoverIsAskedForOnceWhilePendingAndNotAgainOnceHeld() {
        var cache = CoverCache()
        XCTAssertEqual(cache.request([request(1), request(2)]), [request(1), request(2)])
        XCTAssertEqual(cache.request([request(2), request(1)]), [], "both pending")
        XCTAssertEqual(cache.request([request(1), request(2), request(3)]), [request(3)])
        cache.store([rendered(request(1))])
        XCTAssertEqual(cache.picture(for: request(1).key), rendered(request(1)).picture)
        XCTAssertEqual(cache.request([request(1)]), [], "held")
        XCTAssertEqual(cache.pending, [request(2).key, request(3).key])
    }

    func testAnUnreadableCoverIsHeldWithoutAPictureAndNotAskedForAgain() {
        var cache = CoverCache()
        _ = cache.request([request(1)])
        cache.store([RenderedCover(key: request(1).key, picture: nil)])
        XCTAssertTrue(cache.contains(request(1).key))
        XCTAssertNil(cache.picture(for: request(1).key))
        XCTAssertEqual(cache.request([request(1), request(2)]), [request(2)])
    }

    func testADroppedRequestIsAskedForAgainWhileOnScreen() {
        var cache = CoverCache()
        _ = cache.request([request(1), request(2)])
        cache.forget([request(1).key])
        XCTAssertEqual(cache.request([request(1), request(2)]), [request(1)], "still on screen")
        cache.forget([request(2).key])
        XCTAssertEqual(cache.request([request(3)]), [request(3)], "2 scrolled away: not asked for")
    }

    func testSizeIsPartOfTheCover() {
        var cache = CoverCache()
        _ = cache.request([request(1, width: 4)])
        XCTAssertEqual(cache.request([request(1, width: 6)]), [request(1, width: 6)])
    }

    func testCacheStaysWithinItsCountHoweverFarOneScrolls() {
        var cache = CoverCache(maxEntries: 16, maxCells: 1_000_000)
        for n in 0..<10_000 {
            let screen = [request(n)]
            for asked in cache.request(screen) { cache.store([rendered(asked)]) }
            XCTAssertLessThanOrEqual(cache.count, 16)
        }
        XCTAssertEqual(cache.count, 16)
        XCTAssertEqual(cache.cellCount, 16 * 8)
        XCTAssertTrue(cache.pending.isEmpty)
    }

    func testCacheStaysWithinItsCellBudget() {
        var cache = CoverCache(maxEntries: 1_000, maxCells: 100)
        for n in 0..<500 {
            for asked in cache.request([request(n, width: 5)]) { cache.store([rendered(asked)]) }
            XCTAssertLessThanOrEqual(cache.cellCount, 100)
        }
        XCTAssertEqual(cache.count, 10)
    }

    private func encoded(_ request: CoverRequest, bytes: Int) -> RenderedCover {
        var cover = rendered(request)
        cover.encoded = EncodedPicture(format: PictureFormat(imageProtocol: .kitty, cellPixels: .defaultCell),
                                       cells: request.key.size, bytes: [UInt8](repeating: 0x41, count: bytes))
        return cover
    }

    func testEncodedPicturesAreKeptAndCountTowardTheByteBound() {
        var cache = CoverCache(maxPictureBytes: 1_000)
        _ = cache.request([request(1), request(2)])
        cache.store([encoded(request(1), bytes: 300), rendered(request(2))])
        XCTAssertEqual(cache.encodedPicture(for: request(1).key)?.bytes.count, 300)
        XCTAssertNil(cache.encodedPicture(for: request(2).key), "symbols only")
        XCTAssertEqual(cache.pictureBytes, 300)
        cache.store([encoded(request(1), bytes: 200)])
        XCTAssertEqual(cache.pictureBytes, 200, "a picture stored again replaces the old one")
    }

    func testCacheStaysWithinItsPictureBytesHoweverFarOneScrolls() {
        var cache = CoverCache(maxEntries: 1_000, maxCells: 1_000_000, maxPictureBytes: 10_000)
        for n in 0..<2_000 {
            for asked in cache.request([request(n)]) { cache.store([encoded(asked, bytes: 1_500)]) }
            XCTAssertLessThanOrEqual(cache.pictureBytes, 10_000)
        }
        XCTAssertEqual(cache.count, 6, "six pictures of 1500 bytes fit in 10000")
        XCTAssertEqual(cache.pictureBytes, 9_000)
    }

    func testTheLeastRecentlyNeededPictureGoesFirstWhenBytesRunOut() {
        var cache = CoverCache(maxPictureBytes: 3_000)
        for n in 1...3 {
            for asked in cache.request([request(n)]) { cache.store([encoded(asked, bytes: 1_000)]) }
        }
        _ = cache.request([request(1)])  // 1 is on screen again; 2 is now the oldest
        for asked in cache.request([request(4)]) { cache.store([encoded(asked, bytes: 1_000)]) }
        XCTAssertNotNil(cache.encodedPicture(for: request(1).key))
        XCTAssertFalse(cache.contains(request(2).key))
        XCTAssertNotNil(cache.encodedPicture(for: request(3).key))
        XCTAssertNotNil(cache.encodedPicture(for: request(4).key))
        XCTAssertEqual(cache.pictureBytes, 3_000)
    }

    func testPicturesOnScreenAreKeptEvenBeyondTheByteBound() {
        var cache = CoverCache(maxPictureBytes: 1_000)
        let screen = (1...3).map { request($0) }
        cache.store(cache.request(screen).map { encoded($0, bytes: 800) })
        XCTAssertEqual(cache.pictureBytes, 2_400, "a screen that shows more than the bound still shows every picture")
        for asked in cache.request([request(4)]) { cache.store([encoded(asked, bytes: 800)]) }
        XCTAssertEqual(cache.pictureBytes, 800, "once they are off screen the bound holds again")
        XCTAssertEqual(cache.count, 1)
    }

    func testLeastRecentlyNeededCoverGoesFirst() {
        var cache = CoverCache(maxEntries: 3)
        for n in 1...3 {
            for asked in cache.request([request(n)]) { cache.store([rendered(asked)]) }
        }
        _ = cache.request([request(1)])  // 1 is on screen again; 2 is now the oldest
        for asked in cache.request([request(4)]) { cache.store([rendered(asked)]) }
        XCTAssertTrue(cache.contains(request(1).key))
        XCTAssertFalse(cache.contains(request(2).key))
        XCTAssertTrue(cache.contains(request(3).key))
        XCTAssertTrue(cache.contains(request(4).key))
    }

    func testCoversOnScreenAreKeptEvenBeyondTheBound() {
        var cache = CoverCache(maxEntries: 2)
        let screen = (1...4).map { request($0) }
        cache.store(cache.request(screen).map(rendered))
        XCTAssertEqual(cache.count, 4, "a screen that shows more than the bound still shows every cover")
        for asked in cache.request([request(5)]) { cache.store([rendered(asked)]) }
        XCTAssertEqual(cache.count, 2, "once they are off screen the bound holds again")
    }
}
