import XCTest
@testable import ClockCore

/// The album wall screen inside the app's `update`: switching to it, albums arriving from the scan,
/// opening the player panel, player reports, and closing.
final class MusicScreenTests: XCTestCase {
    let size = Size(width: 120, height: 40)

    func makeModel() -> AppModel { AppModel(options: AppOptions(), screenSize: size, now: at(0)) }

    /// The app on the wall with `count` albums found and the scan finished.
    func wallModel(albums count: Int = 5) -> AppModel {
        var model = makeModel()
        _ = update(&model, .input(key(.tab)), at: at(0))
        _ = update(&model, .albumsFound(sampleAlbums(count)), at: at(0))
        _ = update(&model, .libraryScanFinished(albumCount: count, message: nil), at: at(0))
        return model
    }

    /// The wall with the focused album (album 0) opened, the panel grown and the player playing track 1.
    func playingModel() -> AppModel {
        var model = wallModel()
        _ = update(&model, .input(key(.enter)), at: at(1))
        for event: PlayerEvent in [.ready, .playlistPosition(0), .paused(false)] {
            _ = update(&model, .player(event), at: at(1.1))
        }
        _ = update(&model, .tick, at: at(2))
        return model
    }

    func messages(_ model: AppModel) -> [String] { model.notifications.shown.map(\.message) }

    func testTabSwitchesToTheWallWhichStartsTheScanAndSaysItIsLooking() {
        var model = makeModel()
        XCTAssertEqual(update(&model, .input(key(.tab)), at: at(0)), [.scanLibrary])
        XCTAssertEqual(model.screen, .albumWall)
        XCTAssertTrue(model.music.wall.isScanning)
        XCTAssertTrue(model.music.wall.albums.isEmpty)
        XCTAssertEqual(update(&model, .input(key(.tab)), at: at(0)), [])
        XCTAssertEqual(model.screen, .clock, "Tab switches back to the clock")
        XCTAssertEqual(update(&model, .input(key(.tab)), at: at(1)), [], "the library is scanned once")
        XCTAssertEqual(model.screen, .albumWall)
    }

    /// SPEC §7: "`Tab` switches between the clock and the album wall", so a script pressing Tab twice is back on the
    /// clock; the timers are `T`'s, and Tab there goes to the clock rather than on round a third screen.
    func testTabSwitchesBetweenTheClockAndTheWallAndFromTheTimersGoesToTheClock() {
        var model = makeModel()
        var seen: [Screen] = []
        for _ in 0..<4 {
            _ = update(&model, .input(key(.tab)), at: at(0))
            seen.append(model.screen)
        }
        XCTAssertEqual(seen, [.albumWall, .clock, .albumWall, .clock], "never the timers")
        _ = update(&model, .input(key(.char("T"))), at: at(1))
        XCTAssertEqual(model.screen, .timers)
        _ = update(&model, .input(key(.tab)), at: at(1))
        XCTAssertEqual(model.screen, .clock, "Tab from the timers")
        _ = update(&model, .input(key(.tab)), at: at(1))
        _ = update(&model, .input(key(.char("T"))), at: at(1))
        XCTAssertEqual(model.screen, .timers, "T from the wall")
        _ = update(&model, .input(key(.char("T"))), at: at(1))
        XCTAssertEqual(model.screen, .clock, "T again")
    }

    func testTheClockAloneNeverAsksForTheLibrary() {
        var model = makeModel()
        var effects = update(&model, .started(StartUp()), at: at(0))
        for t in 1...120 { effects += update(&model, .tick, at: at(Double(t))) }
        for k in ["a", "p", "?"] { effects += update(&model, .input(key(.char(Character(k)))), at: at(121)) }
        XCTAssertFalse(effects.contains(.scanLibrary))
        XCTAssertFalse(model.music.scanRequested)
    }

    func testAlbumsArrivingFillTheWallAndAnAlbumFoundAgainIsReplaced() {
        var model = makeModel()
        let albums = sampleAlbums(3)
        _ = update(&model, .albumsFound(Array(albums[0..<2])), at: at(0))
        XCTAssertEqual(model.music.wall.albums.map(\.title), ["Album 0", "Album 1"])
        var grown = albums[0]
        grown.tracks.append(Track(title: "Bonus", path: "/music/0/bonus.ogg"))
        _ = update(&model, .albumsFound([albums[2], grown]), at: at(0))
        XCTAssertEqual(model.music.wall.albums.map(\.title), ["Album 0", "Album 1", "Album 2"])
        XCTAssertEqual(model.music.wall.albums[0].tracks.count, 4)
        XCTAssertTrue(model.music.wall.isScanning)
        _ = update(&model, .libraryScanFinished(albumCount: 3, message: nil), at: at(0))
        XCTAssertFalse(model.music.wall.isScanning)
    }

