import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// The index file itself: what goes in comes out, and where it lives.
final class LibraryIndexTests: XCTestCase {
    func testTheIndexRoundTripsTracks() throws {
        let library = try IndexedTestLibrary()
        let file = library.indexFile
        try LibraryIndexFile.makeFolder(above: file)
        let full = IndexedTrack(
            name: "01 Ünïcödé – 東京.flac", size: 123_456_789, modified: 1_700_000_000_123_456_789,
            tags: TrackTags(title: "Tōkyō", artist: "Ärtist", album: "Álbum", albumArtist: "Various Artists",
                            trackNumber: 3, discNumber: 2, year: 1999, duration: 241.5, hasEmbeddedPicture: true,
                            isCompilation: true),
            firstSeen: 1_700_000_000)
        let bare = IndexedTrack(name: "untagged.ogg", size: 0, modified: 0, tags: TrackTags(), firstSeen: 1)
        do {
            let index = try XCTUnwrap(LibraryIndex.open(path: file))
            try index.saveFolder("", cover: nil)
            try index.saveFolder("Artist", cover: nil)
            try index.saveFolder("Artist/Album", cover: "AlbumArt_{1234}_Large.jpg")
            try index.saveTrack(full, in: "Artist/Album")
            try index.saveTrack(bare, in: "Artist/Album")
        }
        let index = try XCTUnwrap(LibraryIndex.open(path: file))
        XCTAssertEqual(try index.tracks(in: "Artist/Album"), [full.name: full, bare.name: bare])
        XCTAssertEqual(try index.folder("Artist/Album").cover, "AlbumArt_{1234}_Large.jpg")
        XCTAssertEqual(try index.subfolders(of: ""), ["Artist"])
        XCTAssertEqual(try index.subfolders(of: "Artist"), ["Album"])
        XCTAssertFalse(try index.folder("Elsewhere").known)

        try index.removeFolder("Artist")
        XCTAssertEqual(try index.tracks(in: "Artist/Album"), [:])
        XCTAssertEqual(try index.allFolders(), [""])
    }

    func testTheIndexLivesInTheCacheFolderOnePerLibrary() {
        let a = LibraryIndexFile.path(forLibrary: "/music", environment: ["XDG_CACHE_HOME": "/x/cache/"], home: "/home/u")
        let b = LibraryIndexFile.path(forLibrary: "/other", environment: [:], home: "/home/u")
        XCTAssertEqual(a?.hasPrefix("/x/cache/tui-clock/library-"), true)
        XCTAssertEqual(b?.hasPrefix("/home/u/.cache/tui-clock/library-"), true)
        XCTAssertNotEqual(a?.split(separator: "/").last, b?.split(separator: "/").last)
        XCTAssertEqual(LibraryIndexFile.path(forLibrary: "/music", environment: ["XDG_CACHE_HOME": "relative"],
                                             home: "/home/u")?.hasPrefix("/home/u/.cache/"), true)
        XCTAssertNil(LibraryIndexFile.path(forLibrary: "/music", environment: [:], home: nil))
    }
}
