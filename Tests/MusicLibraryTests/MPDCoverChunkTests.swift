import ClockCore
import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// A cover comes from MPD in chunks as large as `binarylimit` lets it ask for (bounded by the local cover limit),
/// so a cover of a few hundred KiB costs one round trip rather than one per 8 KiB — and arrives whole from a server
/// that refuses the command (MPD before 0.22.4) all the same.
final class MPDCoverChunkTests: XCTestCase {
    /// Bytes that are not a picture but could be one: a cover is passed on as MPD sends it.
    private func noise(_ count: Int) -> [UInt8] {
        var random = SeededRandom(seed: 24)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    private func albumartCommands(_ server: FakeMPDServer) -> Int {
        server.commands.filter { $0.hasPrefix("albumart") }.count
    }

    /// A fake MPD serving `picture` as every cover (stopped with the test), and a connection to it.
    private func serving(_ picture: [UInt8], binaryLimit: Bool) throws -> (FakeMPDServer, MPDConnection) {
        let server = try FakeMPDServer(.cover(picture: picture, binaryLimit: binaryLimit))
        addTeardownBlock { server.stop() }
        return (server, try MPDConnection(address: loopback(server.port)))
    }

    private func cover(_ connection: MPDConnection, uri: String = "A/B/01.flac",
                       maxBytes: Int = CoverImage.maxFileBytes) throws -> [UInt8]? {
        try connection.picture(uri: uri, embedded: false, maxBytes: maxBytes)
    }

    /// The chunk sizes asked for, one per `binarylimit` command.
    private func binaryLimits(_ server: FakeMPDServer) -> [Int] {
        server.commands.filter { $0.hasPrefix("binarylimit ") }
            .compactMap { Int($0.dropFirst("binarylimit ".count).trimmingCharacters(in: ["\""])) }
    }

    func testACoverLargerThanMPDsDefaultChunkArrivesWholeFromARealMPD() throws {
        let library = try TestLibrary()
        try library.addTrack("Big/Cover/01 Song.ogg", tags: TrackTags.song("Song", by: "Big", on: "Cover", track: 1))
        let picture = noise(300_000)
        try library.addFile("Big/Cover/cover.jpg", contents: Data(picture))
        let mpd = try RealMPD(musicDirectory: library.root)
        defer { mpd.stop() }
        XCTAssertEqual(try cover(try MPDConnection(address: loopback(mpd.port)), uri: "Big/Cover/01 Song.ogg"), picture)
    }

    func testOneRoundTripForACoverWithinTheChunkMPDWasAskedFor() throws {
        let picture = noise(300_000)
        let (server, connection) = try serving(picture, binaryLimit: true)
        XCTAssertEqual(try cover(connection), picture)
        XCTAssertEqual(albumartCommands(server), 1, "\(server.commands)")
        XCTAssertEqual(binaryLimits(server), [MPDConnection.largestChunk], "\(server.commands)")
        // Asked once per connection, not per cover.
        XCTAssertEqual(try cover(connection, uri: "A/C/01.flac"), picture)
        XCTAssertEqual(binaryLimits(server).count, 1, "\(server.commands)")
    }

    func testTheChunkAskedForIsNoLargerThanTheLocalLimitAndACoverOverItIsNotReadWhole() throws {
        let limit = 64 << 10
        let (server, connection) = try serving(noise(4 * limit), binaryLimit: true)
        XCTAssertThrowsError(try cover(connection, maxBytes: limit)) {
            XCTAssertEqual(($0 as? MPDError)?.kind, .tooLarge)
        }
        XCTAssertEqual(binaryLimits(server), [limit], "\(server.commands)")
        XCTAssertEqual(albumartCommands(server), 1, "\(server.commands)")
        XCTAssertLessThan(server.bytesSent, 2 * limit, "no more than one chunk of the cover was sent")
    }

    func testAServerThatRefusesBinaryLimitStillSendsTheWholeCoverInItsDefaultChunks() throws {
        let picture = noise(100_000)
        let (server, connection) = try serving(picture, binaryLimit: false)
        XCTAssertEqual(try cover(connection), picture)
        XCTAssertEqual(albumartCommands(server), (picture.count + 8191) / 8192, "\(server.commands)")
    }
}
