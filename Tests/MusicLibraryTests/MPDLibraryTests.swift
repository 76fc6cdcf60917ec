import ClockCore
import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// The wall's library from a real MPD (Debian's `mpd`, started by the test with its own config, port and database):
/// albums as the folder scan groups them, another client's `update` followed, a server that goes and comes back.
final class MPDLibraryTests: XCTestCase {
    /// MPD answers on loopback in milliseconds; this is three times what a loaded machine needs for a small library.
    private let patience = 15.0

    /// What the wall shows of an album, to compare MPD's grouping with the folder scan's.
    private struct Shown: Equatable, CustomStringConvertible {
        var id: String, title: String, artist: String, year: Int?, tracks: [String]
        init(_ album: Album) {
            (id, title, artist, year, tracks) = (album.id, album.title, album.artist, album.year, album.tracks.map(\.title))
        }
        var description: String { "\(artist) — \(title) (\(year.map(String.init) ?? "-")): \(tracks)" }
    }

    private func shown(_ albums: some Collection<Album>) -> [Shown] { albums.map(Shown.init).sorted { $0.id < $1.id } }

    func testMPDsAlbumsAreTheAlbumsTheFolderScanFinds() throws {
        let library = try TestLibrary()
        try library.addTrack("Solo/Quiet/01 Hush.ogg", tags: TrackTags.song("Hush", by: "Solo", on: "Quiet", track: 1, year: 2001))
        try library.addTrack("Solo/Quiet/02 Still.ogg", tags: TrackTags.song("Still", by: "Solo", on: "Quiet", track: 2, year: 2001))
        try library.addTrack("Mix/Tape/01 A.ogg", tags: TrackTags.song("A", by: "Ann", on: "Tape", track: 1))
        try library.addTrack("Mix/Tape/02 B.ogg", tags: TrackTags.song("B", by: "Bob", on: "Tape", track: 2))
        try library.addTrack("Lead/Guests/01 X.ogg", tags: TrackTags.song("X", by: "Lead", on: "Guests", track: 1))
        try library.addTrack("Lead/Guests/02 Y.ogg", tags: TrackTags.song("Y", by: "Lead feat. Guest", on: "Guests", track: 2))
        try library.addTrack("Best/01 Boss Tune.ogg",
                             tags: TrackTags.song("Boss Tune", by: "Player", on: "Best", track: 1, albumArtist: "The Boss"))
        try library.addTrack("Band/Double/CD2/01 Second Disc.ogg",
                             tags: TrackTags.song("Second Disc", by: "Band", on: "Double", track: 1, disc: 2))
        try library.addTrack("Band/Double/CD1/01 First Disc.ogg",
                             tags: TrackTags.song("First Disc", by: "Band", on: "Double", track: 1, disc: 1))
        try library.addTrack("Folder Band/Untagged Demos/01 Rough Cut.ogg")

        let mpd = try RealMPD(musicDirectory: library.root)
        defer { mpd.stop() }
        let (reader, updates) = startMPDLibrary(loopback(mpd.port))
        defer { reader.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.loads.isEmpty }, "\(updates.all)")

