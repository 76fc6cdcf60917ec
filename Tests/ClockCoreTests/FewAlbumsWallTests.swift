import XCTest
@testable import ClockCore

/// A set of albums that does not fill the screen is shown once, not wrapped into clones (issue 20, item 13); a
/// larger one wraps with rows as wide as the columns that can show, so no cover shows twice (item 14).
final class FewAlbumsWallTests: XCTestCase {
    /// 80×24, 16×8 covers: 4 tiles fit across and 2 down; up to 6 × 3 show in part.
    let screen = Size(width: 80, height: 24)

    /// The album indices drawn at `now`, each as often as it shows.
    func shown(_ wall: AlbumWall, at t: Double = 10) -> [Int] { wall.visibleTiles(at: at(t)).map(\.albumIndex) }

    func testASearchWithOneMatchShowsItOnceWhereverTheArrowsGo() {
        var wall = AlbumWall(albums: sampleAlbums(1000), screen: screen)
        for t in 0..<7 { _ = wall.handle(key(.right), at: at(Double(t))) }
        _ = wall.handle(key(.char("/")), at: at(8))
        for c in "album 999" { _ = wall.handle(key(.char(c)), at: at(8)) }
        XCTAssertEqual(wall.search?.matches, [999])
        XCTAssertEqual(shown(wall), [999], "one match, one tile")
        XCTAssertEqual(wall.visibleTiles(at: at(10)).first?.rect, Rect(x: 1, y: 1, width: 16, height: 10), "at the top left")
        for (t, k) in [Key.right, .down, .left, .up, .pageDown, .home].enumerated() {
            _ = wall.handle(key(k), at: at(Double(11 + t)))
            XCTAssertEqual(shown(wall, at: 30), [999], "\(k)")
            XCTAssertEqual(wall.focusedAlbumIndex, 999, "\(k)")
        }
        _ = wall.handle(mouse(.wheelDown, 10, 10, button: .none), at: at(40))
        _ = wall.handle(mouse(.wheelRight, 10, 10, button: .none), at: at(40))
        XCTAssertEqual(shown(wall, at: 50), [999], "the wheel does not scroll it away")
        XCTAssertEqual(wall.handle(key(.enter), at: at(50)), .openAlbum(index: 999, tile: Rect(x: 1, y: 1, width: 16, height: 10)))
    }

    func testTwoAlbumsShowOnceSideBySideAndTheArrowsAlternate() {
        var wall = AlbumWall(albums: sampleAlbums(2), screen: screen)
        XCTAssertTrue(wall.showsEachOnce)
        XCTAssertEqual(shown(wall), [0, 1])
        var focused: [Int] = []
        for t in 0..<4 {
            _ = wall.handle(key(.right), at: at(Double(t)))
            focused.append(wall.focusedAlbumIndex!)
        }
        XCTAssertEqual(focused, [1, 0, 1, 0], "past the last comes the first again")
        XCTAssertEqual(shown(wall), [0, 1])
    }

    func testASmallSetReadsInRowsOfWholeTilesAndUpAndDownStayInTheColumn() {
        var wall = AlbumWall(albums: sampleAlbums(6), screen: screen, reducedMotion: true)
        XCTAssertEqual(wall.visibleTiles(at: at(0)).map(\.coordinate), [
            TileCoordinate(row: 0, col: 0), TileCoordinate(row: 0, col: 1), TileCoordinate(row: 0, col: 2),
            TileCoordinate(row: 0, col: 3), TileCoordinate(row: 1, col: 0), TileCoordinate(row: 1, col: 1),
        ])
        XCTAssertEqual(shown(wall), Array(0..<6))
        _ = wall.handle(key(.left), at: at(1))
        XCTAssertEqual(wall.focusedAlbumIndex, 5, "left of the first is the last")
        _ = wall.handle(key(.down), at: at(2))
        XCTAssertEqual(wall.focusedAlbumIndex, 1, "down from the last row goes round to the top of the column")
        _ = wall.handle(key(.right), at: at(3))
        _ = wall.handle(key(.down), at: at(4))
        XCTAssertEqual(wall.focusedAlbumIndex, 2, "a column of one row keeps its tile")
        XCTAssertEqual(wall.viewport.offset(at: 5), .zero, "all of it fits: the view never moves")
    }

