import ClockCore
import ClockRender
import XCTest
@testable import ClockTerminal

/// What the terminal is sent, frame by frame, as covers with real pictures appear, move, are covered and go:
/// kitty transmits each picture once and then only places and unplaces it; sixel and iTerm2 pictures are drawn at
/// their cell and wiped by having curses repaint their rows. Escapes read as ⎋.
final class PictureLayerTests: XCTestCase {
    let screen = Size(width: 40, height: 12)
    /// What the kitty encoder writes (Codecs.h): transmit-and-show (`a=T`), a data chunk, the end.
    let chafaKitty = "⎋_Ga=T,q=2,C=1,f=32,s=20,v=20,c=2,r=1,m=1⎋\\⎋_Gq=2,m=1;AAAA⎋\\⎋_Gq=2,m=0⎋\\"

    func format(_ imageProtocol: ImageProtocol) -> PictureFormat {
        PictureFormat(imageProtocol: imageProtocol, cellPixels: .defaultCell)
    }

    /// A frame's canvas with the covers `tiles` (album id → top-left cell), 2×1 cells each, drawn with their pictures.
    func canvas(_ tiles: [(String, Point)], _ imageProtocol: ImageProtocol, showNow: Bool = true,
                drawOver: Rect? = nil) -> Canvas {
        var canvas = Canvas(size: screen)
        for (album, cell) in tiles {
            let rect = Rect(x: cell.x, y: cell.y, width: 2, height: 1)
            canvas.fill(rect, with: Cell("#"))
            let bytes = imageProtocol == .kitty ? chafaKitty.replacingOccurrences(of: "AAAA", with: album)
                                                : "⎋Pq" + album + "⎋\\"
            let picture = EncodedPicture(format: format(imageProtocol), cells: Size(width: 2, height: 1),
                                         bytes: Array(bytes.replacingOccurrences(of: "⎋", with: "\u{1B}").utf8))
            canvas.place(picture, key: CoverKey(albumID: album, size: picture.cells, format: picture.format), in: rect,
                         showNow: showNow)
        }
        if let drawOver { canvas.fill(drawOver, with: Cell("x")) }
        return canvas
    }

    func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    func send(_ layer: inout PictureLayer, _ canvas: Canvas, repainted: Bool = false) -> (rows: [Int], bytes: String) {
        let frame = layer.frame(canvas.pictures, screen: canvas.size, repainted: repainted)
        return (frame.repaintRows, text(frame.bytes))
    }

    // MARK: kitty

    func testKittyTransmitsACoverOnceUnderAnIdAndPlacesItAtItsCell() {
        var layer = PictureLayer(firstImageID: 7)
        let first = send(&layer, canvas([("one", Point(x: 4, y: 2))], .kitty))
        XCTAssertEqual(first.rows, [])
        XCTAssertEqual(first.bytes,
                       "⎋_Ga=t,i=7,q=2,f=32,s=20,v=20,m=1⎋\\⎋_Gq=2,m=1;one⎋\\⎋_Gq=2,m=0⎋\\"
                       + "⎋7⎋[3;5H⎋_Ga=p,i=7,p=1,c=2,r=1,C=1,q=1⎋\\⎋8")
        XCTAssertEqual(send(&layer, canvas([("one", Point(x: 4, y: 2))], .kitty)).bytes, "", "nothing changed")
    }

    /// A canvas with one 4×2-cell kitty cover (40×40 pixels) drawn at `cell`, however much of it is on screen.
    func cutCanvas(_ cell: Point, _ imageProtocol: ImageProtocol = .kitty) -> Canvas {
        var canvas = Canvas(size: screen)
        let rect = Rect(x: cell.x, y: cell.y, width: 4, height: 2)
        canvas.fill(rect, with: Cell("#"))
        let bytes = imageProtocol == .kitty ? chafaKitty.replacingOccurrences(of: "s=20,v=20,c=2,r=1", with: "s=40,v=40,c=4,r=2")
                                            : "⎋Pqbig⎋\\"
        let picture = EncodedPicture(format: format(imageProtocol), cells: Size(width: 4, height: 2),
                                     bytes: Array(bytes.replacingOccurrences(of: "⎋", with: "\u{1B}").utf8))
        canvas.place(picture, key: CoverKey(albumID: "big", size: picture.cells, format: picture.format), in: rect,
                     showNow: true)
        return canvas
    }

