import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// The start-up check passes over folders whose stamp (ctime) did not change without listing them, and only stats
/// their tracks; these tests make every kind of change after a first start whose folders were old enough to be
/// stamped, and expect the second start to see it.
final class UnchangedCheckTests: XCTestCase {
    /// Folders older than this when listed keep their stamp; the tests wait out twice as much before the first start.
    private let margin = 0.05

    private func stampedLibrary() throws -> IndexedTestLibrary {
        let library = try IndexedTestLibrary()
        try library.music.addTrack("Band/First/01 a.ogg", tags: .song("A", by: "Band", on: "First", track: 1))
        try library.music.addTrack("Band/First/02 b.ogg", tags: .song("B", by: "Band", on: "First", track: 2))
        try library.music.addTrack("Band/Second/01 c.ogg", tags: .song("C", by: "Band", on: "Second", track: 1))
        try library.music.addTrack("Solo/Third/01 d.ogg", tags: .song("D", by: "Solo", on: "Third", track: 1))
        Thread.sleep(forTimeInterval: margin * 2)  // the folders' ctime must lie before the margin
        let first = library.start(stampMargin: margin)
        XCTAssertEqual(first.log.checked?.trackCount, 4)
        return library
    }

    private func start(_ library: IndexedTestLibrary, reader: CountingTagReader = CountingTagReader())
        -> (log: LibraryUpdateLog, reads: Int) {
        let started = library.start(reader: reader, stampMargin: margin)
        return (started.log, reader.count)
    }

    private func titles(_ log: LibraryUpdateLog, _ id: String) -> [String]? {
        log.albums[id]?.tracks.map(\.title)
    }

    private func ctime(_ path: String) -> Int64 {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        return FolderStamp.of(info)
    }

    func testAnUnchangedLibraryIsCheckedFromItsStampsAlone() throws {
        let library = try stampedLibrary()
        let stamp = try LibraryIndex.open(path: library.indexFile).map { try $0.folder("Band/First").stamp }
        XCTAssertEqual(stamp, ctime(library.music.root + "/Band/First"), "an old folder keeps its stamp")
        let second = start(library)
        XCTAssertEqual(second.reads, 0)
        XCTAssertEqual(second.log.checked?.trackCount, 4)
        XCTAssertEqual(second.log.checked?.albumCount, 3)
        XCTAssertEqual(second.log.checked?.changedFolders, [])
    }

    func testAFolderChangedJustBeforeItWasListedIsListedAgainNextTime() throws {
        let library = try IndexedTestLibrary()
        try library.music.addTrack("Band/First/01 a.ogg", tags: .song("A", by: "Band", on: "First", track: 1))
        _ = library.start()  // the program's 2 s: the folder was made a moment ago
        let stamp = try LibraryIndex.open(path: library.indexFile).map { try $0.folder("Band/First").stamp }
        XCTAssertEqual(stamp, 0, "a second change in the same tick of the file system's clock would keep its ctime")
    }

    func testAFileChangedInPlaceIsReadAgainThoughItsFolderKeepsItsStamp() throws {
        let library = try stampedLibrary()
        let folder = library.music.root + "/Band/Second"
        let before = ctime(folder)
        XCTAssertTrue(TagLibReader.write(.song("C (live)", by: "Band", on: "Second", track: 1), to: folder + "/01 c.ogg"))
        XCTAssertEqual(ctime(folder), before, "written in place: the folder did not change")
        let second = start(library)
        XCTAssertEqual(second.reads, 1)
        XCTAssertEqual(titles(second.log, "band\u{1F}second"), ["C (live)"])
    }

    func testAnAddedFileIsFound() throws {
        let library = try stampedLibrary()
        try library.music.addTrack("Band/First/03 e.ogg", tags: .song("E", by: "Band", on: "First", track: 3))
        let second = start(library)
        XCTAssertEqual(second.reads, 1)
        XCTAssertEqual(titles(second.log, "band\u{1F}first"), ["A", "B", "E"])
        XCTAssertEqual(second.log.checked?.trackCount, 5)
    }

