import XCTest
@testable import ClockCore

/// 80×24 with the default 16×8 covers: slots are 18×11; the wall starts with slot (0, 0) at the top-left corner,
/// 4 columns and 2 rows fit whole (the focus frame's bottom edge included), up to 6 columns and 3 rows show in part.
/// The library is larger than a screen, so the wall is endless (a smaller one is shown once: `FewAlbumsWallTests`).
final class AlbumWallNavigationTests: XCTestCase {
    let screen = Size(width: 80, height: 24)

    func makeWall(albums: Int = 100) -> AlbumWall { AlbumWall(albums: sampleAlbums(albums), screen: screen) }

    func testWallOpensWithAlbumZeroWholeAtTheTopLeft() {
        let wall = makeWall()
        XCTAssertEqual(wall.fittedColumns, 4)
        XCTAssertEqual(wall.fittedRows, 2)
        XCTAssertEqual(wall.columns, 6, "as many as can show at once, so none shows twice")
        XCTAssertEqual(wall.focus, TileCoordinate(row: 0, col: 0))
        XCTAssertEqual(wall.viewport.offset(at: 0), PlanePoint(x: 0, y: 0))
        XCTAssertEqual(wall.rect(of: TileCoordinate(row: 0, col: 0), at: at(0)), Rect(x: 1, y: 1, width: 16, height: 10))
        XCTAssertFalse(wall.viewport.isMoving(at: 0))
        XCTAssertNil(wall.nextDeadline(after: at(0)))
    }

