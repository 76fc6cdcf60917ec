import ClockCore
import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// Issue 20, item 0: every scale and tile computation between a cover's pixels and its cells, over covers 1×1 …
/// 1×10000 and 10000×1 and sizes in between: decoding scales into the budget, the symbols fill their cells, and each
/// picture protocol fills exactly the pixels of its cells — a sixel picture's whole bands included, however few
/// rows the cover has — whole or cut by the screen's edge.
final class CoverPicturePropertyTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tui-clock-thin-covers-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Thin covers, the 1-pixel ones first, and seeded random sizes in between.
    static func coverSizes(seed: UInt64, between: Int) -> [PixelSize] {
        var random = SeededRandom(seed: seed)
        let thin = [(1, 1), (1, 2), (2, 1), (1, 5), (1, 6), (1, 7), (7, 1), (3, 2), (1, 10000), (10000, 1)]
        let others = (0..<between).map { _ in (Int.random(in: 1...900, using: &random), Int.random(in: 1...900, using: &random)) }
        return (thin + others).map { PixelSize(width: $0.0, height: $0.1) }
    }

    /// Striped, so every row and column has a colour of its own and none is transparent.
    static func image(_ size: PixelSize) -> CoverImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(size.width * size.height * 4)
        for y in 0..<size.height {
            for x in 0..<size.width { rgba += [UInt8(truncatingIfNeeded: x * 37), UInt8(truncatingIfNeeded: y * 53), 90, 255] }
        }
        return CoverImage(width: size.width, height: size.height, rgba: rgba)
    }

    /// Asserts the sixel picture sets every pixel of its `pixels` and none beyond: no uncovered rows at the foot of
    /// the cells, and nothing painted below them by the padding of the last band.
    func assertCoversExactly(_ picture: EncodedPicture, _ pixels: PixelSize, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let sixel = try SixelPicture(picture.bytes)
        let rows = try SixelPicture.pixelsPerRow(picture.bytes)
        guard sixel.size == pixels, rows.count == pixels.height, rows.allSatisfy({ $0 == pixels.width }) else {
            XCTFail("\(what): raster \(sixel.size), \(rows.count) rows drawn (\(Set(rows).sorted()) pixels wide), "
                    + "\(pixels.width)×\(pixels.height) wanted", file: file, line: line)
            return false
        }
        return true
    }

    func testEverySixelPictureSetsExactlyThePixelsOfItsCells() throws {
        let cells = [Size(width: 1, height: 1), Size(width: 16, height: 8), Size(width: 3, height: 7)]
        let cellPixels = [PixelSize(width: 10, height: 20), PixelSize(width: 9, height: 17), PixelSize(width: 7, height: 15),
                          PixelSize(width: 1, height: 1), PixelSize(width: 6, height: 13)]
        for size in Self.coverSizes(seed: 6, between: 4) {
            let image = Self.image(size)
            for tile in cells {
                for cell in cellPixels {
                    let format = PictureFormat(imageProtocol: .sixel, cellPixels: cell)
                    let picture = try CoverPictureEncoder.encode(image, cells: tile, format: format)
                    let pixels = CoverPictureEncoder.pixelSize(cells: tile, format: format)
                    guard try assertCoversExactly(picture, pixels, "\(size) over \(tile) of \(cell)") else { return }
                }
            }
        }
    }

    /// Issue 20, item 25: in mlterm a strip of other colours showed under covers. The demo covers, decoded as the
    /// wall decodes them, left the cells' last pixel row unset at cell heights 13, 17 and 19 (the symbols showed
    /// through there), and mlterm paints what a picture leaves of a cell in the background colour.
    func testTheDemoCoversCoverEveryPixelRowOfTheirCellsAtAnyCellHeight() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary").path
        let tile = Size(width: 16, height: 8)
        for cover in ["Clockwork Quartet/Tick Tock Suite/cover.jpg", "Various Artists/Snooze Button/folder.png"] {
            for height in 12...24 {
                let format = PictureFormat(imageProtocol: .sixel, cellPixels: PixelSize(width: 10, height: height))
                let key = CoverKey(albumID: "demo", size: tile, format: format)
                let image = try CoverImage.load(.file(path: demo + "/" + cover), maxSize: CoverTiles.decodeSize(for: key))
                let picture = try CoverPictureEncoder.encode(image, cells: tile, format: format)
                guard try assertCoversExactly(picture, CoverPictureEncoder.pixelSize(cells: tile, format: format),
                                              "\(cover) in cells 10×\(height)") else { return }
            }
        }
    }

    func testKittyAndITerm2PicturesCarryExactlyThePixelsOfTheirCells() throws {
        let cell = PixelSize(width: 9, height: 17)
        for size in Self.coverSizes(seed: 7, between: 4) {
            let image = Self.image(size)
            for tile in [Size(width: 1, height: 1), Size(width: 16, height: 8), Size(width: 3, height: 7)] {
                let pixels = PixelSize(width: tile.width * cell.width, height: tile.height * cell.height)
                let kitty = try KittyCommands(CoverPictureEncoder.encode(image, cells: tile,
                                                                         format: PictureFormat(imageProtocol: .kitty, cellPixels: cell)).bytes)
                XCTAssertEqual([kitty.first.keys["s"], kitty.first.keys["v"]], ["\(pixels.width)", "\(pixels.height)"], "\(size)")
                XCTAssertEqual(try kitty.pixels.count, pixels.width * pixels.height * 4, "\(size) over \(tile)")
                let iterm2 = try ITerm2File(CoverPictureEncoder.encode(image, cells: tile,
                                                                       format: PictureFormat(imageProtocol: .iterm2, cellPixels: cell)).bytes)
                XCTAssertEqual(try iterm2.tiffSize(), pixels, "\(size) over \(tile)")
            }
        }
    }

    func testTheSymbolsOfAnyCoverFillTheirCells() throws {
        for size in Self.coverSizes(seed: 8, between: 6) {
            let image = Self.image(size)
            for tile in [Size(width: 1, height: 1), Size(width: 16, height: 8), Size(width: 40, height: 20), Size(width: 5, height: 1)] {
                let mosaic = try XCTUnwrap(CoverTileRenderer.render(image, size: tile, mode: .standard), "\(size) as \(tile)")
                XCTAssertEqual(mosaic.size, tile, "\(size)")
            }
        }
    }

    func testDecodingScalesAnyCoverIntoItsBudgetKeepingItsShape() throws {
        for size in Self.coverSizes(seed: 9, between: 6) {
            let png = PNGFile.make(width: size.width, height: size.height)
            for budget in [1, 2, 64, 160, 1024] {
                let image = try CoverImage.decode(png, maxSize: budget)
                let long = max(size.width, size.height)
                let expected = long <= budget ? size
                    : PixelSize(width: max(1, size.width * budget / long), height: max(1, size.height * budget / long))
                XCTAssertEqual(PixelSize(width: image.width, height: image.height), expected, "\(size) into \(budget)")
                XCTAssertEqual(image.rgba.count, image.width * image.height * 4)
            }
        }
    }

    func testACoverIsDecodedLargeEnoughForThePictureOfItsCells() {
        var random = SeededRandom(seed: 10)
        for _ in 0..<2000 {
            let tile = Size(width: Int.random(in: 1...200, using: &random), height: Int.random(in: 1...100, using: &random))
            let cell = PixelSize(width: Int.random(in: 1...40, using: &random), height: Int.random(in: 1...80, using: &random))
            let key = CoverKey(albumID: "a", size: tile, format: PictureFormat(imageProtocol: .sixel, cellPixels: cell))
            let pixels = CoverPictureEncoder.pixelSize(cells: tile, format: key.format!)
            let side = CoverTiles.decodeSize(for: key)
            XCTAssertGreaterThanOrEqual(side, min(CoverPictureEncoder.maxSide, max(pixels.width, pixels.height)), "\(tile) of \(cell)")
            XCTAssertLessThanOrEqual(side, max(1024, CoverPictureEncoder.maxSide))
            XCTAssertGreaterThanOrEqual(CoverTiles.decodeSize(for: CoverKey(albumID: "a", size: tile)), 64)
        }
    }

    /// The whole way a wall cover cut by the screen's edge goes, from its file: decoded, cropped to the cells that
    /// show and encoded for them — for thin covers, at every cut an edge makes of a 16×8 tile.
    func testEveryCutOfAThinCoverIsEncodedForExactlyItsCells() throws {
        let tile = Size(width: 16, height: 8), cell = PixelSize(width: 10, height: 20)
        var cuts = (0..<tile.height).flatMap { [Rect(x: 0, y: $0, width: tile.width, height: tile.height - $0),
                                                Rect(x: 0, y: 0, width: tile.width, height: $0 + 1)] }
        cuts += (0..<tile.width).flatMap { [Rect(x: $0, y: 0, width: tile.width - $0, height: tile.height),
                                            Rect(x: 0, y: 0, width: $0 + 1, height: tile.height)] }
        var random = SeededRandom(seed: 11)
        for _ in 0..<12 {
            let x = Int.random(in: 0..<tile.width, using: &random), y = Int.random(in: 0..<tile.height, using: &random)
            cuts.append(Rect(x: x, y: y, width: Int.random(in: 1...(tile.width - x), using: &random),
                             height: Int.random(in: 1...(tile.height - y), using: &random)))
        }
        for size in [PixelSize(width: 1, height: 1), PixelSize(width: 1, height: 7), PixelSize(width: 7, height: 1),
                     PixelSize(width: 1, height: 10000), PixelSize(width: 10000, height: 1)] {
            let path = folder + "/cover-\(size.width)x\(size.height).png"
            try Data(PNGFile.make(width: size.width, height: size.height)).write(to: URL(fileURLWithPath: path))
            for chosen in [ImageProtocol.sixel, .iterm2] {
                let format = PictureFormat(imageProtocol: chosen, cellPixels: cell)
                for crop in cuts {
                    let key = CoverKey(albumID: "thin", size: tile, format: format, crop: crop)
                    let rendered = CoverTiles.render(CoverRequest(key: key, source: .file(path: path)), mode: .standard)
                    let picture = try XCTUnwrap(rendered.encoded, "\(size) \(chosen) cut to \(crop)")
                    XCTAssertEqual(picture.cells, Size(width: crop.width, height: crop.height))
                    let pixels = PixelSize(width: crop.width * cell.width, height: crop.height * cell.height)
                    if chosen == .sixel {
                        guard try assertCoversExactly(picture, pixels, "\(size) cut to \(crop)") else { return }
                    } else {
                        XCTAssertEqual(try ITerm2File(picture.bytes).tiffSize(), pixels, "\(size) cut to \(crop)")
                    }
                }
            }
        }
    }
}
