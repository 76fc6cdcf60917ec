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

    /// A compilation's track names its own artist, not the album's "Various Artists"; its canvas row as drawn.
    func testACompilationsTrackNamesItsOwnArtist() {
        let tracks = [Track(title: "Naima", path: "/c/1.flac", artist: "John Coltrane"),
                      Track(title: "Blue in Green", path: "/c/2.flac", artist: "Bill Evans")]
        let album = Album(id: "c", title: "Jazz", artist: "Various Artists", directory: "/c", tracks: tracks, cover: .none)
        var player = MusicPlayer()
        _ = player.play(album, seed: 1)
        for event: PlayerEvent in [.playlistPosition(0), .duration(190), .timePosition(42)] { _ = player.apply(event, seed: 1, at: 0) }
        var canvas = Canvas(size: Size(width: 44, height: 1), fill: Cell("."))
        NowPlayingView().render(player, in: Rect(x: 0, y: 0, width: 44, height: 1), into: &canvas)
        XCTAssertEqual(canvas.trimmedLines, [" ▶ Naima — John Coltrane · 0:42 / 3:10"])
        XCTAssertEqual(NowPlayingView.fitted(player, width: 30, ascii: false), "▶ Naima — John… · 0:42 / 3:10")
        _ = player.apply(.playlistPosition(1), seed: 1, at: 0)
        XCTAssertEqual(NowPlayingView.line(player, ascii: true), "> Blue in Green - Bill Evans - 0:00")
    }
}
