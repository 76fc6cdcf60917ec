@testable import ClockCore
import Foundation
import XCTest

/// A server (MPD) that went away while it played and is connected again: MPD played on (or stopped) by itself, so
/// the panel follows what it reports rather than keeping "The player stopped … (Space starts again)" up while the
/// music plays, and Space then pauses MPD's song where it is instead of loading the album again from its start.
final class ServerReconnectTests: XCTestCase {
    let albums = sampleAlbums(2)

    /// The album playing on the server at its second track, then the server gone.
    private func failedWhilePlaying(onServer: Bool) -> MusicPlayer {
        var player = MusicPlayer(playsOnServer: onServer)
        _ = player.play(albums[0], seed: 1)
        for event: PlayerEvent in [.ready, .playlistPosition(1), .paused(false), .duration(90), .timePosition(20)] {
            _ = player.apply(event, seed: 1, at: 0)
        }
        XCTAssertEqual(player.playback.phase, .playing)
        _ = player.apply(.died("MPD at nas:6600 closed the connection"), seed: 1, at: 1)
        XCTAssertEqual(player.playback.phase, .failed("MPD at nas:6600 closed the connection"))
        return player
    }

    func testTheServerBackPlayingIsFollowedAndSpacePausesIt() {
        var player = failedWhilePlaying(onServer: true)
        let failed = player.playback
        XCTAssertEqual(player.apply(.ready, seed: 1, at: 5), [], "nothing is sent: MPD plays as it was left")
        XCTAssertNil(PlaybackNotice(before: failed, after: player.playback), "no \"Playback complete\" on the way back")
        for event: PlayerEvent in [.playlistPosition(1), .paused(false), .duration(90), .timePosition(33)] {
            XCTAssertEqual(player.apply(event, seed: 1, at: 5), [])
        }
        XCTAssertEqual(player.playback.phase, .playing)
        XCTAssertEqual(player.playback.currentIndex, 1)
        XCTAssertEqual(player.playback.elapsed, 33)
        XCTAssertNil(player.playback.statusText, "the failure is gone from the panel")
        XCTAssertEqual(player.togglePause(seed: 1), [.setPaused(true)], "Space pauses MPD's song, no reload")
    }

    func testTheServerBackWithNothingOfTheAlbumShowsItStoppedAndSpacePlaysItAgain() {
        var player = failedWhilePlaying(onServer: true)
        // MPD restarted with an empty queue: nothing of the album is current.
        for event: PlayerEvent in [.ready, .playlistPosition(nil), .paused(false)] {
            XCTAssertEqual(player.apply(event, seed: 1, at: 5), [])
        }
        XCTAssertEqual(player.playback.stateLine.hasPrefix("Stopped"), true, player.playback.stateLine)
        XCTAssertFalse(player.isPlaying)
        XCTAssertTrue(player.togglePause(seed: 1).contains { if case .load = $0 { true } else { false } })
    }

    func testMpvStartedAgainIsNoNewsUntilSpace() {
        var player = failedWhilePlaying(onServer: false)
        _ = player.apply(.ready, seed: 1, at: 5)
        XCTAssertEqual(player.playback.phase, .failed("MPD at nas:6600 closed the connection"),
                       "mpv is started again only by Space, which loads the album itself")
    }
}