        let fromFolder = shown(LibraryScanner.scan(directory: library.root).albums)
        XCTAssertEqual(shown(updates.albums.values), fromFolder)
        XCTAssertEqual(updates.loads, [6])
        XCTAssertTrue(fromFolder.contains { $0.artist == "Various Artists" && $0.title == "Tape" }, "\(fromFolder)")
        XCTAssertTrue(fromFolder.contains { $0.title == "Double" && $0.tracks == ["First Disc", "Second Disc"] }, "\(fromFolder)")
        let double = try XCTUnwrap(updates.albums.values.first { $0.title == "Double" })
        XCTAssertEqual(double.tracks.map(\.path), ["mpd:Band/Double/CD1/01 First Disc.ogg", "mpd:Band/Double/CD2/01 Second Disc.ogg"],
                       "tracks are MPD's uris")
        XCTAssertEqual(double.cover, .server(uri: "Band/Double/CD1/01 First Disc.ogg"))
    }

    /// MPD lists each song's artist with it: a compilation from MPD is found by its tracks' artists as one from the
    /// folder is, and an album by one artist keeps none.
    func testACompilationFromMPDIsFoundByItsTrackArtists() throws {
        let library = try TestLibrary()
        try library.addTrack("Mix/Tape/01 A.ogg", tags: TrackTags.song("A", by: "Ann", on: "Tape", track: 1))
        try library.addTrack("Mix/Tape/02 B.ogg", tags: TrackTags.song("B", by: "Bōb", on: "Tape", track: 2))
        try library.addTrack("Solo/Quiet/01 Hush.ogg", tags: TrackTags.song("Hush", by: "Solo", on: "Quiet", track: 1))
        let mpd = try RealMPD(musicDirectory: library.root)
        defer { mpd.stop() }
        let (reader, updates) = startMPDLibrary(loopback(mpd.port))
        defer { reader.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.loads.isEmpty }, "\(updates.all)")
        let catalog = AlbumCatalog(Array(updates.albums.values))
        let tape = try XCTUnwrap(catalog.index(of: "various artists\u{1F}tape"))
        let match = catalog.keys[tape].matchingTrack(TextFold.fold("bob"))
        XCTAssertEqual(match?.track, 1)
        XCTAssertEqual(match?.byArtist, true)
        let quiet = try XCTUnwrap(catalog.index(of: "solo\u{1F}quiet"))
        XCTAssertNil(catalog.keys[quiet].matchingTrack(TextFold.fold("solo")), "Solo is the album's artist, not a track's")
    }

    func testAnotherClientsUpdateAddsAndRemovesAlbums() throws {
        let library = try TestLibrary()
        try library.addTrack("Solo/Quiet/01 Hush.ogg", tags: TrackTags.song("Hush", by: "Solo", on: "Quiet", track: 1))
        try library.addTrack("Gone/Soon/01 Bye.ogg", tags: TrackTags.song("Bye", by: "Gone", on: "Soon", track: 1))
        let mpd = try RealMPD(musicDirectory: library.root)
        defer { mpd.stop() }
        let (reader, updates) = startMPDLibrary(loopback(mpd.port))
        defer { reader.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { $0.loads.count == 1 }, "\(updates.all)")
        XCTAssertEqual(Set(updates.albums.values.map(\.title)), ["Quiet", "Soon"])

        try library.addTrack("New/Fresh/01 Hello.ogg", tags: TrackTags.song("Hello", by: "New", on: "Fresh", track: 1))
        try FileManager.default.removeItem(atPath: library.root + "/Gone")
        XCTAssertTrue(mpd.mpc(["update", "--wait"]).succeeded)
        XCTAssertTrue(updates.wait(seconds: patience) { $0.loads.count == 2 }, "\(updates.all)")
        XCTAssertEqual(Set(updates.albums.values.map(\.title)), ["Quiet", "Fresh"])
        XCTAssertTrue(updates.all.contains { if case .removed(let ids) = $0 { ids.count == 1 } else { false } })
    }

    func testAServerThatGoesAwayIsSaidAndReadAgainWhenItComesBack() throws {
        let mpd = try RealMPD(musicDirectory: TestLibrary.demoLibrary)
        let port = mpd.port
        let (reader, updates) = startMPDLibrary(loopback(port))
        defer { reader.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { $0.loads.count == 1 }, "\(updates.all)")
        mpd.stop()
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(updates.all)")
        XCTAssertEqual(updates.troubles.first?.retryIn, MPDLibrary.firstRetryDelay)
        let again = try RealMPD(musicDirectory: TestLibrary.demoLibrary, port: port)
        defer { again.stop() }
        // The new server may be read while its own first update still runs (a part of the library), then again once
        // `idle database` says it is done: what counts is that every album comes back.
        XCTAssertTrue(updates.wait(seconds: patience) { $0.loads.count >= 2 && $0.loads.last == 5 }, "\(updates.all)")
        XCTAssertEqual(updates.loads.first, 5)
    }

    func testAUnixSocketServesTheSameAlbums() throws {
        let mpd = try RealMPD(musicDirectory: TestLibrary.demoLibrary)
        defer { mpd.stop() }
        let address = try XCTUnwrap(MPDAddress.parse("unix:" + mpd.socketPath, environment: [:], home: "/")).get()
        let (reader, updates) = startMPDLibrary(address)
        defer { reader.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.loads.isEmpty }, "\(updates.all)")
        XCTAssertEqual(updates.loads, [5])
    }

    func testYearsAndNumbersAsMPDWritesThem() {
        XCTAssertEqual(MPDSong.year("1999-05-01"), 1999)
        XCTAssertEqual(MPDSong.year("2004"), 2004)
        XCTAssertNil(MPDSong.year("May 1999"))
        XCTAssertEqual(MPDSong.leadingNumber("3/12"), 3)
        XCTAssertEqual(MPDSong.leadingNumber("07"), 7)
        XCTAssertNil(MPDSong.leadingNumber("A1"))
    }

    func testAServerThatWantsAPasswordSaysSoAndTakesTheRightOne() throws {
        let mpd = try RealMPD(musicDirectory: TestLibrary.demoLibrary, password: "open sesame")
        defer { mpd.stop() }
        let (without, refused) = startMPDLibrary(loopback(mpd.port))
        defer { without.cancel() }
        XCTAssertTrue(refused.wait(seconds: patience) { !$0.troubles.isEmpty }, "\(refused.all)")
        XCTAssertEqual(refused.troubles.first?.error.kind, .needsPassword)
        XCTAssertNil(refused.troubles.first?.retryIn)

        let (with, updates) = startMPDLibrary(loopback(mpd.port, password: "open sesame"))
        defer { with.cancel() }
        XCTAssertTrue(updates.wait(seconds: patience) { !$0.loads.isEmpty }, "\(updates.all)")
        XCTAssertEqual(updates.loads, [5])
    }
}