    func testAlbumsWhoseFilesAreGoneLeaveTheWallAndTheOthersKeepTheirOrder() {
        var model = makeModel()
        let albums = sampleAlbums(4)
        _ = update(&model, .albumsFound(albums), at: at(0))
        _ = update(&model, .albumsRemoved([albums[1].id, "no such album"]), at: at(0))
        XCTAssertEqual(model.music.wall.albums.map(\.title), ["Album 0", "Album 2", "Album 3"])
    }

    func testTheScanProgressIsKeptForTheBarUntilTheScanEnds() {
        var model = makeModel()
        _ = update(&model, .input(key(.tab)), at: at(0))
        let progress = ScanProgress(filesChecked: 40, tracksFound: 38, fraction: 0.25)
        _ = update(&model, .libraryScanProgress(progress), at: at(0))
        XCTAssertEqual(model.music.scanProgress, progress)
        XCTAssertEqual(ScanProgress(filesChecked: 1, tracksFound: 1, fraction: 1.7).fraction, 1, "never past the end")
        _ = update(&model, .libraryScanFinished(albumCount: 0, message: nil), at: at(1))
        XCTAssertNil(model.music.scanProgress)
    }

    func testAFailedScanSaysWhyOnceTheWallIsShown() {
        var model = makeModel()
        let why = "Cannot show music: music folder /nope does not exist: pass another with --music DIR"
        _ = update(&model, .libraryScanFinished(albumCount: 0, message: why), at: at(0))
        XCTAssertEqual(model.music.scanMessage, why)
        XCTAssertEqual(messages(model), [], "the clock is not bothered with the wall's news")
        _ = update(&model, .input(key(.tab)), at: at(1))
        _ = update(&model, .tick, at: at(1))
        XCTAssertEqual(messages(model), [why])
        _ = update(&model, .tick, at: at(2))
        XCTAssertEqual(messages(model), [why], "told once")
    }

    func testEnterOpensTheFocusedAlbumAndLoadsItFromTheFirstTrack() {
        var model = wallModel()
        let effects = update(&model, .input(key(.enter)), at: at(1))
        XCTAssertEqual(effects, [.player(.load(paths: ["/music/0/1.ogg", "/music/0/2.ogg", "/music/0/3.ogg"], startAt: 0)),
                                 .publishPlayerStatus(PlayerStatus(model.music.player)), .saveAlarms(model.savedState)],
                       "the desktop's remote is told, and the album is remembered for a resume (issue 21)")
        XCTAssertEqual(model.savedState.player.album?.title, "Album 0")
        XCTAssertEqual(model.music.panel?.album.title, "Album 0")
    }

    func testFiveStepsRightOnFiveAlbumsComeBackToTheSameAlbum() {
        var model = wallModel(albums: 5)
        for _ in 0..<5 { _ = update(&model, .input(key(.right)), at: at(1)) }
        XCTAssertEqual(model.music.wall.focusedAlbumIndex, 0)
        let effects = update(&model, .input(key(.enter)), at: at(2))
        XCTAssertEqual(effects.first, .player(.load(paths: ["/music/0/1.ogg", "/music/0/2.ogg", "/music/0/3.ogg"], startAt: 0)))
    }

    func testPlayerReportsShowInThePanelAndANewTrackIsAnnounced() {
        let model = playingModel()
        XCTAssertEqual(model.music.player.playback.stateText, "Playing")
        XCTAssertEqual(model.music.player.playback.currentIndex, 0)
        XCTAssertEqual(messages(model), ["Playing: Song 1"])
        var next = model
        _ = update(&next, .player(.playlistPosition(1)), at: at(3))
        XCTAssertEqual(next.music.player.playback.currentTrack?.title, "Song 2")
        XCTAssertTrue(messages(next).contains("Playing: Song 2"))
        XCTAssertFalse(next.notifications.isEmpty)
    }

    func testSpacePausesAndTheKeysReachThePlayer() {
        var model = playingModel()
        let paused = update(&model, .input(key(.char(" "))), at: at(3))
        XCTAssertEqual(paused, [.player(.setPaused(true)), .publishPlayerStatus(PlayerStatus(model.music.player))])
        XCTAssertEqual(model.music.player.playback.stateText, "Paused")
        XCTAssertEqual(update(&model, .input(key(.char("n"))), at: at(3)), [.player(.next)])
        XCTAssertEqual(update(&model, .input(key(.char("b"))), at: at(3)), [.player(.playIndex(0))])
    }

