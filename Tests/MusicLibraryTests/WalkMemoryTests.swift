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
        try library.music.addMP3("Alice/Own/01.mp3", tags: .song("Mine", by: "Alice", on: "Own", track: 1))
        try library.music.addMP3("Bob/Solo/01.mp3", tags: .song("Solo", by: "Bob", on: "Solo", track: 1))
        try library.music.addMP3("Carol/Hits/01.mp3", tags: .song("One", by: "Carol", on: "Hits", track: 1, compilation: true))
        try library.music.addMP3("Carol/Hits/03.mp3", tags: .song("Three", by: "Carol", on: "Hits", track: 3, compilation: true))
    }

    func testTheAssemblerKeepsNoTrackOfAnAlbumItHandedOutAndReadsAnEarlierPartBack() {
        var assembler = AlbumAssembler()
        var asked: [(String, [String])] = []
        let earlier = [Track(title: "Two", path: "/m/Alice/Hits/02.mp3", trackNumber: 2)]
        func readBack(_ id: String, _ folders: [String]) -> [Track] {
            asked.append((id, folders))
            return earlier
        }
        func add(_ folder: String, _ file: String, _ title: String, track: Int) {
            let tags = TrackTags.song(title, by: "X", on: "Hits", track: track, compilation: true)
            let relative = folder.dropFirst(3).split(separator: "/").map(String.init)
            assembler.add(path: folder + "/" + file, fileName: file, tags: tags,
                          layout: FolderLayout(relativeFolders: relative, fileName: file, directory: folder))
        }
        add("/m/Alice/Hits", "02.mp3", "Two", track: 2)
        let first = assembler.takeSettled(nextDirectory: "/m/Bob", earlierTracks: readBack)
        XCTAssertEqual(first.first?.tracks.map(\.title), ["Two"], "handed out with its tracks")
        XCTAssertEqual(assembler.heldTrackCount, 0, "and none kept")

        add("/m/Carol/Hits", "01.mp3", "One", track: 1)
        let whole = assembler.takeSettled(nextDirectory: nil, earlierTracks: readBack)
        XCTAssertEqual(whole.first?.tracks.map(\.title), ["One", "Two"], "the earlier part read back, in order")
        XCTAssertEqual(asked.map(\.0), ["various artists\u{1F}hits"])
        XCTAssertEqual(asked.map(\.1), [["/m/Alice/Hits"]])
        XCTAssertEqual(assembler.heldTrackCount, 0)

        var keeping = AlbumAssembler()
        keeping.add(path: "/m/A/01.mp3", fileName: "01.mp3", tags: .song("A", by: "X", on: "Y", track: 1),
                    layout: FolderLayout(relativeFolders: ["A"], fileName: "01.mp3", directory: "/m/A"))
        _ = keeping.takeSettled(nextDirectory: nil)
        XCTAssertEqual(keeping.heldTrackCount, 1, "without an index to read them back, the tracks stay")
    }

    func testAnAlbumSplitOverDistantFoldersComesWholeFromEveryWalkOfTheIndex() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        let scanned = library.music.scan().albums
        let expected = try XCTUnwrap(scanned.first { $0.id == "various artists\u{1F}hits" })
        XCTAssertEqual(expected.tracks.map(\.title), ["One", "Two", "Three"])
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
