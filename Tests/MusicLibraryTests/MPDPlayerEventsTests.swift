import ClockCore
@testable import MusicLibrary
import XCTest

/// MPD's player, seen twice, becomes the events the panel follows; a song that is not our album's is nothing of ours.
final class MPDPlayerEventsTests: XCTestCase {
    private let queue = ["A/B/01.flac", "A/B/02.flac"]

    private func snapshot(_ state: MPDPlayerSnapshot.State, _ position: Int?, elapsed: Double = 0) -> MPDPlayerSnapshot {
        MPDPlayerSnapshot(state: state, position: position, uri: position.map { queue[$0] } ?? "", elapsed: elapsed,
                          duration: 30)
    }

    func testTheFirstLookTellsEverything() {
        XCTAssertEqual(MPDPlayerEvents.changes(from: nil, to: snapshot(.playing, 0, elapsed: 1), queue: queue),
                       [.playlistPosition(0), .paused(false), .duration(30), .timePosition(1)])
    }

    func testAnotherClientsNextAndPauseAreFollowed() {
        let before = snapshot(.playing, 0, elapsed: 12)
        XCTAssertEqual(MPDPlayerEvents.changes(from: before, to: snapshot(.playing, 1), queue: queue),
                       [.playlistPosition(1), .duration(30), .timePosition(0)])
        XCTAssertEqual(MPDPlayerEvents.changes(from: before, to: snapshot(.paused, 0, elapsed: 12), queue: queue),
                       [.paused(true)])
    }

    func testStoppingOrAnotherClientsQueueEndsTheAlbum() {
        let before = snapshot(.playing, 1, elapsed: 3)
        XCTAssertEqual(MPDPlayerEvents.changes(from: before, to: snapshot(.stopped, nil), queue: queue),
                       [.playlistPosition(nil), .idle])
        let someoneElses = MPDPlayerSnapshot(state: .playing, position: 1, uri: "Other/Song.flac", elapsed: 0, duration: 9)
        XCTAssertEqual(MPDPlayerEvents.changes(from: before, to: someoneElses, queue: queue), [.playlistPosition(nil), .idle])
    }

    func testMPDStoppedAtOurSongKeepsItCurrentAndStopped() {
        XCTAssertEqual(MPDPlayerEvents.changes(from: nil, to: snapshot(.stopped, 1), queue: queue),
                       [.playlistPosition(1), .stopped, .paused(false)], "stopped before tui-clock started")
        let playing = snapshot(.playing, 1, elapsed: 12)
        XCTAssertEqual(MPDPlayerEvents.changes(from: playing, to: snapshot(.stopped, 1), queue: queue),
                       [.playlistPosition(1), .stopped], "mpc stop elsewhere: not the album's end")
        XCTAssertEqual(MPDPlayerEvents.changes(from: snapshot(.stopped, 1), to: snapshot(.stopped, 1), queue: queue), [])
        XCTAssertEqual(MPDPlayerEvents.changes(from: snapshot(.stopped, 1), to: snapshot(.playing, 1), queue: queue),
                       [.playlistPosition(1), .duration(30), .timePosition(0)], "mpc play: it plays from its start")
    }

    func testNothingChangedTellsNothing() {
        let now = snapshot(.paused, 1, elapsed: 3)
        XCTAssertEqual(MPDPlayerEvents.changes(from: now, to: now, queue: queue), [])
    }

    func testVolumeShuffleAndRepeatComeFirstAndOnlyWhenTheyChange() {
        var before = snapshot(.playing, 0, elapsed: 3)
        before.modes = .init(volume: 100, shuffle: false, repeatMode: .off)
        XCTAssertEqual(MPDPlayerEvents.changes(from: nil, to: before, queue: queue).prefix(4),
                       [.volume(100), .shuffle(false), .repeatMode(.off), .playlistPosition(0)])
        var after = before
        after.modes = .init(volume: 40, shuffle: true, repeatMode: .album)
        XCTAssertEqual(MPDPlayerEvents.changes(from: before, to: after, queue: queue),
                       [.volume(40), .shuffle(true), .repeatMode(.album)])
        var noMixer = after
        noMixer.modes?.volume = nil
        XCTAssertEqual(MPDPlayerEvents.changes(from: after, to: noMixer, queue: queue), [], "no mixer: nothing to say")
    }
}
