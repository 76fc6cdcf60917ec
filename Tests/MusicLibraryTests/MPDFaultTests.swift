import ClockCore
import MusicLibrary
import TestSupport
import XCTest

/// An MPD server that misbehaves is said in one clear message and tried again later, never hangs the library, and
/// is never read beyond what a library can hold. The servers are `FakeMPDServer`s on loopback; the client is
/// libmpdclient, through the MPD plugin, unchanged.
final class MPDFaultTests: XCTestCase {
    /// The answer timeout these tests give the client (libmpdclient's timeouts are whole seconds), and the bound they
    /// wait: three times it, for a loaded machine.
    private let timeout = 1.0
    private var patience: Double { 3 * timeout + 3 * MPDLibrary.firstRetryDelay + 2 }

    func testAServerThatIsDownIsSaidAndTriedAgainWithGrowingPauses() throws {
        let (library, updates) = startMPDLibrary(loopback(try RealMPD.freePort()), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { $0.troubles.count >= 2 }, "\(updates.all)")
        let troubles = updates.troubles
        XCTAssertEqual(troubles[0].error.kind, .unreachable)
        XCTAssertTrue(troubles[0].error.message.hasPrefix("Cannot reach MPD at 127.0.0.1:"), troubles[0].error.message)
        XCTAssertEqual(troubles.prefix(2).map(\.retryIn), [1, 2])
    }

    func testASilentServerTimesOut() throws {
        let server = try FakeMPDServer(.silent)
        defer { server.stop() }
        let started = Date()
        let (library, updates) = startMPDLibrary(loopback(server.port), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(updates.all)")
        XCTAssertEqual(updates.troubles.first?.error.kind, .timeout, updates.troubles.first?.error.message ?? "")
        let waited = Date().timeIntervalSince(started)
        XCTAssertGreaterThan(waited, 0.9 * timeout, "gave up before the timeout")
        XCTAssertLessThan(waited, 3 * timeout)
    }

    func testAServerThatTricklesItsAnswerIsLeftAfterThePagesTimeLimit() throws {
        // Every song comes well within the read timeout, so only the page's own limit ends it.
        let server = try FakeMPDServer(.trickle(interval: 0.05))
        defer { server.stop() }
        let limit = 1.0
        let started = Date()
        let (library, updates) = startMPDLibrary(loopback(server.port), timeout: timeout, pageTimeLimit: limit)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(updates.all)")
        let trouble = try XCTUnwrap(updates.troubles.first)
        XCTAssertEqual(trouble.error.kind, .timeout)
        XCTAssertTrue(trouble.error.message.contains("answers too slowly"), trouble.error.message)
        XCTAssertNotNil(trouble.retryIn)
        XCTAssertLessThan(Date().timeIntervalSince(started), 3 * limit + 1)
    }

    func testAServerThatClosesTheConnectionIsSaid() throws {
        let server = try FakeMPDServer(.greetThenClose)
        defer { server.stop() }
        let (library, updates) = startMPDLibrary(loopback(server.port), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(updates.all)")
        XCTAssertEqual(updates.troubles.first?.error.kind, .closed)
        XCTAssertEqual(updates.troubles.first?.error.message, "MPD at 127.0.0.1:\(server.port) closed the connection")
    }

    func testAServerThatIsNotMPDIsSaid() throws {
        let server = try FakeMPDServer(.garbage)
        defer { server.stop() }
        let (library, updates) = startMPDLibrary(loopback(server.port), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(updates.all)")
        XCTAssertEqual(updates.troubles.first?.error.kind, .garbage)
        XCTAssertTrue(updates.troubles.first!.error.message.contains("does not answer as MPD does"))
    }

    func testAWrongPasswordIsSaidOnceAndNotTriedAgain() throws {
        let server = try FakeMPDServer(.wrongPassword)
        defer { server.stop() }
        let (library, updates) = startMPDLibrary(loopback(server.port, password: "guess"), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(updates.all)")
        let trouble = try XCTUnwrap(updates.troubles.first)
        XCTAssertEqual(trouble.error.kind, .wrongPassword)
        XCTAssertNil(trouble.retryIn)
        XCTAssertEqual(trouble.error.message, "MPD at 127.0.0.1:\(server.port) refused the password: incorrect password")
        // Longer than the first pause between tries: nobody knocks again.
        usleep(useconds_t((MPDLibrary.firstRetryDelay + 0.5) * 1_000_000))
        XCTAssertEqual(server.connections, 1)
        XCTAssertEqual(updates.troubles.count, 1)
    }

    func testA100MegabyteAnswerIsNotReadWhole() throws {
        let hundredMegabytes = 100 << 20
        let server = try FakeMPDServer(.flood(bytes: hundredMegabytes))
        defer { server.stop() }
        let (library, updates) = startMPDLibrary(loopback(server.port), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(updates.all.prefix(3))")
        XCTAssertEqual(updates.troubles.first?.error.kind, .tooLarge)
        XCTAssertTrue(updates.troubles.first!.error.message.hasSuffix("sent more songs than asked for; stopped reading it"),
                      updates.troubles.first!.error.message)
        // What was read, and what the kernel's socket buffers took, is a small part of it.
        XCTAssertLessThan(server.bytesSent, 16 << 20)
        XCTAssertTrue(updates.loads.isEmpty)
    }

    func testAGoodFakeServerListsItsAlbums() throws {
        let server = try FakeMPDServer(.library(songs: [
            ("Band/First/01.flac", "First", "Band"), ("Band/First/02.flac", "First", "Band"),
            ("Mix/Tape/01.flac", "Tape", "Ann"), ("Mix/Tape/02.flac", "Tape", "Bob"),
        ]))
        defer { server.stop() }
        let (library, updates) = startMPDLibrary(loopback(server.port), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.loads.isEmpty }, "\(updates.all)")
        let albums = updates.albums.values.sorted { $0.title < $1.title }
        XCTAssertEqual(albums.map(\.title), ["First", "Tape"])
        XCTAssertEqual(albums.map(\.artist), ["Band", "Various Artists"])
        XCTAssertEqual(albums[0].tracks.map(\.path), ["mpd:Band/First/01.flac", "mpd:Band/First/02.flac"])
    }

    func testAlbumsComeInBatchesNotOneMessagePerFolder() throws {
        // 1,200 albums in 1,200 folders: one message each made the wall deal 100,000 songs' albums 10,000 times
        // (0.35 s to first titles and 78 MiB at 100,000 songs, against 0.07 s and 58 MiB in batches).
        let songs = (0..<1_200).map { (uri: "A\($0)/B/01.flac", album: "Album \($0)", artist: "Artist \($0)") }
        let server = try FakeMPDServer(.library(songs: songs))
        defer { server.stop() }
        let (library, updates) = startMPDLibrary(loopback(server.port), timeout: timeout)
        defer { library.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.loads.isEmpty }, "\(updates.troubles)")
        let batches = updates.all.compactMap { if case .albums(let albums) = $0 { albums.count } else { nil } }
        XCTAssertEqual(batches, [1, 500, 500, 199], "the first album at once, then batches")
        XCTAssertEqual(updates.albums.count, 1_200)
    }
}
