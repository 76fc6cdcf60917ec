import ClockCore
import XCTest
@testable import ClockRender

/// Covers as real pictures on the canvas: where a cover's encoded picture is held, its symbols are drawn and the
/// picture is laid over them; whatever is drawn over the cover afterwards takes the picture away.
final class CoverPictureViewTests: XCTestCase {
    let size = Size(width: 40, height: 14)

    /// The wall of five covered albums (8×4 covers) on a terminal that shows pictures in `imageProtocol`, with every
    /// cover asked for answered: symbols of the album's letter (a–e) and a picture whose bytes name the album.
    func pictureWall(_ imageProtocol: ImageProtocol = .kitty, size: Size? = nil) -> AppModel {
        let size = size ?? self.size
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .graphicsFound(TerminalGraphics(imageProtocol: imageProtocol)), at: at(0))
        _ = update(&model, .input(.key(KeyEvent(.tab))), at: at(0))
        let covered = fiveAlbums.map { album -> Album in
            var album = album
            album.cover = .file(path: album.directory + "/cover.jpg")
            return album
        }
        _ = update(&model, .albumsFound(covered), at: at(0))
        _ = update(&model, .libraryScanFinished(albumCount: 5, message: nil), at: at(0))
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
        let letter = UnicodeScalar(UInt8(ascii: "a") + UInt8(fiveAlbums.firstIndex { $0.id == request.key.albumID }!))
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
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃Blue Tr…┃ Blue      Kind of…  OK Comp…",
            "┃John Co…┃ Joni Mi…  Miles D…  Radiohe…",
            "┗━━━━━━━━┛",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " Abbey R…  Blue Tr…  Blue      Kind of…",
            " The Bea…  John Co…  Joni Mi…  Miles D…",
        ])
    }

    func testACoverCutByTheRightAndBottomEdgesShowsTheVisiblePartOfItsKittyPicture() {
        let model = pictureWall(size: Size(width: 44, height: 11))
        let canvas = AppView.render(model)
        assertPictures(canvas, [
            "┏━━━━━━━━┓",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
            "┃Blue Tr…┃ Blue      Kind of…  OK Comp…  Abb",
            "┃John Co…┃ Joni Mi…  Miles D…  Radiohe…  The",
            "┗━━━━━━━━┛",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEE",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEE",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEE",
        ])
        let sources = sourceRects(canvas)
        XCTAssertEqual(sources[Point(x: 1, y: 1)], Rect(x: 0, y: 0, width: 8, height: 4), "whole")
        XCTAssertEqual(sources[Point(x: 41, y: 1)], Rect(x: 0, y: 0, width: 3, height: 4), "cut by the right edge")
        XCTAssertEqual(sources[Point(x: 1, y: 8)], Rect(x: 0, y: 0, width: 8, height: 3), "cut by the bottom edge")
        XCTAssertEqual(sources[Point(x: 41, y: 8)], Rect(x: 0, y: 0, width: 3, height: 3), "cut by both")
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
            "AAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCCCCC",
            "AAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCCCCC",
            "AAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCCCCC",
            "ue Tr…┃ Blue      Kind of…  OK Comp…  Abbey",
            "hn Co…┃ Joni Mi…  Miles D…  Radiohe…  The Be",
            "━━━━━━┛",
            "CCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEE",
            "CCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEE",
            "CCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEE",
            "CCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEE",
            "bey R…  Blue Tr…  Blue      Kind of…  OK Com",
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
                "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
                "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
                "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
                "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCC",
                "┃Blue Tr…┃ Blue      Kind of…  OK Comp…  Abb",
                "┃John Co…┃ Joni Mi…  Miles D…  Radiohe…  The",
                "┗━━━━━━━━┛",
                " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEE",
                " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEE",
                " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEE",
                " cccccccc  aaaaaaaa  dddddddd  bbbbbbbb  eee",
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
            "┃a╭──────────────────────────────╮ee",
            "┃a│ • Playing: Blue Train by     │ee",
            "┃a│   John Coltrane              │ee",
            "┃a╰──────────────────────────────╯ee",
            "┃Blue Tr…┃ Blue      Kind of…  OK Co",
            "┃John Co…┃ Joni Mi…  Miles D…  Radio",
            "┗━━━━━━━━┛",
            " EEEEEEEE  CCCCCCCC  AAAAAAAA  DDDDD",
            " EEEEEEEE  CCCCCCCC  AAAAAAAA  DDDDD",
            " EEEEEEEE  CCCCCCCC  AAAAAAAA  DDDDD",
        ])
    }

    func testTheSearchLineTakesThePicturesOfTheCoversItCovers() {
        var model = pictureWall(size: Size(width: 40, height: 12))
        _ = update(&model, .input(.key(KeyEvent(.char("/")))), at: at(0))
        assertPictures(AppView.render(model), [
            "┏━━━━━━━━┓",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE",
            "┃Blue Tr…┃ Blue      Kind of…  OK Comp…",
            "┃John Co…┃ Joni Mi…  Miles D…  Radiohe…",
            "┗━━━━━━━━┛",
            " cccccccc  aaaaaaaa  dddddddd  bbbbbbbb",
            " cccccccc  aaaaaaaa  dddddddd  bbbbbbbb",
            " cccccccc  aaaaaaaa  dddddddd  bbbbbbbb",
            "/                       title or artist",
        ])
    }

    func testANotificationOverATileTakesItsPictureAndLeavesTheOthers() {
        var model = pictureWall()
        model.notifications.show("Playing: Blue Train", from: .top, severity: .info, at: 0)
        model.now = at(2)
        assertPictures(AppView.render(model), [
            "┏━━━━━━━━┓",
            "┃aaaaaa╭───────────────────────╮eeeeeee",
            "┃aaaaaa│ • Playing: Blue Train │eeeeeee",
            "┃aaaaaa╰───────────────────────╯eeeeeee",
            "┃aaaaaaaa┃ dddddddd  bbbbbbbb  eeeeeeee",
            "┃Blue Tr…┃ Blue      Kind of…  OK Comp…",
            "┃John Co…┃ Joni Mi…  Miles D…  Radiohe…",
            "┗━━━━━━━━┛",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB",
            " Abbey R…  Blue Tr…  Blue      Kind of…",
            " The Bea…  John Co…  Joni Mi…  Miles D…",
        ])
    }

    func testTheHelpOverlayTakesThePicturesUnderIt() {
        var model = pictureWall(size: Size(width: 80, height: 24))
        _ = update(&model, .input(.key(KeyEvent(.char("?")))), at: at(0))
        assertPictures(AppView.render(model), [
            "┏━━━╭─────────────────────────────── Keys ────────────────────────────────╮",
            "┃aaa│ Anywhere                                                            │bbbb",
            "┃aaa│   Tab                next screen (clock, album wall)                │bbbb",
            "┃aaa│   ?                  this help                                      │bbbb",
            "┃aaa│   q                  quit                                           │bbbb",
            "┃Blu│   click a notice     dismiss it                                     │ of…",
            "┃Joh│   Ctrl-C             quit, also from this help                      │s D…",
            "┗━━━│   Ctrl-Z             suspend (fg resumes)                           │",
            " eee│   Ctrl-L             redraw the screen                              │aaaa",
            " eee│                                                                     │aaaa",
            " eee│ Music (every screen)                                                │aaaa",
            " eee│   Space              play / pause                                   │aaaa",
            " OK │   x                  play, or resume where it stopped               │ Tr…",
            " Rad│   v                  stop                                           │ Co…",
            "    │   < >                previous / next track                          │",
            " ddd│   , .                seek -/+ 10 s                                  │eeee",
            " ddd│   { }                seek -/+ 1 minute                              │eeee",
            " ddd│   9 0                volume -/+ 5 %                                 │eeee",
            " ddd│                                                                     │eeee",
            " Blu│ Ringing alarm                                                       │omp…",
            " Jon│   s S                snooze                                         │ohe…",
            "    │   Enter              dismiss                                        │",
            " ccc│   click a button     Snooze or Dismiss on the notice                │dddd",
            " ccc╰─────────────────────── ↑ ↓ PgUp PgDn scroll ─────────────── ▼ more ─╯dddd",
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
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCCCCCCC  AAAAAAAA",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCCCCCCC  AAAAAAAA",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCCCCCCC  AAAAAAAA",
            "┃AAAAAAAA┃ DDDDDDDD  BBBBBBBB  EEEEEEEE  CCCCCCCC  AAAAAAAA",
            "┃▶ Blue… ┃ Blue      Kind of…  OK Comp…  Abbey R…  ▶ Blue…",
            "┃John Co…┃ Joni Mi…  Miles D…  Radiohe…  The Bea…  John Co…",
            "┗━━━━━━━━┛",
            " d╭──────────────────────────────────────────────────────╮d",
            " d│ AAAAAAAAAAAAAAAAAAAA  Blue Train                     │d",
            " d│ AAAAAAAAAAAAAAAAAAAA  John Coltrane                  │d",
            " d│ AAAAAAAAAAAAAAAAAAAA  in order  repeat off           │d",
            " B│ AAAAAAAAAAAAAAAAAAAA    1. Track 1              1:35 │",
            " J│ AAAAAAAAAAAAAAAAAAAA    2. Track 2              2:36 │…",
            "  │ AAAAAAAAAAAAAAAAAAAA    3. Track 3              3:37 │",
            " b│ AAAAAAAAAAAAAAAAAAAA                                 │b",
            " b│ AAAAAAAAAAAAAAAAAAAA                                 │b",
            " b│ AAAAAAAAAAAAAAAAAAAA                                 │b",
            " b│ AAAAAAAAAAAAAAAAAAAA  Starting                       │b",
            " K│                                                      │…",
            " M│ Space play/pause  n next  b previous  ↑↓ Enter pick… │…",
            "  ╰──────────────────────────────────────────────────────╯",
            " EEEEEEEE  CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEEEE",
            " EEEEEEEE  CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEEEE",
            " EEEEEEEE  CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEEEE",
            " EEEEEEEE  CCCCCCCC  AAAAAAAA  DDDDDDDD  BBBBBBBB  EEEEEEEE",
            " OK Comp…  Abbey R…  ▶ Blue…   Blue      Kind of…  OK Comp…",
            " Radiohe…  The Bea…  John Co…  Joni Mi…  Miles D…  Radiohe…",
            "",
            " cccccccc  aaaaaaaa  dddddddd  bbbbbbbb  eeeeeeee  cccccccc",
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
