@testable import ClockCore
import Foundation
import XCTest

/// Issue 21 on simulated time: the elapsed time of a playing track moves on with the clock's own seconds from the
/// player's last report of the position, which comes when playback starts, jumps or pauses (mpv is not asked to
/// report it ten times a second, which woke the program as often).
final class ElapsedTimeTests: XCTestCase {
    let album = sampleAlbums(1)[0]

    /// `t` seconds on the monotonic clock; the wall clock's seconds begin a quarter second after whole `t`
    /// (at 0.75, 1.75 …), as they do on a real machine, where the two clocks share no origin.
    func moment(_ t: Double) -> Moment {
        Moment(wall: Date(timeIntervalSinceReferenceDate: 800_000_000.25 + t), uptime: Uptime(seconds: t))
    }

    /// A player on track 0 (a minute long) that mpv said is at `position` at `t`.
    func playing(at position: Double, reportedAt t: Double) -> MusicPlayer {
        var player = MusicPlayer()
        _ = player.play(album, seed: 1)
        for event: PlayerEvent in [.playlistPosition(0), .duration(60), .paused(false)] {
            _ = player.apply(event, seed: 1, at: 0)
        }
        _ = player.apply(.timePosition(position), seed: 1, at: Uptime(seconds: t))
        return player
    }

    func shown(_ player: MusicPlayer) -> String { Playback.format(player.playback.elapsed) }

    func testTheElapsedTimeStepsByOneWithEachSecondTheClockShows() {
        var player = playing(at: 5.6, reportedAt: 0.1)
        XCTAssertEqual(player.playback.elapsed, 5.6, "the report is shown at once")
        player.moveOn(at: moment(0.5))
        XCTAssertEqual(player.playback.elapsed, 5.6, "the clock still shows the same second")
        player.moveOn(at: moment(0.76))
        XCTAssertEqual(player.playback.elapsed, 6.25, accuracy: 1e-6, "as at the second's start (0.75)")
        XCTAssertEqual(shown(player), "0:06")
        player.moveOn(at: moment(1.26))
        XCTAssertEqual(shown(player), "0:06", "the half-second tick changes nothing: nothing to draw")
        // However late each tick wakes within its second, the seconds shown step by exactly one.
        for (tick, expected) in [(1.80, "0:07"), (2.75, "0:08"), (3.99, "0:09"), (4.751, "0:10")] {
            player.moveOn(at: moment(tick))
            XCTAssertEqual(shown(player), expected, "tick at \(tick)")
        }
    }

    func testAReportWhereTheTimeHasMovedOnToChangesNothingAndASeekShowsAtOnce() {
        var player = playing(at: 5.6, reportedAt: 0.1)
        player.moveOn(at: moment(2.76))
        let before = player
        // mpv, asked now and then, says what the clock worked out (give or take the audio it has buffered).
        _ = player.apply(.timePosition(5.6 + 2.9 - 0.17), seed: 1, at: 3.0)
        XCTAssertEqual(player, before, "nothing changed: nothing to draw, nothing to tell the remote")
        // A seek: mpv reports the new position when playback restarts there, shown without waiting for a tick.
        _ = player.apply(.timePosition(20.2), seed: 1, at: 3.1)
        XCTAssertEqual(shown(player), "0:20")
        player.moveOn(at: moment(3.8))
        XCTAssertEqual(player.playback.elapsed, 20.85, accuracy: 1e-6)
    }

    func testAPausedTrackStandsStillAndGoesOnFromWhereTheResumedPlayerSaysItIs() {
        var player = playing(at: 10, reportedAt: 0)
        player.moveOn(at: moment(1.8))
        XCTAssertEqual(shown(player), "0:11")
        _ = player.togglePause(seed: 1)
        player.moveOn(at: moment(2.8))
        XCTAssertEqual(shown(player), "0:11", "paused: not moved on before mpv says where it stopped")
        _ = player.apply(.paused(true), seed: 1, at: 2.9)
        _ = player.apply(.timePosition(11.9), seed: 1, at: 2.9)
        for tick in [3.8, 10.8, 30.8] { player.moveOn(at: moment(tick)) }
        XCTAssertEqual(player.playback.elapsed, 11.9, "a minute paused moves nothing")
        _ = player.togglePause(seed: 1)
        _ = player.apply(.paused(false), seed: 1, at: 31.0)
        player.moveOn(at: moment(31.8))
        XCTAssertEqual(player.playback.elapsed, 11.9, "resumed: it goes on from mpv's word, not from the pause")
        _ = player.apply(.timePosition(11.9), seed: 1, at: 31.1)
        player.moveOn(at: moment(32.8))
        XCTAssertEqual(player.playback.elapsed, 11.9 + 32.75 - 31.1, accuracy: 1e-6)
    }

    func testTheElapsedTimeStopsAtTheTracksEndAndAGaplessNextTrackCountsFromWhereMPVSays() {
        var player = playing(at: 59, reportedAt: 0)
        player.moveOn(at: moment(5.8))
        XCTAssertEqual(player.playback.elapsed, 60, "not past the end while mpv moves to the next track")
        _ = player.apply(.playlistPosition(1), seed: 1, at: 6)
        player.moveOn(at: moment(6.8))
        XCTAssertEqual(player.playback.elapsed, 0, "the new track waits for mpv to say where it is")
        // Gapless, mpv still plays the last track's buffered audio when the next one starts: it says -0.54.
        _ = player.apply(.timePosition(-0.54), seed: 1, at: 6.9)
        XCTAssertEqual(player.playback.elapsed, 0)
        player.moveOn(at: moment(7.8))
        XCTAssertEqual(player.playback.elapsed, 0.31, accuracy: 1e-6)
        player.moveOn(at: moment(8.8))
        XCTAssertEqual(shown(player), "0:01")
    }

    /// What the clock screen costs while music plays: it draws when the second changes, and the tick between
    /// (the clock's half second) finds nothing to draw.
    func testAPlayingClockScreenDrawsOncePerSecond() {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: moment(0))
        _ = model.music.player.play(album, seed: 1)
        for event: PlayerEvent in [.playlistPosition(0), .duration(60), .paused(false), .timePosition(3.3)] {
            _ = update(&model, .player(event), at: moment(0.1))
        }
        // Once the "Playing" notice has come and gone, nothing else moves.
        _ = update(&model, .tick, at: moment(29.76))
        var drawn = model
        for second in 1...5 {
            let t = 29.75 + Double(second)
            _ = update(&model, .tick, at: moment(t - 0.5 + 0.002))
            XCTAssertFalse(model.needsFrame(since: drawn), "the half second after \(t - 1)")
            _ = update(&model, .tick, at: moment(t + 0.002))
            XCTAssertTrue(model.needsFrame(since: drawn))
            XCTAssertEqual(Playback.format(model.music.player.playback.elapsed), Playback.format(3.3 + t - 0.1))
            drawn = model
        }
    }
}
