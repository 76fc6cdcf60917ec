@testable import ClockCore
import Foundation
import XCTest

/// A server (MPD) stopped with a queue — stopped before tui-clock started, or by another client's `mpc stop` — keeps
/// its song: the panel shows that song stopped, and Space, `x`, `n`, `b` and MPRIS's Play play MPD's own queue from
/// there (its `play POS`), never tui-clock's remembered album in its place.
final class ServerStoppedQueueTests: XCTestCase {
    let albums = sampleAlbums(3)

    /// MPD's queue of `albums[1]` then `albums[2]`, stopped at the first album's song `track`, as MPD reports it at
    /// tui-clock's start.
    private func stoppedAtStart(track: Int, memory: PlayerMemory = PlayerMemory()) -> MusicPlayer {
        var player = MusicPlayer(memory: memory, playsOnServer: true)
        XCTAssertEqual(player.apply(.serverQueue([albums[1], albums[2]]), seed: 1, at: 0), [])
        for event: PlayerEvent in [.playlistPosition(track), .stopped, .paused(false)] {
            XCTAssertEqual(player.apply(event, seed: 1, at: 0), [], "nothing is sent: MPD's queue is as MPD left it")
        }
        return player
    }

    func testAQueueStoppedBeforeTheStartShowsItsSongStopped() {
        let player = stoppedAtStart(track: 1)
        XCTAssertEqual(player.album, albums[1])
        XCTAssertEqual(player.queue, [albums[2]])
        XCTAssertEqual(player.playback.phase, .stopped)
        XCTAssertEqual(player.playback.currentTrack, albums[1].tracks[1])
        XCTAssertEqual(player.playback.stateLine, "Stopped  0:00 / 1:30", "play starts the song from its beginning")
        XCTAssertNil(player.playback.statusText, "not \"Playback complete\": the queue is there")
        XCTAssertFalse(player.isPlaying, "nothing to redraw every second")
    }

    func testSpacePlaysMPDsQueueAtItsSongNotTheRememberedAlbum() {
        let remembered = PlayerMemory(album: albums[0], track: 2, position: 40)
        var player = stoppedAtStart(track: 1, memory: remembered)
        XCTAssertEqual(player.togglePause(seed: 1), [.playIndex(1)])
        XCTAssertEqual(player.resume(seed: 1), [.playIndex(1)], "x too")
        XCTAssertEqual(player.perform(.play, at: at(1)), [.playIndex(1)], "MPRIS's Play")
        XCTAssertEqual(player.perform(.pause, at: at(1)), [], "MPRIS's Pause: nothing plays to pause")
        // MPD plays it: the panel follows.
        for event: PlayerEvent in [.playlistPosition(1), .duration(90), .timePosition(0)] {
            XCTAssertEqual(player.apply(event, seed: 1, at: 2), [])
        }
        XCTAssertEqual(player.playback.phase, .playing)
        XCTAssertFalse(player.playback.isPaused)
        XCTAssertTrue(player.isPlaying)
        XCTAssertEqual(player.album, albums[1])
    }

    func testNextAndPreviousWhileStoppedPlayTheSongsBesideItInMPDsQueue() {
        var player = stoppedAtStart(track: 1)
        // MPD refuses `next` and `previous` while stopped ("Not playing"): the song itself is played.
        XCTAssertEqual(player.next(seed: 1), [.playIndex(2)])
        XCTAssertEqual(player.previous(), [.playIndex(0)])
        XCTAssertEqual(player.play(index: 0), [.playIndex(0)], "a click on a track")
        var last = stoppedAtStart(track: 2)
        XCTAssertEqual(last.next(seed: 1), [.playIndex(3)], "the queued album's first song, just after the album")
        XCTAssertEqual(last.queue, [albums[2]], "MPD reports it when it plays it")
        var first = stoppedAtStart(track: 0)
        XCTAssertEqual(first.previous(), [.playIndex(0)])
    }

    func testAnotherClientsStopWhilePlayingShowsStoppedNotTheQueueGone() {
        var player = MusicPlayer(playsOnServer: true)
        _ = player.play(albums[0], seed: 1)
        _ = player.enqueue(albums[1], seed: 1)
        for event: PlayerEvent in [.playlistPosition(1), .duration(90), .timePosition(30)] {
            _ = player.apply(event, seed: 1, at: 0)
        }
        // mpc stop elsewhere: MPD keeps the song current.
        XCTAssertEqual(player.apply(.playlistPosition(1), seed: 1, at: 5), [])
        XCTAssertEqual(player.apply(.stopped, seed: 1, at: 5), [], "nothing re-queued, nothing played")
        XCTAssertEqual(player.playback.phase, .stopped)
        XCTAssertEqual(player.playback.currentIndex, 1)
        XCTAssertEqual(player.playback.elapsed, 0)
        XCTAssertEqual(player.queue, [albums[1]])
        // mpc play elsewhere: playing again, from the song's start.
        _ = player.apply(.playlistPosition(1), seed: 1, at: 6)
        _ = player.apply(.timePosition(0.2), seed: 1, at: 6)
        XCTAssertEqual(player.playback.phase, .playing)
        XCTAssertEqual(player.playback.elapsed, 0.2)
    }

    func testMPRISSaysStoppedAndNamesTheSongPlayWouldPlay() {
        let player = stoppedAtStart(track: 1)
        let status = PlayerStatus(player)
        XCTAssertEqual(status.state, .stopped)
        XCTAssertEqual(status.track?.title, albums[1].tracks[1].title)
        XCTAssertEqual(status.track?.album, albums[1].title)
        XCTAssertTrue(status.canPlay)
        XCTAssertFalse(status.canPause)
        XCTAssertFalse(status.canSeek)
        XCTAssertEqual(status.position, 0)
    }

    func testTheStoppedLineOnTheClockScreenAndInThePanel() {
        var model = AppModel(options: AppOptions(musicServer: "MPD at 127.0.0.1:6600"),
                             screenSize: Size(width: 100, height: 30), now: at(0))
        var effects: [Effect] = []
        for event: PlayerEvent in [.serverQueue([albums[1]]), .playlistPosition(2), .stopped, .paused(false)] {
            effects += update(&model, .player(event), at: at(1))
        }
        XCTAssertFalse(effects.contains { if case .player = $0 { true } else { false } }, "nothing sent to MPD")
        XCTAssertEqual(model.music.player.playback.phase, .stopped)
        let sent = update(&model, .input(key(.char(" "))), at: at(2)).compactMap {
            if case .player(let command) = $0 { command } else { nil }
        }
        XCTAssertEqual(sent, [.playIndex(2)], "Space on the clock screen plays MPD's song")
    }
}
