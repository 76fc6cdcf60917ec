import ClockCore
import ClockRender
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

/// Each cell as "char fg/bg" colour indices, `-` for the default colour: readable in a failure message.
private func colorLines(_ canvas: Canvas) -> [String] {
    func name(_ color: Color) -> String {
        if case .indexed(let i) = color { return String(i) }
        return "-"
    }
    return (0..<canvas.size.height).map { y in
        (0..<canvas.size.width).map { x in
            let cell = canvas[x, y]
            return "\(cell.scalar)\(name(cell.style.fg))/\(name(cell.style.bg))"
        }.joined(separator: " ")
    }
}

/// A white disc on dark blue, 48×48 pixels.
private let disc = picture(width: 48, height: 48) { x, y in
    let dx = Double(x) - 23.5, dy = Double(y) - 23.5
    return dx * dx + dy * dy < 18 * 18 ? (255, 255, 255) : (0, 0, 128)
}

final class CoverTileTests: XCTestCase {
    func testChafaTileSnapshot() {
        let tile = CoverTileRenderer.render(disc, size: Size(width: 8, height: 4), mode: .standard)
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

    func testChafaTileIsDeterministic() {
        let a = CoverTileRenderer.render(disc, size: Size(width: 12, height: 6), mode: .standard)
        let b = CoverTileRenderer.render(disc, size: Size(width: 12, height: 6), mode: .standard)
        XCTAssertEqual(a, b)
    }

    func testAsciiModeUsesOnlyPrintableASCII() {
        let tile = CoverTileRenderer.render(disc, size: Size(width: 12, height: 6), mode: TileMode(asciiOnly: true))
        XCTAssertTrue(tile.cells.allSatisfy { $0.scalar.isASCII && $0.scalar.value >= 0x20 })
        XCTAssertTrue(tile.cells.contains { $0.scalar != " " }, "the disc must show as characters")
    }

    func testMonochromeModeUsesShapesAndDefaultColours() {
        let tile = CoverTileRenderer.render(disc, size: Size(width: 12, height: 6), mode: TileMode(colors: .monochrome))
        XCTAssertTrue(tile.cells.allSatisfy { $0.style.fg == .default && $0.style.bg == .default })
        XCTAssertTrue(tile.cells.contains { $0.scalar != " " })
        XCTAssertTrue(tile.cells.contains { $0.scalar == " " })
    }

    func testSixteenAndEightColourModesStayInTheirPalettes() {
        for (colors, limit) in [(TileMode.Colors.colors16, 16), (.colors8, 8)] {
            let tile = CoverTileRenderer.render(disc, size: Size(width: 12, height: 6), mode: TileMode(colors: colors))
            for cell in tile.cells {
                for color in cell.scalar == " " ? [cell.style.bg] : [cell.style.fg, cell.style.bg] {
                    guard case .indexed(let i) = color else { return XCTFail("\(colors): cell without colour") }
                    XCTAssertLessThan(Int(i), limit, "\(colors)")
                }
            }
        }
    }

    func testTwoHundredFiftySixColourModeAvoidsThemeColours() {
        let tile = CoverTileRenderer.render(disc, size: Size(width: 12, height: 6), mode: .standard)
        for cell in tile.cells {
            guard case .indexed(let bg) = cell.style.bg else { return XCTFail("cell without background") }
            XCTAssertGreaterThanOrEqual(bg, 16)
            if cell.scalar == " " {
                XCTAssertEqual(cell.style.fg, .default, "a blank needs no foreground")
            } else {
                guard case .indexed(let fg) = cell.style.fg else { return XCTFail("symbol without colour") }
                XCTAssertGreaterThanOrEqual(fg, 16)
            }
        }
    }
}
