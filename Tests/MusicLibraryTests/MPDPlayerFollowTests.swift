import ClockCore
import Foundation
@testable import MusicLibrary
import Synchronization
import TestSupport
import XCTest

/// The MPD player follows what MPD plays from its start, without a command: a queue it may not list still leaves
/// the player working (its volume and state heard), not "stopped" over and over.
final class MPDPlayerFollowTests: XCTestCase {
    /// Three times what a loaded machine needs to connect on loopback and read a status.
    private let patience = 10.0

    func testAServerThatWillNotListItsQueueStillHasItsPlayerFollowed() throws {
        let server = try FakeMPDServer(.playingUnlistedQueue(uri: "Artist/Album/01.flac"))
        defer { server.stop() }
        let heard = Mutex<[PlayerEvent]>([])
        let player = try XCTUnwrap(MPDPlayer(address: loopback(server.port), timeout: 1) { events in
            heard.withLock { $0 += events }
        })
        defer { player.shutdown() }
        player.start()
        let deadline = Date().addingTimeInterval(patience)
        while !heard.withLock({ $0.contains(.volume(50)) }), Date() < deadline { usleep(10_000) }
        let events = heard.withLock { $0 }
        XCTAssertTrue(events.contains(.volume(50)), "\(events)")
        XCTAssertTrue(events.contains(.paused(false)), "\(events)")
        XCTAssertFalse(events.contains { if case .died = $0 { true } else { false } }, "\(events)")
        XCTAssertTrue(server.commands.contains { $0.hasPrefix("playlistinfo") }, "\(server.commands)")
    }
}
