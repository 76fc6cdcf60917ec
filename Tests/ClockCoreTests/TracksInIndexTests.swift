@testable import ClockCore
import Foundation
import XCTest

/// Issue 23: the wall holds albums, the library index their tracks. An album that comes without them is read when
/// it opens, is queued or is an alarm's sound; what the user asked waits for the read and then happens.
final class TracksInIndexTests: XCTestCase {
    let size = Size(width: 120, height: 40)
    let full = sampleAlbums(3)
    var indexed: [Album] { full.map { $0.leavingTracksInIndex() } }

    func context(_ t: Double) -> MusicContext { MusicContext(now: at(t), screen: size, reducedMotion: false) }

    func screen() -> MusicScreen {
        var music = MusicScreen(screen: size, reducedMotion: false)
        _ = music.update(.albumsFound(indexed), context(0))
        _ = music.update(.scanFinished(message: nil), context(0))
        return music
    }

    func testAnAlbumLeftInTheIndexKeepsWhatTheWallShowsAndSearchesButNotItsTracks() {
        let album = indexed[1]
        XCTAssertTrue(album.needsTracks)
        XCTAssertEqual(album.tracks, [])
        XCTAssertEqual(album.trackCount, 3)
        XCTAssertEqual([album.title, album.artist], [full[1].title, full[1].artist])
        XCTAssertEqual(album.foldersOfTracks, ["/music/1"])
        XCTAssertEqual(album.withTracks(full[1].tracks), full[1], "read back, it is the album the scan made")
        XCTAssertFalse(sampleAlbums(1, tracks: 0)[0].leavingTracksInIndex().needsTracks, "nothing to read")
    }

    func testTheWallsCopyOfAnAlbumShowsTheSameCover() {
        var album = indexed[0]
        album.cover = .file(path: "/music/0/cover.jpg")
        XCTAssertEqual(album.compacted().cover, .file(path: "/music/0/cover.jpg"))
        album.cover = .file(path: "/music/0/CD1/cover.jpg")
        XCTAssertEqual(album.compacted().cover, .file(path: "/music/0/CD1/cover.jpg"))
        album.cover = .embedded(path: "/music/0/1.ogg")
        XCTAssertEqual(album.compacted().cover, .embedded(path: "/music/0/1.ogg"))
        var copied = album.compacted()
        copied.cover = .none
        XCTAssertEqual(copied.cover, CoverSource.none)
        XCTAssertEqual(album.compacted(), album.compacted())
    }

    func testAnAlbumWhoseTracksAreInSeveralFoldersRemembersThemAll() {
        var album = full[0]
        album.tracks[2].path = "/music/0/CD2/3.ogg"
        XCTAssertEqual(album.leavingTracksInIndex().foldersOfTracks, ["/music/0", "/music/0/CD2"])
    }

    func testOpeningAnAlbumShowsThePanelAtOnceAndAsksForItsTracksWithoutPlaying() {
        var music = screen()
        let happened = music.update(.key(KeyEvent(.enter)), context(1))
        XCTAssertEqual(happened, [.readTracks(indexed[0])], "read off the UI thread; nothing for the player yet")
        XCTAssertEqual(music.panel?.album, indexed[0])
        XCTAssertFalse(music.player.isLoaded)
        XCTAssertEqual(music.update(.key(KeyEvent(.enter)), context(1.1)), [], "asked once")
    }

    func testTheTracksThatComeFillThePanelAndTheAlbumPlaysFromItsFirstTrack() {
        var music = screen()
        _ = music.update(.key(KeyEvent(.enter)), context(1))
        let happened = music.update(.tracksRead(id: full[0].id, tracks: full[0].tracks), context(1.05))
        XCTAssertEqual(happened, [.asked(.load(paths: full[0].tracks.map(\.path), startAt: 0))])
        XCTAssertEqual(music.panel?.album, full[0])
        XCTAssertEqual(music.player.album, full[0])
        XCTAssertEqual(music.player.playback.tracks.first?.title, "Song 1")
        XCTAssertEqual(music.wall.albums[0], full[0], "kept on the wall while it is there")
    }

    func testTheLastAlbumOpenedIsTheOneThatPlays() {
        var music = screen()
        _ = music.update(.key(KeyEvent(.enter)), context(1))
        _ = music.update(.key(KeyEvent(.escape)), context(1.1))
        _ = music.update(.tick, context(2))
        _ = music.update(.key(KeyEvent(.right)), context(2))
        _ = music.update(.tick, context(3))
        let second = music.wall.focusedAlbumIndex.map { music.wall.albums[$0].id }
        _ = music.update(.key(KeyEvent(.enter)), context(3))
        XCTAssertEqual(music.update(.tracksRead(id: full[0].id, tracks: full[0].tracks), context(3.1)), [],
                       "the first album's tracks come late: it no longer plays")
        let secondAlbum = try? XCTUnwrap(full.first { $0.id == second })
        let happened = music.update(.tracksRead(id: second ?? "", tracks: secondAlbum?.tracks ?? []), context(3.2))
        XCTAssertEqual(happened, [.asked(.load(paths: secondAlbum?.tracks.map(\.path) ?? [], startAt: 0))])
    }