    func testAKittyCoverCutByAnEdgeIsPlacedWithTheSourceRectOfItsVisiblePart() {
        var layer = PictureLayer(firstImageID: 7)
        let corner = send(&layer, cutCanvas(Point(x: 38, y: 11)))
        XCTAssertEqual(corner.bytes,
                       "⎋_Ga=t,i=7,q=2,f=32,s=40,v=40,m=1⎋\\⎋_Gq=2,m=1;AAAA⎋\\⎋_Gq=2,m=0⎋\\"
                       + "⎋7⎋[12;39H⎋_Ga=p,i=7,p=1,x=0,y=0,w=20,h=20,c=2,r=1,C=1,q=1⎋\\⎋8",
                       "cut by the right and bottom edges: the top left 2×1 cells")
        XCTAssertEqual(send(&layer, cutCanvas(Point(x: -1, y: -1))).bytes,
                       "⎋_Ga=d,d=i,i=7,p=1,q=2⎋\\⎋7⎋[1;1H⎋_Ga=p,i=7,p=2,x=10,y=20,w=30,h=20,c=3,r=1,C=1,q=1⎋\\⎋8",
                       "cut by the top and left edges: the same image, its bottom right 3×1 cells, not transmitted again")
        XCTAssertEqual(send(&layer, cutCanvas(Point(x: 5, y: 5))).bytes,
                       "⎋_Ga=d,d=i,i=7,p=2,q=2⎋\\⎋7⎋[6;6H⎋_Ga=p,i=7,p=3,c=4,r=2,C=1,q=1⎋\\⎋8", "whole again")
    }

    func testAKittyCoverGlidingAcrossTheTopEdgeIsPlacedAgainEachFrameWithItsNewSourceRect() {
        var layer = PictureLayer(firstImageID: 7)
        _ = send(&layer, cutCanvas(Point(x: 5, y: 0)))
        let half = send(&layer, cutCanvas(Point(x: 5, y: -1))).bytes
        XCTAssertTrue(half.hasSuffix("⎋7⎋[1;6H⎋_Ga=p,i=7,p=2,x=0,y=20,w=40,h=20,c=4,r=1,C=1,q=1⎋\\⎋8"), half)
        XCTAssertFalse(half.contains("a=t"))
        XCTAssertEqual(send(&layer, cutCanvas(Point(x: 5, y: -2))).bytes, "⎋_Ga=d,d=i,i=7,p=2,q=2⎋\\", "gone above")
    }

    func testSixelAndITerm2DrawNoPartOfAPictureTheyCannotCrop() {
        for imageProtocol in [ImageProtocol.sixel, .iterm2] {
            var layer = PictureLayer()
            XCTAssertEqual(send(&layer, cutCanvas(Point(x: 38, y: 3), imageProtocol)).bytes, "", "\(imageProtocol)")
            XCTAssertEqual(send(&layer, cutCanvas(Point(x: 30, y: 3), imageProtocol)).bytes, "⎋7⎋[4;31H⎋Pqbig⎋\\⎋8")
        }
    }

    func testAMovedKittyPictureIsUnplacedAndPlacedAgainWithoutTransmitting() {
        var layer = PictureLayer(firstImageID: 7)
        _ = send(&layer, canvas([("one", Point(x: 4, y: 2))], .kitty))
        XCTAssertEqual(send(&layer, canvas([("one", Point(x: 4, y: 1))], .kitty)).bytes,
                       "⎋_Ga=d,d=i,i=7,p=1,q=2⎋\\⎋7⎋[2;5H⎋_Ga=p,i=7,p=2,c=2,r=1,C=1,q=1⎋\\⎋8")
    }

