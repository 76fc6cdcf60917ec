@testable import ClockCore
import Foundation
import XCTest

/// Issue 21 on simulated time: the music outlives the panel, the controls, the queue, and what survives a restart.
final class MusicPlayerTests: XCTestCase {
    let albums = sampleAlbums(3)

    func playing(_ album: Album, track: Int = 0) -> MusicPlayer {
        var player = MusicPlayer()
        _ = player.play(album, seed: 1)
        _ = player.apply(.playlistPosition(track), seed: 1, at: 0)
        _ = player.apply(.duration(60), seed: 1, at: 0)
        // mpv's first time report: the file is open and takes a seek.
        _ = player.apply(.timePosition(0), seed: 1, at: 0)
        return player
    }

    /// `.` `.` pressed just after `>`, before mpv has even moved (the keys come in one read) or while it still opens
    /// the next file (it refuses a seek then), are held and sent, added up, with the next time report; they were lost
    /// (the journey test saw it under load).
    func testSeekKeysJustAfterNextAreSentOnceTheNextTrackReportsATime() {
        var player = playing(albums[0])
        XCTAssertEqual(player.perform(.nextTrack, at: at(1)), [.next])
        XCTAssertEqual(player.perform(.seek(seconds: 10), at: at(1)), [], "held: the track is changing")
        XCTAssertEqual(player.apply(.playlistPosition(1), seed: 1, at: 1), [])
        XCTAssertEqual(player.perform(.seek(seconds: 10), at: at(1)), [], "held: the file is still opening")
        XCTAssertEqual(player.apply(.timePosition(0), seed: 1, at: 1), [.seekBy(20)], "both, once it plays")
        XCTAssertEqual(player.perform(.seek(seconds: 10), at: at(2)), [.seekBy(10)], "then at once again")
        // A seek held for a track the user leaves again is dropped, not applied to the one after.
        XCTAssertEqual(player.perform(.previousTrack, at: at(3)), [.previous])
        XCTAssertEqual(player.perform(.seek(seconds: 10), at: at(3)), [])
        XCTAssertEqual(player.perform(.nextTrack, at: at(3)), [.next])
        _ = player.apply(.playlistPosition(1), seed: 1, at: 3)
        XCTAssertEqual(player.apply(.timePosition(0), seed: 1, at: 3), [])
    }

    /// The remote's SetPosition just after Next (`playerctl next; playerctl position 20`), while mpv still opens the
    /// file: mpv refuses a seek then, so it was lost; it is held for the track's first time report, as the seek keys
    /// are. A position held for a track the user leaves is dropped.
    func testAPositionAskedWhileTheNextTrackOpensIsSoughtOnceItReportsATime() {
        var player = playing(albums[0])
        XCTAssertEqual(player.perform(.nextTrack, at: at(1)), [.next])
        _ = player.apply(.playlistPosition(1), seed: 1, at: 1)
        XCTAssertEqual(player.perform(.seekTo(seconds: 20), at: at(1)), [], "held: the file is still opening")
        XCTAssertEqual(player.apply(.timePosition(0), seed: 1, at: 1), [.seekTo(20)])
        XCTAssertEqual(player.perform(.seekTo(seconds: 30), at: at(2)), [.seekTo(30)], "then at once")
        XCTAssertEqual(player.perform(.nextTrack, at: at(3)), [.next])
        _ = player.apply(.playlistPosition(2), seed: 1, at: 3)
        XCTAssertEqual(player.perform(.seekTo(seconds: 20), at: at(3)), [])
        XCTAssertEqual(player.perform(.previousTrack, at: at(3)), [.previous])
        _ = player.apply(.playlistPosition(1), seed: 1, at: 3)
        XCTAssertEqual(player.apply(.timePosition(0), seed: 1, at: 3), [], "not sought on the track before")
    }

    func testAQueuedAlbumPlaysWhenTheAlbumEnds() {
        var player = playing(albums[0], track: 2)
        XCTAssertEqual(player.enqueue(albums[1], seed: 1), [], "queued, not started")
        XCTAssertEqual(player.queue, [albums[1]])
        let commands = player.apply(.endOfFile(reason: "eof", error: nil), seed: 1, at: 0)
        XCTAssertEqual(commands, [.load(paths: albums[1].tracks.map(\.path), startAt: 0)])
        XCTAssertEqual(player.album, albums[1])
        XCTAssertTrue(player.queue.isEmpty)
    }

    func testNextOnTheLastTrackGoesToTheQueueAndDelTakesTheLastOff() {
        var player = playing(albums[0], track: 2)
        _ = player.enqueue(albums[1], seed: 1)
        _ = player.enqueue(albums[2], seed: 1)
        player.unqueue(player.queue.count - 1)
        XCTAssertEqual(player.queue, [albums[1]])
        XCTAssertEqual(player.next(seed: 1), [.load(paths: albums[1].tracks.map(\.path), startAt: 0)])
    }

