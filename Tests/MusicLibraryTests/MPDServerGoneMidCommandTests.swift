import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// libmpdclient writes with send(2) without MSG_NOSIGNAL: a connection ended between its `select` and its `send`
/// (by `interrupt()` from another thread, as a player's shutdown does, or by a server that goes at that moment)
/// raises SIGPIPE in the writing thread. In CI that killed the whole test process as one test's MPD player was shut
/// down. The plugin blocks SIGPIPE around each call, so the command fails as a closed connection and the process
/// lives on even where SIGPIPE keeps its default action (a test runner, any program loading the plugin).
final class MPDServerGoneMidCommandTests: XCTestCase {
    func testAConnectionEndedWhileACommandIsWrittenFailsAsClosedAndRaisesNoSIGPIPE() throws {
        let before = signal(SIGPIPE, SIG_DFL)
        defer { signal(SIGPIPE, before) }
        let server = try FakeMPDServer(.playingUnlistedQueue(uri: "A/B/01.flac"))
        defer { server.stop() }
        // Each round: a worker asks the player's state over and over (a `status` and a `currentsong` written each
        // time) while this thread ends the connection after a different short pause, so some rounds end it between
        // a `select` and its `send`. Without the plugin's guard the process died within about a thousand rounds.
        for round in 0..<2000 {
            let connection = try MPDConnection(address: loopback(server.port))
            let ended = DispatchSemaphore(value: 0)
            let failures = ErrorBox()
            Thread {
                while true {
                    do { _ = try connection.player() } catch { failures.error = error; break }
                }
                ended.signal()
            }.start()
            usleep(UInt32(50 + round * 37 % 400))
            connection.interrupt()
            XCTAssertEqual(ended.wait(timeout: .now() + 10), .success, "round \(round): the worker ended")
            XCTAssertEqual((failures.error as? MPDError)?.kind, .closed, "round \(round): \(String(describing: failures.error))")
        }
    }
}

/// The error a worker thread met, read after it signalled its end.
private final class ErrorBox: @unchecked Sendable {
    var error: Error?
}
