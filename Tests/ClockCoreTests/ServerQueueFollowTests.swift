@testable import ClockCore
import Foundation
import XCTest

/// A server (MPD) that plays what tui-clock did not start — a queue built before it started, or replaced by another
/// client — reports it as albums (`serverQueue`): the song's album is loaded as it plays, the albums after it are the
/// queue, nothing is sent back, and the keys act on that queue as it is.
final class ServerQueueFollowTests: XCTestCase {
    let albums = sampleAlbums(3)

    func testAQueuePlayingBeforeTheStartIsLoadedWithoutAWordToTheServer() {
        var player = MusicPlayer(playsOnServer: true)
        XCTAssertEqual(player.apply(.serverQueue([albums[1], albums[2]]), seed: 1, at: 0), [], "MPD plays it already")
        XCTAssertEqual(player.album, albums[1])
        XCTAssertEqual(player.queue, [albums[2]])
        for event: PlayerEvent in [.playlistPosition(2), .paused(true), .duration(30), .timePosition(12)] {
            XCTAssertEqual(player.apply(event, seed: 1, at: 0), [])
        }
        XCTAssertEqual(player.currentAlbumTrack, 2)
        XCTAssertTrue(player.playback.isPaused)
        XCTAssertEqual(player.playback.elapsed, 12)
        // Space, next and the seek keys act on what MPD plays: they are MPD's commands, nothing re-queued.
        XCTAssertEqual(player.togglePause(seed: 1), [.setPaused(false)])
        XCTAssertEqual(player.next(seed: 1), [.next], "its last song: MPD plays on into the next album")
        XCTAssertEqual(player.seek(by: 10), [.seekBy(10)])
    }

    func testAnotherClientsQueueReplacesTheAlbumTuiClockStarted() {
        var player = MusicPlayer(playsOnServer: true)
        _ = player.play(albums[0], seed: 1)
        _ = player.apply(.playlistPosition(1), seed: 1, at: 0)
        XCTAssertEqual(player.apply(.serverQueue([albums[2]]), seed: 1, at: 0), [])
        XCTAssertEqual(player.album, albums[2])
        XCTAssertTrue(player.queue.isEmpty)
        XCTAssertEqual(player.playback.phase, .loading, "until MPD says which of its songs plays")
        _ = player.apply(.playlistPosition(0), seed: 1, at: 0)
        XCTAssertEqual(player.playback.currentTrack, albums[2].tracks[0])
        XCTAssertEqual(player.resumePoint?.album, albums[2], "a restart resumes what MPD played last")
    }

    func testTheSameAlbumReadAgainKeepsItsPlaybackAndTakesTheNewQueue() {
        var player = MusicPlayer(playsOnServer: true)
        _ = player.apply(.serverQueue([albums[0]]), seed: 1, at: 0)
        _ = player.apply(.playlistPosition(1), seed: 1, at: 0)
        _ = player.apply(.timePosition(20), seed: 1, at: 0)
        // Another client added an album after it: MPD's queue read again.
        XCTAssertEqual(player.apply(.serverQueue([albums[0], albums[1]]), seed: 1, at: 0), [])
        XCTAssertEqual(player.currentAlbumTrack, 1)
        XCTAssertEqual(player.playback.elapsed, 20)
        XCTAssertEqual(player.queue, [albums[1]])
    }

    func testPreviousOnTheAlbumsFirstSongGoesBackInTheServersQueue() {
        var player = MusicPlayer(playsOnServer: true)
        _ = player.apply(.serverQueue([albums[1]]), seed: 1, at: 0)
        _ = player.apply(.playlistPosition(0), seed: 1, at: 0)
        XCTAssertEqual(player.previous(), [.previous],
                       "the song before it is another album's, or MPD starts this again")
        var local = MusicPlayer()
        _ = local.play(albums[1], seed: 1)
        _ = local.apply(.playlistPosition(0), seed: 1, at: 0)
        XCTAssertEqual(local.previous(), [.playIndex(0)], "mpv's playlist is the album: its first track again")
    }