    func testSeekVolumeAndStop() {
        var player = playing(albums[0])
        XCTAssertEqual(player.perform(.seek(seconds: 10), at: at(1)), [.seekBy(10)])
        XCTAssertEqual(player.perform(.seek(seconds: -60), at: at(1)), [.seekBy(-60)])
        XCTAssertEqual(player.seek(toFraction: 0.5), [.seekTo(30)], "a click halfway along the bar")
        XCTAssertEqual(player.perform(.volume(-5), at: at(1)), [.setVolume(95)])
        for _ in 0..<30 { _ = player.perform(.volume(5), at: at(1)) }
        XCTAssertEqual(player.volume, 100, "at most full")
        XCTAssertEqual(player.perform(.stop, at: at(2)), [.stop])
        XCTAssertFalse(player.isLoaded)
        XCTAssertEqual(player.perform(.seek(seconds: 10), at: at(3)), [], "nothing to seek once stopped")
    }

    func testRepeatAlbumStartsItAgainAndRepeatTrackLoopsTheFile() {
        var player = playing(albums[0], track: 2)
        XCTAssertEqual(player.cycleRepeat(), [.loopTrack(false)])
        XCTAssertEqual(player.repeatMode, .album)
        XCTAssertEqual(player.apply(.endOfFile(reason: "eof", error: nil), seed: 1, at: 0),
                       [.load(paths: albums[0].tracks.map(\.path), startAt: 0)])
        XCTAssertEqual(player.cycleRepeat(), [.loopTrack(true)])
        XCTAssertEqual(player.cycleRepeat(), [.loopTrack(false)])
        XCTAssertEqual(player.repeatMode, .off)
    }

    /// Repeat album: `n` on the last track plays the first (as the album's end does), `b` on the first the last, and
    /// the remote is told it can; `n` there did nothing and CanGoNext was false. With repeat off both stay put.
    func testWithRepeatAlbumNextAndPreviousGoRoundTheAlbum() {
        var player = playing(albums[0], track: 2)
        XCTAssertEqual(player.next(seed: 1), [], "repeat off: nothing after the last track")
        XCTAssertFalse(PlayerStatus(player).canGoNext)
        _ = player.setRepeat(.album)
        XCTAssertTrue(PlayerStatus(player).canGoNext)
        XCTAssertEqual(player.next(seed: 1), [.playIndex(0)])
        _ = player.apply(.playlistPosition(0), seed: 1, at: 1)
        XCTAssertEqual(player.previous(), [.playIndex(2)])
        _ = player.setRepeat(.off)
        XCTAssertEqual(player.previous(), [.playIndex(0)], "repeat off: the first track starts again")
    }

    func testShuffleKeepsTheCurrentTrackAndPlaysTheRestInAnotherOrder() {
        let long = Album(id: "l", title: "Long", artist: "A", directory: "/l",
                         tracks: (1...20).map { Track(title: "T\($0)", path: "/l/\($0).ogg") }, cover: .none)
        var player = playing(long, track: 4)
        _ = player.apply(.timePosition(42), seed: 1, at: 0)
        let commands = player.toggleShuffle(seed: 7)
        XCTAssertTrue(player.shuffle)
        XCTAssertEqual(player.order.first, 4, "what plays goes on")
        XCTAssertEqual(Set(player.order), Set(0..<20))
        XCTAssertNotEqual(player.order, [4] + (0..<20).filter { $0 != 4 })
        // The file plays on untouched (it was reloaded and sought back to 0:42, a skip): only the playlist around it.
        XCTAssertEqual(commands, [.reorder(paths: player.order.map { long.tracks[$0].path }, current: 0)])
        XCTAssertEqual(player.playback.currentIndex, 0)
        XCTAssertEqual(player.playback.elapsed, 42)
        XCTAssertEqual(player.apply(.playlistPosition(0), seed: 1, at: 0), [])
        XCTAssertEqual(player.apply(.timePosition(43), seed: 1, at: 0), [], "no seek: it never left 0:42")
    }

    /// `x` ("play, or resume") after "Playback complete" plays the album again from its start, as Space and the
    /// remote's Play do; it did nothing. While the music plays it does nothing, and never pauses.
    func testXAfterTheAlbumEndedPlaysItAgainAndNeverPausesWhatPlays() {
        var player = playing(albums[0], track: 2)
        XCTAssertEqual(player.perform(.resume, at: at(1)), [], "playing: nothing to resume")
        _ = player.apply(.endOfFile(reason: "eof", error: nil), seed: 1, at: 0)
        _ = player.apply(.idle, seed: 1, at: 0)
        XCTAssertEqual(player.playback.phase, .complete)
        XCTAssertEqual(player.perform(.resume, at: at(2)), [.load(paths: albums[0].tracks.map(\.path), startAt: 0)])
        var paused = playing(albums[0])
        _ = paused.perform(.playPause, at: at(1))
        XCTAssertEqual(paused.perform(.resume, at: at(2)), [.setPaused(false)])
    }

