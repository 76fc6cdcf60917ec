import XCTest
import TestSupport
@testable import ClockCore

/// The wall never re-deals what is on screen: albums arriving in batches, albums removed and a scan that ends
/// leave every visible tile and the focused album as they were (issue 12, item 3).
final class WallDealTests: XCTestCase {
    /// What each tile on screen shows, by album id; empty tiles (a scan still looking) are left out.
    func shown(_ wall: AlbumWall, at t: Double = 100) -> [TileCoordinate: String] {
        var shown: [TileCoordinate: String] = [:]
        for tile in wall.visibleTiles(at: at(t)) { shown[tile.coordinate] = wall.albums[tile.albumIndex].id }
        return shown
    }

    func focusedID(_ wall: AlbumWall) -> String? { wall.focusedAlbumIndex.map { wall.albums[$0].id } }

    /// Albums with shuffled artist names, so the artist order differs from the order they arrive in.
    func shuffledAlbums(_ count: Int, using random: inout SeededRandom) -> [Album] {
        var albums = sampleAlbums(count)
        let artists = albums.map(\.artist).shuffled(using: &random)
        for i in albums.indices { albums[i].artist = artists[i] }
        return albums.shuffled(using: &random)
    }

    func testAlbumsArrivingInBatchesOrLeavingNeverChangeAnotherVisibleTileOrTheFocusedAlbum() {
        var random = SeededRandom(seed: 12)
        let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 41, height: 13),
                     Size(width: 200, height: 60)]
        let moves: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown]
        for round in 0..<100 {
            let size = sizes.randomElement(using: &random)!
            var wall = AlbumWall(screen: size, tilePreset: Int.random(in: 0..<TileSize.presets.count, using: &random),
                                 isScanning: true, reducedMotion: true)
            var pending = shuffledAlbums(Int.random(in: 1...400, using: &random), using: &random)
            var t = 0.0
            while !pending.isEmpty {
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    _ = wall.handle(key(moves.randomElement(using: &random)!), at: at(t))
                    t += 1
                }
                if Bool.random(using: &random) { wall.wheel(rows: Int.random(in: -9...9, using: &random),
                                                            columns: Int.random(in: -9...9, using: &random), at: at(t)) }
                let before = shown(wall, at: t), focused = focusedID(wall)
                let batch = Array(pending.prefix(Int.random(in: 1...70, using: &random)))
                pending.removeFirst(batch.count)
                wall.addAlbums(batch)
                let after = shown(wall, at: t)
                for (tile, id) in before {
                    XCTAssertEqual(after[tile], id, "round \(round): tile \(tile) changed album as the library grew")
                }
                if let focused { XCTAssertEqual(focusedID(wall), focused, "round \(round): the focused album") }
                XCTAssertEqual(Set(wall.deal.slots.filter { $0 >= 0 }), Set(wall.albums.indices),
                               "round \(round): every album found is on the wall somewhere")
                if wall.albumCount > 2, Int.random(in: 0..<4, using: &random) == 0 {
                    // Now and then the library loses an album or two, on screen or off.
                    let gone = Set((0..<Int.random(in: 1...2, using: &random)).map { _ in
                        wall.albums.randomElement(using: &random)!.id
                    })
                    let before = shown(wall, at: t)
                    wall.removeAlbums(ids: gone)
                    let after = shown(wall, at: t)
                    for (tile, id) in before where !gone.contains(id) {
                        XCTAssertEqual(after[tile], id, "round \(round): tile \(tile) changed when another album left")
                    }
                    XCTAssertFalse(after.values.contains { gone.contains($0) }, "round \(round): a removed album still shows")
                }
            }
            let focused = focusedID(wall), before = shown(wall, at: t)
            wall.isScanning = false
            XCTAssertEqual(focusedID(wall), focused, "round \(round): the end of the scan keeps the focused album")
            if wall.showsEachOnce {
                // A library no bigger than the screen is laid out once, in order, instead of wrapped (issue 20,
                // item 13): it may need scrolling to see all of it, but no album shows twice.
                XCTAssertEqual(wall.deal.slots, wall.arranged, "round \(round): a small library is laid out in order")
                let albums = Array(shown(wall, at: t).values)
                XCTAssertEqual(Set(albums).count, albums.count, "round \(round): a small library shows each album once")
            } else if wall.albumCount >= wall.keptWindow.count {
                XCTAssertEqual(shown(wall, at: t), before, "round \(round): a finished scan changes nothing on screen")
            }
            XCTAssertFalse(wall.deal.slots.contains(WallDeal.hole), "no empty tiles once the scan is over")
        }
    }

    func testTheFirstScanFillsTheScreenInReadingOrderWithoutRepeatingAlbums() {
        var wall = AlbumWall(screen: Size(width: 120, height: 40), isScanning: true)
        wall.addAlbums(sampleAlbums(3))
        let tiles = wall.visibleTiles(at: at(0))
        XCTAssertEqual(Set(tiles.map(\.albumIndex)), [0, 1, 2])
        XCTAssertEqual(tiles.filter { $0.coordinate.row >= 0 }.map(\.coordinate.col), [0, 1, 2],
                       "one tile per album found so far, the rest of the screen empty")
        XCTAssertEqual(wall.focusedAlbumIndex, 0, "the first album on the focused tile at the top left")
        XCTAssertEqual(wall.album(at: TileCoordinate(row: 0, col: 1))?.title, "Album 1")
        wall.addAlbums(Array(sampleAlbums(9)[3...]))
        // 120 columns: 6 tiles whole, the 7th cut at the right, an 8th between slots; rows are 8 wide.
        XCTAssertEqual(wall.album(at: TileCoordinate(row: 1, col: 0))?.title, "Album 8", "the next row goes on")
        wall.isScanning = false
        XCTAssertEqual(wall.deal.count, 9)
        XCTAssertTrue(wall.showsEachOnce, "a library smaller than the screen is shown once when the scan ends")
        XCTAssertEqual(wall.album(at: TileCoordinate(row: 1, col: 0))?.title, "Album 6", "in rows of whole tiles")
        XCTAssertNil(wall.album(at: TileCoordinate(row: 1, col: 3)), "not wrapped round to Album 0")
    }

    func testTheFocusedAlbumSurvivesGrowthAfterTheUserMoved() {
        // 120×40 shows up to 8 × 5 tiles: 30 albums are shown once, 50 make an endless wall.
        for count in [30, 50] {
            var wall = AlbumWall(albums: sampleAlbums(count), screen: Size(width: 120, height: 40), reducedMotion: true)
            XCTAssertEqual(wall.showsEachOnce, count == 30)
            for _ in 0..<7 { _ = wall.handle(key(.down), at: at(0)) }
            _ = wall.handle(key(.left), at: at(0))
            let focused = focusedID(wall), before = shown(wall)
            wall.addAlbums(sampleAlbums(500))
            XCTAssertFalse(wall.showsEachOnce, "\(count): 500 albums make the wall endless")
            XCTAssertEqual(focusedID(wall), focused, "\(count)")
            for (tile, id) in before { XCTAssertEqual(shown(wall)[tile], id, "\(count): tile \(tile) kept its album") }
            let after = shown(wall)
            let screen = Rect(x: 0, y: 0, width: 120, height: 40)
            for row in -2...12 {
                for col in -2...12 {
                    let tile = TileCoordinate(row: row, col: col)
                    guard !wall.rect(of: tile, at: at(100)).intersection(screen).isEmpty else { continue }
                    XCTAssertNotNil(wall.albumIndex(at: tile), "\(count): tile \(tile) on screen is not empty")
                }
            }
            XCTAssertEqual(Set(after.values).count, after.count, "\(count): no album twice on screen")
            XCTAssertEqual(wall.deal.count, 500, "\(count): every album dealt once")
            XCTAssertEqual(Set(wall.deal.slots).count, 500, "\(count): every album dealt once")
        }
    }

    func testRemovingAnOffScreenAlbumChangesNothingVisible() {
        var wall = AlbumWall(albums: sampleAlbums(100), screen: Size(width: 120, height: 40), reducedMotion: true)
        let before = shown(wall)
        let offScreen = wall.albums.map(\.id).filter { !before.values.contains($0) }
        wall.removeAlbums(ids: Set(offScreen.prefix(10)))
        XCTAssertEqual(wall.albumCount, 90)
        XCTAssertEqual(shown(wall), before)
        XCTAssertEqual(wall.deal.count, 90, "the removed albums are gone from the cycle")
    }

    func testARemovedAlbumsTileTakesAnAlbumFromOffScreenAndTheOthersStay() {
        var wall = AlbumWall(albums: sampleAlbums(100), screen: Size(width: 120, height: 40), reducedMotion: true)
        let before = shown(wall)
        let victimTile = TileCoordinate(row: 1, col: 2)
        let victim = before[victimTile]!
        wall.removeAlbums(ids: [victim])
        let after = shown(wall)
        for (tile, id) in before where id != victim { XCTAssertEqual(after[tile], id, "tile \(tile)") }
        let replacement = try! XCTUnwrap(after[victimTile])
        XCTAssertFalse(before.values.contains(replacement), "filled with an album that was not on screen")
    }

    func testTheWallStillWrapsInEveryDirectionAfterGrowing() {
        var wall = AlbumWall(albums: sampleAlbums(7), screen: Size(width: 120, height: 40), reducedMotion: true)
        wall.addAlbums(sampleAlbums(50))
        let n = wall.deal.count
        for (row, col) in [(0, 0), (-3, 2), (40, -9), (-70, -7)] {
            let here = wall.albumIndex(at: TileCoordinate(row: row, col: col))
            XCTAssertNotNil(here)
            XCTAssertEqual(wall.albumIndex(at: TileCoordinate(row: row, col: col + n)), here, "right")
            XCTAssertEqual(wall.albumIndex(at: TileCoordinate(row: row, col: col - n)), here, "left")
            XCTAssertEqual(wall.albumIndex(at: TileCoordinate(row: row + n, col: col)), here, "down")
            XCTAssertEqual(wall.albumIndex(at: TileCoordinate(row: row - n, col: col)), here, "up")
        }
    }

    func testAnAlbumFoundAgainIsReplacedWhereItIs() {
        var wall = AlbumWall(albums: sampleAlbums(20), screen: Size(width: 120, height: 40))
        let before = shown(wall)
        var changed = sampleAlbums(20)[4]
        changed.title = "Album 4 (Deluxe)"
        wall.addAlbums([changed])
        XCTAssertEqual(shown(wall), before)
        XCTAssertEqual(wall.albums[4].title, "Album 4 (Deluxe)")
    }
}