    func testTheEndOfTheAlbumSaysPlaybackComplete() {
        var model = playingModel()
        _ = update(&model, .player(.playlistPosition(2)), at: at(3))
        _ = update(&model, .player(.endOfFile(reason: "eof", error: nil)), at: at(4))
        XCTAssertEqual(model.music.player.playback.statusText, "Playback complete")
        XCTAssertTrue(messages(model).contains("Playback complete"))
    }

    func testWithoutAPlayerThePanelStillOpensAndSaysHowToInstallOne() {
        var model = wallModel()
        _ = update(&model, .input(key(.enter)), at: at(1))
        _ = update(&model, .player(.unavailable(hint: "Install mpv to play music: sudo apt install mpv")), at: at(1))
        XCTAssertEqual(model.music.player.playback.stateText, "No player")
        XCTAssertEqual(model.music.player.playback.statusText, "Install mpv to play music: sudo apt install mpv")
    }

    /// Issue 21: the music plays on after Esc; `v` stops it.
    func testEscClosesThePanelTheMusicPlaysOnAndTheWallHasTheKeysAgain() {
        var model = playingModel()
        XCTAssertEqual(update(&model, .input(key(.escape)), at: at(3)), [])
        XCTAssertEqual(model.music.player.playback.stateText, "Playing")
        XCTAssertEqual(model.music.panel?.isClosing, true)
        _ = update(&model, .tick, at: at(3.5))
        XCTAssertNil(model.music.panel, "shrunk away and dropped")
        XCTAssertEqual(update(&model, .input(key(.right)), at: at(4)), [])
        XCTAssertEqual(model.music.wall.focusedAlbumIndex, 1)
        let stopped = update(&model, .input(key(.char("v"))), at: at(5))
        XCTAssertEqual(stopped, [.player(.stop), .publishPlayerStatus(PlayerStatus(model.music.player))])
        XCTAssertFalse(model.music.player.isLoaded)
    }

    func testAClickOutsideThePanelClosesIt() {
        var model = playingModel()
        let effects = update(&model, .input(mouse(.press, 0, 0)), at: at(3))
        XCTAssertEqual(effects, [], "the music plays on (issue 21)")
        XCTAssertEqual(model.music.panel?.isClosing, true)
    }

    func testAClickOnATrackPlaysIt() throws {
        var model = playingModel()
        let panel = try XCTUnwrap(model.music.panel)
        let row = try XCTUnwrap(panel.layout.trackRows.first { $0.index == 2 })
        let effects = update(&model, .input(mouse(.press, row.rect.x + 2, row.rect.y)), at: at(3))
        XCTAssertEqual(effects, [.player(.playIndex(2))])
    }

    func testGlobalKeysStillWorkWithThePanelOpen() {
        var model = playingModel()
        _ = update(&model, .input(key(.char("T"))), at: at(3))
        XCTAssertEqual(model.screen, .timers)
        _ = update(&model, .input(key(.tab)), at: at(3))
        XCTAssertEqual(model.screen, .clock, "the music plays on behind the timers and the clock")
        XCTAssertNotNil(model.music.panel)
        XCTAssertTrue(model.music.player.isPlaying)
        _ = update(&model, .input(key(.tab)), at: at(3))
        XCTAssertEqual(model.screen, .albumWall)
        XCTAssertEqual(update(&model, .input(key(.char("q"))), at: at(3)), [.quit])
    }

    /// Issue 21: a closed panel's music still reports (and is announced); once stopped, late reports are ignored.
    func testReportsAfterStopAreIgnored() {
        var model = playingModel()
        _ = update(&model, .input(key(.escape)), at: at(3))
        _ = update(&model, .input(key(.char("v"))), at: at(3))
        let shown = messages(model)
        _ = update(&model, .player(.playlistPosition(1)), at: at(3.1))
        XCTAssertEqual(messages(model), shown)
    }

    func testTheLoopRunsAtFrameRateWhileTheWallGlidesAndIdlesAfterwards() {
        var model = wallModel(albums: 100)
        XCTAssertFalse(model.movesAt(1))
        _ = update(&model, .input(key(.pageDown)), at: at(1))
        XCTAssertEqual(model.nextDeadline(after: at(1.05))!.uptime.seconds, 1.05 + FrameRate.interval, accuracy: 1e-9)
        _ = update(&model, .tick, at: at(3))
        XCTAssertFalse(model.movesAt(3))
        XCTAssertEqual(model.nextDeadline(after: at(3))!.uptime.seconds, 3.5, accuracy: 1e-6, "the next half second")
    }

    func testThePanelZoomsAtFrameRate() {
        var model = wallModel()
        _ = update(&model, .input(key(.enter)), at: at(1))
        XCTAssertTrue(model.movesAt(1.1))
        XCTAssertFalse(model.movesAt(1 + PlayerPanel.zoomDuration))
    }
}
