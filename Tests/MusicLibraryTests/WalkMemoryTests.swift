import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// Issue 23: a library walk with the index keeps no track of the albums it has handed out — at 1,000,000 tracks
/// holding them was 550 MiB at every start — and an album split over distant folders still comes whole: its
/// earlier part is read back from the index.
final class WalkMemoryTests: XCTestCase {
    /// A compilation filed under each artist's folder, with other albums walked between its parts.
    private func makeLibrary(_ library: IndexedTestLibrary) throws {
        try library.music.addMP3("Alice/Hits/02.mp3", tags: .song("Two", by: "Alice", on: "Hits", track: 2, compilation: true))
        try library.music.addFile("Alice/Hits/cover.jpg", contents: Data([0xFF, 0xD8, 0xFF]))
        try library.music.addMP3("Alice/Own/01.mp3", tags: .song("Mine", by: "Alice", on: "Own", track: 1))
        try library.music.addMP3("Bob/Solo/01.mp3", tags: .song("Solo", by: "Bob", on: "Solo", track: 1))
        try library.music.addMP3("Carol/Hits/01.mp3", tags: .song("One", by: "Carol", on: "Hits", track: 1, compilation: true))
        try library.music.addMP3("Carol/Hits/03.mp3", tags: .song("Three", by: "Carol", on: "Hits", track: 3, compilation: true))
    }

    func testTheAssemblerLetsGoOfAnAlbumItHandedOutAndReadsAnEarlierPartBack() throws {
        var assembler = AlbumAssembler()
        var asked: [(String, [String])] = []
        var handedOut: [Album] = []
        func readBack(_ id: String, _ folders: [String]) -> Album? {
            asked.append((id, folders))
            return handedOut.first { $0.id == id }
        }
        func add(_ folder: String, _ file: String, _ title: String, track: Int) {
            let tags = TrackTags.song(title, by: "X", on: "Hits", track: track, compilation: true)
            let relative = folder.dropFirst(3).split(separator: "/").map(String.init)
            assembler.add(path: folder + "/" + file, fileName: file, tags: tags,
                          layout: FolderLayout(relativeFolders: relative, fileName: file, directory: folder))
        }
        assembler.noteCoverFile(named: "cover.jpg", inDirectory: "/m/Alice/Hits")
        add("/m/Alice/Hits", "02.mp3", "Two", track: 2)
        handedOut = assembler.takeSettled(nextDirectory: "/m/Bob", earlierPart: readBack)
        XCTAssertEqual(handedOut.first?.tracks.map(\.title), ["Two"], "handed out with its tracks")
        XCTAssertEqual(handedOut.first?.cover, .file(path: "/m/Alice/Hits/cover.jpg"))
        XCTAssertTrue(assembler.held == (0, 0, 0), "and let go: \(assembler.held)")

        add("/m/Carol/Hits", "01.mp3", "One", track: 1)
        let whole = try XCTUnwrap(assembler.takeSettled(nextDirectory: nil, earlierPart: readBack).first)
        XCTAssertEqual(whole.tracks.map(\.title), ["One", "Two"], "the earlier part read back, in order")
        XCTAssertEqual(whole.cover, .file(path: "/m/Alice/Hits/cover.jpg"), "with its cover file")
        XCTAssertEqual(asked.map(\.0), ["various artists\u{1F}hits"])
        XCTAssertEqual(asked.map(\.1), [["/m/Alice/Hits"]])
        XCTAssertTrue(assembler.held == (0, 0, 0), "\(assembler.held)")

        var keeping = AlbumAssembler()
        keeping.add(path: "/m/A/01.mp3", fileName: "01.mp3", tags: .song("A", by: "X", on: "Y", track: 1),
                    layout: FolderLayout(relativeFolders: ["A"], fileName: "01.mp3", directory: "/m/A"))
        _ = keeping.takeSettled(nextDirectory: nil)
        XCTAssertTrue(keeping.held == (1, 1, 0), "without an index to read them back, the albums stay")
    }

    func testAnAlbumSplitOverDistantFoldersComesWholeFromEveryWalkOfTheIndex() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        let scanned = library.music.scan().albums
        let expected = try XCTUnwrap(scanned.first { $0.id == "various artists\u{1F}hits" })
        XCTAssertEqual(expected.tracks.map(\.title), ["One", "Two", "Three"])
        XCTAssertEqual(expected.cover, .file(path: library.music.root + "/Alice/Hits/cover.jpg"), "the earlier part's cover")
        let first = library.start()
        try library.music.addMP3("Bob/Solo/02.mp3", tags: .song("Duo", by: "Bob", on: "Solo", track: 2))
        let second = library.start()  // from the index, then a walk of the changed folder
        for log in [first.log, second.log] {
            let hits = try XCTUnwrap(log.albums[expected.id])
            var scan = expected
            scan.firstSeen = hits.firstSeen
            XCTAssertEqual(hits, scan, "all three tracks, from both folders, as a scan without an index has them")
            XCTAssertEqual(log.reportedAlbums[expected.id]?.trackCount, 3)
            XCTAssertEqual(Set(log.reportedAlbums[expected.id]?.foldersOfTracks ?? []),
                           [library.music.root + "/Alice/Hits", library.music.root + "/Carol/Hits"])
        }
        XCTAssertEqual(second.log.albums["bob\u{1F}solo"]?.tracks.map(\.title), ["Solo", "Duo"])
    }
}