    func testAClickBesideASmallSetFocusesAndOpensNothing() {
        var wall = AlbumWall(albums: sampleAlbums(2), screen: screen)
        _ = wall.handle(mouse(.press, 60, 5), at: at(1))
        XCTAssertEqual(wall.handle(mouse(.release, 60, 5), at: at(1)), .handled)
        XCTAssertEqual(wall.focus, TileCoordinate(row: 0, col: 0))
        _ = wall.handle(mouse(.press, 20, 5), at: at(2))
        XCTAssertEqual(wall.handle(mouse(.release, 20, 5), at: at(2)),
                       .openAlbum(index: 1, tile: Rect(x: 19, y: 1, width: 16, height: 10)))
    }

    func testASetLargerThanTheWholeTilesScrollsOverItsRowsAndStopsAtItsEnds() {
        // 18 albums: more than the 4 × 2 whole tiles, not more than the 6 × 3 that show in part.
        var wall = AlbumWall(albums: sampleAlbums(18), screen: screen, reducedMotion: true)
        XCTAssertTrue(wall.showsEachOnce)
        for t in 0..<10 { _ = wall.handle(key(.down), at: at(Double(t))) }
        for t in 0..<20 { _ = wall.handle(mouse(.wheelDown, 10, 10, button: .none), at: at(Double(20 + t))) }
        // 5 rows of 4: the view stops with the last row's focus frame on the screen's last line.
        XCTAssertEqual(wall.viewport.offset(at: 50), PlanePoint(x: 0, y: 5 * 11 + 1 - 24))
        XCTAssertEqual(Set(shown(wall, at: 50)).count, shown(wall, at: 50).count, "no album twice")
        XCTAssertNotNil(wall.focusedAlbumIndex, "the focus stays on an album")
        for t in 0..<10 { _ = wall.handle(key(.pageUp), at: at(Double(50 + t))) }
        XCTAssertEqual(wall.viewport.offset(at: 70), .zero)
    }

    func testTheEndOfAScanOnASmallLibraryShowsEachAlbumOnce() {
        var wall = AlbumWall(screen: screen, isScanning: true)
        wall.addAlbums(sampleAlbums(3))
        XCTAssertEqual(shown(wall), [0, 1, 2], "empty tiles wait for more while the scan runs")
        wall.isScanning = false
        XCTAssertEqual(shown(wall), [0, 1, 2])
        wall.addAlbums(Array(sampleAlbums(40)[3...]))
        XCTAssertFalse(wall.showsEachOnce, "40 albums fill the screen: the wall is endless again")
        XCTAssertEqual(Set(shown(wall)).count, shown(wall).count)
    }

    func testAnAlbumArrivingOnASmallSetJoinsAfterTheLastAndNoTileMoves() {
        var wall = AlbumWall(albums: sampleAlbums(5), screen: screen)
        let before = wall.visibleTiles(at: at(0))
        var first = sampleAlbums(1)[0]
        first.id = "aardvark"
        first.artist = "Aardvark"
        first.title = "Aardvark"
        wall.addAlbums([first])
        XCTAssertTrue(wall.showsEachOnce)
        let after = wall.visibleTiles(at: at(0))
        XCTAssertEqual(Array(after.prefix(5)), before, "though it sorts first, the tiles on screen keep their albums")
        XCTAssertEqual(after.last?.albumIndex, 5, "it joins after the last")
        XCTAssertEqual(after.last?.coordinate, TileCoordinate(row: 1, col: 1))
        wall.removeAlbums(ids: [wall.albums[1].id])
        XCTAssertEqual(shown(wall, at: 0).map { wall.albums[$0].title }, ["Album 0", "Album 2", "Album 3", "Album 4", "Aardvark"],
                       "a removed album's gap closes, the others keep their order")
    }

