import XCTest
@testable import ClockCore

/// `/` finds track titles too: the wall shows the album the track is on, the search says which track, and Enter
/// plays from that track (issue 21, item 5).
final class WallTrackSearchTests: XCTestCase, WallSearching {
    let library: [Album] = {
        let albums: [(String, String, [String])] = [
            ("Kind of Blue", "Miles Davis", ["So What", "Freddie Freeloader", "Blue in Green", "All Blues"]),
            ("Giant Steps", "John Coltrane", ["Giant Steps", "Cousin Mary", "Naima", "Mr. P.C."]),
            ("Time Out", "Dave Brubeck", ["Blue Rondo à la Turk", "Strange Meadow Lark", "Take Five"]),
            ("Mingus Ah Um", "Charles Mingus", ["Better Git It in Your Soul", "Goodbye Pork Pie Hat"]),
        ]
        return albums.enumerated().map { i, a in
            Album(id: "\(a.1)\u{1f}\(a.0)".lowercased(), title: a.0, artist: a.1, directory: "/m/\(i)",
                  tracks: a.2.enumerated().map { n, t in Track(title: t, path: "/m/\(i)/\(n + 1).ogg") },
                  cover: .none, firstSeen: Int64(1_000 + i))
        }
    }()

    func testATrackTitleShowsTheAlbumItIsOnAndWhichTrackMatched() {
        let model = searching("NAÏMA")
        XCTAssertEqual(titles(model), ["Giant Steps"], "the album of the track, case and accents ignored")
        XCTAssertEqual(model.music.wall.focusedMatchedTrack?.title, "Naima")
    }

    func testAnAlbumMatchingByTitleOrArtistSaysNoTrack() {
        let model = searching("giant")
        XCTAssertEqual(titles(model), ["Giant Steps"])
        XCTAssertNil(model.music.wall.focusedMatchedTrack, "the title matched, not a track")
    }

    func testOneTextFindsAlbumsByTitleAndOthersByATrack() {
        var model = searching("blue")
        XCTAssertEqual(titles(model), ["Kind of Blue", "Time Out"], "Kind of Blue by its title, Time Out by Blue Rondo")
        var tracks: [String: String] = [:]
        for _ in 0..<2 {
            let wall = model.music.wall
            tracks[wall.albums[wall.focusedAlbumIndex!].title] = wall.focusedMatchedTrack?.title ?? "(its title)"
            _ = update(&model, .input(key(.right)), at: at(2))
        }
        XCTAssertEqual(tracks, ["Kind of Blue": "(its title)", "Time Out": "Blue Rondo à la Turk"])
    }

    func testTheFirstMatchingTrackOfAnAlbumIsTheOneSaid() {
        let model = searching("re")
        XCTAssertEqual(titles(model), ["Kind of Blue"], "Freddie Freeloader and Blue in Green")
        XCTAssertEqual(model.music.wall.focusedMatchedTrack?.title, "Freddie Freeloader")
    }

    func testEnterOnATrackMatchPlaysFromThatTrack() {
        var model = searching("cousin")
        let effects = update(&model, .input(key(.enter)), at: at(2))
        XCTAssertEqual(model.music.panel?.album.title, "Giant Steps")
        XCTAssertTrue(effects.contains(.player(.load(paths: (1...4).map { "/m/1/\($0).ogg" }, startAt: 1))), "\(effects)")
    }

    func testWordsAcrossTwoTrackTitlesDoNotMatch() {
        // "Mary" ends one title and "Naima" begins the next: the text joined over the gap is no track's.
        XCTAssertEqual(titles(searching("marynaima")), [])
        XCTAssertEqual(titles(searching("mary naima")), [])
    }
}
