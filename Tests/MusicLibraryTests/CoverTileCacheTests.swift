import ClockCore
import ClockRender
import MusicLibrary
import Foundation
import XCTest

final class CoverTileCacheTests: XCTestCase {
    private func key(_ n: Int, width: Int = 4) -> CoverTileCache.Key {
        CoverTileCache.Key(albumID: "album \(n)", size: Size(width: width, height: 2), mode: .standard)
    }

    func testCachedTileIsRenderedOnce() {
        var cache = CoverTileCache(maxTiles: 4)
        var renders = 0
        for _ in 0..<3 {
            _ = cache.tile(for: key(1)) { renders += 1; return Canvas(width: 4, height: 2) }
        }
        XCTAssertEqual(renders, 1)
    }

    func testCacheStaysWithinItsTileCountHoweverFarOneScrolls() {
        var cache = CoverTileCache(maxTiles: 16, maxCells: 1_000_000)
        for n in 0..<10_000 {
            _ = cache.tile(for: key(n)) { Canvas(width: 4, height: 2) }
            XCTAssertLessThanOrEqual(cache.count, 16)
        }
        XCTAssertEqual(cache.count, 16)
        XCTAssertEqual(cache.cellCount, 16 * 8)
    }

    func testCacheStaysWithinItsCellBudget() {
        var cache = CoverTileCache(maxTiles: 1_000, maxCells: 100)
        for n in 0..<500 {
            _ = cache.tile(for: key(n, width: 5)) { Canvas(width: 5, height: 2) }
            XCTAssertLessThanOrEqual(cache.cellCount, 100)
        }
        XCTAssertEqual(cache.count, 10)
    }

    func testLeastRecentlyUsedTileIsEvictedFirst() {
        var cache = CoverTileCache(maxTiles: 3)
        for n in 1...3 { _ = cache.tile(for: key(n)) { Canvas(width: 4, height: 2) } }
        _ = cache.tile(for: key(1)) { Canvas(width: 4, height: 2) }  // 1 is fresh again; 2 is now the oldest
        _ = cache.tile(for: key(4)) { Canvas(width: 4, height: 2) }
        XCTAssertTrue(cache.contains(key(1)))
        XCTAssertFalse(cache.contains(key(2)))
        XCTAssertTrue(cache.contains(key(3)))
        XCTAssertTrue(cache.contains(key(4)))
    }

    func testSizeAndModeAreSeparateEntries() {
        var cache = CoverTileCache(maxTiles: 10)
        _ = cache.tile(for: key(1, width: 4)) { Canvas(width: 4, height: 2) }
        _ = cache.tile(for: key(1, width: 6)) { Canvas(width: 6, height: 2) }
        _ = cache.tile(for: CoverTileCache.Key(albumID: "album 1", size: Size(width: 4, height: 2),
                                               mode: TileMode(asciiOnly: true))) { Canvas(width: 4, height: 2) }
        XCTAssertEqual(cache.count, 3)
    }

    func testCoverTilesFallBackToThePlaceholderForMissingAndBrokenCovers() throws {
        let library = try TestLibrary()
        let broken = try library.addFile("cover.jpg", contents: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
        var tiles = CoverTiles()
        let size = Size(width: 12, height: 4)
        for cover in [CoverSource.none, .file(path: broken), .embedded(path: TestLibrary.plainTrack)] {
            let album = Album(id: "x\u{1F}lost", title: "Lost", artist: "X", directory: "/", tracks: [], cover: cover)
            XCTAssertEqual(CoverTiles.render(album: album, size: size, mode: .standard),
                           PlaceholderTile.render(album: album, size: size, mode: .standard), "\(cover)")
        }
        let demo = LibraryScanner.scan(directory: TestLibrary.demoLibrary).albums
        let withCover = try XCTUnwrap(demo.first { if case .embedded = $0.cover { true } else { false } })
        let tile = tiles.tile(for: withCover, size: size, mode: .standard)
        XCTAssertNotEqual(tile, PlaceholderTile.render(album: withCover, size: size, mode: .standard))
        XCTAssertFalse(tile.contains(text: withCover.title), "a real cover shows the picture, not the title")
        XCTAssertEqual(tiles.cache.count, 1)
    }
}