    func testAQueuedAlbumIsQueuedOnceItsTracksCome() {
        var music = MusicScreen(screen: size, reducedMotion: false)
        _ = music.update(.albumsFound([full[0]] + indexed[1...]), context(0))
        _ = music.update(.key(KeyEvent(.enter)), context(1))
        _ = music.update(.player(.playlistPosition(0)), context(1.1))
        _ = music.update(.key(KeyEvent(.escape)), context(1.2))
        _ = music.update(.tick, context(2))
        _ = music.update(.key(KeyEvent(.right)), context(2))
        _ = music.update(.tick, context(3))
        let index = try! XCTUnwrap(music.wall.focusedAlbumIndex)
        let album = full.first { $0.id == music.wall.albums[index].id }!
        XCTAssertEqual(music.update(.key(KeyEvent(.char("e"))), context(3)), [.readTracks(music.wall.albums[index])])
        XCTAssertEqual(music.player.queue, [])
        XCTAssertEqual(music.update(.tracksRead(id: album.id, tracks: album.tracks), context(3.1)), [.queued(album)])
        XCTAssertEqual(music.player.queue, [album])
    }

    func testSearchFindsAnAlbumByATrackTitleLeftInTheIndexAndReadsItsTracksToNameIt() {
        var music = screen()
        _ = music.update(.key(KeyEvent(.char("/"))), context(1))
        var asked: [MusicHappening] = []
        for c in "song 3" { asked += music.update(.key(KeyEvent(.char(c))), context(1)) ?? [] }
        XCTAssertEqual(music.wall.search?.matches?.count, 3)
        XCTAssertEqual(Set(music.wall.search?.matchedTracks.values.map { $0 } ?? []), [2])
        let focused = try! XCTUnwrap(music.wall.focusedAlbumIndex)
        XCTAssertEqual(asked, [.readTracks(music.wall.albums[focused])], "once, for the focused match")
        XCTAssertNil(music.wall.focusedMatchedTrack)
        let album = full.first { $0.id == music.wall.albums[focused].id }!
        _ = music.update(.tracksRead(id: album.id, tracks: album.tracks), context(1.1))
        XCTAssertEqual(music.wall.focusedMatchedTrack?.title, "Song 3")
    }

    func testAnAlarmsAlbumHasItsTracksReadWhenItComesSoItCanRingAtOnce() {
        let berlin = calendar("Europe/Berlin")
        var m = AppModel(options: AppOptions(twentyFourHour: true), screenSize: size, calendar: berlin,
                         now: Moment(wall: local(2026, 6, 10, 6, 59, 50, in: berlin), uptime: 100),
                         alarms: SavedState(alarms: [AlarmSettings(isOn: true, time: time(7, 0), sound: .album(full[1].id))]))
        let effects = update(&m, .albumsFound(indexed), at: m.now)
        XCTAssertEqual(effects.filter { if case .readTracks = $0 { true } else { false } }, [.readTracks(indexed[1])])
        _ = update(&m, .tracksRead(albumID: full[1].id, tracks: full[1].tracks), at: m.now)
        _ = update(&m, .libraryScanFinished(albumCount: 3, message: nil), at: m.now)
        _ = update(&m, .tick, at: m.now)
        let ring = update(&m, .tick, at: m.now.advanced(by: 15))
        XCTAssertTrue(ring.contains(.player(.load(paths: full[1].tracks.map(\.path), startAt: 0))), "\(ring)")
    }

    func testTheEndOfTheScanHandsTheFreedPagesBackOnce() {
        var m = AppModel(options: AppOptions(), screenSize: size, calendar: calendar("Europe/Berlin"), now: at(0))
        _ = update(&m, .albumsFound(indexed), at: m.now)
        XCTAssertFalse(update(&m, .albumsFound(indexed), at: m.now).contains(.releaseFreeMemory))
        XCTAssertTrue(update(&m, .libraryScanFinished(albumCount: 3, message: nil), at: m.now).contains(.releaseFreeMemory))
        XCTAssertFalse(update(&m, .libraryScanFinished(albumCount: 3, message: nil), at: m.now).contains(.releaseFreeMemory))
    }
}
