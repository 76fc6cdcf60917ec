@testable import ClockCore
import Foundation
import XCTest

/// The desktop's remote (MPRIS) on simulated time: its requests are music keys taking the keys' path through
/// `update`, and what it is told (`PlayerStatus`) is published when, and only when, it changes.
final class RemoteControlTests: XCTestCase {
    let albums = sampleAlbums(2)

    func playing(track: Int = 0) -> AppModel {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: at(0))
        _ = model.music.player.play(albums[0], seed: 1)
        for event: PlayerEvent in [.playlistPosition(track), .duration(60), .timePosition(5)] {
            _ = update(&model, .player(event), at: at(1))
        }
        return model
    }

    func published(_ effects: [Effect]) -> [PlayerStatus] {
        effects.compactMap { if case .publishPlayerStatus(let status) = $0 { status } else { nil } }
    }

    func testPlayAndPauseAskedTwiceChangeNothingTheSecondTime() {
        var model = playing()
        XCTAssertEqual(update(&model, .remoteControl(.play), at: at(2)), [], "already playing")
        let paused = update(&model, .remoteControl(.pause), at: at(2))
        XCTAssertTrue(paused.contains(.player(.setPaused(true))), "\(paused)")
        XCTAssertEqual(published(paused).map(\.state), [.paused])
        XCTAssertFalse(update(&model, .remoteControl(.pause), at: at(3)).contains(.player(.setPaused(true))))
        XCTAssertTrue(update(&model, .remoteControl(.play), at: at(4)).contains(.player(.setPaused(false))))
    }

    /// The next album starting (`>` on the last track into the queue; Enter on the wall, repeat album alike) stays
    /// Playing for the remote while mpv opens it: it was told Stopped, then Playing, and a sound menu blinked.
    func testAnAlbumStartingAfterAnotherIsNeverStoppedForTheRemote() {
        var model = playing(track: albums[0].tracks.count - 1)
        _ = model.music.player.enqueue(albums[1], seed: 1)
        let next = update(&model, .remoteControl(.nextTrack), at: at(2))
        XCTAssertTrue(next.contains(.player(.load(paths: albums[1].tracks.map(\.path), startAt: 0))), "\(next)")
        XCTAssertEqual(model.music.player.playback.phase, .loading)
        XCTAssertEqual(PlayerStatus(model.music.player).state, .playing)
        XCTAssertTrue(PlayerStatus(model.music.player).canPause, "Playing, so it can pause")
        let paused = update(&model, .remoteControl(.pause), at: at(2))
        XCTAssertTrue(paused.contains(.player(.setPaused(true))), "\(paused)")
        XCTAssertEqual(published(paused).map(\.state), [.paused])
        _ = update(&model, .remoteControl(.play), at: at(2))
        let started = update(&model, .player(.playlistPosition(0)), at: at(3))
        XCTAssertEqual(published(next + started).map(\.state), [.playing, .playing])
        XCTAssertFalse(model.music.player.playback.isPaused)
        XCTAssertEqual(PlayerStatus(model.music.player).track?.album, albums[1].title)
    }

    func testTheRemotesNextIsTheKeysNext() {
        var byKey = playing(), byRemote = playing()
        let keyEffects = update(&byKey, .input(.key(KeyEvent(.char(">")))), at: at(2))
        let remoteEffects = update(&byRemote, .remoteControl(.nextTrack), at: at(2))
        XCTAssertEqual(remoteEffects, keyEffects)
        XCTAssertTrue(remoteEffects.contains(.player(.next)))
        XCTAssertEqual(byRemote, byKey)
    }

    func testVolumeShuffleRepeatAndPositionAreSetOutright() {
        var model = playing()
        let volume = update(&model, .remoteControl(.setVolume(50)), at: at(2))
        XCTAssertTrue(volume.contains(.player(.setVolume(50))))
        XCTAssertEqual(published(volume).map(\.volume), [50])
        XCTAssertEqual(update(&model, .remoteControl(.setRepeat(.track)), at: at(2)).filter { if case .player = $0 { true } else { false } },
                       [.player(.loopTrack(true))])
        XCTAssertEqual(update(&model, .remoteControl(.setRepeat(.track)), at: at(2)), [], "already so")
        XCTAssertEqual(model.music.player.perform(.seekTo(seconds: 30), at: at(3)), [.seekTo(30)])
        XCTAssertEqual(model.music.player.perform(.seekTo(seconds: 61), at: at(3)), [], "past the track's end: ignored")
        XCTAssertEqual(model.music.player.perform(.seekTo(seconds: -1), at: at(3)), [], "before its start: ignored")
        _ = update(&model, .remoteControl(.setShuffle(true)), at: at(4))
        XCTAssertTrue(model.music.player.shuffle)
        XCTAssertEqual(update(&model, .remoteControl(.setShuffle(true)), at: at(4)), [], "already so")
    }

    /// MPRIS's xesam:artist is the track's own on a compilation, xesam:albumArtist the album's; on an album by one
    /// artist both are its artist.
    func testACompilationsTrackTellsTheRemoteItsOwnArtist() {
        let tracks = [Track(title: "Naima", path: "/c/1.flac", trackNumber: 1, artist: "John Coltrane"),
                      Track(title: "Tock", path: "/c/2.flac", trackNumber: 2)]
        let album = Album(id: "c", title: "Jazz", artist: "Various Artists", directory: "/c", tracks: tracks, cover: .none)
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: at(0))
        _ = model.music.player.play(album, seed: 1)
        _ = update(&model, .player(.playlistPosition(0)), at: at(1))
        var track = PlayerStatus(model.music.player).track
        XCTAssertEqual(track?.title, "Naima")
        XCTAssertEqual(track?.artist, "John Coltrane")
        XCTAssertEqual(track?.albumArtist, "Various Artists")
        _ = update(&model, .player(.playlistPosition(1)), at: at(2))
        track = PlayerStatus(model.music.player).track
        XCTAssertEqual(track?.artist, "Various Artists", "a track without an artist of its own has the album's")
        XCTAssertEqual(track?.albumArtist, "Various Artists")
    }

    func testQuitFromTheRemoteQuitsAsQDoes() {
        var model = playing()
        XCTAssertEqual(update(&model, .remoteQuit, at: at(2)), [.quit])
    }

    func testTheStatusIsPublishedOnChangesOnlyAndSaysWhatThePanelShows() {
        var model = playing()
        let status = PlayerStatus(model.music.player)
        XCTAssertEqual(status.state, .playing)
        XCTAssertEqual(status.track?.title, albums[0].tracks[0].title)
        XCTAssertEqual(status.track?.album, albums[0].title)
        XCTAssertEqual(status.track?.artist, albums[0].artist)
        XCTAssertEqual(status.track?.length, 60)
        XCTAssertEqual(status.position, 5)
        XCTAssertTrue(status.canGoNext)
        XCTAssertTrue(status.canSeek)
        XCTAssertEqual(published(update(&model, .tick, at: at(1.5))), [], "nothing changed: nothing to tell")
        // The elapsed time moving on with the clock's next second is news for the remote (MPRIS's Position).
        XCTAssertEqual(published(update(&model, .tick, at: at(2))).map(\.position), [6])
        // On the album's last track, with nothing queued, there is no next.
        _ = update(&model, .player(.playlistPosition(albums[0].tracks.count - 1)), at: at(3))
        XCTAssertFalse(PlayerStatus(model.music.player).canGoNext)
        _ = update(&model, .remoteControl(.stop), at: at(4))
        let stopped = PlayerStatus(model.music.player)
        XCTAssertEqual(stopped.state, .stopped)
        XCTAssertNil(stopped.track)
        XCTAssertTrue(stopped.canPlay, "play resumes where it stopped")
    }

    func testThePositionAskedBetweenThePanelsSecondsIsWhereTheTrackIsThen() {
        var model = playing()  // the player said 5 s at uptime 1
        let status = PlayerStatus(model.music.player)
        XCTAssertEqual(status.position(at: Uptime(seconds: 1.4)), 5.4, accuracy: 1e-9, "the panel still says 0:05")
        XCTAssertEqual(status.position(at: Uptime(seconds: 100)), 60, "not past the track's end")
        _ = update(&model, .remoteControl(.pause), at: at(2))
        _ = update(&model, .player(.paused(true)), at: at(2))
        _ = update(&model, .player(.timePosition(6)), at: at(2))
        XCTAssertEqual(PlayerStatus(model.music.player).position(at: Uptime(seconds: 30)), 6, "paused, it stays")
        _ = update(&model, .remoteControl(.stop), at: at(3))
        XCTAssertEqual(PlayerStatus(model.music.player).position(at: Uptime(seconds: 30)), 0)
    }

    func testTrackIDsDifferBetweenTracksAndAlbumsAndAreObjectPaths() {
        let ids = [PlayerStatus.trackID(album: albums[0], track: 0), PlayerStatus.trackID(album: albums[0], track: 1),
                   PlayerStatus.trackID(album: albums[1], track: 0)]
        XCTAssertEqual(Set(ids).count, 3)
        for id in ids {
            XCTAssertTrue(id.hasPrefix("/org/tui_clock/track/"))
            XCTAssertTrue(id.dropFirst().split(separator: "/").allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }, id)
        }
    }

    func testASeekIsAJumpButPlayingOnAndANewTrackAreNot() {
        var model = playing()
        let before = PlayerStatus(model.music.player)
        _ = update(&model, .player(.timePosition(6)), at: at(2))
        XCTAssertFalse(PlayerStatus(model.music.player).jumped(from: before, secondsLater: 1))
        _ = update(&model, .player(.timePosition(16)), at: at(2.2))
        XCTAssertTrue(PlayerStatus(model.music.player).jumped(from: before, secondsLater: 1.2))
        let seeked = PlayerStatus(model.music.player)
        _ = update(&model, .player(.playlistPosition(1)), at: at(3))
        XCTAssertFalse(PlayerStatus(model.music.player).jumped(from: seeked, secondsLater: 0.8), "another track")
    }
}
