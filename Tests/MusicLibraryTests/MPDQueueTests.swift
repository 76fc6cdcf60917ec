@testable import MusicLibrary
import XCTest

/// What tui-clock put in MPD's queue, and where MPD is in it: a queued album starts when MPD plays its song at its
/// place, and the positions the model hears are counted from the album it plays.
final class MPDQueueTests: XCTestCase {
    private let amber = ["A/Amber/1.wav", "A/Amber/2.wav"], blue = ["B/Blue/1.wav", "B/Blue/2.wav", "B/Blue/3.wav"]
    private let copper = ["C/Copper/1.wav"]

    private func at(_ position: Int, _ uri: String) -> MPDPlayerSnapshot {
        MPDPlayerSnapshot(state: .playing, position: position, uri: uri, elapsed: 0, duration: 30)
    }

    /// Amber playing (MPD's songs 0–1), Blue queued after it (2–4), then Copper (5).
    private func amberThenBlueThenCopper() -> MPDQueue {
        var queue = MPDQueue()
        queue.load(amber)
        queue.append(blue)
        queue.append(copper)
        return queue
    }

    func testMPDPlayingOnIntoAQueuedAlbumStartsIt() {
        var queue = amberThenBlueThenCopper()
        XCTAssertEqual(queue.advance(to: at(1, amber[1])), 0)
        XCTAssertEqual(queue.advance(to: at(2, blue[0])), 1)
        XCTAssertEqual(queue.loaded, blue)
        XCTAssertEqual(queue.relative(at(3, blue[1])).position, 1)
        XCTAssertEqual(queue.position(ofTrack: 2), 4, "the panel's track 3 is MPD's fifth song")
        XCTAssertEqual(queue.advance(to: at(5, copper[0])), 1)
        XCTAssertEqual(queue.relative(at(5, copper[0])).position, 0)
    }

    func testASkipOverAQueuedAlbumStartsBoth() {
        var queue = amberThenBlueThenCopper()
        XCTAssertEqual(queue.advance(to: at(5, copper[0])), 2)
        XCTAssertEqual(queue.loaded, copper)
    }

    func testAnotherClientsSongAtThatPlaceIsNoQueuedAlbum() {
        var queue = MPDQueue()
        queue.load(amber)
        queue.append(blue)
        XCTAssertEqual(queue.advance(to: at(2, "Other/Song.wav")), 0)
        XCTAssertEqual(queue.advance(to: MPDPlayerSnapshot(state: .stopped, position: 2, uri: blue[0], elapsed: 0,
                                                           duration: 0)), 0)
        XCTAssertEqual(queue.loaded, amber)
    }

    func testATakenOutAlbumsSongsAreFoundWhereMPDKeptThem() {
        var queue = amberThenBlueThenCopper()
        XCTAssertEqual(queue.positions(ofQueued: 1), 5..<6)
        XCTAssertEqual(queue.positions(ofQueued: 0), 2..<5)
        queue.removeQueued(0)
        XCTAssertEqual(queue.positions(ofQueued: 0), 2..<3, "Copper moved up where Blue was")
        XCTAssertNil(queue.positions(ofQueued: 1))
    }

    func testAQueueNeverPlayedWaitsAtItsFirstSongUntilMPDPlaysIt() {
        var queue = MPDQueue()
        queue.load(amber)
        queue.version = 7
        queue.waitsAtFirstSong = true
        let unplayed = MPDPlayerSnapshot(state: .stopped, position: nil, uri: "", elapsed: 0, duration: 0,
                                         queueVersion: 7, queueLength: 2)
        XCTAssertEqual(queue.standIn(unplayed).position, 0, "MPD's play starts its first song")
        XCTAssertEqual(queue.standIn(unplayed).uri, amber[0])
        var changed = unplayed
        changed.queueVersion = 8
        XCTAssertNil(queue.standIn(changed).position, "another client's change is read again first")
        XCTAssertEqual(queue.standIn(at(1, amber[1])).position, 1)
        XCTAssertNil(queue.standIn(unplayed).position, "played, then run out: over, not waiting at the start")
    }

    func testTuiClocksOwnStopHidesMPDStoppedThereUntilItChanges() {
        var queue = MPDQueue()
        queue.load(amber)
        queue.version = 7
        queue.stop()
        XCTAssertEqual(queue.loaded, [], "the model forgot the album")
        let stopped = MPDPlayerSnapshot(state: .stopped, position: 0, uri: amber[0], elapsed: 0, duration: 0,
                                        queueVersion: 7, queueLength: 2)
        XCTAssertTrue(queue.isAsStopped(stopped))
        var played = stopped
        played.state = .playing
        XCTAssertFalse(queue.isAsStopped(played), "another client's play")
        XCTAssertFalse(queue.isAsStopped(stopped), "and stopped again by it: followed as any stop")
    }
}
