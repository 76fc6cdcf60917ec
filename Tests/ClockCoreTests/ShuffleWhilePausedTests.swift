@testable import ClockCore
import XCTest

/// Shuffle (`s` in the panel, the remote's Shuffle) pressed while the music is paused reloaded the album: the player
/// played it for a moment (the remote saw Stopped, Playing, Paused). It stays paused at its track and second now;
/// only what comes after it is in another order.
final class ShuffleWhilePausedTests: XCTestCase {
    let album = Album(id: "l", title: "Long", artist: "A", directory: "/l",
                      tracks: (1...12).map { Track(title: "T\($0)", path: "/l/\($0).ogg", duration: 200) }, cover: .none)

    func paused(at track: Int, seconds: Double) -> MusicPlayer {
        var player = MusicPlayer()
        _ = player.play(album, track: track, seed: 1)
        _ = player.apply(.playlistPosition(track), seed: 1, at: 0)
        _ = player.apply(.timePosition(seconds), seed: 1, at: 0)
        XCTAssertEqual(player.togglePause(seed: 1), [.setPaused(true)])
        _ = player.apply(.paused(true), seed: 1, at: 0)
        return player
    }

    func testShuffleWhilePausedSendsNoPlayNoLoadAndKeepsTheTrackAndSecond() {
        var player = paused(at: 5, seconds: 73)
        let on = player.perform(.setShuffle(true), at: at(1))
        XCTAssertEqual(on, [.reorder(paths: player.order.map { album.tracks[$0].path }, current: 0)])
        XCTAssertFalse(on.contains { if case .load = $0 { true } else { false } }, "nothing loaded again")
        XCTAssertFalse(on.contains(.setPaused(false)), "nothing played")
        XCTAssertTrue(player.playback.isPaused)
        XCTAssertEqual(player.currentAlbumTrack, 5)
        XCTAssertEqual(player.playback.elapsed, 73)
        XCTAssertEqual(Set(player.order), Set(0..<12))
        XCTAssertNotEqual(Array(player.order.dropFirst()), (0..<12).filter { $0 != 5 }, "what comes next is reordered")
        // mpv reports the file at its new place: still the same track, still paused, still 1:13.
        XCTAssertEqual(player.apply(.playlistPosition(0), seed: 1, at: 2), [])
        XCTAssertEqual(player.playback.elapsed, 73)
        XCTAssertTrue(player.playback.isPaused)

        let off = player.perform(.setShuffle(false), at: at(3))
        XCTAssertEqual(off, [.reorder(paths: album.tracks.map(\.path), current: 5)], "back in the album's order")
        XCTAssertEqual(player.order, Array(0..<12))
        XCTAssertEqual(player.playback.currentIndex, 5)
        XCTAssertTrue(player.playback.isPaused)
        XCTAssertEqual(player.playback.elapsed, 73)
        // Space goes on from there, and the next track is the album's next.
        XCTAssertEqual(player.togglePause(seed: 1), [.setPaused(false)])
        XCTAssertEqual(player.next(seed: 1), [.next])
    }

    /// The same through the app: the remote hears only the shuffle change (no playback status but Paused).
    func testTheRemoteSeesOnlyShuffleChangeWhilePaused() {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: at(0))
        _ = update(&model, .albumsFound([album]), at: at(0))
        _ = update(&model, .input(.key(KeyEvent(.tab))), at: at(0))
        _ = update(&model, .input(.key(KeyEvent(.enter))), at: at(1))
        _ = update(&model, .player(.playlistPosition(0)), at: at(1))
        _ = update(&model, .player(.timePosition(30)), at: at(1))
        _ = update(&model, .remoteControl(.pause), at: at(2))
        _ = update(&model, .player(.paused(true)), at: at(2))
        let effects = update(&model, .remoteControl(.setShuffle(true)), at: at(3))
        let statuses = effects.compactMap { if case .publishPlayerStatus(let s) = $0 { s } else { nil } }
        XCTAssertEqual(statuses.map(\.shuffle), [true])
        XCTAssertEqual(statuses.map(\.state), [.paused], "\(statuses)")
        XCTAssertFalse(effects.contains { if case .player(.load) = $0 { true } else { false } }, "\(effects)")
    }
}
