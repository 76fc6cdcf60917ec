import Foundation
import XCTest
import ClockCore
@testable import ClockRender

func at(_ t: Double) -> Moment { Moment(wall: Date(timeIntervalSince1970: 1_700_000_000 + t), uptime: Uptime(seconds: t)) }

func albums(_ titles: [(String, String)], tracks: Int = 3) -> [Album] {
    titles.enumerated().map { i, names in
        Album(id: "\(names.1)\u{1f}\(names.0)".lowercased(), title: names.0, artist: names.1, directory: "/m/\(i)",
              tracks: (0..<tracks).map { t in
                  Track(title: "Track \(t + 1)", path: "/m/\(i)/\(t).ogg", duration: Double(95 + 61 * t), trackNumber: t + 1)
              },
              cover: .none)
    }
}

/// Pictures rendered at `size` for the albums whose title starts with "Blue" (all `#`), none for the others.
func blueCovers(_ albums: [Album], size: Size) -> CoverCache {
    var covers = CoverCache()
    covers.store(albums.filter { $0.title.hasPrefix("Blue") }.map {
        RenderedCover(key: CoverKey($0, size: size), picture: SymbolMosaic(size: size, fill: SymbolMosaic.Tile("#")))
    })
    return covers
}

let fiveAlbums = albums([("Blue Train", "John Coltrane"), ("Kind of Blue", "Miles Davis"), ("Abbey Road", "The Beatles"),
                         ("Blue", "Joni Mitchell"), ("OK Computer", "Radiohead")])

/// The five albums and 21 more: a library larger than the small screens' tiles (up to 25 show at once on the
/// tests' screens), so the wall is endless and covers are cut by its edges. Only the five have "Blue" covers.
let twentySixAlbums = albums([("Blue Train", "John Coltrane"), ("Kind of Blue", "Miles Davis"),
                              ("Abbey Road", "The Beatles"), ("Blue", "Joni Mitchell"), ("OK Computer", "Radiohead"),
                              ("Rumours", "Fleetwood Mac"), ("Horses", "Patti Smith"), ("Purple Rain", "Prince"),
                              ("Nevermind", "Nirvana"), ("Hounds of Love", "Kate Bush"), ("Pet Sounds", "The Beach Boys"),
                              ("Highway 61 Revisited", "Bob Dylan"), ("Remain in Light", "Talking Heads"),
                              ("Innervisions", "Stevie Wonder"), ("Unknown Pleasures", "Joy Division"),
                              ("Homogenic", "Bjork"), ("Dummy", "Portishead"), ("Discovery", "Daft Punk"),
                              ("Illmatic", "Nas"), ("Maggot Brain", "Funkadelic"), ("Marquee Moon", "Television"),
                              ("Loveless", "My Bloody Valentine"), ("Low", "David Bowie"), ("Astral Weeks", "Van Morrison"),
                              ("Aja", "Steely Dan"), ("Kid A", "Radiohead")])

final class AlbumWallViewTests: XCTestCase {
    func render(_ wall: AlbumWall, size: Size, ascii: Bool = false, at t: Uptime = 0) -> Canvas {
        var canvas = Canvas(size: size)
        AlbumWallView(ascii: ascii).render(wall, covers: blueCovers(wall.albums, size: wall.tileSize.cover), into: &canvas,
                                           area: Rect(x: 0, y: 0, width: size.width, height: size.height), at: at(t.seconds))
        return canvas
    }

    let small = Size(width: 40, height: 12)

    func testSmallWallShowsCoversPlaceholdersTitlesAndTheFocusFrame() {
        // 8×4 covers in 10×7 slots; row 0 starts at the top-left corner, and row 1's cover is cut by the bottom.
        // The wall is dealt by artist: Coltrane, Mitchell, Davis, Radiohead, The Beatles; five albums fit on the
        // screen, so each shows once, four to a row (issue 20, item 13).
        let wall = AlbumWall(albums: fiveAlbums, screen: small, tilePreset: 0)
        XCTAssertEqual(render(wall, size: small).trimmedLines, [
            "┏━━━━━━━━┓",
            "┃########┃ ########  ┌──────┐  ┌──────┐",
            "┃########┃ ########  │  KO  │  │  OC  │",
            "┃########┃ ########  │      │  │      │",
            "┃########┃ ########  └──────┘  └──────┘",
            "┃Blue Tr…┃ Blue      Kind of…  OK Comp…",
            "┃John Co…┃ Joni Mi…  Miles D…  Radiohe…",
            "┗━━━━━━━━┛",
            " ┌──────┐",
            " │  AR  │",
            " │      │",
            " └──────┘",
        ])
    }

