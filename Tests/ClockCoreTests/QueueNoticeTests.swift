@testable import ClockCore
import XCTest

/// `e` on the wall says what it did. Queueing the album that plays (to hear it again after itself) added it to the
/// queue without a word: the notice was left out whenever the queued album was the one playing, which was meant for
/// `e` with nothing playing, where the album plays at once (seen in tmux: `e` twice on one album, the clock's line
/// said "1 queued" and the wall nothing; README: `e` queues the focused album after what plays).
final class QueueNoticeTests: XCTestCase {
    let album = Album(id: "l", title: "Long", artist: "A", directory: "/l",
                      tracks: (1...3).map { Track(title: "T\($0)", path: "/l/\($0).ogg", duration: 200) }, cover: .none)

    func wall() -> AppModel {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: at(0))
        _ = update(&model, .albumsFound([album]), at: at(0))
        _ = update(&model, .input(.key(KeyEvent(.tab))), at: at(0))
        return model
    }

    func testQueueingThePlayingAlbumSaysItIsQueued() {
        var model = wall()
        _ = update(&model, .input(.key(KeyEvent(.char("e")))), at: at(1))
        _ = update(&model, .player(.ready), at: at(1))
        _ = update(&model, .player(.playlistPosition(0)), at: at(1))
        XCTAssertEqual(model.music.player.album?.id, "l", "e with nothing playing plays the album at once")
        XCTAssertFalse(model.notifications.messages.contains { $0.hasPrefix("Queued") }, "\(model.notifications.messages)")
        _ = update(&model, .input(.key(KeyEvent(.char("e")))), at: at(2))
        XCTAssertEqual(model.music.player.queue.map(\.id), ["l"])
        XCTAssertTrue(model.notifications.messages.contains("Queued: Long"), "\(model.notifications.messages)")
    }
}