    func testACoveredKittyPictureIsUnplacedAndTheOthersStay() {
        var layer = PictureLayer(firstImageID: 7)
        let tiles = [("one", Point(x: 4, y: 2)), ("two", Point(x: 10, y: 2))]
        _ = send(&layer, canvas(tiles, .kitty))
        let covered = send(&layer, canvas(tiles, .kitty, drawOver: Rect(x: 5, y: 2, width: 1, height: 1)))
        XCTAssertEqual(covered.bytes, "⎋_Ga=d,d=i,i=7,p=1,q=2⎋\\")
        XCTAssertEqual(covered.rows, [])
    }

    func testTheSameKittyCoverTwiceOnScreenIsTransmittedOnceAndPlacedTwice() {
        var layer = PictureLayer(firstImageID: 7)
        let sent = send(&layer, canvas([("one", Point(x: 0, y: 0)), ("one", Point(x: 10, y: 0))], .kitty)).bytes
        XCTAssertEqual(sent.components(separatedBy: "a=t,").count - 1, 1)
        XCTAssertTrue(sent.contains("⎋[1;1H⎋_Ga=p,i=7,p=1,") && sent.contains("⎋[1;11H⎋_Ga=p,i=7,p=2,"))
    }

    func testKittyImagesBeyondTheBoundAreDeletedOldestFirstButNeverOnesOnScreen() {
        var layer = PictureLayer(maxHeldImages: 2, firstImageID: 1)
        _ = send(&layer, canvas([("one", Point(x: 0, y: 0))], .kitty))
        _ = send(&layer, canvas([("two", Point(x: 0, y: 0))], .kitty))
        let third = send(&layer, canvas([("three", Point(x: 0, y: 0)), ("two", Point(x: 10, y: 0))], .kitty)).bytes
        XCTAssertTrue(third.hasSuffix("⎋_Ga=d,d=I,i=1,q=2⎋\\"), third)
        XCTAssertFalse(third.contains("d=I,i=2") || third.contains("d=I,i=3"))
        let back = send(&layer, canvas([("one", Point(x: 0, y: 0))], .kitty)).bytes
        XCTAssertTrue(back.contains("a=t,i=4,"), "a deleted image is transmitted again under a new id")
    }

    /// Issue 20, item 1: kitty frees every image on the clear a full redraw sends (Ctrl-L, a resize, `fg`), so only
    /// placing them again showed symbols for the rest of the session.
    func testAFullRedrawClearsKittysImagesSoEachIsTransmittedAgain() {
        var layer = PictureLayer(firstImageID: 7)
        let tiles = [("one", Point(x: 4, y: 2))]
        _ = send(&layer, canvas(tiles, .kitty))
        XCTAssertEqual(send(&layer, canvas(tiles, .kitty), repainted: true).bytes,
                       "⎋_Ga=d,d=I,i=7,q=2⎋\\" + "⎋_Ga=t,i=8,q=2,f=32,s=20,v=20,m=1⎋\\⎋_Gq=2,m=1;one⎋\\⎋_Gq=2,m=0⎋\\"
                       + "⎋7⎋[3;5H⎋_Ga=p,i=8,p=2,c=2,r=1,C=1,q=1⎋\\⎋8",
                       "deleted for a terminal that kept it, transmitted and placed anew")
        XCTAssertEqual(send(&layer, canvas(tiles, .kitty)).bytes, "", "then it stands")
        XCTAssertEqual(text(layer.release()), "⎋_Ga=d,d=i,i=8,p=2,q=2⎋\\⎋_Ga=d,d=I,i=8,q=2⎋\\", "only the new image is ours")
    }