    func testARemovedFileAndARemovedFolderAreGone() throws {
        let library = try stampedLibrary()
        try FileManager.default.removeItem(atPath: library.music.root + "/Band/First/02 b.ogg")
        try FileManager.default.removeItem(atPath: library.music.root + "/Solo")
        let second = start(library)
        XCTAssertEqual(titles(second.log, "band\u{1F}first"), ["A"])
        XCTAssertNil(second.log.albums["solo\u{1F}third"])
        XCTAssertEqual(second.log.checked?.trackCount, 2)
        let third = start(library)
        XCTAssertEqual(Set(third.log.albums.keys), ["band\u{1F}first", "band\u{1F}second"], "gone from the index too")
    }

    func testARenamedFileAndARenamedFolderAreFoundUnderTheirNewNames() throws {
        let library = try stampedLibrary()
        let root = library.music.root
        try FileManager.default.moveItem(atPath: root + "/Band/First/02 b.ogg", toPath: root + "/Band/First/02 bee.ogg")
        try FileManager.default.moveItem(atPath: root + "/Solo/Third", toPath: root + "/Solo/Third (2024)")
        let second = start(library)
        XCTAssertEqual(second.log.albums["band\u{1F}first"]?.tracks.map(\.path),
                       [root + "/Band/First/01 a.ogg", root + "/Band/First/02 bee.ogg"])
        XCTAssertEqual(second.log.albums["solo\u{1F}third"]?.tracks.map(\.path), [root + "/Solo/Third (2024)/01 d.ogg"])
        XCTAssertEqual(second.log.checked?.trackCount, 4)
    }

    func testANewFolderInsideAnOldOneIsFound() throws {
        let library = try stampedLibrary()
        try library.music.addTrack("Band/Second/Bonus/01 f.ogg", tags: .song("F", by: "Band", on: "Bonus", track: 1))
        let second = start(library)
        XCTAssertEqual(titles(second.log, "band\u{1F}bonus"), ["F"])
    }

    /// `touch -d`, `rsync -t` or an unpacked archive put a folder's modification time back; its ctime moves on.
    func testAFolderWhoseModificationTimeLiesIsListedAgain() throws {
        let library = try stampedLibrary()
        let folder = library.music.root + "/Band/First"
        var info = stat()
        XCTAssertEqual(stat(folder, &info), 0)
        try library.music.addTrack("Band/First/03 e.ogg", tags: .song("E", by: "Band", on: "First", track: 3))
        var times = [info.st_atim, info.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, folder, &times, 0), 0)
        var after = stat()
        XCTAssertEqual(stat(folder, &after), 0)
        XCTAssertEqual([after.st_mtim.tv_sec, after.st_mtim.tv_nsec], [info.st_mtim.tv_sec, info.st_mtim.tv_nsec])
        let second = start(library)
        XCTAssertEqual(titles(second.log, "band\u{1F}first"), ["A", "B", "E"])
    }

    func testSkippedFilesAreStillCountedWhenTheirFolderDidNotChange() throws {
        let library = try IndexedTestLibrary()
        try library.music.addTrack("Band/First/01 a.ogg", tags: .song("A", by: "Band", on: "First", track: 1))
        try library.music.addFile("Band/First/02 broken.ogg", contents: Data("not audio".utf8))
        Thread.sleep(forTimeInterval: margin * 2)
        XCTAssertEqual(library.start(stampMargin: margin).log.checked?.skippedCount, 1)
        let second = start(library)
        XCTAssertEqual(second.log.checked?.skippedCount, 1, "the start still says a file is skipped")
        XCTAssertEqual(second.reads, 0, "without reading it again")
    }

    /// Folders and files whose names are not UTF-8 are stat'ed by their exact bytes, as the index keeps them.
    func testNamesThatAreNotUTF8AreCheckedByTheirExactBytes() throws {
        let library = try IndexedTestLibrary()
        let folder = Array("Band/Caf".utf8) + [0xE9] + Array(" Live/".utf8)
        try library.music.addTrack(bytes: folder + Array("01 Caf".utf8) + [0xE9] + Array(".ogg".utf8),
                                   tags: TrackTags(title: "Morning", artist: "Band", album: "Live", trackNumber: 1))
        Thread.sleep(forTimeInterval: margin * 2)
        _ = library.start(stampMargin: margin)
        let second = start(library)
        XCTAssertEqual(second.reads, 0, "found unchanged, not read again")
        XCTAssertEqual(second.log.checked?.changedFolders, [])
        XCTAssertEqual(second.log.checked?.trackCount, 1)
    }
}
