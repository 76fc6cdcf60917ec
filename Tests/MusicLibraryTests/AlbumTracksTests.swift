import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// Issue 23: albums come from the indexed library without their tracks, and `AlbumTracks` reads them back from the
/// index exactly as a scan without an index groups and orders them.
final class AlbumTracksTests: XCTestCase {
    private func makeLibrary(_ library: IndexedTestLibrary) throws {
        try library.music.addTrack("Band/Double/CD1/01 a.ogg", tags: .song("A", by: "Band", on: "Double", track: 1, disc: 1))
        try library.music.addTrack("Band/Double/CD1/02 b.ogg", tags: .song("B", by: "Band", on: "Double", track: 2, disc: 1))
        try library.music.addTrack("Band/Double/CD2/01 c.ogg", tags: .song("C", by: "Band", on: "Double", track: 1, disc: 2))
        try library.music.addTrack("Mix/02 e.ogg", tags: .song("E", by: "Two", on: "Mix", track: 2))
        try library.music.addTrack("Mix/01 d.ogg", tags: .song("D", by: "One", on: "Mix", track: 1))
        try library.music.addTrack("Mix/03 x.ogg", tags: .song("X", by: "Other", on: "Elsewhere", track: 1))
    }

    /// The albums a scan without an index makes: tracks and all.
    private func scanned(_ library: IndexedTestLibrary) -> [String: Album] {
        let summary = LibraryScan(root: library.music.root, reader: TagLibReader(), isCancelled: { false })
            .run(onAlbums: { _ in })
        return Dictionary(uniqueKeysWithValues: summary.albums.map { ($0.id, $0) })
    }

    func testTheIndexedLibraryLeavesTracksInTheIndexAndTheyReadBackAsTheScanMadeThem() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        let expected = scanned(library)
        for start in [library.start(), library.start()] {
            let reported = start.log.reportedAlbums
            XCTAssertEqual(Set(reported.keys), Set(expected.keys))
            XCTAssertTrue(reported.values.allSatisfy { $0.needsTracks && $0.tracks.isEmpty }, "the wall holds no track")
            for (id, album) in reported {
                let tracks = AlbumTracks.read(album, root: library.music.root, indexFile: library.indexFile)
                var scan = expected[id]
                scan?.firstSeen = album.firstSeen  // only an index dates an album
                XCTAssertEqual(album.withTracks(tracks), scan, id)
                XCTAssertEqual(album.trackCount, expected[id]?.tracks.count)
            }
        }
        let double = try XCTUnwrap(expected["band\u{1F}double"])
        XCTAssertEqual(double.tracks.map(\.title), ["A", "B", "C"], "both discs, in order")
    }

    func testACompilationsTracksReadBackFromTheIndexWithTheirOwnArtists() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        for start in [library.start(), library.start()] {  // the index written, then read back unchanged
            let mix = try XCTUnwrap(start.log.reportedAlbums["various artists\u{1F}mix"])
            XCTAssertEqual(mix.artist, "Various Artists")
            let tracks = AlbumTracks.read(mix, root: library.music.root, indexFile: library.indexFile)
            XCTAssertEqual(tracks.map(\.title), ["D", "E"])
            XCTAssertEqual(tracks.map(\.artist), ["One", "Two"], "each track names its own artist")
            let double = try XCTUnwrap(start.log.reportedAlbums["band\u{1F}double"])
            XCTAssertEqual(AlbumTracks.read(double, root: library.music.root, indexFile: library.indexFile).map(\.artist),
                           [nil, nil, nil], "an album by one artist names it once, on the album")
        }
    }

    func testAFolderTheIndexDoesNotHoldYetIsReadFromDisk() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        let album = try XCTUnwrap(scanned(library)["various artists\u{1F}mix"])
        XCTAssertEqual(AlbumTracks.read(album.leavingTracksInIndex(), root: library.music.root, indexFile: nil), album.tracks)
        XCTAssertEqual(AlbumTracks.read(album.leavingTracksInIndex(), root: library.music.root,
                                        indexFile: library.cache + "/missing.sqlite"), album.tracks)
    }

    func testAnAlbumWhoseFilesAreGoneHasNoTracks() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        let album = try XCTUnwrap(library.start().log.reportedAlbums["band\u{1F}double"])
        try FileManager.default.removeItem(atPath: library.music.root + "/Band")
        _ = library.start()
        XCTAssertEqual(AlbumTracks.read(album, root: library.music.root, indexFile: library.indexFile), [])
    }

    /// The state file names the last album (id, folders) instead of copying its tracks: that is enough for the index
    /// to read them all back, both discs of a double album included.
    func testAnAlbumNamedByTheStateFileReadsBackWhole() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        let double = try XCTUnwrap(scanned(library)["band\u{1F}double"])
        _ = library.start()
        let bytes = StateFileFormat.encode(SavedState(player: PlayerMemory(album: double, track: 2, position: 9)))
        let named = try XCTUnwrap(try StateFileFormat.decode(bytes).player.album)
        XCTAssertTrue(named.needsTracks)
        XCTAssertEqual(AlbumTracks.read(named, root: library.music.root, indexFile: library.indexFile), double.tracks)
    }

    /// A file renamed while tui-clock was closed, before a restart resumes its album: the index still names the old
    /// file, which mpv could not open; the album's folders are read from disk instead.
    func testAFileRenamedSinceTheIndexWasWrittenIsReadFromDisk() throws {
        let library = try IndexedTestLibrary()
        try makeLibrary(library)
        let album = try XCTUnwrap(library.start().log.reportedAlbums["band\u{1F}double"])
        let folder = library.music.root + "/Band/Double/CD1"
        try FileManager.default.moveItem(atPath: folder + "/02 b.ogg", toPath: folder + "/02 b (remaster).ogg")
        let tracks = AlbumTracks.read(album, root: library.music.root, indexFile: library.indexFile)
        XCTAssertEqual(tracks.map(\.title), ["A", "B", "C"])
        XCTAssertEqual(tracks[1].path, folder + "/02 b (remaster).ogg")
    }
}