    func testEscFromASearchShownOnceGoesBackToTheEndlessWall() {
        var wall = AlbumWall(albums: sampleAlbums(100), screen: screen)
        for t in 0..<5 { _ = wall.handle(key(.down), at: at(Double(t))) }
        let before = shown(wall), focused = wall.focusedAlbumIndex
        _ = wall.handle(key(.char("/")), at: at(10))
        for c in "album 42" { _ = wall.handle(key(.char(c)), at: at(10)) }
        XCTAssertEqual(shown(wall, at: 11), [42])
        _ = wall.handle(key(.escape), at: at(12))
        XCTAssertFalse(wall.showsEachOnce)
        XCTAssertEqual(shown(wall, at: 13), before)
        XCTAssertEqual(wall.focusedAlbumIndex, focused)
    }

    func testAResizeThatMakesRoomShowsTheSetOnceAndOneThatTakesItAwayWrapsIt() {
        var wall = AlbumWall(albums: sampleAlbums(30), screen: screen)
        XCTAssertFalse(wall.showsEachOnce)
        for t in 0..<3 { _ = wall.handle(key(.right), at: at(Double(t))) }
        let focused = wall.focusedAlbumIndex
        wall.resize(to: Size(width: 200, height: 60))
        XCTAssertTrue(wall.showsEachOnce)
        XCTAssertEqual(wall.focusedAlbumIndex, focused)
        XCTAssertEqual(shown(wall).sorted(), Array(0..<30))
        wall.resize(to: screen)
        XCTAssertFalse(wall.showsEachOnce)
        XCTAssertEqual(wall.focusedAlbumIndex, focused)
    }

    /// Item 14: wherever the view stops — at rest, between slots after a sideways wheel notch, mid-drag — no album
    /// is drawn twice when there are more albums than tiles on screen.
    func testNoCoverShowsTwiceOnOneScreenWhereverTheViewStops() {
        for width in [40, 60, 80, 81, 99, 100, 120, 137, 200, 250] {
            for height in [12, 24, 40, 60] {
                for preset in TileSize.presets.indices {
                    var wall = AlbumWall(albums: sampleAlbums(1000), screen: Size(width: width, height: height),
                                         tilePreset: preset, reducedMotion: true)
                    func check(_ what: String, at t: Double) {
                        let albums = shown(wall, at: t)
                        XCTAssertEqual(Set(albums).count, albums.count,
                                       "\(width)x\(height) preset \(preset) \(what): \(albums)")
                    }
                    check("at rest", at: 0)
                    for notch in 0..<4 {
                        _ = wall.handle(mouse(.wheelRight, 5, 5, button: .none), at: at(Double(1 + notch)))
                        _ = wall.handle(mouse(.wheelDown, 5, 5, button: .none), at: at(Double(1 + notch)))
                        check("after \(notch + 1) wheel notches", at: Double(1 + notch))
                    }
                    _ = wall.handle(mouse(.press, width / 2, height / 2), at: at(10))
                    for dx in 1...20 {
                        _ = wall.handle(mouse(.drag, width / 2 - dx, height / 2), at: at(10 + Double(dx) * 0.01))
                        check("dragged \(dx) cells", at: 10 + Double(dx) * 0.01)
                    }
                }
            }
        }
    }

    func testTheRowWidthIsEveryColumnThatCanShow() {
        // 120 cells, 18-cell slots: 6 whole, the 7th cut at the right; between slots an 8th shows at the left.
        let wall = AlbumWall(albums: sampleAlbums(1000), screen: Size(width: 120, height: 40))
        XCTAssertEqual(wall.fittedColumns, 6)
        XCTAssertEqual(wall.drawnColumns, 8)
        XCTAssertEqual(wall.columns, 8)
        let rowZero = wall.visibleTiles(at: at(0)).filter { $0.coordinate.row == 0 }.map(\.albumIndex)
        let rowOne = wall.visibleTiles(at: at(0)).filter { $0.coordinate.row == 1 }.map(\.albumIndex)
        XCTAssertEqual(rowZero, Array(0..<7), "the cut tile at the right edge is the next album")
        XCTAssertEqual(rowOne.first, 8, "not the album cut at the right edge again")
    }
}
