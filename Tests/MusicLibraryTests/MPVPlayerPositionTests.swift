import ClockCore
import Foundation
import MusicLibrary
import TestSupport
import XCTest

/// Where the playing file is (issue 21): mpv reports an observed playback time ten times a second, and each report
/// woke the program, so the player asks for it instead, when playback starts, jumps or pauses and now and then
/// while it plays. Against the fake mpv, which counts the reports it sends unasked, on a hand-moved clock.
final class MPVPlayerPositionTests: XCTestCase {
    private let clock = HandClock()
    private var fake: FakeMPV!
    private var player: MPVPlayer!

    private let album = (1...3).map { "/music/Box/0\($0) Track.ogg" }

    override func setUpWithError() throws {
        fake = try FakeMPV(.play)
        let clock = self.clock
        player = MPVPlayer(options: .init(executable: fake.executable, clock: { clock.now },
                                                  schedule: { _ in clock.schedule }))
        XCTAssertEqual(player.readEvents(), [.ready])
    }

    override func tearDown() {
        player?.terminate()
        player = nil
        fake = nil
    }

    private func positions(_ events: [PlayerEvent]) -> [Double] {
        events.compactMap { if case .timePosition(let seconds) = $0 { seconds } else { nil } }
    }

    /// The next position the player reports, without moving the hand clock (so not a check that came due).
    private func nextPosition() -> Double? {
        positions(collectEvents(from: player) { !self.positions($0).isEmpty }).first
    }

    func testMPVIsAskedWhereItIsAndNeverReportsItUnasked() {
        player.send(.load(paths: album, startAt: 0))
        XCTAssertNotNil(nextPosition(), "the track's start is reported")
        // Each check that comes due asks once; the fake's position moves on in real time meanwhile, so by the time it
        // says half a second, an mpv told to observe the time would have reported it about five times.
        var reported: [Double] = []
        let deadline = Date() + 15
        while (reported.last ?? 0) < 0.5, Date() < deadline {
            usleep(50_000)  // paces the checks; what ends the loop is the fake's answer
            clock.now += MPVPlayer.positionCheckInterval
            reported += positions(collectEvents(from: player, timeout: 5) { !self.positions($0).isEmpty })
        }
        XCTAssertGreaterThanOrEqual(reported.last ?? 0, 0.5, "asked now and then, mpv says where it is: \(reported)")
        XCTAssertEqual(fake.timeReports, 0, "mpv reported its playback time unasked: each report wakes the program")
    }

    func testASeekAndAPauseAreReportedAtOnce() throws {
        player.send(.load(paths: album, startAt: 0))
        XCTAssertNotNil(nextPosition())
        player.send(.seekBy(10))
        let sought = try XCTUnwrap(nextPosition())
        XCTAssertGreaterThanOrEqual(sought, 10, "the seek's new position, not a check's a few seconds later")
        XCTAssertLessThan(sought, 15)
        XCTAssertNotNil(player.positionCheckDue, "playing: checked now and then")
        player.send(.setPaused(true))
        let stopped = try XCTUnwrap(nextPosition())
        XCTAssertGreaterThanOrEqual(stopped, sought, "where it stopped")
        XCTAssertNil(player.positionCheckDue, "paused: the position cannot move, nothing to check")
        player.send(.seekTo(3))
        XCTAssertEqual(try XCTUnwrap(nextPosition()), 3, accuracy: 0.01, "a seek while paused")
    }

    func testANewTrackIsReportedFromItsStart() throws {
        player.send(.load(paths: album, startAt: 0))
        XCTAssertNotNil(nextPosition())
        player.send(.seekBy(20))
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(nextPosition()), 20)
        player.send(.next)
        let events = collectEvents(from: player) { !self.positions($0).isEmpty }
        XCTAssertTrue(events.contains(.playlistPosition(1)), "\(events)")
        XCTAssertLessThan(try XCTUnwrap(positions(events).first), 1, "the new track's start, not the old one's place")
    }
}
