import ClockCore
@testable import MusicLibrary
import TestSupport
import XCTest

/// Issue 20, item 0: a cover 1 pixel high, cut by the screen's edge, crashed the program (the crop read a pixel row
/// past the image). The crop is checked over edge lengths 1 … 10000 and every run of cells a screen edge can leave
/// of a tile, and the image crop over 1×1 … 1×10000 and 10000×1 covers and sizes in between, cut every way.
final class CoverCropPropertyTests: XCTestCase {
    /// Every edge length up to 100, seeded random ones up to 9999, and 10000.
    static func edgeLengths(seed: UInt64 = 20) -> [Int] {
        var random = SeededRandom(seed: seed)
        return Array(1...100) + (0..<150).map { _ in Int.random(in: 101...9999, using: &random) } + [10000]
    }

    /// Every run of cells `first..<end` of `count`: what the left and right (or top and bottom) screen edges can
    /// leave visible of a tile, one edge or both.
    static func cuts(of count: Int) -> [Range<Int>] {
        (0..<count).flatMap { first in (first + 1...count).map { first..<$0 } }
    }

    func testEveryCutOfEveryEdgeIsInsideThePictureAndNeverEmpty() {
        for side in Self.edgeLengths() {
            for count in 1...24 {
                XCTAssertEqual(CoverImage.pixels(under: 0..<count, of: count, side: side), 0..<side,
                               "the whole tile is the whole picture (side \(side), \(count) cells)")
                for cut in Self.cuts(of: count) {
                    let pixels = CoverImage.pixels(under: cut, of: count, side: side)
                    guard pixels.lowerBound >= 0, pixels.upperBound <= side, !pixels.isEmpty else {
                        return XCTFail("cells \(cut) of \(count) over \(side) pixels gave \(pixels)")
                    }
                    // Within half a pixel of the exact part where a cell is at least a pixel (compared times 2 × count
                    // to stay in whole numbers), within a pixel and a half where cells are finer than pixels.
                    let slack = side >= count ? count : 3 * count
                    guard abs(2 * pixels.lowerBound * count - 2 * cut.lowerBound * side) <= slack,
                          abs(2 * pixels.upperBound * count - 2 * cut.upperBound * side) <= slack else {
                        return XCTFail("cells \(cut) of \(count) over \(side) pixels gave \(pixels): not what shows there")
                    }
                }
            }
        }
    }

    func testNeighbouringCutsShareTheirEdgeWhereACellIsAtLeastAPixel() {
        for side in Self.edgeLengths() {
            for count in 1...min(24, side) {
                for cut in 1..<count {
                    let before = CoverImage.pixels(under: 0..<cut, of: count, side: side)
                    let after = CoverImage.pixels(under: cut..<count, of: count, side: side)
                    guard before.upperBound == after.lowerBound else {
                        return XCTFail("cut at \(cut) of \(count) over \(side): \(before) then \(after)")
                    }
                }
            }
        }
    }

    /// A picture whose every pixel names its own place: red and green the column, blue and alpha the row.
    static func namedPixels(width: Int, height: Int) -> CoverImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 4
                rgba[at] = UInt8(x >> 8); rgba[at + 1] = UInt8(x & 255)
                rgba[at + 2] = UInt8(y >> 8); rgba[at + 3] = UInt8(y & 255)
            }
        }
        return CoverImage(width: width, height: height, rgba: rgba)
    }

    static func place(of pixel: Int, in image: CoverImage) -> (x: Int, y: Int) {
        let at = pixel * 4
        return (Int(image.rgba[at]) << 8 | Int(image.rgba[at + 1]), Int(image.rgba[at + 2]) << 8 | Int(image.rgba[at + 3]))
    }

    func testCroppingAnyCoverAtAnyCutGivesThePixelsUnderIt() {
        var random = SeededRandom(seed: 2020)
        let thin = (1...10).flatMap { [(1, $0), ($0, 1)] } + [(1, 10000), (10000, 1), (1, 9999), (9999, 1), (2, 3), (3, 2)]
        let between = (0..<12).map { _ in (Int.random(in: 1...600, using: &random), Int.random(in: 1...600, using: &random)) }
        let tiles = [Size(width: 1, height: 1), Size(width: 2, height: 1), Size(width: 16, height: 8),
                     Size(width: 7, height: 3), Size(width: 12, height: 6)]
        for (width, height) in thin + between {
            let image = Self.namedPixels(width: width, height: height)
            // A 10000-pixel side copies thousands of rows per crop: one tile's every cut is enough there.
            for tile in max(width, height) > 1000 ? [Size(width: 7, height: 3)] : tiles {
                for rows in Self.cuts(of: tile.height) {
                    for columns in Self.cuts(of: tile.width) {
                        let crop = Rect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
                        let part = image.cropped(to: crop, ofCells: tile)
                        let xs = CoverImage.pixels(under: columns, of: tile.width, side: width)
                        let ys = CoverImage.pixels(under: rows, of: tile.height, side: height)
                        guard part.width == xs.count, part.height == ys.count,
                              part.rgba.count == part.width * part.height * 4 else {
                            return XCTFail("\(width)×\(height) cut to \(crop) of \(tile): \(part.width)×\(part.height)")
                        }
                        let first = Self.place(of: 0, in: part), last = Self.place(of: part.width * part.height - 1, in: part)
                        guard first == (xs.lowerBound, ys.lowerBound), last == (xs.upperBound - 1, ys.upperBound - 1) else {
                            return XCTFail("\(width)×\(height) cut to \(crop) of \(tile): \(first) … \(last)")
                        }
                    }
                }
            }
        }
    }

    func testACutOutsideTheTileOrOfAnEmptyCoverIsEmpty() {
        let tile = Size(width: 4, height: 4)
        XCTAssertEqual(Self.namedPixels(width: 1, height: 1).cropped(to: Rect(x: 4, y: 0, width: 2, height: 2), ofCells: tile).width, 0)
        XCTAssertEqual(CoverImage(width: 0, height: 0, rgba: []).cropped(to: Rect(x: 0, y: 0, width: 2, height: 2), ofCells: tile).width, 0)
        XCTAssertEqual(CoverImage(width: 3, height: 3, rgba: []).cropped(to: Rect(x: 0, y: 0, width: 2, height: 2), ofCells: tile).width, 0,
                       "pixels missing for the size it claims")
    }
}
