import ClockCore
import Foundation
@testable import MusicLibrary
import Synchronization
import XCTest

final class LibraryScannerTests: XCTestCase {
    func testTagsAreReadIntoAlbumsAndTracks() throws {
        let library = try TestLibrary()
        try library.addTrack("a/x.ogg", tags: .song("Second", by: "Ada", on: "Engines", track: 2, disc: 1, year: 1843))
        try library.addTrack("a/y.ogg", tags: .song("First", by: "Ada", on: "Engines", track: 1, disc: 1, year: 1842))
        try library.addTrack("b/z.flac", from: TestLibrary.flacTrack, tags: .song("Solo", by: "Babbage", on: "Difference"))
        let summary = library.scan()
        XCTAssertEqual(summary.trackCount, 3)
        XCTAssertEqual(summary.albums.map(\.title), ["Engines", "Difference"])
        let engines = summary.albums[0]
        XCTAssertEqual(engines.artist, "Ada")
        XCTAssertEqual(engines.year, 1842)
        XCTAssertEqual(engines.id, "ada\u{1F}engines")
        XCTAssertEqual(engines.tracks.map(\.title), ["First", "Second"])
        XCTAssertEqual(engines.tracks.map(\.trackNumber), [1, 2])
        XCTAssertEqual(engines.tracks[0].path, library.root + "/a/y.ogg")
        XCTAssertEqual(engines.tracks[0].duration ?? 0, 1.4, accuracy: 0.2)
        XCTAssertEqual(summary.albums[1].artist, "Babbage")
    }

    func testTracksAreOrderedByDiscThenTrackNumber() throws {
        let library = try TestLibrary()
        try library.addTrack("x/1.ogg", tags: .song("Disc2 Track1", by: "A", on: "Box", track: 1, disc: 2))
        try library.addTrack("x/2.ogg", tags: .song("Disc1 Track2", by: "A", on: "Box", track: 2, disc: 1))
        try library.addTrack("x/3.ogg", tags: .song("Disc1 Track1", by: "A", on: "Box", track: 1, disc: 1))
        XCTAssertEqual(library.scan().albums.first?.tracks.map(\.title), ["Disc1 Track1", "Disc1 Track2", "Disc2 Track1"])
    }

    func testUntaggedFilesFallBackToArtistAlbumFolderLayout() throws {
        let library = try TestLibrary()
        try library.addTrack("Folder Artist/Folder Album/02 - The Second.ogg")
        try library.addTrack("Folder Artist/Folder Album/01 The First.ogg")
        try library.addTrack("Folder Artist/Folder Album/CD2/01. Bonus.ogg")
        let summary = library.scan()
        XCTAssertEqual(summary.albums.count, 1)
        let album = try XCTUnwrap(summary.albums.first)
        XCTAssertEqual(album.artist, "Folder Artist")
        XCTAssertEqual(album.title, "Folder Album")
        XCTAssertEqual(album.directory, library.root + "/Folder Artist/Folder Album")
        XCTAssertEqual(album.tracks.map(\.title), ["The First", "The Second", "Bonus"])
        XCTAssertEqual(album.tracks.map(\.trackNumber), [1, 2, 1])
        XCTAssertEqual(album.tracks.map(\.discNumber), [nil, nil, 2])
    }

    func testAlbumArtistGroupsACompilationIntoOneAlbum() throws {
        let library = try TestLibrary()
        try library.addTrack("comp/1.ogg", tags: .song("One", by: "Alice", on: "Mix", track: 1, albumArtist: "Various Artists"))
        try library.addTrack("comp/2.ogg", tags: .song("Two", by: "Bob", on: "Mix", track: 2, albumArtist: "Various Artists"))
        try library.addTrack("other/3.ogg", tags: .song("Three", by: "Alice", on: "Mix", track: 1))
        let albums = library.scan().albums
        XCTAssertEqual(albums.count, 2, "same album title, different album artist: two albums")
        let compilation = try XCTUnwrap(albums.first { $0.artist == "Various Artists" })
        XCTAssertEqual(compilation.tracks.map(\.title), ["One", "Two"])
        XCTAssertEqual(albums.first { $0.artist == "Alice" }?.tracks.map(\.title), ["Three"])
    }

    func testCoverFilesAreFoundCaseInsensitivelyInPreferenceOrder() throws {
        let library = try TestLibrary()
        try library.addTrack("A/One/01 x.ogg")
        try library.addFile("A/One/Front.PNG", contents: Data(contentsOf: URL(fileURLWithPath: TestLibrary.coverPNG)))
        let folder = try library.addFile("A/One/Folder.JPG", contents: Data(contentsOf: URL(fileURLWithPath: TestLibrary.coverJPEG)))
        try library.addTrack("A/Two/01 y.ogg")
        try library.addFile("A/Two/notes.png", contents: Data([1, 2, 3]))
        let albums = library.scan().albums
        XCTAssertEqual(albums.first { $0.title == "One" }?.cover, .file(path: folder))
        XCTAssertEqual(albums.first { $0.title == "Two" }?.cover, CoverSource.none, "only cover/folder/front count")
    }

