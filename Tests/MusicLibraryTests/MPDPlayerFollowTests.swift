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

    /// Issue 24: every read bounded. A server whose status (and idle) answers never end is left after a bounded read,
    /// said, and tried again later, rather than read on forever by a thread that then burns a core and never follows
    /// MPD again.
    func testAServerWhoseAnswersNeverEndIsLeftAndSaid() throws {
        let server = try FakeMPDServer(.endlessAnswers)
        defer { server.stop() }
        let heard = Mutex<[PlayerEvent]>([])
        let player = try XCTUnwrap(MPDPlayer(address: loopback(server.port), timeout: 1) { events in
            heard.withLock { $0 += events }
        })
        defer { player.shutdown() }
        player.start()
        let died = { heard.withLock { $0.compactMap { if case .died(let why) = $0 { why } else { nil } } } }
        let deadline = Date().addingTimeInterval(patience)
        while died().isEmpty, Date() < deadline { usleep(10_000) }
        XCTAssertEqual(died().first, "MPD at 127.0.0.1:\(server.port) does not answer as MPD does: "
                       + "answered status with more than 1000 lines", "\(heard.withLock { $0 })")
        // Left, not read on: what the server could send is what the kernel's socket buffers took, once or twice.
        let sent = server.bytesSent
        usleep(500_000)
        XCTAssertLessThan(server.bytesSent - sent, 8 << 20, "still reading")
    }
}