    func testSuspendUnplacesKittyPicturesAndResumeTransmitsThemAgain() {
        var layer = PictureLayer(firstImageID: 7)
        let tiles = [("one", Point(x: 4, y: 2))]
        _ = send(&layer, canvas(tiles, .kitty))
        XCTAssertEqual(text(layer.takeDown()), "⎋_Ga=d,d=i,i=7,p=1,q=2⎋\\")
        let resumed = send(&layer, canvas(tiles, .kitty), repainted: true).bytes
        XCTAssertTrue(resumed.contains("⎋_Ga=t,i=8,") && resumed.hasSuffix("⎋7⎋[3;5H⎋_Ga=p,i=8,p=2,c=2,r=1,C=1,q=1⎋\\⎋8"),
                      "the clear on resume freed it: transmitted again, \(resumed)")
    }

    /// A placement kitty refuses (`ENOENT`: a clear we did not send, its memory quota) has its image sent again.
    func testAnImageKittySaysItLostIsTransmittedAgainOnTheNextFrame() {
        var layer = PictureLayer(firstImageID: 7)
        let tiles = [("one", Point(x: 4, y: 2)), ("two", Point(x: 10, y: 2))]
        _ = send(&layer, canvas(tiles, .kitty))
        layer.imageMissing(id: 7)
        XCTAssertEqual(send(&layer, canvas(tiles, .kitty)).bytes,
                       "⎋_Ga=t,i=9,q=2,f=32,s=20,v=20,m=1⎋\\⎋_Gq=2,m=1;one⎋\\⎋_Gq=2,m=0⎋\\"
                       + "⎋7⎋[3;5H⎋_Ga=p,i=9,p=3,c=2,r=1,C=1,q=1⎋\\⎋8", "the other picture stands as it is")
        layer.imageMissing(id: 7)
        layer.imageMissing(id: 12345)
        XCTAssertEqual(send(&layer, canvas(tiles, .kitty)).bytes, "", "an id no longer ours changes nothing")
    }

    func testAnImageKittyRefusesAgainAndAgainKeepsItsSymbols() {
        var layer = PictureLayer(firstImageID: 7)
        let tiles = [("one", Point(x: 4, y: 2))]
        var id: UInt32 = 7
        for _ in 0..<PictureLayer.maxRefusals {
            XCTAssertTrue(send(&layer, canvas(tiles, .kitty)).bytes.contains("a=t,i=\(id),"))
            layer.imageMissing(id: id)
            id += 1
        }
        XCTAssertEqual(send(&layer, canvas(tiles, .kitty)).bytes, "", "not sent for ever to a terminal that drops it")
        XCTAssertTrue(send(&layer, canvas([("two", Point(x: 4, y: 2))], .kitty)).bytes.contains("a=t,i=\(id),"),
                      "other covers still come as pictures")
    }

    func testExitDeletesEveryKittyImageSoNothingStaysOnTheTerminal() {
        var layer = PictureLayer(firstImageID: 7)
        _ = send(&layer, canvas([("one", Point(x: 0, y: 0))], .kitty))
        _ = send(&layer, canvas([("two", Point(x: 4, y: 2))], .kitty))
        XCTAssertEqual(text(layer.release()),
                       "⎋_Ga=d,d=i,i=8,p=2,q=2⎋\\⎋_Ga=d,d=I,i=7,q=2⎋\\⎋_Ga=d,d=I,i=8,q=2⎋\\")
        XCTAssertEqual(text(layer.release()), "", "once")
    }

    func testKittyOutputWithoutACommandPlacesNothing() {
        var layer = PictureLayer()
        var canvas = Canvas(size: screen)
        let picture = EncodedPicture(format: format(.kitty), cells: Size(width: 2, height: 1), bytes: Array("junk".utf8))
        canvas.place(picture, key: CoverKey(albumID: "x", size: picture.cells, format: picture.format),
                     in: Rect(x: 0, y: 0, width: 2, height: 1), showNow: true)
        XCTAssertEqual(send(&layer, canvas).bytes, "")
    }

