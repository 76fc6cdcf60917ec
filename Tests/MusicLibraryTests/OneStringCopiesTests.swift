import ClockSystem
import Foundation
@testable import MusicLibrary
import XCTest

/// What the library's background thread keeps after a walk (the albums' ids, the watched folders) is cut from one
/// string: the same text, in one allocation, so that it pins no page of the walk's freed memory but its own.
final class OneStringCopiesTests: XCTestCase {
    func testTheCopiesReadAsTheStringsAndShareOneAllocation() {
        let strings = ["Artist 0001/Album 00011", "", "\u{301}accent first", "Ünïcödé/Ålbum", "Artist 0002/Album 00021"]
        let copies = OneStringCopies.of(strings)
        XCTAssertEqual(copies.map(String.init), strings)
        let storage = Set(copies.map(Self.storage))
        XCTAssertEqual(storage.count, 1, "one string's storage for them all")
        XCTAssertFalse(storage.contains(0))
    }

    /// Where a copy's bytes are: the address of the string it was cut from.
    static func storage(_ copy: Substring) -> UInt {
        copy.base.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
    }

    func testWatchedFoldersAreNamedWhenTheyChangeAndWatchedOnce() throws {
        let root = NSTemporaryDirectory() + "one-string-watch-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Band/First", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Various/Mix Tape", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watch = try XCTUnwrap(FolderWatch(root: root))
        XCTAssertEqual(watch.watch(["Band/First", "Various/Mix Tape", "Band/First"]), ["Band/First", "Various/Mix Tape"])
        XCTAssertEqual(watch.watch(["Various/Mix Tape", ""]), [""], "only the folder not watched yet")
        XCTAssertEqual(watch.watchCount, 3)
        XCTAssertEqual(Set(watch.folders.values.filter { !$0.isEmpty }.map(Self.storage)).count, 1,
                       "the folders of one watch are kept in one allocation")
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/Band/First/01 a.ogg", contents: Data([1])))
        // Never woken: the wait ends with the changes alone.
        let never = try XCTUnwrap(WakePipe())
        XCTAssertEqual(watch.changes(cancel: never.readEnd), ["Band/First"])
    }
}
