import ClockCore
import ClockRender
import XCTest

/// The clock screen's now-playing line, fitted to the screen's width.
final class NowPlayingViewTests: XCTestCase {
    func playing(title: String, artist: String) -> MusicPlayer {
        let album = Album(id: "a", title: "Album", artist: artist, directory: "/a",
                          tracks: [Track(title: title, path: "/a/1.ogg")], cover: .none)
        var player = MusicPlayer()
        _ = player.play(album, seed: 1)
        for event: PlayerEvent in [.playlistPosition(0), .duration(200), .timePosition(6)] { _ = player.apply(event, seed: 1, at: 0) }
        return player
    }

    func testTheWholeLineWhenItFits() {
        let player = playing(title: "Tock", artist: "Clockwork Quartet")
        XCTAssertEqual(NowPlayingView.fitted(player, width: 78, ascii: false), "▶ Tock — Clockwork Quartet · 0:06 / 3:20")
        XCTAssertEqual(NowPlayingView.fitted(player, width: 78, ascii: true), "> Tock - Clockwork Quartet - 0:06 / 3:20")
    }

    func testANarrowScreenCutsTheTitleAndKeepsTheTime() {
        let player = playing(title: "A Rather Long Track Title For The Line", artist: "A")
        XCTAssertEqual(NowPlayingView.fitted(player, width: 38, ascii: false), "▶ A Rather Long Track T… · 0:06 / 3:20")
    }

    func testTooNarrowForTheTimeAndATitleCutsTheWholeLine() {
        let player = playing(title: "Tock", artist: "Clockwork Quartet")
        XCTAssertEqual(NowPlayingView.fitted(player, width: 18, ascii: false), "▶ Tock — Clockwor…")
    }

    func testASongMPDIsStoppedAtShowsStoppedWithWhatComesAfterIt() {
        let tracks = [Track(title: "Tick", path: "/a/1.ogg"), Track(title: "Tock", path: "/a/2.ogg")]
        let album = Album(id: "a", title: "Album", artist: "Clockwork Quartet", directory: "/a", tracks: tracks,
                          cover: .none)
        let next = Album(id: "b", title: "B", artist: "B", directory: "/b", tracks: tracks, cover: .none)
        var player = MusicPlayer(playsOnServer: true)
        for event: PlayerEvent in [.serverQueue([album, next]), .playlistPosition(1), .stopped] {
            _ = player.apply(event, seed: 1, at: 0)
        }
        XCTAssertEqual(NowPlayingView.fitted(player, width: 78, ascii: false),
                       "■ Tock — Clockwork Quartet · stopped · 1 queued")
        XCTAssertEqual(NowPlayingView.fitted(player, width: 78, ascii: true),
                       "[] Tock - Clockwork Quartet - stopped - 1 queued")
    }
}