    // MARK: sixel and iTerm2

    func testASixelPictureIsDrawnAtItsCellOnceAndStaysWhileNothingChanges() {
        for imageProtocol in [ImageProtocol.sixel, .iterm2] {
            var layer = PictureLayer()
            let tiles = [("one", Point(x: 4, y: 2))]
            XCTAssertEqual(send(&layer, canvas(tiles, imageProtocol)).bytes, "⎋7⎋[3;5H⎋Pqone⎋\\⎋8")
            XCTAssertEqual(send(&layer, canvas(tiles, imageProtocol)).bytes, "")
        }
    }

    func testACoveredSixelPictureIsWipedByRepaintingItsRowsAndItsRowNeighboursAreDrawnAgain() {
        var layer = PictureLayer()
        let tiles = [("one", Point(x: 4, y: 2)), ("two", Point(x: 10, y: 2)), ("three", Point(x: 4, y: 5))]
        _ = send(&layer, canvas(tiles, .sixel))
        let covered = send(&layer, canvas(tiles, .sixel, drawOver: Rect(x: 4, y: 2, width: 1, height: 1)))
        XCTAssertEqual(covered.rows, [2])
        XCTAssertEqual(covered.bytes, "⎋7⎋[3;11H⎋Pqtwo⎋\\⎋8", "two shares the row; three is left alone")
    }

    func testSixelPicturesWaitWhileTheWallMovesAndComeBackWhenItRests() {
        var layer = PictureLayer()
        let tiles = [("one", Point(x: 4, y: 2))]
        _ = send(&layer, canvas(tiles, .sixel))
        let moving = send(&layer, canvas([("one", Point(x: 4, y: 3))], .sixel, showNow: false))
        XCTAssertEqual(moving.rows, [2])
        XCTAssertEqual(moving.bytes, "")
        XCTAssertEqual(send(&layer, canvas([("one", Point(x: 4, y: 3))], .sixel)).bytes, "⎋7⎋[4;5H⎋Pqone⎋\\⎋8")
    }

    func testASixelPictureOnTheBottomRowIsLeftToItsSymbolsSinceItWouldScrollTheTerminal() {
        var layer = PictureLayer()
        XCTAssertEqual(send(&layer, canvas([("one", Point(x: 4, y: screen.height - 1))], .sixel)).bytes, "")
        XCTAssertTrue(send(&layer, canvas([("one", Point(x: 4, y: screen.height - 1))], .kitty)).bytes.contains("a=p"))
    }

    func testAFullRedrawWipesSixelPicturesAndTheyAreDrawnAgain() {
        var layer = PictureLayer()
        let tiles = [("one", Point(x: 4, y: 2))]
        _ = send(&layer, canvas(tiles, .sixel))
        let redrawn = send(&layer, canvas(tiles, .sixel), repainted: true)
        XCTAssertEqual(redrawn.rows, [], "curses repaints everything anyway")
        XCTAssertEqual(redrawn.bytes, "⎋7⎋[3;5H⎋Pqone⎋\\⎋8")
    }

    func testLeavingTheWallWipesSixelPicturesAndSendsNoPicture() {
        var layer = PictureLayer()
        _ = send(&layer, canvas([("one", Point(x: 4, y: 2)), ("two", Point(x: 4, y: 6))], .sixel))
        let clock = send(&layer, Canvas(size: screen))
        XCTAssertEqual(clock.rows, [2, 6])
        XCTAssertEqual(clock.bytes, "")
        XCTAssertEqual(text(layer.takeDown()), "", "sixel pictures leave with the screen curses leaves")
    }