    func testDiscFolderAlbumFindsTheCoverInTheAlbumFolder() throws {
        let library = try TestLibrary()
        try library.addTrack("A/Box/CD1/01 x.ogg")
        let cover = try library.addFile("A/Box/cover.jpg", contents: Data(contentsOf: URL(fileURLWithPath: TestLibrary.coverJPEG)))
        XCTAssertEqual(library.scan().albums.first?.cover, .file(path: cover))
    }

    func testDemoLibraryHasEveryKindOfCover() {
        let albums = LibraryScanner.scan(directory: TestLibrary.demoLibrary).albums
        XCTAssertEqual(albums.count, 5)
        XCTAssertTrue(albums.contains { if case .embedded = $0.cover { true } else { false } })
        XCTAssertTrue(albums.contains { if case .file(let p) = $0.cover { p.hasSuffix("cover.jpg") } else { false } })
        XCTAssertTrue(albums.contains { if case .file(let p) = $0.cover { p.hasSuffix("folder.png") } else { false } })
        XCTAssertTrue(albums.contains { $0.cover == .none })
        XCTAssertTrue(albums.contains { $0.title == "Untagged Demos" && $0.artist == "Folder Band" })
    }

    func testBrokenEmptyAndUnreadableFilesAreSkippedWithReasons() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/01 good.ogg")
        let empty = try library.addFile("A/B/02 empty.mp3", contents: Data())
        let garbage = try library.addFile("A/B/03 garbage.flac", contents: Data((0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7) }))
        let dangling = library.root + "/A/B/04 dangling.ogg"
        XCTAssertEqual(symlink(library.root + "/nowhere.ogg", dangling), 0)
        var expected: [SkippedFile] = [
            SkippedFile(path: empty, reason: .empty),
            SkippedFile(path: garbage, reason: .unreadable),
            SkippedFile(path: dangling, reason: .unreadable),
        ]
        if geteuid() != 0 {  // root reads files whatever their mode
            let locked = try library.addTrack("A/B/05 locked.ogg")
            chmod(locked, 0)
            expected.append(SkippedFile(path: locked, reason: .unreadable))
        }
        let summary = library.scan()
        XCTAssertEqual(summary.trackCount, 1)
        XCTAssertEqual(summary.albums.map(\.tracks.count), [1])
        XCTAssertEqual(summary.skipped, expected)
        XCTAssertEqual(summary.skippedCount, expected.count)
    }

    func testHostileTagTextIsCleanedWhenTheLibraryIsRead() throws {
        let library = try TestLibrary()
        let hugeAlbum = String(repeating: "Box Set ", count: 12_500)
        try library.addTrack("A/B/01 x.ogg", tags: .song("\u{202E}evil\u{202C}\tsong\u{1B}[2J", by: "Band\u{2066}",
                                                          on: hugeAlbum, track: 1))
        try library.addTrack("\u{202E}Folder Band/\u{2067}Folder Album/02 \u{200F}Loose.ogg")
        let albums = library.scan().albums.sorted { $0.artist < $1.artist }
        XCTAssertEqual(albums.map(\.artist), ["Band", "Folder Band"])
        XCTAssertEqual(albums.first?.tracks.first?.title, "evil song[2J")
        XCTAssertEqual(albums.first?.title.count, TagText.maxCharacters)
        XCTAssertEqual(albums.last?.title, "Folder Album")
        XCTAssertEqual(albums.last?.tracks.first?.title, "Loose")
    }

    func testNamesThatAreNotUTF8AreScannedWithoutCrashing() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/01 fine.ogg")
        let audio = try Data(contentsOf: URL(fileURLWithPath: TestLibrary.plainTrack))
        let badName: [UInt8] = Array((library.root + "/A/B/02 ").utf8) + [0xFF, 0xFE] + Array(".ogg".utf8) + [0]
        let fd = badName.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                                                         O_CREAT | O_WRONLY, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = audio.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let summary = library.scan()
        XCTAssertEqual(summary.trackCount, 2)
        XCTAssertEqual(summary.skipped, [])
        // Bytes that are not UTF-8 read as Windows-1252, as beets and mpv show them: 0xFF 0xFE is "ÿþ".
        XCTAssertEqual(summary.albums.first?.tracks.map(\.title), ["fine", "ÿþ"])
    }

    func testDeeplyNestedFoldersAreScannedAndHiddenOnesSkipped() throws {
        let library = try TestLibrary()
        let deep = (1...40).map { "level\($0)" }.joined(separator: "/")
        try library.addTrack(deep + "/Deep Artist/Deep Album/01 Bottom.ogg")
        try library.addTrack(".hidden/Secret/Album/01 x.ogg")
        try library.addTrack("Shown/Album/.01 hidden file.ogg")
        let summary = library.scan()
        XCTAssertEqual(summary.trackCount, 1)
        XCTAssertEqual(summary.albums.first?.title, "Deep Album")
        XCTAssertEqual(summary.albums.first?.artist, "Deep Artist")
    }

    func testSymlinkLoopsAreFollowedOnce() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/01 x.ogg")
        XCTAssertEqual(symlink(library.root + "/A", library.root + "/A/B/loop"), 0)
        XCTAssertEqual(library.scan().trackCount, 1)
    }

    func testEmptyFolderGivesNoAlbumsAndNoFailure() throws {
        let library = try TestLibrary()
        try FileManager.default.createDirectory(atPath: library.root + "/empty/inside", withIntermediateDirectories: true)
        let summary = library.scan()
        XCTAssertEqual(summary.albums, [])
        XCTAssertNil(summary.failure)
        XCTAssertNil(summary.timeToFirstAlbums)
    }

    func testOneAlbumLibraryWithTracksInTheRootFolder() throws {
        let library = try TestLibrary()
        try library.addTrack("01 Alone.ogg", tags: .song("Alone", by: "Solo", on: "Only One", track: 1))
        try library.addTrack("02 Together.ogg", tags: .song("Together", by: "Solo", on: "Only One", track: 2))
        let summary = library.scan()
        XCTAssertEqual(summary.albums.count, 1)
        XCTAssertEqual(summary.albums.first?.tracks.count, 2)
        XCTAssertEqual(summary.albums.first?.directory, library.root)
    }

    func testMissingFolderIsReportedNotCrashed() {
        let summary = LibraryScanner.scan(directory: "/nonexistent/music/folder")
        XCTAssertEqual(summary.failure, .folderNotFound("/nonexistent/music/folder"))
        XCTAssertEqual(summary.failure?.description.contains("--music"), true)
    }

    func testBackgroundScanDeliversBatchesThenFinishesOnce() throws {
        let library = try TestLibrary()
        for artist in 0..<5 {
            for album in 0..<4 {
                try library.addTrack("Artist \(artist)/Album \(album)/01 x.ogg")
            }
        }
        let batches = Mutex<[[Album]]>([])
        let finished = expectation(description: "scan finished")
        let result = Mutex<ScanSummary?>(nil)
        LibraryScanner.start(directory: library.root, onAlbums: { albums in
            batches.withLock { $0.append(albums) }
        }, onFinish: { summary in
            result.withLock { $0 = summary }
            finished.fulfill()
        })
        wait(for: [finished], timeout: 10)
        let delivered = batches.withLock { $0 }.flatMap { $0 }
        let summary = try XCTUnwrap(result.withLock { $0 })
        XCTAssertEqual(delivered.count, 20)
        XCTAssertEqual(Set(delivered.map(\.id)).count, 20, "each album delivered once")
        XCTAssertEqual(summary.albums.map(\.id), delivered.map(\.id))
        XCTAssertFalse(summary.wasCancelled)
        XCTAssertNotNil(summary.timeToFirstAlbums)
    }

    func testCancelledScanStopsEarlyAndStillFinishes() throws {
        let library = try TestLibrary()
        for album in 0..<30 { try library.addTrack("Artist/Album \(album)/01 x.ogg") }
        let finished = expectation(description: "scan finished")
        let result = Mutex<ScanSummary?>(nil)
        let scanner = LibraryScanner.start(directory: library.root, onAlbums: { _ in }, onFinish: { summary in
            result.withLock { $0 = summary }
            finished.fulfill()
        })
        scanner.cancel()
        wait(for: [finished], timeout: 10)
        XCTAssertTrue(scanner.isFinished)
        let summary = try XCTUnwrap(result.withLock { $0 })
        XCTAssertTrue(summary.wasCancelled)
        XCTAssertLessThan(summary.trackCount, 30)
    }

    func testAlbumSplitAcrossDistantFoldersIsDeliveredAgainWithAllTracks() throws {
        let library = try TestLibrary()
        try library.addTrack("a/1.ogg", tags: .song("One", by: "X", on: "Scattered", track: 1))
        for filler in 0..<3 { try library.addTrack("m\(filler)/f.ogg", tags: .song("F", by: "Y\(filler)", on: "Filler")) }
        try library.addTrack("z/2.ogg", tags: .song("Two", by: "X", on: "Scattered", track: 2))
        var deliveries: [Album] = []
        let summary = LibraryScanner.scan(directory: library.root) { deliveries += $0 }
        XCTAssertEqual(deliveries.filter { $0.title == "Scattered" }.last?.tracks.map(\.title), ["One", "Two"])
        XCTAssertEqual(summary.albums.first { $0.title == "Scattered" }?.tracks.count, 2)
        XCTAssertEqual(summary.albums.count, 4)
    }
}
