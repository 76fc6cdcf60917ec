import XCTest
@testable import ClockCore

/// `/` finds a compilation by its tracks' own artists, as it finds any album by a track's title: the wall shows the
/// album, the search line names the track and its artist. An album by one artist keeps no track artist to search.
final class WallTrackArtistSearchTests: XCTestCase, WallSearching {
    /// A compilation whose tracks carry their artists (as `AlbumAssembler` keeps them), and albums by one artist,
    /// whose tracks carry none.
    let library: [Album] = {
        let compilation = Album(
            id: "various artists\u{1f}jazz for lovers", title: "Jazz for Lovers", artist: "Various Artists",
            directory: "/m/0",
            tracks: [Track(title: "Naima", path: "/m/0/1.ogg", artist: "John Coltrane"),
                     Track(title: "Águas de Março", path: "/m/0/2.ogg", artist: "Elis Regina"),
                     Track(title: "Blue in Green", path: "/m/0/3.ogg", artist: "Miles Davis")],
            cover: .none, firstSeen: 1_000)
        let kind = Album(id: "miles davis\u{1f}kind of blue", title: "Kind of Blue", artist: "Miles Davis",
                         directory: "/m/1",
                         tracks: [Track(title: "So What", path: "/m/1/1.ogg"),
                                  Track(title: "Freddie Freeloader", path: "/m/1/2.ogg")],
                         cover: .none, firstSeen: 1_001)
        let bjork = Album(id: "björk\u{1f}debut", title: "Debut", artist: "Björk", directory: "/m/2",
                          tracks: [Track(title: "Human Behaviour", path: "/m/2/1.ogg")], cover: .none, firstSeen: 1_002)
        return [compilation, kind, bjork]
    }()

    func testATrackArtistFindsTheCompilationAndTheSearchLineNamesTrackAndArtist() {
        let model = searching("ELIS RÉGINA")
        XCTAssertEqual(titles(model), ["Jazz for Lovers"], "by the track's artist, case and accents ignored")
        XCTAssertEqual(model.music.wall.focusedMatchedTrack?.title, "Águas de Março")
        XCTAssertEqual(model.music.wall.focusedMatchedTrackName, "Águas de Março — Elis Regina")
    }

    func testATitleMatchOnACompilationNamesTheTrackAlone() {
        let model = searching("naima")
        XCTAssertEqual(titles(model), ["Jazz for Lovers"])
        XCTAssertEqual(model.music.wall.focusedMatchedTrackName, "Naima", "the title matched, not the artist")
    }

    func testAnAlbumArtistMatchesTheAlbumAndATrackArtistTheCompilation() {
        var model = searching("miles")
        XCTAssertEqual(titles(model), ["Jazz for Lovers", "Kind of Blue"])
        var names: [String: String] = [:]
        for _ in 0..<2 {
            let wall = model.music.wall
            names[wall.albums[wall.focusedAlbumIndex!].title] = wall.focusedMatchedTrackName ?? "(the album)"
            _ = update(&model, .input(key(.right)), at: at(2))
        }
        XCTAssertEqual(names, ["Kind of Blue": "(the album)", "Jazz for Lovers": "Blue in Green — Miles Davis"],
                       "Kind of Blue by its artist, not by a track")
    }

    func testEnterOnATrackArtistMatchPlaysFromThatTrack() {
        var model = searching("elis")
        let effects = update(&model, .input(key(.enter)), at: at(2))
        XCTAssertEqual(model.music.panel?.album.title, "Jazz for Lovers")
        XCTAssertTrue(effects.contains(.player(.load(paths: (1...3).map { "/m/0/\($0).ogg" }, startAt: 1))), "\(effects)")
    }

    func testTextAcrossATitleAndItsArtistMatchesNothing() {
        XCTAssertEqual(titles(searching("naimajohn")), [])
        XCTAssertEqual(titles(searching("naima john")), [])
        XCTAssertEqual(titles(searching("coltraneaguas")), [], "nor an artist and the next title")
    }

    func testAnAlbumByOneArtistKeepsOnlyItsTitlesToSearch() {
        let kind = library[1]
        let titlesOnly = Array("so what\u{0}freddie freeloader\u{0}".utf8)
        XCTAssertEqual(AlbumKeys(kind).trackTitles, titlesOnly, "no byte for an artist")
        XCTAssertEqual(kind.leavingTracksInIndex().foldedTrackTitles, titlesOnly, "nor while its tracks are in the index")
        let compilation = library[0].leavingTracksInIndex()
        XCTAssertEqual(AlbumKeys(compilation).matchingTrack(TextFold.fold("Regina"))?.track, 1,
                       "a compilation's artists are kept while its tracks are in the index")
        XCTAssertEqual(AlbumKeys(compilation).matchingTrack(TextFold.fold("Regina"))?.byArtist, true)
    }
}