    func testFocusFrameReadsInASCII() {
        var wall = AlbumWall(albums: fiveAlbums, screen: small, tilePreset: 0)
        _ = wall.handle(.key(KeyEvent(.right)), at: at(0))
        XCTAssertEqual(render(wall, size: small, ascii: true, at: 1).trimmedLines, [
            "          +========+",
            " ######## |########| +------+  +------+",
            " ######## |########| |  KO  |  |  OC  |",
            " ######## |########| |      |  |      |",
            " ######## |########| +------+  +------+",
            " Blue...  |Blue    | Kind...   OK Co...",
            " John...  |Joni... | Miles...  Radio...",
            "          +========+",
            " +------+",
            " |  AR  |",
            " |      |",
            " +------+",
        ])
    }

    func testFocusedTitleIsReversedSoItShowsWithoutColour() {
        let wall = AlbumWall(albums: fiveAlbums, screen: small, tilePreset: 0)
        let canvas = render(wall, size: small)
        for x in 1...8 { XCTAssertTrue(canvas[x, 5].style.attributes.contains(.reverse), "focused title, column \(x)") }
        for x in 11...18 { XCTAssertFalse(canvas[x, 5].style.attributes.contains(.reverse), "other title, column \(x)") }
    }

    func testMidGlideTheWallIsDrawnWhereTheViewportIs() {
        var wall = AlbumWall(albums: fiveAlbums, screen: small, tilePreset: 0)
        _ = wall.handle(.key(KeyEvent(.down)), at: at(0))
        let start = render(wall, size: small, at: 0), end = render(wall, size: small, at: 1)
        let mid = render(wall, size: small, at: Uptime(seconds: WallViewport.followDuration / 3))
        XCTAssertNotEqual(mid, start)
        XCTAssertNotEqual(mid, end)
        // Row 1's slot (plane rows 7…13) and its frame's bottom edge (14) end 3 below the screen: the view moves
        // down 3 rows, to y = 3.
        XCTAssertEqual(end.trimmedLines[4], "┏━━━━━━━━┓", "focus frame of row 1 at the view's new place")
        XCTAssertEqual(end.trimmedLines[11], "┗━━━━━━━━┛", "its bottom edge on the last row")
    }

    func testDrawsOnlyInsideItsArea() {
        let wall = AlbumWall(albums: fiveAlbums, screen: Size(width: 20, height: 5), tilePreset: 0)
        var canvas = Canvas(size: Size(width: 24, height: 7), fill: Cell("."))
        AlbumWallView().render(wall, covers: CoverCache(), into: &canvas, area: Rect(x: 2, y: 1, width: 20, height: 5), at: at(0))
        XCTAssertEqual(canvas.trimmedLines.first, "........................")
        XCTAssertEqual(canvas.trimmedLines.last, "........................")
        XCTAssertTrue(canvas.lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("..") && $0.hasSuffix("..") })
        XCTAssertTrue(canvas.contains(text: "BT"), "placeholder initials while no picture is rendered")
    }

    func testEmptyLibrarySaysHowToAddMusic() {
        let lines = render(AlbumWall(screen: small), size: small).trimmedLines
        XCTAssertEqual(lines[5], "            No albums found")
        XCTAssertEqual(lines[6], "   Use --music DIR to show your music")
        XCTAssertTrue(render(AlbumWall(screen: small, isScanning: true), size: small).contains(text: "Looking for music…"))
    }

    func testPlaceholderColourAndInitialsComeFromTheAlbum() {
        let a = fiveAlbums[1], b = fiveAlbums[2]
        XCTAssertEqual(PlaceholderCover.initials(of: a), "KO")
        XCTAssertEqual(PlaceholderCover.initials(of: albums([("dark side", "x")])[0]), "DS")
        XCTAssertEqual(PlaceholderCover.initials(of: albums([("…", "x")])[0]), "?")
        XCTAssertEqual(PlaceholderCover.color(for: a), PlaceholderCover.color(for: a))
        let colours = Set(fiveAlbums.map { PlaceholderCover.color(for: $0) })
        XCTAssertGreaterThan(colours.count, 2, "neighbours differ")
        var canvas = Canvas(width: 8, height: 4)
        PlaceholderCover().draw(b, in: canvas.bounds, on: &canvas)
        XCTAssertEqual(canvas[3, 1].style.bg, PlaceholderCover.color(for: b))
    }

    func testTextThatDoesNotFitEndsInAnEllipsis() {
        XCTAssertEqual(Ellipsis.fit("Abbey Road", width: 10), "Abbey Road")
        XCTAssertEqual(Ellipsis.fit("Abbey Road", width: 8), "Abbey R…")
        XCTAssertEqual(Ellipsis.fit("Abbey Road", width: 7), "Abbey…", "no dangling space before the mark")
        XCTAssertEqual(Ellipsis.fit("Abbey Road", width: 8, ascii: true), "Abbey...")
        XCTAssertEqual(Ellipsis.fit("東京事変", width: 6), "東京…")
        XCTAssertEqual(Ellipsis.fit("Abbey Road", width: 0), "")
    }
}
