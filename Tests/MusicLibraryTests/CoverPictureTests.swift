import ClockCore
import Foundation
import MusicLibrary
import XCTest

/// Covers as real pictures: chafa's sixel, kitty and iTerm2 encoders, at exactly the pixel size of the cells the
/// picture fills, from the same decoded cover as the symbols.
final class CoverPictureTests: XCTestCase {
    let demoCover = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary/Clockwork Quartet/Tick Tock Suite/cover.jpg").path

    private let tile = Size(width: 16, height: 8)
    private let cell = PixelSize(width: 10, height: 20)

    private func cover() throws -> CoverImage { try CoverImage.load(.file(path: demoCover), maxSize: 512) }

    private func encode(_ chosen: ImageProtocol, cells: Size? = nil, cell: PixelSize? = nil) throws -> EncodedPicture {
        try CoverPictureEncoder.encode(cover(), cells: cells ?? tile,
                                       format: PictureFormat(imageProtocol: chosen, cellPixels: cell ?? self.cell))
    }

    private func album(_ id: String) -> Album {
        Album(id: id, title: id, artist: "Someone", directory: "/nowhere", tracks: [], cover: .file(path: demoCover))
    }

    // MARK: sixel

    func testSixelIsADeviceControlStringWithTheExactPixelSize() throws {
        let picture = try encode(.sixel)
        let sixel = try SixelPicture(picture.bytes)
        XCTAssertEqual(sixel.parameters, "0;1;0", "P2=1: unset pixels stay as they are")
        XCTAssertEqual(sixel.size, PixelSize(width: 160, height: 160))
        XCTAssertEqual(picture.cells, tile)
    }

    func testSixelCoversTheCellsExactlyThoughItsBandsAreSixPixelsTall() throws {
        // 160 rows are 26 bands and 4 rows: the 27th band may set only its top 4 rows.
        let sixel = try SixelPicture(encode(.sixel).bytes)
        XCTAssertEqual(sixel.drawnRows, 160)
        // 7 rows of 18 pixels: exactly 21 bands.
        let exact = try SixelPicture(encode(.sixel, cells: Size(width: 4, height: 7), cell: PixelSize(width: 9, height: 18)).bytes)
        XCTAssertEqual(exact.size, PixelSize(width: 36, height: 126))
        XCTAssertEqual(exact.drawnRows, 126)
    }

    // MARK: kitty

    func testKittyCommandsCarryThePixelSizeAndBase64Chunks() throws {
        let picture = try encode(.kitty)
        let commands = try KittyCommands(picture.bytes)
        let first = commands.first
        XCTAssertEqual(first.keys["a"], "T")
        XCTAssertEqual(first.keys["f"], "32", "RGBA")
        XCTAssertEqual(first.keys["s"], "160")
        XCTAssertEqual(first.keys["v"], "160")
        XCTAssertEqual(first.keys["c"], "16")
        XCTAssertEqual(first.keys["r"], "8")
        XCTAssertEqual(first.keys["C"], "1", "the cursor stays where it is: nothing scrolls")
        XCTAssertEqual(first.keys["q"], "2", "the terminal answers nothing")
        XCTAssertEqual(first.keys["m"], "1")
        XCTAssertEqual(commands.chunks.last?.keys["m"], "0")
        XCTAssertEqual(try commands.pixels.count, 160 * 160 * 4)
    }

    func testKittyPictureShowsTheCoversColours() throws {
        let image = try cover()
        let pixels = try KittyCommands(encode(.kitty).bytes).pixels
        let expected = averageColor(image.rgba), shown = averageColor(pixels)
        for channel in 0..<3 {
            XCTAssertEqual(shown[channel], expected[channel], accuracy: 6, "channel \(channel)")
        }
    }

    func testKittyTransmissionSendsOnceUnderAnIdWithoutShowing() throws {
        let picture = try encode(.kitty)
        let sent = try XCTUnwrap(picture.kittyTransmission(id: 42))
        let commands = try KittyCommands(sent)
        XCTAssertEqual(commands.first.keys, ["a": "t", "i": "42", "q": "2", "f": "32", "s": "160", "v": "160", "m": "1"])
        XCTAssertEqual(try commands.pixels, try KittyCommands(picture.bytes).pixels)
        XCTAssertNil(try encode(.sixel).kittyTransmission(id: 42))
    }

    // MARK: iTerm2

    func testITerm2IsAnInlineFileOfTheCellsAndPixelSize() throws {
        let picture = try encode(.iterm2)
        let file = try ITerm2File(picture.bytes)
        XCTAssertEqual(file.arguments["inline"], "1")
        XCTAssertEqual(file.arguments["width"], "16")
        XCTAssertEqual(file.arguments["height"], "8")
        XCTAssertEqual(file.arguments["preserveAspectRatio"], "0", "stretched to fill, like the tiles")
        XCTAssertEqual(try file.tiffSize(), PixelSize(width: 160, height: 160))
    }

    // MARK: all protocols

