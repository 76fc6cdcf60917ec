import ClockCore
import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// The MPD player follows a queue MPD is stopped with (as `mpc stop` left it, or as MPD's state file restored it):
/// its albums are reported, and the song MPD would play is current and stopped; `playIndex` plays MPD's own queue
/// there. A queue another client filled and never played waits at its first song; one played to its end is over.
final class MPDStoppedQueueFollowTests: XCTestCase {
    /// Three times what a loaded machine needs to connect on loopback and read a handful of songs.
    private let patience = 10.0
    private var rig: PlayerOnRealMPD!
    private var mpd: RealMPD { rig.mpd }

    override func setUpWithError() throws {
        // Long enough that no song ends while a loaded machine runs the test; the last one short, to run out.
        rig = try PlayerOnRealMPD(folder: "mpd-stopped", tracks: [("01 First Light.wav", 120), ("02 Slow Return.wav", 120),
                                                                    ("03 Last.wav", 2)])
    }

    override func tearDown() {
        rig?.stop()
    }

    private func follow() throws -> MPDPlayer {
        let player = try rig.makePlayer()
        player.start()
        return player
    }

    /// Waits until the events heard since `from` hold `wanted` in that order (others may come between); returns them.
    @discardableResult
    private func waitFor(_ wanted: [PlayerEvent], from: Int = 0, file: StaticString = #filePath,
                         line: UInt = #line) -> [PlayerEvent] {
        let deadline = Date().addingTimeInterval(patience)
        var events: [PlayerEvent] = []
        repeat {
            events = Array(rig.events.dropFirst(from))
            var rest = wanted[...]
            for event in events where event == rest.first { rest.removeFirst() }
            if rest.isEmpty { return events }
            usleep(10_000)
        } while Date() < deadline
        XCTFail("waited for \(wanted), heard \(events)", file: file, line: line)
        return events
    }

    private var count: Int { rig.count }
    private var status: String { mpd.mpc(["-f", "%file%", "status"]).output }
    private var playlist: String { mpd.mpc(["-f", "%file%", "playlist"]).output }

    private func followedAlbum(in events: [PlayerEvent]) -> [String]? {
        for event in events { if case .serverQueue(let albums) = event { return albums.first?.tracks.map(\.title) } }
        return nil
    }

    func testAQueueStoppedAtASongIsFollowedStoppedThereAndPlayedThereWhenAsked() throws {
        mpd.mpc(["add", "Artist 1/Amber Fields"])
        mpd.mpc(["play", "2"])
        mpd.mpc(["stop"])
        let before = playlist
        let player = try follow()
        let events = waitFor([.playlistPosition(1), .stopped])
        XCTAssertEqual(followedAlbum(in: events), ["First Light", "Slow Return", "Last"], "\(events)")
        XCTAssertFalse(events.contains(.idle), "\(events)")

        let sent = count
        player.send(.playIndex(1))
        XCTAssertTrue(waitUntil { self.status.contains("Artist 1/Amber Fields/02 Slow Return.wav\n[playing] #2/3") },
                      status)
        XCTAssertEqual(playlist, before, "MPD's own queue plays, not one tui-clock put there")
        waitFor([.playlistPosition(1)], from: sent)

        // Another client stops it: stopped at the song, the queue still there.
        let playing = count
        mpd.mpc(["stop"])
        let stopped = waitFor([.playlistPosition(1), .stopped], from: playing)
        XCTAssertFalse(stopped.contains(.idle), "\(stopped)")
        XCTAssertNil(followedAlbum(in: stopped), "the same queue: not read again as another client's")
    }

    func testAQueueNeverPlayedWaitsAtItsFirstSongAndAnotherClientsPlayIsFollowed() throws {
        mpd.mpc(["add", "Artist 1/Amber Fields"])
        XCTAssertFalse(mpd.mpc(["status"]).output.contains("["), "MPD has no current song")
        _ = try follow()
        let events = waitFor([.playlistPosition(0), .stopped])
        XCTAssertEqual(followedAlbum(in: events), ["First Light", "Slow Return", "Last"], "\(events)")
        let stopped = count
        mpd.mpc(["play"])
        // One look at MPD's player comes as one batch: the song plays, its time runs.
        let played = waitFor([.playlistPosition(0)], from: stopped)
        XCTAssertTrue(played.contains { if case .timePosition = $0 { true } else { false } }, "\(played)")
        XCTAssertFalse(played.contains(.stopped) || played.contains(.idle), "\(played)")
    }

    func testAQueuePlayedToItsEndIsOverNotWaitingAtItsStart() throws {
        mpd.mpc(["add", "Artist 1/Amber Fields"])
        _ = try follow()
        waitFor([.playlistPosition(0), .stopped])
        mpd.mpc(["play", "3"])
        let events = waitFor([.playlistPosition(0), .stopped, .playlistPosition(2), .playlistPosition(nil), .idle])
        let end = try XCTUnwrap(events.lastIndex(of: .idle))
        XCTAssertFalse(events[end...].contains(.stopped), "\(events)")
        XCTAssertFalse(mpd.mpc(["status"]).output.contains("["), "MPD ran out of songs")
    }

    func testAfterTuiClocksOwnStopAnotherClientsPlayIsFollowed() throws {
        mpd.mpc(["add", "Artist 1/Amber Fields"])
        mpd.mpc(["play", "1"])
        let player = try follow()
        waitFor([.playlistPosition(0), .paused(false)])
        // `v`: MPD stops, the model forgets the album; MPD stopped there is nothing to show again.
        let stopping = count
        player.send(.stop)
        XCTAssertTrue(waitUntil { !self.status.contains("[") }, status)
        player.send(.setVolume(80))
        XCTAssertTrue(waitUntil { self.mpd.mpc(["volume"]).output.contains("80%") })
        waitFor([.volume(80)], from: stopping)
        XCTAssertNil(followedAlbum(in: Array(rig.events.dropFirst(stopping))), "v is not undone")
        // Another client plays MPD's queue: tui-clock shows it again.
        let stopped = count
        mpd.mpc(["play"])
        let played = waitFor([.playlistPosition(0)], from: stopped)
        XCTAssertEqual(followedAlbum(in: played), ["First Light", "Slow Return", "Last"], "\(played)")
    }

    private func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(patience)
        while !condition() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }
}
