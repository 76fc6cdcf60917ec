import ClockCore
import Foundation
import MusicLibrary
import XCTest

/// A picture made of flat rectangles, for predictable tiles.
private func picture(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> CoverImage {
    var rgba: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b) = color(x, y)
            rgba += [r, g, b, 255]
        }
    }
    return CoverImage(width: width, height: height, rgba: rgba)
}

/// Each cell as "char fg/bg" palette indices, `-` for the default colour: readable in a failure message.
private func colorLines(_ picture: SymbolMosaic) -> [String] {
    func name(_ index: UInt8?) -> String { index.map { String($0) } ?? "-" }
    return (0..<picture.size.height).map { y in
        (0..<picture.size.width).map { x in
            let tile = picture[x, y]
            return "\(tile.symbol)\(name(tile.foreground))/\(name(tile.background))"
        }.joined(separator: " ")
    }
}

/// Renders `image`, failing the test when chafa gives no picture.
private func render(_ image: CoverImage, width: Int, height: Int, mode: TileMode = .standard,
                    file: StaticString = #filePath, line: UInt = #line) throws -> SymbolMosaic {
    try XCTUnwrap(CoverTileRenderer.render(image, size: Size(width: width, height: height), mode: mode),
                  "no picture from chafa", file: file, line: line)
}

/// A white disc on dark blue, 48×48 pixels.
private let disc = picture(width: 48, height: 48) { x, y in
    let dx = Double(x) - 23.5, dy = Double(y) - 23.5
    return dx * dx + dy * dy < 18 * 18 ? (255, 255, 255) : (0, 0, 128)
}

final class CoverTileTests: XCTestCase {
    func testChafaTileSnapshot() throws {
        let tile = try render(disc, width: 8, height: 4)
        XCTAssertEqual(tile.lines, [
            "  ▂▀▀▂  ",
            " ▘    ▝ ",
            " ▖    ▗ ",
            "  ▆▀▀▆  ",
        ])
        XCTAssertEqual(colorLines(tile), [
            " -/18  -/18 ▂255/18 ▀18/255 ▀18/255 ▂255/18  -/18  -/18",
            " -/18 ▘61/255  -/231  -/231  -/231  -/231 ▝61/255  -/18",
            " -/18 ▖61/255  -/231  -/231  -/231  -/231 ▗61/255  -/18",
            " -/18  -/18 ▆18/255 ▀255/18 ▀255/18 ▆18/255  -/18  -/18",
        ])
    }

    func testChafaTileIsDeterministic() throws {
        let a = try render(disc, width: 12, height: 6)
        let b = try render(disc, width: 12, height: 6)
        XCTAssertEqual(a, b)
    }

    func testAsciiModeUsesOnlyPrintableASCII() throws {
        let tile = try render(disc, width: 12, height: 6, mode: TileMode(asciiOnly: true))
        XCTAssertTrue(tile.tiles.allSatisfy { $0.symbol.isASCII && $0.symbol.value >= 0x20 })
        XCTAssertTrue(tile.tiles.contains { $0.symbol != " " }, "the disc must show as characters")
    }

    func testMonochromeModeUsesShapesAndDefaultColours() throws {
        let tile = try render(disc, width: 12, height: 6, mode: TileMode(colors: .monochrome))
        XCTAssertTrue(tile.tiles.allSatisfy { $0.foreground == nil && $0.background == nil })
        XCTAssertTrue(tile.tiles.contains { $0.symbol != " " })
        XCTAssertTrue(tile.tiles.contains { $0.symbol == " " })
    }

    func testSixteenAndEightColourModesStayInTheirPalettes() throws {
        for (colors, limit) in [(TileMode.Colors.colors16, 16), (.colors8, 8)] {
            let tile = try render(disc, width: 12, height: 6, mode: TileMode(colors: colors))
            for cell in tile.tiles {
                for color in cell.symbol == " " ? [cell.background] : [cell.foreground, cell.background] {
                    guard let i = color else { return XCTFail("\(colors): cell without colour") }
                    XCTAssertLessThan(Int(i), limit, "\(colors)")
                }
            }
        }
    }

    func testTwoHundredFiftySixColourModeAvoidsThemeColours() throws {
        let tile = try render(disc, width: 12, height: 6)
        for cell in tile.tiles {
            guard let bg = cell.background else { return XCTFail("cell without background") }
            XCTAssertGreaterThanOrEqual(bg, 16)
            if cell.symbol == " " {
                XCTAssertNil(cell.foreground, "a blank needs no foreground")
            } else {
                guard let fg = cell.foreground else { return XCTFail("symbol without colour") }
                XCTAssertGreaterThanOrEqual(fg, 16)
            }
        }
    }

    func testMissingAndBrokenCoversGiveNoPictureAndTheDemoCoverGivesOne() throws {
        let library = try TestLibrary()
        let broken = try library.addFile("cover.jpg", contents: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
        let size = Size(width: 12, height: 4)
        for cover in [CoverSource.none, .file(path: broken), .embedded(path: TestLibrary.plainTrack)] {
            let album = Album(id: "x\u{1F}lost", title: "Lost", artist: "X", directory: "/", tracks: [], cover: cover)
            let rendered = CoverTiles.render(CoverRequest(album, size: size), mode: .standard)
            XCTAssertEqual(rendered.key, CoverKey(album, size: size))
            XCTAssertNil(rendered.picture, "\(cover): the wall keeps the album's placeholder")
        }
        let demo = LibraryScanner.scan(directory: TestLibrary.demoLibrary).albums
        let withCover = try XCTUnwrap(demo.first { if case .embedded = $0.cover { true } else { false } })
        let picture = try XCTUnwrap(CoverTiles.render(CoverRequest(withCover, size: size), mode: .standard).picture)
        XCTAssertEqual(picture.size, size)
        XCTAssertTrue(picture.tiles.contains { $0.symbol != " " || $0.background != picture.tiles[0].background },
                      "a real cover shows a picture, not a flat colour")
    }
}