    func testPlayingAnAlbumOnTheServerKeepsTheAlbumsQueuedAfterIt() {
        var player = MusicPlayer(playsOnServer: true)
        _ = player.apply(.serverQueue([albums[1], albums[2]]), seed: 1, at: 0)
        XCTAssertEqual(player.play(albums[0], seed: 1),
                       [.load(paths: albums[0].tracks.map(\.path), startAt: 0),
                        .append(paths: albums[2].tracks.map(\.path))],
                       "MPD's queue is replaced by the album, and what the panel says comes next goes after it again")
        XCTAssertEqual(player.queue, [albums[2]])
    }

    func testTheRemoteAndTheOpenPanelFollowTheServersQueue() {
        var model = AppModel(options: AppOptions(musicServer: "MPD at 127.0.0.1:6600"),
                             screenSize: Size(width: 100, height: 30), now: at(0))
        _ = update(&model, .player(.serverQueue([albums[0]])), at: at(1))
        var effects: [Effect] = []
        for event: PlayerEvent in [.playlistPosition(0), .duration(30), .timePosition(3)] {
            effects += update(&model, .player(event), at: at(1))
        }
        let published = effects.compactMap { if case .publishPlayerStatus(let status) = $0 { status } else { nil } }
        XCTAssertEqual(published.last?.track?.title, albums[0].tracks[0].title, "MPRIS names MPD's song")
        XCTAssertEqual(published.last?.state, .playing)
        XCTAssertFalse(effects.contains { if case .player = $0 { true } else { false } }, "nothing sent to MPD")
        _ = model.updateMusic(.openPlaying, at: at(2))
        XCTAssertEqual(model.music.panel?.album, albums[0])
        // Another client replaces the queue: the open panel shows the new song's album.
        _ = update(&model, .player(.serverQueue([albums[2]])), at: at(3))
        _ = update(&model, .player(.playlistPosition(0)), at: at(3))
        XCTAssertEqual(model.music.panel?.album, albums[2])
        XCTAssertEqual(PlayerStatus(model.music.player).track?.album, albums[2].title)
    }

    func testMPDsVolumeFirstHeardAtTheStartIsNoNewsButAnotherClientsChangeIs() {
        var model = AppModel(options: AppOptions(musicServer: "MPD at 127.0.0.1:6600"),
                             screenSize: Size(width: 100, height: 30), now: at(0))
        _ = update(&model, .player(.volume(40)), at: at(1))
        XCTAssertEqual(model.music.player.volume, 40)
        XCTAssertEqual(model.notifications.shown.map(\.message), [], "where MPD stands as tui-clock starts")
        _ = update(&model, .player(.volume(55)), at: at(2))
        XCTAssertEqual(model.notifications.shown.map(\.message), ["Volume 55 %"], "mpc volume 55 from elsewhere")
    }

    func testAnotherClientClearingMPDsQueueIsNotUndone() {
        var player = MusicPlayer(playsOnServer: true)
        _ = player.apply(.serverQueue([albums[0], albums[1]]), seed: 1, at: 0)
        _ = player.apply(.playlistPosition(1), seed: 1, at: 0)
        // mpc clear: MPD stops, and says so.
        XCTAssertEqual(player.apply(.playlistPosition(nil), seed: 1, at: 0), [])
        XCTAssertEqual(player.apply(.idle, seed: 1, at: 0), [], "the album after it is not put back in MPD's queue")
        XCTAssertEqual(player.playback.phase, .complete)
        var local = MusicPlayer()
        _ = local.play(albums[0], seed: 1)
        _ = local.enqueue(albums[1], seed: 1)
        _ = local.apply(.playlistPosition(0), seed: 1, at: 0)
        XCTAssertEqual(local.apply(.idle, seed: 1, at: 0).first, .load(paths: albums[1].tracks.map(\.path), startAt: 0),
                       "mpv's queue is tui-clock's: the next album plays")
    }
}