    func testStopThenRestartResumesAtTheTrackAndPosition() throws {
        var player = playing(albums[0], track: 1)
        _ = player.apply(.timePosition(42), seed: 1, at: 0)
        _ = player.changeVolume(by: -20)
        _ = player.cycleRepeat()
        _ = player.stop()
        // Through the state file, as a restart reads it.
        let bytes = StateFileFormat.encode(SavedState(player: player.memory))
        let memory = try StateFileFormat.decode(bytes).player
        XCTAssertEqual(memory.volume, 80)
        XCTAssertEqual(memory.repeatMode, .album)
        var restarted = MusicPlayer(memory: memory)
        // The file names the album; its tracks come back from the library (`MusicScreen` asks for them).
        XCTAssertEqual(restarted.resumeNeedsTracks?.id, albums[0].id)
        XCTAssertEqual(restarted.perform(.resume, at: at(100)), [], "nothing to play until the tracks are read")
        let resumed = try XCTUnwrap(restarted.resume(albums[0], seed: 1))
        XCTAssertEqual(resumed.outcome, .asLeft)
        XCTAssertEqual(resumed.commands, [.load(paths: albums[0].tracks.map(\.path), startAt: 1), .setVolume(80)])
        XCTAssertEqual(restarted.apply(.playlistPosition(1), seed: 1, at: 0), [], "mpv refuses a seek while the file opens")
        XCTAssertEqual(restarted.apply(.duration(60), seed: 1, at: 0), [])
        XCTAssertEqual(restarted.apply(.timePosition(0), seed: 1, at: 0), [.seekTo(42)])
    }

    func testACompilationResumedAfterARestartStillNamesEachTracksArtist() throws {
        let tracks = [Track(title: "Naima", path: "/c/1.flac", artist: "John Coltrane"), Track(title: "Tock", path: "/c/2.flac")]
        let album = Album(id: "c", title: "Jazz", artist: "Various Artists", directory: "/c", tracks: tracks, cover: .none)
        // The state file names the album now (the library reads each track's artist again); one written before it
        // kept the tracks, each with its own artist, and still reads them.
        let old = Array(#"{"version": 2, "alarms": [], "player": {"album": {"id": "c", "title": "Jazz", "artist": "Various Artists", "directory": "/c", "tracks": [{"title": "Naima", "path": "/c/1.flac", "artist": "John Coltrane"}, {"title": "Tock", "path": "/c/2.flac"}]}}}"#.utf8)
        let memory = try StateFileFormat.decode(old).player
        XCTAssertEqual(memory.album, album)
        XCTAssertEqual(memory.album?.tracks, tracks)
        let nul = Array(#"{"version": 2, "alarms": [], "player": {"album": {"id": "c", "title": "J", "artist": "V", "directory": "/c", "tracks": [{"title": "N", "path": "/c/1.flac", "artist": "a\u0000b"}]}}}"#.utf8)
        XCTAssertThrowsError(try StateFileFormat.decode(nul), "a track artist is checked as the album's is")
    }

    func testAnOlderStateFileWithoutThePlayerReadsWithItsDefaults() throws {
        let old = Array(#"{"version": 2, "selected": 0, "alarms": [{"id": 1, "hour": 7, "minute": 0}]}"#.utf8)
        XCTAssertEqual(try StateFileFormat.decode(old).player, PlayerMemory())
        let bad = Array(#"{"version": 2, "alarms": [], "player": {"volume": 900}}"#.utf8)
        XCTAssertThrowsError(try StateFileFormat.decode(bad), "a volume tui-clock cannot have written makes the file bad")
    }

    func testClosingThePanelLeavesTheMusicAndTheClockShowsWhatPlays() {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 80, height: 24), now: at(0))
        _ = update(&model, .input(key(.tab)), at: at(0))
        _ = update(&model, .albumsFound(albums), at: at(0))
        _ = update(&model, .input(key(.enter)), at: at(1))
        _ = update(&model, .player(.playlistPosition(0)), at: at(1))
        _ = update(&model, .input(key(.escape)), at: at(2))
        _ = update(&model, .input(key(.tab)), at: at(3))
        XCTAssertEqual(model.screen, .clock, "wall, clock")
        XCTAssertTrue(model.music.player.isPlaying)
        let line = try? XCTUnwrap(model.clockLayout.nowPlaying)
        XCTAssertEqual(line, Rect(x: 0, y: 23, width: 80, height: 1))
        // The wall's `e` is not the clock's; Space and `.` work here too.
        _ = update(&model, .player(.timePosition(1)), at: at(4))
        XCTAssertEqual(update(&model, .input(key(.char("."))), at: at(4)), [.player(.seekBy(10))])
        XCTAssertEqual(update(&model, .input(key(.char(" "))), at: at(4)).first, .player(.setPaused(true)))
        // A click on the line opens the player on the wall.
        _ = update(&model, .input(mouse(.press, 5, 23)), at: at(5))
        XCTAssertEqual(model.screen, .albumWall)
        XCTAssertEqual(model.music.panel?.album, albums[0])
    }
}
