import ClockCore
import ClockRender
import Foundation
import MusicLibrary
import Synchronization
import XCTest

/// Covers rendered off the UI thread: the first ask is answered with "not yet" (the view draws a placeholder),
/// the UI is woken when the tile is ready, and the next ask gets it.
final class BackgroundCoverTilesTests: XCTestCase {
    let demoCover = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary/Clockwork Quartet/Tick Tock Suite/cover.jpg").path

    func album(_ id: String, cover: CoverSource) -> Album {
        Album(id: id, title: id, artist: "Someone", directory: "/nowhere", tracks: [], cover: cover)
    }

    func testATileIsMissingAtFirstThenReadyAfterTheWakeUp() {
        let woken = expectation(description: "onReady")
        woken.assertForOverFulfill = false
        let tiles = BackgroundCoverTiles(mode: .standard) { woken.fulfill() }
        defer { tiles.stop() }
        let size = Size(width: 12, height: 6)
        let cover = album("tick tock", cover: .file(path: demoCover))
        XCTAssertNil(tiles.tile(for: cover, size: size), "not rendered yet: the view draws the placeholder")
        wait(for: [woken], timeout: 5)
        let tile = tiles.tile(for: cover, size: size)
        XCTAssertEqual(tile?.size, size)
        XCTAssertEqual(tile, CoverTiles.render(album: cover, size: size, mode: .standard))
    }

    func testAnAlbumWithoutACoverGetsTheRenderedPlaceholderAndEachTileIsRenderedOnce() {
        let wakeUps = Atomic<Int>(0)
        let tiles = BackgroundCoverTiles(mode: TileMode(colors: .monochrome, asciiOnly: true)) {
            wakeUps.add(1, ordering: .relaxed)
        }
        defer { tiles.stop() }
        let size = Size(width: 10, height: 5)
        let bare = album("bare", cover: .none)
        for _ in 0..<5 { _ = tiles.tile(for: bare, size: size) }
        var tile: Canvas?
        let deadline = Date().addingTimeInterval(5)
        while tile == nil, Date() < deadline {
            usleep(5_000)
            tile = tiles.tile(for: bare, size: size)
        }
        XCTAssertEqual(tile?.size, size)
        XCTAssertEqual(wakeUps.load(ordering: .relaxed), 1, "asked five times, rendered and announced once")
    }
}
