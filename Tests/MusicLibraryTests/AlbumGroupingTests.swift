import ClockCore
import Foundation
import MusicLibrary
import XCTest

/// Albums are grouped as people tag them: album artist, else "Various Artists" for a compilation, else the artist;
/// discs merged; covers from the usual file names, then embedded art.
final class AlbumGroupingTests: XCTestCase {
    func testTheCompilationFlagIsReadFromOggFlacMP3AndM4A() throws {
        let library = try TestLibrary()
        let ogg = try library.addTrack("a/1.ogg", tags: .song("One", by: "Alice", on: "Mix", compilation: true))
        let flac = try library.addTrack("a/2.flac", from: TestLibrary.flacTrack,
                                        tags: .song("Two", by: "Bob", on: "Mix", compilation: true))
        let mp3 = try library.addMP3("a/3.mp3", tags: .song("Three", by: "Carol", on: "Mix", compilation: true))
        let m4a = try library.addM4A("a/4.m4a", tags: .song("Four", by: "Dan", on: "Mix", compilation: true))
        let plain = try library.addTrack("b/1.ogg", tags: .song("Five", by: "Eve", on: "Solo"))
        let plainM4A = try library.addM4A("b/2.m4a", tags: .song("Six", by: "Eve", on: "Solo"))
        let reader = TagLibReader()
        for path in [ogg, flac, mp3, m4a] { XCTAssertTrue(try reader.readTags(path: path).isCompilation, path) }
        for path in [plain, plainM4A] { XCTAssertFalse(try reader.readTags(path: path).isCompilation, path) }
        XCTAssertEqual(try reader.readTags(path: m4a).title, "Four")
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: mp3)).range(of: Data("TCMP".utf8)) != nil,
                      "the MP3 flag is iTunes' own ID3v2 frame")
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: m4a)).range(of: Data("cpil".utf8)) != nil,
                      "the M4A flag is iTunes' own atom")
    }

    func testAnITunesCompilationWithoutAlbumArtistIsOneVariousArtistsAlbum() throws {
        let library = try TestLibrary()
        try library.addMP3("Compilations/Hits/01.mp3", tags: .song("One", by: "Alice", on: "Hits", track: 1, compilation: true))
        try library.addMP3("Compilations/Hits/02.mp3", tags: .song("Two", by: "Bob", on: "Hits", track: 2, compilation: true))
        try library.addTrack("Compilations/Hits/03.ogg", tags: .song("Three", by: "Alice", on: "Hits", track: 3, compilation: true))
        var deliveries: [Album] = []
        let summary = LibraryScanner.scan(directory: library.root) { deliveries += $0 }
        XCTAssertEqual(summary.albums.map(\.artist), ["Various Artists"])
        XCTAssertEqual(summary.albums.first?.tracks.map(\.title), ["One", "Two", "Three"])
        XCTAssertEqual(deliveries.map(\.artist), ["Various Artists"], "handed out once, never as one album per artist")
    }

    func testAFlaggedCompilationFiledUnderEachArtistsFolderIsStillOneAlbum() throws {
        let library = try TestLibrary()
        try library.addMP3("Alice/Hits/01.mp3", tags: .song("One", by: "Alice", on: "Hits", track: 1, compilation: true))
        try library.addMP3("Bob/Hits/02.mp3", tags: .song("Two", by: "Bob", on: "Hits", track: 2, compilation: true))
        try library.addMP3("Carol/Hits/01.mp3", tags: .song("Own", by: "Carol", on: "Hits", track: 1))
        let albums = library.scan().albums
        XCTAssertEqual(albums.map(\.artist), ["Various Artists", "Carol"], "Carol's own Hits is not part of it")
        XCTAssertEqual(albums.first?.tracks.map(\.title), ["One", "Two"])
    }

    func testDifferentArtistsUnderOneTitleInOneFolderAreOneAlbum() throws {
        let library = try TestLibrary()
        try library.addTrack("Soundtrack/1.ogg", tags: .song("Opening", by: "Alice", on: "The Film", track: 1))
        try library.addTrack("Soundtrack/2.ogg", tags: .song("Chase", by: "Bob", on: "The Film", track: 2))
        try library.addTrack("Soundtrack/3.ogg", tags: .song("Ending", by: "Carol", on: "The Film", track: 3))
        let albums = library.scan().albums
        XCTAssertEqual(albums.map(\.artist), ["Various Artists"])
        XCTAssertEqual(albums.first?.id, "various artists\u{1F}the film")
        XCTAssertEqual(albums.first?.tracks.map(\.title), ["Opening", "Chase", "Ending"])
    }

    func testAnAlbumWithGuestArtistsIsOneAlbumOfItsMainArtist() throws {
        let library = try TestLibrary()
        try library.addTrack("Ada/Engines/1.ogg", tags: .song("Gears", by: "Ada", on: "Engines", track: 1))
        try library.addTrack("Ada/Engines/2.ogg", tags: .song("Steam", by: "Ada feat. Babbage", on: "Engines", track: 2))
        try library.addTrack("Ada/Engines/3.ogg", tags: .song("Punch", by: "Ada & The Looms", on: "Engines", track: 3))
        try library.addTrack("Ada/Engines/4.ogg", tags: .song("Notes", by: "Ada", on: "Engines", track: 4))
        let albums = library.scan().albums
        XCTAssertEqual(albums.map(\.artist), ["Ada"])
        XCTAssertEqual(albums.first?.tracks.count, 4)
    }

    func testTheSameTitleInTwoArtistsFoldersStaysTwoAlbums() throws {
        let library = try TestLibrary()
        try library.addTrack("Ada/Greatest Hits/1.ogg", tags: .song("A1", by: "Ada", on: "Greatest Hits"))
        try library.addTrack("Bob/Greatest Hits/1.ogg", tags: .song("B1", by: "Bob", on: "Greatest Hits"))
        XCTAssertEqual(library.scan().albums.map(\.artist), ["Ada", "Bob"])
    }

    func testTheAlbumArtistGroupsTracksWhateverTheirArtistsAndFlags() throws {
        let library = try TestLibrary()
        try library.addTrack("x/1.ogg", tags: .song("One", by: "Alice", on: "Tribute", track: 1, albumArtist: "Ada"))
        try library.addTrack("x/2.ogg", tags: .song("Two", by: "Bob", on: "Tribute", track: 2, albumArtist: "Ada",
                                                     compilation: true))
        try library.addTrack("y/3.ogg", tags: .song("Three", by: "Carol", on: "Tribute", track: 3, albumArtist: "ADA"))
        let albums = library.scan().albums
        XCTAssertEqual(albums.map(\.artist), ["Ada"])
        XCTAssertEqual(albums.first?.tracks.map(\.title), ["One", "Two", "Three"])
    }

    func testTwoDiscFoldersOfACompilationAreMergedIntoOneAlbum() throws {
        let library = try TestLibrary()
        try library.addTrack("Box/CD1/01.ogg", tags: .song("D1T1", by: "Alice", on: "Box", track: 1, disc: 1))
        try library.addTrack("Box/CD1/02.ogg", tags: .song("D1T2", by: "Bob", on: "Box", track: 2, disc: 1))
        try library.addTrack("Box/CD2/01.ogg", tags: .song("D2T1", by: "Carol", on: "Box", track: 1, disc: 2))
        let albums = library.scan().albums
        XCTAssertEqual(albums.map(\.artist), ["Various Artists"], "disc 2's single artist does not split it off")
        XCTAssertEqual(albums.first?.tracks.map(\.title), ["D1T1", "D1T2", "D2T1"])
        XCTAssertEqual(albums.first?.directory, library.root + "/Box")
    }

    func testTwoDiscsTaggedInOneFolderAreMergedIntoOneAlbum() throws {
        let library = try TestLibrary()
        try library.addTrack("Ada/Live/1-01.ogg", tags: .song("Encore", by: "Ada", on: "Live", track: 1, disc: 2))
        try library.addTrack("Ada/Live/2-01.ogg", tags: .song("Intro", by: "Ada", on: "Live", track: 1, disc: 1))
        let albums = library.scan().albums
        XCTAssertEqual(albums.map(\.artist), ["Ada"])
        XCTAssertEqual(albums.first?.tracks.map(\.title), ["Intro", "Encore"])
    }

    func testWindowsMediaPlayersLargeAlbumArtIsTheCover() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/01.ogg")
        try library.addFile("A/B/AlbumArtSmall.jpg", contents: coverBytes())
        let large = try library.addFile("A/B/AlbumArt_{3F2504E0-4F89-11D3-9A0C-0305E82C3301}_Large.jpg", contents: coverBytes())
        try library.addFile("A/B/AlbumArt_{3F2504E0-4F89-11D3-9A0C-0305E82C3301}_Small.jpg", contents: coverBytes())
        XCTAssertEqual(library.scan().albums.first?.cover, .file(path: large))
    }

    func testALargeCoverInADiscFolderBeatsASmallOneInTheAlbumFolder() throws {
        let library = try TestLibrary()
        try library.addTrack("A/Box/CD1/01.ogg")
        try library.addFile("A/Box/AlbumArtSmall.jpg", contents: coverBytes())
        let large = try library.addFile("A/Box/CD1/cover.jpg", contents: coverBytes())
        XCTAssertEqual(library.scan().albums.first?.cover, .file(path: large))
    }

    func testAlbumArtSmallIsUsedWhenItIsTheOnlyPicture() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/01.ogg")
        let small = try library.addFile("A/B/AlbumArtSmall.jpg", contents: coverBytes())
        XCTAssertEqual(library.scan().albums.first?.cover, .file(path: small))
    }

    func testAnUpperCaseCoverFileIsFound() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/01.ogg")
        let cover = try library.addFile("A/B/COVER.JPG", contents: coverBytes())
        XCTAssertEqual(library.scan().albums.first?.cover, .file(path: cover))
    }

    func testACoverFileIsPreferredToAnEmbeddedPicture() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/01.ogg", from: TestLibrary.trackWithPicture)
        let cover = try library.addFile("A/B/folder.jpg", contents: coverBytes())
        XCTAssertEqual(library.scan().albums.first?.cover, .file(path: cover))
    }

    func testTheEmbeddedPictureIsTheCoverWhenNoFileIsNamedLikeOne() throws {
        let library = try TestLibrary()
        try library.addTrack("A/B/02.ogg")
        let withPicture = try library.addTrack("A/B/01.ogg", from: TestLibrary.trackWithPicture)
        try library.addFile("A/B/back.jpg", contents: coverBytes())
        XCTAssertEqual(library.scan().albums.first?.cover, .embedded(path: withPicture))
    }

    private func coverBytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: TestLibrary.coverJPEG)) }
}
