@testable import ClockCore
import Foundation
import XCTest

/// Issue 19: the music screen's `update` is a value on its own — no `AppModel` — that says what happened in its own
/// words (an album opened is "asked the player to load it"); the app's consequences turn those into effects.
final class MusicScreenUpdateTests: XCTestCase {
    let size = Size(width: 120, height: 40)

    func context(_ t: Double) -> MusicContext { MusicContext(now: at(t), screen: size, reducedMotion: false) }

    func screen(albums count: Int = 5) -> MusicScreen {
        var music = MusicScreen(screen: size, reducedMotion: false)
        _ = music.update(.albumsFound(sampleAlbums(count)), context(0))
        _ = music.update(.scanFinished(message: nil), context(0))
        return music
    }

    func testEnterOnTheWallOpensThePanelAndAsksThePlayerToLoadTheAlbum() {
        var music = screen()
        let happened = music.update(.key(KeyEvent(.enter)), context(1))
        XCTAssertEqual(happened, [.asked(.load(paths: music.wall.albums[0].tracks.map(\.path), startAt: 0))])
        XCTAssertEqual(music.panel?.album, music.wall.albums[0])
    }

    func testKeysNeitherTheWallNorThePanelUseAreLeftToTheApp() {
        var music = screen()
        XCTAssertNil(music.update(.key(KeyEvent(.char("q"))), context(1)))
        XCTAssertNil(music.update(.key(KeyEvent(.tab)), context(1)))
        _ = music.update(.key(KeyEvent(.enter)), context(1))
        XCTAssertNil(music.update(.key(KeyEvent(.tab)), context(2)), "Tab passes an open panel too")
    }

    func testTheOrderKeySaysWhichOrderTheWallTook() {
        var music = screen()
        guard case .orderChanged? = music.update(.key(KeyEvent(.char("o"))), context(1))?.first else {
            return XCTFail("o deals the wall anew and says so")
        }
    }

    func testWInThePanelAsksToWakeToTheOpenAlbum() {
        var music = screen()
        _ = music.update(.key(KeyEvent(.enter)), context(1))
        _ = music.update(.tick, context(2))
        XCTAssertEqual(music.update(.key(KeyEvent(.char("w"))), context(2)), [.wakeTo(music.wall.albums[0])])
    }

    func testWOnAPartOfAnAlbumInMPDsQueueWakesToTheWholeAlbum() {
        var music = MusicScreen(screen: size, reducedMotion: false, server: "MPD at 127.0.0.1:6600")
        _ = music.update(.albumsFound(sampleAlbums(5)), context(0))
        var part = music.wall.albums[2]
        part.tracks = [part.tracks[1]]  // mpc add of its second song alone
        _ = music.update(.player(.serverQueue([part])), context(1))
        _ = music.update(.player(.playlistPosition(0)), context(1))
        _ = music.update(.openPlaying, context(1))
        _ = music.update(.tick, context(2))
        XCTAssertEqual(music.panel?.album, part, "the panel lists what MPD plays")
        XCTAssertEqual(music.update(.key(KeyEvent(.char("w"))), context(2)), [.wakeTo(music.wall.albums[2])])
    }

    func testTheScansMessageWaitsToBeShownAndTheScanEnds() {
        var music = MusicScreen(screen: size, reducedMotion: false)
        XCTAssertEqual(music.update(.scanFinished(message: "Skipped 2 files"), context(0)), [])
        XCTAssertFalse(music.wall.isScanning)
        XCTAssertEqual(music.scanMessage, "Skipped 2 files")
        XCTAssertTrue(music.scanMessagePending)
    }

    func testThePlayersReportsReachTheOpenPanel() {
        var music = screen()
        _ = music.update(.key(KeyEvent(.enter)), context(1))
        _ = music.update(.player(.playlistPosition(1)), context(1.1))
        XCTAssertEqual(music.player.playback.currentIndex, 1)
    }
}
