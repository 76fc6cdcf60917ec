import ClockCore
import XCTest
@testable import ClockRender

/// Covers as real pictures on the canvas: where a cover's encoded picture is held, its symbols are drawn and the
/// picture is laid over them; whatever is drawn over the cover afterwards takes the picture away.
final class CoverPictureViewTests: XCTestCase {
    let size = Size(width: 40, height: 14)

    /// The wall of 26 covered albums (8×4 covers) on a terminal that shows pictures in `imageProtocol`, with every
    /// cover asked for answered: symbols of the album's letter (a–z) and a picture whose bytes name the album. More
    /// albums than tiles on the small screens, so the wall is endless and covers are cut by its edges.
    func pictureWall(_ imageProtocol: ImageProtocol = .kitty, size: Size? = nil) -> AppModel {
        let size = size ?? self.size
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .graphicsFound(TerminalGraphics(imageProtocol: imageProtocol)), at: at(0))
        _ = update(&model, .input(.key(KeyEvent(.tab))), at: at(0))
        let covered = twentySixAlbums.map { album -> Album in
            var album = album
            album.cover = .file(path: album.directory + "/cover.jpg")
            return album
        }
        _ = update(&model, .albumsFound(covered), at: at(0))
        _ = update(&model, .libraryScanFinished(albumCount: covered.count, message: nil), at: at(0))
        model.music.wall = AlbumWall(albums: covered, screen: size, tilePreset: 0)
        answerCovers(&model)
        model.notifications = NotificationStack(screen: size)
        return model
    }

    /// Renders every cover the model asks for now.
    func answerCovers(_ model: inout AppModel) {
        let requests = model.music.coversOnScreen(at: model.now, format: model.graphics.pictureFormat)
        _ = update(&model, .coversRendered(requests.map(rendered)), at: model.now)
    }

    func rendered(_ request: CoverRequest) -> RenderedCover {
        let letter = UnicodeScalar(UInt8(ascii: "a") + UInt8(twentySixAlbums.firstIndex { $0.id == request.key.albumID }!))
        let encoded = request.key.format.map {
            EncodedPicture(format: $0, cells: request.key.pictureCells, bytes: Array("PIC:\(request.key.albumID)".utf8))
        }
        return RenderedCover(key: request.key, picture: SymbolMosaic(size: request.key.size, fill: SymbolMosaic.Tile(letter)),
                             encoded: encoded)
    }

    /// The canvas's text with the cells under each picture that may show now in capitals: what the user sees as a
    /// real picture reads upper case, symbols read lower case.
    func pictureMap(_ canvas: Canvas) -> [String] {
        var marked = canvas
        for placement in canvas.pictures where placement.showNow {
            for y in placement.rect.y..<placement.rect.maxY {
                for x in placement.rect.x..<placement.rect.maxX {
                    marked[x, y] = Cell(String(canvas[x, y].scalar).uppercased().unicodeScalars.first!)
                }
            }
        }
        return marked.trimmedLines
    }

    /// The part of its picture each placement shows, by the screen cell of its top left.
    func sourceRects(_ canvas: Canvas) -> [Point: Rect] {
        Dictionary(canvas.pictures.map { (Point(x: $0.rect.x, y: $0.rect.y), $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    /// Compares `pictureMap` to the expected lines, printing the actual map on failure.
    func assertPictures(_ canvas: Canvas, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let actual = pictureMap(canvas)
        if actual != expected {
            XCTFail("pictures differ; actual:\n" + actual.joined(separator: "\n"), file: file, line: line)
        }
    }

    func testEveryCoverWhollyOnScreenGetsItsPictureOverItsSymbols() {
        let model = pictureWall()
        assertPictures(AppView.render(model), [
            "┏━━━━━━━━┓",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃Homogen…┃ Highway…  Discove…  Low",
            "┃Bjork   ┃ Bob Dyl…  Daft Pu…  David B…",
            "┗━━━━━━━━┛",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " Maggot…   Blue Tr…  Blue      Unknown…",
            " Funkade…  John Co…  Joni Mi…  Joy Div…",
        ])
    }

    func testACoverCutByTheRightAndBottomEdgesShowsTheVisiblePartOfItsKittyPicture() {
        let model = pictureWall(size: Size(width: 44, height: 11))
        let canvas = AppView.render(model)
        assertPictures(canvas, [
            "┏━━━━━━━━┓",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
            "┃Homogen…┃ Highway…  Discove…  Low       Rum",
            "┃Bjork   ┃ Bob Dyl…  Daft Pu…  David B…  Fle",
            "┗━━━━━━━━┛",
            " AAAAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBB",
            " AAAAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBB",
            " AAAAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBB",
        ])
        let sources = sourceRects(canvas)
        XCTAssertEqual(sources[Point(x: 1, y: 1)], Rect(x: 0, y: 0, width: 8, height: 4), "whole")
        XCTAssertEqual(sources[Point(x: 41, y: 1)], Rect(x: 0, y: 0, width: 3, height: 4), "cut by the right edge")
        XCTAssertEqual(sources[Point(x: 1, y: 8)], Rect(x: 0, y: 0, width: 8, height: 3), "cut by the bottom edge")
        XCTAssertEqual(sources[Point(x: 41, y: 8)], Rect(x: 0, y: 0, width: 3, height: 3), "cut by both")
        XCTAssertNotEqual(canvas[41, 1].scalar, canvas[1, 8].scalar,
                          "the cover cut by the right edge is not the next row's first again (issue 20, item 14)")
        for placement in canvas.pictures {
            XCTAssertEqual(placement.key.crop, nil, "kitty places the whole cover's picture")
            XCTAssertEqual(Size(width: placement.rect.width, height: placement.rect.height),
                           Size(width: placement.source.width, height: placement.source.height))
        }
    }

    func testWhileTheWallGlidesKittyShowsThePartsOfTheCoversCutByTheTopAndLeftEdges() {
        var model = pictureWall(size: Size(width: 44, height: 11))
        _ = update(&model, .input(.mouse(MouseEvent(.press, .left, at: Point(x: 20, y: 5)))), at: at(0))
        _ = update(&model, .input(.mouse(MouseEvent(.drag, .left, at: Point(x: 17, y: 3)))), at: at(0.02))
        answerCovers(&model)
        let canvas = AppView.render(model)
        assertPictures(canvas, [
            "PPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFFFFF",
            "PPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFFFFF",
            "PPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFFFFF",
            "mogen…┃ Highway…  Discove…  Low       Rumour",
            "ork   ┃ Bob Dyl…  Daft Pu…  David B…  Fleetw",
            "━━━━━━┛",
            "AAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBBBBB",
            "AAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBBBBB",
            "AAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBBBBB",
            "AAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBBBBB",
            "ue Tr…  Blue      Unknown…  Hounds…   Kind o",
        ])
        let sources = sourceRects(canvas)
        XCTAssertEqual(sources[Point(x: 0, y: 0)], Rect(x: 2, y: 1, width: 6, height: 3), "cut by the top and left")
        XCTAssertEqual(sources[Point(x: 8, y: 0)], Rect(x: 0, y: 1, width: 8, height: 3), "cut by the top")
        XCTAssertEqual(sources[Point(x: 0, y: 6)], Rect(x: 2, y: 0, width: 6, height: 4), "cut by the left")
        XCTAssertEqual(sources[Point(x: 38, y: 0)], Rect(x: 0, y: 1, width: 6, height: 3), "cut by the top and right")
        XCTAssertEqual(sources[Point(x: 8, y: 6)], Rect(x: 0, y: 0, width: 8, height: 4), "whole")
    }

    func testAtRestSixelAndITerm2ShowCutCoversCroppedAndKeepTheLastRowAsSymbols() throws {
        for imageProtocol in [ImageProtocol.sixel, .iterm2] {
            let model = pictureWall(imageProtocol, size: Size(width: 44, height: 12))
            let canvas = AppView.render(model)
            assertPictures(canvas, [
                "┏━━━━━━━━┓",
                "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
                "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
                "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
                "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFF",
                "┃Homogen…┃ Highway…  Discove…  Low       Rum",
                "┃Bjork   ┃ Bob Dyl…  Daft Pu…  David B…  Fle",
                "┗━━━━━━━━┛",
                " AAAAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBB",
                " AAAAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBB",
                " AAAAAAAA  DDDDDDDD  OOOOOOOO  JJJJJJJJ  BBB",
                " aaaaaaaa  dddddddd  oooooooo  jjjjjjjj  bbb",
            ])
            for placement in canvas.pictures {
                XCTAssertTrue(placement.isWhole, "\(imageProtocol) places whole pictures, cropped when encoded")
                XCTAssertEqual(placement.picture.cells, Size(width: placement.rect.width, height: placement.rect.height))
            }
            let corner = try XCTUnwrap(canvas.pictures.first { $0.rect.x == 41 && $0.rect.y == 8 })
            XCTAssertEqual(corner.key.crop, Rect(x: 0, y: 0, width: 3, height: 3), "\(imageProtocol)")
            XCTAssertEqual(canvas.pictures.first { $0.rect.x == 1 && $0.rect.y == 1 }?.key.crop, nil, "whole")
        }
    }

    func testANotificationOverACutCoverTakesItsPartialPicture() {
        var model = pictureWall(size: Size(width: 36, height: 11))
        model.notifications.show("Playing: Blue Train by John Coltrane", from: .top, severity: .info, at: 0)
        model.now = at(2)
        assertPictures(AppView.render(model), [
            "┏━━━━━━━━┓",
            "┃p╭──────────────────────────────╮ww",
            "┃p│ • Playing: Blue Train by     │ww",
            "┃p│   John Coltrane              │ww",
            "┃p╰──────────────────────────────╯ww",
            "┃Homogen…┃ Highway…  Discove…  Low",
            "┃Bjork   ┃ Bob Dyl…  Daft Pu…  David",
            "┗━━━━━━━━┛",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOO",
        ])
    }

    func testTheSearchLineTakesThePicturesOfTheCoversItCovers() {
        var model = pictureWall(size: Size(width: 40, height: 12))
        _ = update(&model, .input(.key(KeyEvent(.char("/")))), at: at(0))
        assertPictures(AppView.render(model), [
            "┏━━━━━━━━┓",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW",
            "┃Homogen…┃ Highway…  Discove…  Low",
            "┃Bjork   ┃ Bob Dyl…  Daft Pu…  David B…",
            "┗━━━━━━━━┛",
            " tttttttt  aaaaaaaa  dddddddd  oooooooo",
            " tttttttt  aaaaaaaa  dddddddd  oooooooo",
            " tttttttt  aaaaaaaa  dddddddd  oooooooo",
            "/                title, artist or track",
        ])
    }

    func testANotificationOverATileTakesItsPictureAndLeavesTheOthers() {
        var model = pictureWall()
        model.notifications.show("Playing: Blue Train", from: .top, severity: .info, at: 0)
        model.now = at(2)
        assertPictures(AppView.render(model), [
            "┏━━━━━━━━┓",
            "┃pppppp╭───────────────────────╮wwwwwww",
            "┃pppppp│ • Playing: Blue Train │wwwwwww",
            "┃pppppp╰───────────────────────╯wwwwwww",
            "┃pppppppp┃ llllllll  rrrrrrrr  wwwwwwww",
            "┃Homogen…┃ Highway…  Discove…  Low",
            "┃Bjork   ┃ Bob Dyl…  Daft Pu…  David B…",
            "┗━━━━━━━━┛",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " TTTTTTTT  AAAAAAAA  DDDDDDDD  OOOOOOOO",
            " Maggot…   Blue Tr…  Blue      Unknown…",
            " Funkade…  John Co…  Joni Mi…  Joy Div…",
        ])
    }

    func testTheHelpOverlayTakesThePicturesUnderIt() {
        var model = pictureWall(size: Size(width: 80, height: 24))
        _ = update(&model, .input(.key(KeyEvent(.char("?")))), at: at(0))
        assertPictures(AppView.render(model), [
            "┏━━━╭─────────────────────────────── Keys ────────────────────────────────╮",
            "┃ppp│ Anywhere                                                            │dddd",
            "┃ppp│   Tab T              clock <-> album wall / timers (Tab: clock)     │dddd",
            "┃ppp│   ?                  this help                                      │dddd",
            "┃ppp│   q                  quit                                           │dddd",
            "┃Hom│   click a notice     dismiss it                                     │",
            "┃Bjo│   Ctrl-C             quit, also from this help                      │ Mi…",
            "┗━━━│   Ctrl-Z             suspend (fg resumes)                           │",
            " ooo│   Ctrl-L             redraw the screen                              │qqqq",
            " ooo│                                                                     │qqqq",
            " ooo│ Music (every screen)                                                │qqqq",
            " ooo│   Space              play / pause                                   │qqqq",
            " Unk│   x                  play, or resume where it stopped               │y",
            " Joy│   v                  stop                                           │ish…",
            "    │   < >                previous / next track                          │",
            " hhh│   , .                seek -/+ 10 s                                  │kkkk",
            " hhh│   { }                seek -/+ 1 minute                              │kkkk",
            " hhh│   9 0                volume -/+ 5 %                                 │kkkk",
            " hhh│                                                                     │kkkk",
            " Pur│ Ringing alarm or timer                                              │Sou…",
            " Pri│   s S                snooze                                         │Bea…",
            "    │   Enter r            dismiss / restart the timer                    │",
            " ccc│   click a button     Snooze, Restart or Dismiss on the notice       │",
            " ccc╰─────────────────────── ↑ ↓ PgUp PgDn scroll ─────────────── ▼ more ─╯",
        ])
    }

    func testTheOpenPanelTakesThePicturesItCoversAndShowsItsOwnCoverAsAPicture() {
        var model = pictureWall(.sixel, size: Size(width: 60, height: 30))
        _ = update(&model, .input(.key(KeyEvent(.enter))), at: at(0))
        model.now = at(0.05)
        XCTAssertTrue(AppView.render(model).pictures.allSatisfy { !$0.showNow }, "sixel waits while the panel zooms")
        _ = update(&model, .tick, at: at(1))
        answerCovers(&model)
        assertPictures(AppView.render(model), [
            "┏━━━━━━━━┓",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFFFFFFF  TTTTTTTT",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFFFFFFF  TTTTTTTT",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFFFFFFF  TTTTTTTT",
            "┃PPPPPPPP┃ LLLLLLLL  RRRRRRRR  WWWWWWWW  FFFFFFFF  TTTTTTTT",
            "┃Homogen…┃ Highway…  Discove…  Low       Rumours   Maggot…",
            "┃▶ Bjork ┃ Bob Dyl…  Daft Pu…  David B…  Fleetwo…  Funkade…",
            "┗━━━━━━━━┛",
            " a╭──────────────────────────────────────────────────────╮v",
            " a│ PPPPPPPPPPPPPPPPPPPP  Homogenic                      │v",
            " a│ PPPPPPPPPPPPPPPPPPPP  Bjork                          │v",
            " a│ PPPPPPPPPPPPPPPPPPPP  in order  repeat off           │v",
            " B│ PPPPPPPPPPPPPPPPPPPP    1. Track 1              1:35 │s",
            " J│ PPPPPPPPPPPPPPPPPPPP    2. Track 2              2:36 │…",
            "  │ PPPPPPPPPPPPPPPPPPPP    3. Track 3              3:37 │",
            " s│ PPPPPPPPPPPPPPPPPPPP                                 │z",
            " s│ PPPPPPPPPPPPPPPPPPPP                                 │z",
            " s│ PPPPPPPPPPPPPPPPPPPP                                 │z",
            " s│ PPPPPPPPPPPPPPPPPPPP  Starting                       │z",
            " I│                                                      │",
            " N│ Space play/pause  n next  b previous  Esc close      │…",
            "  ╰──────────────────────────────────────────────────────╯",
            " EEEEEEEE  YYYYYYYY  NNNNNNNN  MMMMMMMM  UUUUUUUU  KKKKKKKK",
            " EEEEEEEE  YYYYYYYY  NNNNNNNN  MMMMMMMM  UUUUUUUU  KKKKKKKK",
            " EEEEEEEE  YYYYYYYY  NNNNNNNN  MMMMMMMM  UUUUUUUU  KKKKKKKK",
            " EEEEEEEE  YYYYYYYY  NNNNNNNN  MMMMMMMM  UUUUUUUU  KKKKKKKK",
            " OK Comp…  Aja       Innervi…  Remain…   Marquee…  Pet Sou…",
            " Radiohe…  Steely…   Stevie…   Talking…  Televis…  The Bea…",
            "",
            " cccccccc  xxxxxxxx",
        ])
    }

    func testSixelAndITerm2PicturesWaitWhileTheWallGlidesAndKittyFollowsIt() {
        for imageProtocol in [ImageProtocol.kitty, .sixel, .iterm2] {
            var model = pictureWall(imageProtocol, size: Size(width: 40, height: 30))
            _ = update(&model, .input(.key(KeyEvent(.pageDown))), at: at(0))
            model.now = at(0.05)
            let gliding = AppView.render(model).pictures
            XCTAssertFalse(gliding.isEmpty, "\(imageProtocol)")
            XCTAssertEqual(gliding.allSatisfy(\.showNow), imageProtocol == .kitty, "\(imageProtocol) while gliding")
            _ = update(&model, .tick, at: at(1))
            answerCovers(&model)
            let resting = AppView.render(model).pictures
            XCTAssertFalse(resting.isEmpty)
            XCTAssertTrue(resting.allSatisfy(\.showNow), "\(imageProtocol) at rest")
        }
    }

    func testSymbolsDrawTheSameCellsAndPlaceNoPicture() {
        let symbols = pictureWall(.symbols), kitty = pictureWall(.kitty)
        XCTAssertTrue(AppView.render(symbols).pictures.isEmpty)
        XCTAssertEqual(AppView.render(symbols).lines, AppView.render(kitty).lines)
    }

    func testEachPictureIsTheEncodedCoverForTheTerminalsFormat() throws {
        let model = pictureWall(.sixel)
        let placement = try XCTUnwrap(AppView.render(model).pictures.first)
        XCTAssertEqual(placement.key.format, model.graphics.pictureFormat)
        XCTAssertEqual(placement.picture.bytes, Array("PIC:\(placement.key.albumID)".utf8))
        XCTAssertEqual(placement.rect.width, placement.key.size.width)
    }
}