    func testDifferentCellSizesGiveDifferentPixelSizes() throws {
        let small = PixelSize(width: 7, height: 15)
        XCTAssertEqual(try SixelPicture(encode(.sixel, cell: small).bytes).size, PixelSize(width: 112, height: 120))
        let kitty = try KittyCommands(encode(.kitty, cell: small).bytes).first.keys
        XCTAssertEqual([kitty["s"], kitty["v"]], ["112", "120"])
        XCTAssertEqual(try ITerm2File(encode(.iterm2, cell: small).bytes).tiffSize(), PixelSize(width: 112, height: 120))
    }

    func testTheSamePictureAlwaysGivesTheSameBytes() throws {
        for chosen in [ImageProtocol.sixel, .kitty, .iterm2] {
            XCTAssertEqual(try encode(chosen), try encode(chosen), "\(chosen)")
        }
    }

    func testAnAbsurdSizeIsRefused() throws {
        XCTAssertThrowsError(try encode(.kitty, cells: Size(width: 500, height: 10))) {
            XCTAssertEqual($0 as? PictureEncodingError, .tooLarge(PixelSize(width: 5000, height: 200)))
        }
        XCTAssertThrowsError(try encode(.sixel, cell: PixelSize(width: 10, height: Int.max))) {
            guard case .tooLarge = $0 as? PictureEncodingError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try encode(.iterm2, cells: Size(width: 0, height: 8))) {
            XCTAssertEqual($0 as? PictureEncodingError, .empty)
        }
        XCTAssertThrowsError(try encode(.symbols)) { XCTAssertEqual($0 as? PictureEncodingError, .symbolsOnly) }
    }

    // MARK: the cover pipeline

    func testARequestWithoutAFormatGivesNoPictureBytes() {
        let rendered = CoverTiles.render(CoverRequest(album("plain"), size: tile), mode: .standard)
        XCTAssertNotNil(rendered.picture)
        XCTAssertNil(rendered.encoded)
    }

    func testARequestWithAFormatGivesBothTheMosaicAndThePicture() throws {
        let format = PictureFormat(imageProtocol: .kitty, cellPixels: cell)
        let request = CoverRequest(album("both"), size: tile, format: format)
        let rendered = CoverTiles.render(request, mode: .standard)
        let symbols = try XCTUnwrap(rendered.picture, "sixel and iTerm2 show the symbols while the wall glides")
        XCTAssertEqual(symbols.size, tile)
        XCTAssertTrue(symbols.tiles.contains { $0.symbol != " " })
        let encoded = try XCTUnwrap(rendered.encoded)
        XCTAssertEqual(encoded.format, format)
        XCTAssertEqual(encoded.cells, tile)
        XCTAssertEqual(try KittyCommands(encoded.bytes).pixels.count, 160 * 160 * 4)
    }

    func testAPictureThatCannotBeEncodedKeepsItsSymbols() {
        let huge = Size(width: 1000, height: 8)
        let rendered = CoverTiles.render(CoverRequest(album("huge"), size: huge,
                                                      format: PictureFormat(imageProtocol: .sixel, cellPixels: cell)),
                                         mode: .standard)
        XCTAssertEqual(rendered.picture?.size, huge)
        XCTAssertNil(rendered.encoded)
    }

    func testACroppedRequestGivesOnlyThePictureOfThatPartAtItsOwnPixelSize() throws {
        let format = PictureFormat(imageProtocol: .sixel, cellPixels: cell)
        let key = CoverKey(albumID: "cut", size: tile, format: format, crop: Rect(x: 0, y: 0, width: 10, height: 7))
        let rendered = CoverTiles.render(CoverRequest(key: key, source: album("cut").cover), mode: .standard)
        XCTAssertNil(rendered.picture, "the symbols are the whole cover's, under its own key")
        let encoded = try XCTUnwrap(rendered.encoded)
        XCTAssertEqual(encoded.cells, Size(width: 10, height: 7))
        XCTAssertEqual(try SixelPicture(encoded.bytes).size, PixelSize(width: 100, height: 140))
    }

    func testACropShowsWhatTheWholePictureShowsThere() throws {
        let format = PictureFormat(imageProtocol: .kitty, cellPixels: cell)
        let whole = try KittyCommands(encode(.kitty).bytes).pixels
        let key = CoverKey(albumID: "cut", size: tile, format: format, crop: Rect(x: 8, y: 4, width: 8, height: 4))
        let rendered = CoverTiles.render(CoverRequest(key: key, source: album("cut").cover), mode: .standard)
        let part = try KittyCommands(XCTUnwrap(rendered.encoded).bytes).pixels
        XCTAssertEqual(part.count, 80 * 80 * 4)
        var quarter: [UInt8] = []
        for y in 80..<160 { quarter += whole[(y * 160 + 80) * 4..<(y * 160 + 160) * 4] }
        let expected = averageColor(quarter), shown = averageColor(part)
        for channel in 0..<3 {
            XCTAssertEqual(shown[channel], expected[channel], accuracy: 3, "channel \(channel)")
        }
        XCTAssertNotEqual(averageColor(whole).map(Int.init), shown.map(Int.init), "a part, not the whole")
    }

    private func averageColor(_ rgba: [UInt8]) -> [Double] {
        var sums = [0.0, 0.0, 0.0]
        for pixel in stride(from: 0, to: rgba.count, by: 4) {
            for channel in 0..<3 { sums[channel] += Double(rgba[pixel + channel]) }
        }
        return sums.map { $0 / Double(rgba.count / 4) }
    }
}
