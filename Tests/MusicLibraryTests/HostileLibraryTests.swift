import ClockCore
import Dispatch
import Foundation
import Synchronization
@testable import MusicLibrary
import XCTest

/// A music folder built to hurt: FIFOs and devices named like tracks and covers, symlink loops, a PNG that declares
/// 20000x20000, 20,000 files in one folder, names that are not UTF-8. The scan must finish, keep what is playable
/// (names that are not UTF-8 included), and say why it skipped the rest; covers must be refused without blocking
/// or allocating gigabytes.
final class HostileLibraryTests: XCTestCase {
    /// Far longer than the scan takes; only a hang reaches it.
    private static let hangLimit = 120.0

    /// Scans in the background and fails (instead of hanging the test run) if the scan does not finish in time.
    private func scanWithinLimit(_ library: TestLibrary) -> ScanSummary? {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<ScanSummary?>(nil)
        LibraryScanner.start(directory: library.root, onAlbums: { _ in }, onFinish: { summary in
            result.withLock { $0 = summary }
            done.signal()
        })
        guard done.wait(timeout: .now() + Self.hangLimit) == .success else {
            XCTFail("the scan hung")
            return nil
        }
        return result.withLock { $0 }
    }

    private func rawPath(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Int32) -> Int32 {
        (bytes + [0]).withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
    }

    func testHostileLibraryScanFinishesKeepsThePlayableAndExplainsTheRest() throws {
        let library = try TestLibrary()
        let root = library.root
        try library.addTrack("Band/Good/01 Fine.ogg")
        XCTAssertEqual(mkfifo(root + "/Band/Good/02 Pipe.ogg", 0o644), 0)
        XCTAssertEqual(mkfifo(root + "/Band/Good/folder.png", 0o644), 0)
        XCTAssertEqual(symlink("/dev/zero", root + "/Band/Good/cover.jpg"), 0)
        XCTAssertEqual(symlink("/dev/zero", root + "/Band/Good/03 Zero.flac"), 0)
        XCTAssertEqual(symlink(root + "/Band/Good/05 Loop.ogg", root + "/Band/Good/04 Loop.ogg"), 0)
        XCTAssertEqual(symlink(root + "/Band/Good/04 Loop.ogg", root + "/Band/Good/05 Loop.ogg"), 0)
        XCTAssertEqual(symlink(root + "/Band", root + "/Band/Good/back to band"), 0)
        try library.addTrack("Band/Huge/01 Track.ogg")
        try library.addFile("Band/Huge/cover.png", contents: Data(PNGHeader.declaring(width: 20_000, height: 20_000)))

        let many = root + "/Many/One Folder"
        try FileManager.default.createDirectory(atPath: many, withIntermediateDirectories: true)
        for i in 0..<20_000 {
            // Hard links: 20,000 real tracks for the price of one.
            XCTAssertEqual(link(TestLibrary.plainTrack, many + String(format: "/%05d.ogg", i)), 0)
        }
        let badFolder = Array((root + "/Band/Bad ").utf8) + [0xC3, 0x28]
        XCTAssertEqual(rawPath(badFolder) { mkdir($0, 0o755) }, 0)
        let badFile = badFolder + Array("/01 ".utf8) + [0xFF, 0xFE] + Array(".ogg".utf8)
        XCTAssertEqual(rawPath(badFile) { link(TestLibrary.plainTrack, $0) }, 0)

        let summary = try XCTUnwrap(scanWithinLimit(library))
        let albums = Dictionary(uniqueKeysWithValues: summary.albums.map { ($0.title, $0) })
        XCTAssertEqual(albums["Good"]?.tracks.map(\.title), ["Fine"])
        XCTAssertEqual(albums["Good"]?.cover, CoverSource.none)
        XCTAssertEqual(albums["Huge"]?.cover, .file(path: root + "/Band/Huge/cover.png"))
        XCTAssertEqual(albums["One Folder"]?.tracks.count, 20_000)
        // Names that are not UTF-8 read as Windows-1252 (C3 28 is "Ã(", FF FE is "ÿþ"); playing keeps the bytes.
        XCTAssertEqual(albums["Bad Ã("]?.tracks.map(\.title), ["ÿþ"])
        XCTAssertEqual(albums["Bad Ã("]?.tracks.map { PathBytes.bytes(of: $0.path) }, [badFile])
        XCTAssertEqual(summary.trackCount, 20_003)
        XCTAssertEqual(Set(summary.skipped.map { "\($0.path) \($0.reason)" }), [
            root + "/Band/Good/02 Pipe.ogg notAFile",
            root + "/Band/Good/03 Zero.flac notAFile", root + "/Band/Good/04 Loop.ogg unreadable",
            root + "/Band/Good/05 Loop.ogg unreadable",
        ])

        XCTAssertThrowsError(try CoverImage.load(.file(path: root + "/Band/Huge/cover.png"), maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, .tooLarge)
        }
    }

    func testCoverPathThatIsAFIFOOrADeviceIsRefusedWithoutBlocking() throws {
        let library = try TestLibrary()
        let fifo = library.root + "/cover.jpg"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let zero = library.root + "/folder.jpg"
        XCTAssertEqual(symlink("/dev/zero", zero), 0)
        for path in [fifo, zero] {
            XCTAssertThrowsError(try CoverImage.load(.file(path: path), maxSize: 64), path) {
                XCTAssertEqual($0 as? CoverImageError, .unreadable(path: path))
            }
        }
    }

    func testCoverFileLargerThanTheCapIsNotRead() throws {
        let library = try TestLibrary()
        let path = try library.addFile("front.jpg", contents: Data([0xFF, 0xD8, 0xFF]))
        XCTAssertEqual(truncate(path, off_t(CoverImage.maxFileBytes + 1)), 0)
        XCTAssertThrowsError(try CoverImage.load(.file(path: path), maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, .unreadable(path: path))
        }
    }

    func testPNGDeclaringHugeDimensionsIsRefusedBeforeAnyPixelIsAllocated() throws {
        for (width, height) in [(20_000, 20_000), (16_000, 16_000), (100_000, 1), (1, 100_000)] {
            XCTAssertThrowsError(try CoverImage.decode(PNGHeader.declaring(width: width, height: height), maxSize: 64),
                                 "\(width)x\(height)") {
                XCTAssertEqual($0 as? CoverImageError, .tooLarge)
            }
        }
    }
}

/// The start of a PNG file (signature, IHDR, a token IDAT, IEND) declaring any size: what a decoder reads before
/// it allocates pixels.
enum PNGHeader {
    static func declaring(width: Int, height: Int) -> [UInt8] {
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
        }
        // 8 bits per channel, RGBA, deflate, no filter method, no interlace.
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + chunk("IEND", [])
    }

    /// PNG's CRC-32 (ISO 3309), bit by bit: a few dozen bytes need no table.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
