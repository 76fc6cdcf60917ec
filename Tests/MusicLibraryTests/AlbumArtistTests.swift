@testable import MusicLibrary
import XCTest

/// The artist an album without an album-artist tag is shown under.
final class AlbumArtistTests: XCTestCase {
    func testOneArtistOnEveryTrackIsTheAlbumsArtist() {
        XCTAssertEqual(AlbumArtist.of(trackArtists: ["Ada", "Ada", "ada"], isCompilation: false), "Ada")
    }

    func testDifferentArtistsMakeVariousArtists() {
        XCTAssertEqual(AlbumArtist.of(trackArtists: ["Alice", "Bob", "Carol"], isCompilation: false), "Various Artists")
        XCTAssertEqual(AlbumArtist.of(trackArtists: ["Alice", "Alice Cooper"], isCompilation: false), "Various Artists",
                       "a longer name is another artist, not a guest credit")
        XCTAssertEqual(AlbumArtist.of(trackArtists: ["Ada", "Ada Feathers"], isCompilation: false), "Various Artists")
    }

    func testTheCompilationFlagMakesVariousArtistsEvenForOneArtist() {
        XCTAssertEqual(AlbumArtist.of(trackArtists: ["Ada", "Ada"], isCompilation: true), "Various Artists")
    }

    func testGuestArtistsKeepTheMainArtist() {
        let credits = ["Ada", "Ada feat. Bob", "ADA FT. Carol", "Ada (featuring Dan)", "Ada & Eve", "Ada, Fay", "Ada x Gus"]
        XCTAssertEqual(AlbumArtist.of(trackArtists: credits, isCompilation: false), "Ada")
    }

    func testTheMostCommonLeadArtistIsShownWhenEveryTrackHasAGuest() {
        XCTAssertEqual(AlbumArtist.of(trackArtists: ["Ada feat. Bob", "Ada feat. Carol"], isCompilation: false), "Ada")
        XCTAssertEqual(AlbumArtist.of(trackArtists: ["Ada & Bob", "Ada & Bob", "Ada"], isCompilation: false), "Ada",
                       "a duo credit is led by Ada, the one artist on every track")
    }

    func testABandWhoseNameJoinsWordsLeadsItsOwnCredits() {
        let credits = ["Earth, Wind & Fire", "Earth, Wind & Fire feat. The Emotions"]
        XCTAssertEqual(AlbumArtist.of(trackArtists: credits, isCompilation: false), "Earth, Wind & Fire")
    }

    func testLeadArtistStopsAtTheGuestCredit() {
        XCTAssertEqual(AlbumArtist.leadArtist(of: "Björk feat. Thom Yorke"), "Björk")
        XCTAssertEqual(AlbumArtist.leadArtist(of: "Ada [Feat. Bob]"), "Ada")
        XCTAssertEqual(AlbumArtist.leadArtist(of: "Feat. Only"), "Feat. Only", "nothing before the marker: keep the credit")
        XCTAssertEqual(AlbumArtist.leadArtist(of: "Daft Punk"), "Daft Punk")
        XCTAssertEqual(AlbumArtist.leadArtist(of: "The Feathers"), "The Feathers")
    }
}
