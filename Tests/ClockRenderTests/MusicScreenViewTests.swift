import ClockCore
import ClockRender
import XCTest

/// The album wall screen as a whole: the wall, what an unsuccessful scan said, and the panel on top.
final class MusicScreenViewTests: XCTestCase {
    func wallModel(_ msgs: [Msg], size: Size = Size(width: 60, height: 12)) -> AppModel {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        for msg in [.input(.key(KeyEvent(.tab)))] + msgs { _ = update(&model, msg, at: at(0)) }
        model.notifications = NotificationStack(screen: size)  // the screen itself, without the slide-ins
        return model
    }

    func testAScanThatFoundNothingSaysWhyUnderTheWallsMessage() {
        let why = "No playable music in /music (from --music)"
        let model = wallModel([.libraryScanFinished(albumCount: 0, message: why)])
        assertLines(AppView.render(model), [
            "",
            "",
            "",
            "",
            "",
            "                      No albums found",
            "             Use --music DIR to show your music",
            "",
            "         No playable music in /music (from --music)",
            "",
            "",
            "",
        ])
    }

    func testWhileScanningTheWallSaysItIsLooking() {
        let model = wallModel([])
        XCTAssertTrue(AppView.render(model).trimmedLines.contains { $0.contains("Looking for music") })
    }

    func testTheOpenPanelListsTheTracksOverTheWall() {
        var model = wallModel([.albumsFound(fiveAlbums), .libraryScanFinished(albumCount: 5, message: nil)],
                              size: Size(width: 80, height: 24))
        _ = update(&model, .input(.key(KeyEvent(.enter))), at: at(0))
        _ = update(&model, .player(.playlistPosition(0)), at: at(0))
        model.now = at(1)
        let text = AppView.render(model, covers: StubCovers()).trimmedLines.joined(separator: "\n")
        for expected in ["Blue Train", "John Coltrane", "Track 1", "Track 2", "Track 3", "Playing"] {
            XCTAssertTrue(text.contains(expected), "\(expected) in\n\(text)")
        }
    }
}
