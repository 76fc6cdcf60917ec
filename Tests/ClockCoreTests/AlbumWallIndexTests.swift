import XCTest
@testable import ClockCore

final class AlbumWallIndexTests: XCTestCase {
    func index(_ row: Int, _ col: Int, columns: Int = 4, count: Int = 5) -> Int? {
        TilePlane.albumIndex(at: TileCoordinate(row: row, col: col), columns: columns, albumCount: count)
    }

    func testFloorModAndFloorDivAreNonNegativeForNegativeNumbers() {
        XCTAssertEqual(TilePlane.floorMod(-1, 5), 4)
        XCTAssertEqual(TilePlane.floorMod(-5, 5), 0)
        XCTAssertEqual(TilePlane.floorMod(-6, 5), 4)
        XCTAssertEqual(TilePlane.floorMod(7, 5), 2)
        XCTAssertEqual(TilePlane.floorDiv(-1, 5), -1)
        XCTAssertEqual(TilePlane.floorDiv(-5, 5), -1)
        XCTAssertEqual(TilePlane.floorDiv(-6, 5), -2)
        XCTAssertEqual(TilePlane.floorDiv(9, 5), 1)
    }

    func testTileShowsRowTimesColumnsPlusColumnModCount() {
        XCTAssertEqual(index(0, 0), 0)
        XCTAssertEqual(index(0, 3), 3)
        XCTAssertEqual(index(1, 0), 4)   // 1·4 + 0
        XCTAssertEqual(index(1, 1), 0)   // 5 mod 5
        XCTAssertEqual(index(2, 3), 1)   // 11 mod 5
    }

    func testNegativeCoordinatesWrapToValidAlbums() {
        XCTAssertEqual(index(0, -1), 4)
        XCTAssertEqual(index(-1, 0), 1)  // −4 mod 5
        XCTAssertEqual(index(-1, -1), 0) // −5 mod 5
        XCTAssertEqual(index(-3, -7), 1) // −19 mod 5
        for row in -12...12 {
            for col in -12...12 {
                let i = try! XCTUnwrap(index(row, col))
                XCTAssert((0..<5).contains(i), "tile (\(row), \(col)) shows \(i)")
            }
        }
    }

    func testWallWrapsInAllFourDirections() {
        for (row, col) in [(0, 0), (-3, 2), (4, -9), (-7, -7)] {
            let here = index(row, col)
            XCTAssertEqual(index(row, col + 5), here, "right")
            XCTAssertEqual(index(row, col - 5), here, "left")
            XCTAssertEqual(index(row + 5, col), here, "down")
            XCTAssertEqual(index(row - 5, col), here, "up")
        }
    }

    func testFarAwayTilesDoNotOverflow() {
        // 2^63 − 1 ≡ 1 and −2^63 ≡ 1 (mod 3), 7 ≡ 1: (1·1 + 1) mod 3 = 2.
        XCTAssertEqual(index(Int.max, Int.min, columns: 7, count: 3), 2)
    }

    func testOneAlbumWallShowsThatAlbumEverywhere() {
        for row in -3...3 {
            for col in -3...3 { XCTAssertEqual(index(row, col, count: 1), 0) }
        }
    }

    func testNoAlbumsMeansNoIndex() {
        XCTAssertNil(index(0, 0, count: 0))
    }

    func testRowWidthAvoidsRowsThatRepeatTheRowAbove() {
        XCTAssertEqual(TilePlane.columns(across: 4, albumCount: 5), 4)
        XCTAssertEqual(TilePlane.columns(across: 5, albumCount: 5), 6)
        XCTAssertEqual(TilePlane.columns(across: 4, albumCount: 2), 5)
        XCTAssertEqual(TilePlane.columns(across: 4, albumCount: 1), 4)
        XCTAssertEqual(TilePlane.columns(across: 0, albumCount: 3), 1)
    }

    func testFiveStepsRightWithFiveAlbumsLandOnTheSameAlbum() {
        for width in [40, 80, 90, 200] {
            var wall = AlbumWall(albums: sampleAlbums(5), screen: Size(width: width, height: 24))
            let start = wall.focusedAlbumIndex
            var seen: Set<Int> = []
            for step in 0..<5 {
                XCTAssertEqual(wall.handle(key(.right), at: at(Double(step))), .handled)
                seen.insert(wall.focusedAlbumIndex!)
            }
            XCTAssertEqual(wall.focusedAlbumIndex, start, "width \(width)")
            XCTAssertEqual(seen.count, 5, "every album passes by once")
        }
    }

    func testStepsInEveryDirectionComeRoundToTheSameAlbumOnFiveAlbums() {
        // 80×24 fits 4 tiles across: the five albums are shown once, four in the first row and one under them.
        // Sideways the focus steps through all five in reading order; up and down through the column's two rows.
        for (k, steps) in [(Key.left, 5), (.char("h"), 5), (.char("l"), 5), (.up, 2), (.down, 2), (.char("j"), 2), (.char("k"), 2)] {
            var wall = AlbumWall(albums: sampleAlbums(5), screen: Size(width: 80, height: 24))
            let start = wall.focusedAlbumIndex
            var seen: Set<Int> = []
            for step in 0..<steps {
                _ = wall.handle(key(k), at: at(Double(step)))
                seen.insert(wall.focusedAlbumIndex!)
            }
            XCTAssertEqual(wall.focusedAlbumIndex, start, "\(k)")
            XCTAssertEqual(seen.count, steps, "\(k) passes each album once on its way round")
        }
    }
}