    func testTheWallStartsAlignedWithNoSliverOfTheLastAlbumAtTheLeftOrTop() {
        for size in [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 130, height: 40)] {
            let wall = AlbumWall(albums: sampleAlbums(30), screen: size)
            let tiles = wall.visibleTiles(at: at(0))
            XCTAssertEqual(tiles.first?.albumIndex, 0, "\(size)")
            XCTAssertTrue(tiles.allSatisfy { $0.rect.x >= 0 && $0.rect.y >= 0 }, "a tile cut at the left or top at \(size)")
        }
    }

    func testTheFocusFrameShowsWholeWhenTheHeightIsAMultipleOfTheSlotHeight() {
        for height in [22, 33, 44] {
            var wall = AlbumWall(albums: sampleAlbums(30), screen: Size(width: 80, height: height), reducedMotion: true)
            for step in 0..<6 {
                let focused = try! XCTUnwrap(wall.visibleTiles(at: at(Double(step))).first(where: \.isFocused))
                // The frame is drawn one cell around the tile: its bottom edge is the row under the tile.
                XCTAssertGreaterThanOrEqual(focused.rect.y - 1, 0, "height \(height), step \(step)")
                XCTAssertLessThan(focused.rect.maxY, height, "frame's bottom edge off-screen: height \(height), step \(step)")
                _ = wall.handle(key(.down), at: at(Double(step)))
                _ = wall.handle(mouse(.wheelDown, 1, 1, button: .none), at: at(Double(step) + 0.5))
            }
        }
    }

    func testMovingTheFocusWithinTheScreenDoesNotScroll() {
        var wall = makeWall()
        for t in 0..<3 { _ = wall.handle(key(.right), at: at(Double(t))) }
        XCTAssertEqual(wall.focus, TileCoordinate(row: 0, col: 3))
        XCTAssertFalse(wall.viewport.isMoving(at: 3))
        XCTAssertEqual(wall.viewport.offset(at: 3), PlanePoint(x: 0, y: 0))
    }

    func testTheViewGlidesToFollowTheFocusOffTheRightEdgeAndStops() {
        var wall = makeWall()
        for _ in 0..<4 { _ = wall.handle(key(.right), at: at(10)) }
        XCTAssertEqual(wall.focus, TileCoordinate(row: 0, col: 4))
        let end: Uptime = 10 + WallViewport.followDuration
        XCTAssertTrue(wall.viewport.isMoving(at: 10))
        XCTAssertEqual(wall.due(after: 10)!, 10 + FrameRate.interval, accuracy: 1e-9, "a frame while it moves")
        XCTAssertEqual(wall.viewport.motionEnd, end)
        XCTAssertEqual(wall.viewport.offset(at: 10).x, 0)
        let mid = wall.viewport.offset(at: 10 + WallViewport.followDuration / 2).x
        XCTAssert(mid > 0 && mid < 10, "half-way: \(mid)")
        // Slot of column 4 ends at 90; the screen is 80 wide.
        XCTAssertEqual(wall.viewport.offset(at: end), PlanePoint(x: 10, y: 0))
        XCTAssertFalse(wall.viewport.isMoving(at: end))
        XCTAssertNil(wall.nextDeadline(after: at(end.seconds)))
        wall.tick(at: at(end.seconds + 0.01))
        XCTAssertEqual(wall.viewport.motion, .still)
        XCTAssertEqual(wall.viewport.offset(at: 99), PlanePoint(x: 10, y: 0))
    }

    func testTheViewFollowsTheFocusLeftAndUpIntoNegativeTiles() {
        var wall = makeWall()
        _ = wall.handle(key(.left), at: at(0))
        _ = wall.handle(key(.up), at: at(0))
        XCTAssertEqual(wall.focus, TileCoordinate(row: -1, col: -1))
        XCTAssertEqual(wall.viewport.restingOffset, PlanePoint(x: -18, y: -11))
        let tiles = wall.visibleTiles(at: at(1))
        let focused = try! XCTUnwrap(tiles.first(where: \.isFocused))
        XCTAssertEqual(focused.coordinate, TileCoordinate(row: -1, col: -1))
        XCTAssertEqual(focused.albumIndex, 93, "(−1·6 − 1) mod 100")
        XCTAssertEqual(focused.rect, Rect(x: 1, y: 1, width: 16, height: 10))
    }

    func testReducedMotionJumpsStraightThere() {
        var wall = AlbumWall(albums: sampleAlbums(100), screen: screen, reducedMotion: true)
        _ = wall.handle(key(.down), at: at(0))
        _ = wall.handle(key(.down), at: at(0))
        XCTAssertFalse(wall.viewport.isMoving(at: 0))
        // Row 2's slot is 22..32 and the frame's bottom edge row 33 must show: 34 − 24.
        XCTAssertEqual(wall.viewport.offset(at: 0), PlanePoint(x: 0, y: 10))
    }

    func testPageDownMovesAScreenfulAndKeepsTheFocusInPlace() {
        var wall = makeWall()
        _ = wall.handle(key(.right), at: at(0))
        XCTAssertEqual(wall.handle(key(.pageDown), at: at(1)), .handled)
        XCTAssertEqual(wall.focus, TileCoordinate(row: 2, col: 1))
        XCTAssertEqual(wall.viewport.offset(at: 2), PlanePoint(x: 0, y: 22))
        _ = wall.handle(key(.pageUp), at: at(3))
        _ = wall.handle(key(.pageUp), at: at(3))
        XCTAssertEqual(wall.focus, TileCoordinate(row: -2, col: 1))
        XCTAssertEqual(wall.viewport.offset(at: 4), PlanePoint(x: 0, y: -22))
    }

    func testWheelScrollsDownAndShiftWheelSideways() {
        var wall = makeWall()
        _ = wall.handle(mouse(.wheelDown, 10, 10, button: .none), at: at(0))
        _ = wall.handle(mouse(.wheelDown, 10, 10, button: .none), at: at(0.01))
        XCTAssertEqual(wall.viewport.offset(at: 1), PlanePoint(x: 0, y: 6))
        _ = wall.handle(mouse(.wheelDown, 10, 10, button: .none, modifiers: .shift), at: at(2))
        XCTAssertEqual(wall.viewport.offset(at: 3), PlanePoint(x: 6, y: 6))
        _ = wall.handle(mouse(.wheelLeft, 10, 10, button: .none), at: at(4))
        _ = wall.handle(mouse(.wheelUp, 10, 10, button: .none), at: at(4))
        XCTAssertEqual(wall.viewport.offset(at: 5), PlanePoint(x: 0, y: 3))
    }

    func testScrollingFarPullsTheFocusAlongSoItStaysOnScreen() {
        var wall = makeWall()
        for i in 0..<10 { _ = wall.handle(mouse(.wheelDown, 1, 1, button: .none), at: at(Double(i))) }
        // Resting at y = 30: row 3 (slot 33..43, frame edge 44) is the first whole row on screen.
        XCTAssertEqual(wall.viewport.restingOffset.y, 30)
        XCTAssertEqual(wall.focus, TileCoordinate(row: 3, col: 0))
        let visible = wall.visibleTiles(at: at(20))
        XCTAssertTrue(visible.contains { $0.isFocused })
    }

    func testDragPansWithThePointer() {
        var wall = makeWall()
        XCTAssertEqual(wall.handle(mouse(.press, 40, 12), at: at(0)), .handled)
        _ = wall.handle(mouse(.drag, 35, 10), at: at(0.5))
        XCTAssertEqual(wall.viewport.offset(at: 0.5), PlanePoint(x: 5, y: 2))
        _ = wall.handle(mouse(.drag, 45, 14), at: at(1))
        XCTAssertEqual(wall.viewport.offset(at: 1), PlanePoint(x: -5, y: -2))
        // The pointer rested before the release: no glide.
        XCTAssertEqual(wall.handle(mouse(.release, 45, 14), at: at(2)), .handled)
        XCTAssertFalse(wall.viewport.isMoving(at: 2))
        XCTAssertEqual(wall.viewport.offset(at: 3), PlanePoint(x: -5, y: -2))
    }

    func testAFlickGlidesOnBrieflyThenStops() {
        var wall = makeWall()
        _ = wall.handle(mouse(.press, 40, 12), at: at(0))
        _ = wall.handle(mouse(.drag, 38, 12), at: at(0.02))
        _ = wall.handle(mouse(.drag, 36, 12), at: at(0.04))
        _ = wall.handle(mouse(.drag, 34, 12), at: at(0.06))
        _ = wall.handle(mouse(.release, 34, 12), at: at(0.07))
        // 6 cells in 0.06 s: the view moves right at 100 cells/s and slows down.
        let releasedAt = PlanePoint(x: 6, y: 0)
        XCTAssertEqual(wall.viewport.offset(at: 0.07), releasedAt)
        XCTAssertTrue(wall.viewport.isMoving(at: 0.1))
        let a = wall.viewport.offset(at: 0.1).x, b = wall.viewport.offset(at: 0.2).x, c = wall.viewport.offset(at: 0.3).x
        XCTAssert(a > 2 && b > a && c > b, "keeps going: \(a) \(b) \(c)")
        XCTAssert(c - b < b - a, "slowing down")
        XCTAssertEqual(wall.due(after: 0.1)!, 0.1 + FrameRate.interval, accuracy: 1e-9, "a frame while it glides")
        let end = try! XCTUnwrap(wall.viewport.motionEnd)
        XCTAssertLessThan(end.seconds - 0.07, 0.6, "a short glide")
        XCTAssertFalse(wall.viewport.isMoving(at: end))
        let rest = wall.viewport.restingOffset
        XCTAssertEqual(wall.viewport.offset(at: end + 5), rest)
        XCTAssertEqual(rest.x - releasedAt.x, 100 * WallViewport.glideTimeConstant * (1 - 4.0 / 100), accuracy: 1e-9)
        XCTAssertNil(wall.nextDeadline(after: at(end.seconds)))
        wall.tick(at: at(end.seconds))
        XCTAssertEqual(wall.viewport.motion, .still)
    }

    func testAPressStopsAGlide() {
        var wall = makeWall()
        _ = wall.handle(mouse(.press, 40, 12), at: at(0))
        _ = wall.handle(mouse(.drag, 30, 12), at: at(0.05))
        _ = wall.handle(mouse(.release, 30, 12), at: at(0.06))
        XCTAssertTrue(wall.viewport.isMoving(at: 0.1))
        let there = wall.viewport.offset(at: 0.1)
        _ = wall.handle(mouse(.press, 10, 10), at: at(0.1))
        XCTAssertFalse(wall.viewport.isMoving(at: 0.1))
        XCTAssertEqual(wall.viewport.offset(at: 1), there)
    }

    func testATapThatStopsAGlideOpensNothing() {
        var wall = makeWall()
        _ = wall.handle(mouse(.press, 40, 12), at: at(0))
        _ = wall.handle(mouse(.drag, 30, 12), at: at(0.05))
        _ = wall.handle(mouse(.release, 30, 12), at: at(0.06))
        _ = wall.handle(mouse(.press, 25, 4), at: at(0.1))
        XCTAssertEqual(wall.handle(mouse(.release, 25, 4), at: at(0.15)), .handled)
        XCTAssertFalse(wall.viewport.isMoving(at: 0.15))
        _ = wall.handle(mouse(.press, 25, 4), at: at(1))
        if case .openAlbum = wall.handle(mouse(.release, 25, 4), at: at(1.1)) {} else {
            XCTFail("a tap on a resting wall opens the album")
        }
    }

    func testClickOnATileFocusesAndOpensIt() {
        var wall = makeWall()
        // Tile (0, 1) is drawn at x 19..34, y 1..10.
        _ = wall.handle(mouse(.press, 25, 4), at: at(0))
        let outcome = wall.handle(mouse(.release, 25, 4), at: at(0.1))
        XCTAssertEqual(outcome, .openAlbum(index: 1, tile: Rect(x: 19, y: 1, width: 16, height: 10)))
        XCTAssertEqual(wall.focus, TileCoordinate(row: 0, col: 1))
    }

    func testEnterOpensTheFocusedAlbumFromItsTile() {
        var wall = makeWall()
        _ = wall.handle(key(.down), at: at(0))
        XCTAssertEqual(wall.handle(key(.enter), at: at(5)),
                       .openAlbum(index: 6, tile: Rect(x: 1, y: 12, width: 16, height: 10)))
    }

    func testHitTestFindsTheSlotUnderThePointer() {
        let wall = makeWall()
        XCTAssertEqual(wall.hitTest(Point(x: 5, y: 2), at: at(0)), TileCoordinate(row: 0, col: 0))
        XCTAssertEqual(wall.hitTest(Point(x: 0, y: 0), at: at(0)), TileCoordinate(row: 0, col: 0), "the gap belongs to its slot")
        XCTAssertEqual(wall.hitTest(Point(x: 18, y: 11), at: at(0)), TileCoordinate(row: 1, col: 1))
        XCTAssertEqual(wall.hitTest(Point(x: 79, y: 23), at: at(0)), TileCoordinate(row: 2, col: 4))
        XCTAssertNil(wall.hitTest(Point(x: 80, y: 3), at: at(0)))
        XCTAssertNil(wall.hitTest(Point(x: -1, y: 3), at: at(0)))
    }

    func testOtherKeysAreLeftToTheApp() {
        var wall = makeWall()
        XCTAssertEqual(wall.handle(key(.tab), at: at(0)), .ignored)
        XCTAssertEqual(wall.handle(key(.char("q")), at: at(0)), .ignored)
        XCTAssertEqual(wall.handle(mouse(.drag, 3, 3), at: at(0)), .ignored, "a drag that began elsewhere")
    }

    func testPlusAndMinusStepThroughTileSizesKeepingTheFocusedAlbum() {
        var wall = makeWall()
        _ = wall.handle(key(.right), at: at(0))
        _ = wall.handle(key(.right), at: at(0))
        XCTAssertEqual(wall.focusedAlbumIndex, 2)
        XCTAssertEqual(wall.handle(key(.char("+")), at: at(1)), .handled)
        XCTAssertEqual(wall.tileSize.cover, Size(width: 24, height: 12))
        XCTAssertEqual(wall.columns, 4, "3 whole 26-cell slots, up to 4 in part")
        XCTAssertEqual(wall.focusedAlbumIndex, 2)
        XCTAssertTrue(wall.visibleTiles(at: at(1)).contains { $0.isFocused })
        _ = wall.handle(key(.char("+")), at: at(2))
        XCTAssertFalse(wall.changeTileSize(by: 1), "no size beyond the largest")
        for _ in 0..<6 { _ = wall.handle(key(.char("-")), at: at(3)) }
        XCTAssertEqual(wall.tileSize, TileSize.presets[0])
        XCTAssertEqual(wall.focusedAlbumIndex, 2)
        XCTAssertTrue(wall.visibleTiles(at: at(3)).contains { $0.isFocused })
    }

    func testResizeKeepsTheFocusedAlbumOnScreen() {
        var wall = makeWall()
        for _ in 0..<5 { _ = wall.handle(key(.right), at: at(0)) }
        let album = wall.focusedAlbumIndex
        wall.resize(to: Size(width: 130, height: 40))
        XCTAssertEqual(wall.columns, 9, "7 fit whole, up to 9 show in part")
        XCTAssertEqual(wall.focusedAlbumIndex, album)
        XCTAssertTrue(wall.visibleTiles(at: at(1)).contains { $0.isFocused })
        wall.resize(to: Size(width: 20, height: 6))
        XCTAssertEqual(wall.focusedAlbumIndex, album)
        XCTAssertTrue(wall.visibleTiles(at: at(1)).contains { $0.isFocused })
    }

    func testEmptyLibraryShowsNoTilesAndOpensNothing() {
        var wall = AlbumWall(screen: screen, isScanning: true)
        XCTAssertEqual(wall.visibleTiles(at: at(0)), [])
        XCTAssertEqual(wall.handle(key(.enter), at: at(0)), .handled)
        _ = wall.handle(key(.right), at: at(0))
        XCTAssertNil(wall.focusedAlbumIndex)
        _ = wall.handle(mouse(.press, 10, 10), at: at(1))
        XCTAssertEqual(wall.handle(mouse(.release, 10, 10), at: at(1)), .handled)
    }

    func testTheWallFillsInAsScanningFindsAlbums() {
        var wall = AlbumWall(screen: screen, isScanning: true)
        wall.setAlbums(sampleAlbums(1))
        XCTAssertEqual(Set(wall.visibleTiles(at: at(0)).map(\.albumIndex)), [0])
        wall.setAlbums(sampleAlbums(6))
        // Rows are 6 wide (as many columns as can show): the sixth album waits just past the right edge.
        XCTAssertEqual(Set(wall.visibleTiles(at: at(0)).map(\.albumIndex)), Set(0..<5))
        wall.isScanning = false
        XCTAssertEqual(wall.visibleTiles(at: at(0)).map(\.albumIndex), Array(0..<6), "the scan over, each shown once")
        XCTAssertEqual(wall.handle(key(.enter), at: at(1)), .openAlbum(index: 0, tile: Rect(x: 1, y: 1, width: 16, height: 10)))
    }

    func testOnlyTilesThatIntersectTheScreenAreListed() {
        let cases: [(Size, Int, Int)] = [
            (Size(width: 80, height: 24), 2, 15),  // 5 columns (1 partly) × 3 rows (1 partly)
            (Size(width: 40, height: 12), 0, 8),   // 8×4 covers, view at y 16: 4 columns × rows 2 (partly) and 3
            (Size(width: 200, height: 60), 4, 24),
            (Size(width: 1, height: 1), 2, 1),     // the focused tile's top-left cell, not the gap beside it
        ]
        for (size, preset, expected) in cases {
            var wall = AlbumWall(albums: sampleAlbums(100), screen: size, tilePreset: preset)
            for t in 0..<3 { _ = wall.handle(key(.right), at: at(Double(t))) }
            for t in 0..<3 { _ = wall.handle(key(.down), at: at(Double(t))) }
            for now in [at(3), at(3.05), at(9)] {
                let listed = wall.visibleTiles(at: now)
                let screenRect = Rect(x: 0, y: 0, width: size.width, height: size.height)
                var expectedTiles: [TileCoordinate] = []
                for row in -20...20 {
                    for col in -20...20 {
                        let tile = TileCoordinate(row: row, col: col)
                        if !wall.rect(of: tile, at: now).intersection(screenRect).isEmpty { expectedTiles.append(tile) }
                    }
                }
                XCTAssertEqual(listed.map(\.coordinate), expectedTiles, "\(size)")
                if now.uptime == 9 { XCTAssertEqual(listed.count, expected, "\(size)") }
            }
        }
    }
}
