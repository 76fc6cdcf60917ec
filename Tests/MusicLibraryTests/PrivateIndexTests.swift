import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// The index lists the user's music: its folder is the user's alone, and its files are private.
final class PrivateIndexTests: XCTestCase {
    func testACacheFolderAnotherUserOwnsIsNotUsedAndTheWallSaysWhy() throws {
        let library = try IndexedTestLibrary()
        try library.music.addTrack("Band/First/01 a.ogg", tags: .song("A", by: "Band", on: "First", track: 1))
        let folder = (library.indexFile as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard chown(folder, 65534, 65534) == 0 else { throw XCTSkip("changing a folder's owner needs root") }
        XCTAssertEqual(chmod(folder, 0o777), 0)
        let started = library.start()
        XCTAssertEqual(started.log.albums.count, 1, "the music is read all the same")
        let refusal = try XCTUnwrap(started.log.checked?.indexRefusal)
        XCTAssertTrue(refusal.contains("Not using the cache directory \(folder)"), refusal)
        XCTAssertTrue(refusal.contains("uid 65534"), refusal)
        XCTAssertFalse(FileManager.default.fileExists(atPath: library.indexFile), "nothing written there")
    }

    func testAnIndexAndItsJournalAreTheUsersAloneUnderUmaskZero() throws {
        let old = umask(0)
        defer { umask(old) }
        let library = try IndexedTestLibrary()
        try library.music.addTrack("Band/First/01 a.ogg", tags: .song("A", by: "Band", on: "First", track: 1))
        let running = library.start(watch: true)
        defer { running.library.cancel() }
        var info = stat()
        XCTAssertEqual(stat((library.indexFile as NSString).deletingLastPathComponent, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700, "the cache folder")
        for suffix in ["", "-wal", "-shm"] where stat(library.indexFile + suffix, &info) == 0 {
            XCTAssertEqual(info.st_mode & 0o777, 0o600, "index\(suffix)")
        }
        // Read through a connection of its own: SQLite makes the -wal and -shm files now, if closing removed them.
        let statement = try IndexDatabase(path: library.indexFile).prepare("SELECT count(*) FROM tracks")
        XCTAssertTrue(try statement.step())
        for suffix in ["-wal", "-shm"] {
            XCTAssertEqual(stat(library.indexFile + suffix, &info), 0, "in WAL mode: \(suffix) exists while it is open")
            XCTAssertEqual(info.st_mode & 0o777, 0o600, "index\(suffix)")
        }
    }
}
