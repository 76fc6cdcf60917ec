import ClockCore
import ClockRender
import MusicLibrary
import XCTest

final class PlaceholderTileTests: XCTestCase {
    private func album(_ title: String, by artist: String) -> Album {
        Album(id: artist.lowercased() + "\u{1F}" + title.lowercased(), title: title, artist: artist,
              directory: "/music", tracks: [], cover: .none)
    }

    func testPlaceholderShowsTitleAndArtist() {
        let tile = PlaceholderTile.render(album: album("Midnight Static", by: "Noise Floor"),
                                          size: Size(width: 16, height: 6), mode: .standard)
        XCTAssertEqual(tile.lines, [
            "                ",
            "    Midnight    ",
            "     Static     ",
            "                ",
            "  Noise Floor   ",
            "                ",
        ])
    }

    func testPlaceholderColourIsDistinctPerAlbumAndStableAcrossCalls() {
        let size = Size(width: 10, height: 5)
        let titles = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]
        let colors = titles.map { PlaceholderTile.render(album: album($0, by: "X"), size: size, mode: .standard)[0, 0].style.bg }
        XCTAssertGreaterThanOrEqual(Set(colors).count, 4, "six albums should not share one or two colours")
        XCTAssertEqual(colors, titles.map { PlaceholderTile.render(album: album($0, by: "X"), size: size, mode: .standard)[0, 0].style.bg })
        XCTAssertTrue(colors.allSatisfy { $0 != .default })
    }

    func testMonochromePlaceholderHasAFrameAndNoColours() {
        let tile = PlaceholderTile.render(album: album("Quiet", by: "Mono"), size: Size(width: 10, height: 5),
                                          mode: TileMode(colors: .monochrome))
        XCTAssertEqual(tile.lines, [
            "┌────────┐",
            "│ Quiet  │",
            "│        │",
            "│  Mono  │",
            "└────────┘",
        ])
        XCTAssertTrue(tile.cells.allSatisfy { $0.style.fg == .default && $0.style.bg == .default })
    }

    func testASCIIPlaceholderUsesOnlyASCII() {
        let tile = PlaceholderTile.render(album: album("Quiet", by: "Mono"), size: Size(width: 10, height: 5),
                                          mode: TileMode(colors: .monochrome, asciiOnly: true))
        XCTAssertEqual(tile.lines.first, "+--------+")
        XCTAssertTrue(tile.cells.allSatisfy { $0.scalar.isASCII })
    }

    func testLongTitlesAreWrappedAndCutToTheTile() {
        let tile = PlaceholderTile.render(album: album("Supercalifragilistic Expialidocious Tunes", by: "Mary"),
                                          size: Size(width: 8, height: 3), mode: .standard)
        XCTAssertEqual(tile.size, Size(width: 8, height: 3))
        XCTAssertEqual(tile.lines, [" Superc ", " alifra ", " gilist "])
    }
}