    func testAChangeOfProtocolReplacesThePictures() {
        var layer = PictureLayer(firstImageID: 7)
        let tiles = [("one", Point(x: 4, y: 2))]
        _ = send(&layer, canvas(tiles, .sixel))
        let kitty = send(&layer, canvas(tiles, .kitty))
        XCTAssertEqual(kitty.rows, [2])
        XCTAssertTrue(kitty.bytes.contains("a=t,i=7"))
    }

    // MARK: tmux

    /// tmux hands passed-through bytes on at once, while its own cursor on the outer terminal is wherever it last
    /// drew: in kitty under tmux every picture landed in the top-left corner. The cursor moves travel inside the
    /// passthrough, in the outer terminal's cells.
    func testInsideTmuxPicturesAndTheirCursorMovesAreWrappedTogetherAtThePanesPlace() {
        var layer = PictureLayer(firstImageID: 7)
        layer.tmuxPassthrough = true
        layer.tmuxPaneOrigin = Point(x: 60, y: 1)
        let sixel = send(&layer, canvas([("one", Point(x: 4, y: 2))], .sixel)).bytes
        XCTAssertEqual(sixel, "⎋Ptmux;⎋⎋7⎋⎋[4;65H⎋⎋Pqone⎋⎋\\⎋⎋8⎋\\")
        var kittyLayer = PictureLayer(firstImageID: 7)
        kittyLayer.tmuxPassthrough = true
        let kitty = send(&kittyLayer, canvas([("one", Point(x: 4, y: 2))], .kitty)).bytes
        XCTAssertTrue(kitty.hasPrefix("⎋Ptmux;⎋⎋_Ga=t,i=7,q=2,"), kitty)
        XCTAssertTrue(kitty.hasSuffix("⎋Ptmux;⎋⎋7⎋⎋[3;5H⎋⎋_Ga=p,i=7,p=1,c=2,r=1,C=1,q=1⎋⎋\\⎋⎋8⎋\\"), kitty)
    }

    /// A split beside the program's pane moves it on the outer terminal without changing anything in it: the
    /// pictures must follow, or they stay where the pane was (seen in kitty under tmux).
    func testPicturesFollowAPaneThatMovedOnTheOuterTerminal() {
        var kitty = PictureLayer(firstImageID: 7)
        kitty.tmuxPassthrough = true
        let wall = canvas([("one", Point(x: 4, y: 2))], .kitty)
        _ = send(&kitty, wall)
        XCTAssertEqual(send(&kitty, wall).bytes, "", "nothing moved")
        kitty.tmuxPaneOrigin = Point(x: 41, y: 0)
        XCTAssertEqual(send(&kitty, wall).bytes, "⎋Ptmux;⎋⎋7⎋⎋[3;46H⎋⎋_Ga=p,i=7,p=1,c=2,r=1,C=1,q=1⎋⎋\\⎋⎋8⎋\\",
                       "placed again, same ids, where the pane is now")
        XCTAssertEqual(send(&kitty, wall).bytes, "")

        var sixel = PictureLayer(firstImageID: 7)
        sixel.tmuxPassthrough = true
        let sixelWall = canvas([("one", Point(x: 4, y: 2))], .sixel)
        _ = send(&sixel, sixelWall)
        sixel.tmuxPaneOrigin = Point(x: 41, y: 0)
        let moved = send(&sixel, sixelWall)
        XCTAssertEqual(moved.rows, [2], "its row repainted")
        XCTAssertEqual(moved.bytes, "⎋Ptmux;⎋⎋7⎋⎋[3;46H⎋⎋Pqone⎋⎋\\⎋⎋8⎋\\", "and drawn where the pane is now")
    }

    func testOutsideTmuxThePaneOriginIsIgnored() {
        var layer = PictureLayer(firstImageID: 7)
        layer.tmuxPaneOrigin = Point(x: 60, y: 1)
        XCTAssertEqual(send(&layer, canvas([("one", Point(x: 4, y: 2))], .sixel)).bytes, "⎋7⎋[3;5H⎋Pqone⎋\\⎋8")
    }
}
