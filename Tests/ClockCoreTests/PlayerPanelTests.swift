import XCTest
@testable import ClockCore

/// The panel with the music it shows, as the music screen holds them: what the panel asks is carried out on the
/// player (issue 21 moved playback out of the panel, so it outlives it).
struct PanelWithPlayer {
    struct Outcome: Equatable {
        var handled: Bool
        var commands: [PlayerCommand] = []
        static let ignored = Outcome(handled: false)
    }

    var music: MusicScreen

    init(_ album: Album, tile: Rect, screen: Size, at now: Moment) {
        music = MusicScreen(screen: screen, reducedMotion: false)
        music.panel = PlayerPanel.open(album, from: tile, screen: screen, at: now)
        opening = music.player.play(album, seed: 1)
    }

    /// What opening asked the player.
    var opening: [PlayerCommand] = []
    var panel: PlayerPanel { music.panel! }
    var playback: Playback { music.player.playback }
    var layout: PlayerPanelLayout { panel.layout(current: playback.currentIndex) }
    var fullRect: Rect { panel.fullRect }
    var zoom: Tween { panel.zoom }
    var isClosing: Bool { panel.isClosing }
    func rect(at now: Moment) -> Rect { panel.rect(at: now) }
    func isOpen(at now: Moment) -> Bool { panel.isOpen(at: now) }
    func isGone(at now: Moment) -> Bool { panel.isGone(at: now) }
    func nextDeadline(after now: Moment) -> Moment? { panel.nextDeadline(after: now) }

    mutating func apply(_ event: PlayerEvent) { _ = music.update(.player(event), context(at(0))) }

    /// Closing asks nothing of the player: the music plays on.
    mutating func close(at now: Moment) -> [PlayerCommand] {
        music.panel?.close(at: now)
        return []
    }

    mutating func handle(_ event: InputEvent, at now: Moment) -> Outcome {
        let msg: MusicMsg
        switch event {
        case .key(let key): msg = .key(key)
        case .mouse(let mouse): msg = .mouse(mouse)
        case .paste(let text): msg = .paste(text)
        case .reply: return .ignored
        }
        guard let happened = music.update(msg, context(now)) else { return .ignored }
        return Outcome(handled: true, commands: happened.compactMap { if case .asked(let c) = $0 { return c } else { return nil } })
    }

    func context(_ now: Moment) -> MusicContext { MusicContext(now: now, screen: panel.screen, reducedMotion: false) }
}

final class PlayerPanelTests: XCTestCase {
    let screen = Size(width: 80, height: 24)
    let tile = Rect(x: 5, y: 2, width: 16, height: 10)
    let album = sampleAlbums(1)[0]

    func openPanel(at t: Double = 0) -> PanelWithPlayer { PanelWithPlayer(album, tile: tile, screen: screen, at: at(t)) }

    /// A panel that has grown and plays track `index`.
    func playingPanel(track index: Int = 0) -> PanelWithPlayer {
        var panel = openPanel()
        panel.apply(.ready)
        panel.apply(.playlistPosition(index))
        panel.apply(.paused(false))
        return panel
    }

    func testOpeningLoadsTheAlbumFromTheFirstTrack() {
        XCTAssertEqual(openPanel().opening, [.load(paths: ["/music/0/1.ogg", "/music/0/2.ogg", "/music/0/3.ogg"], startAt: 0)])
    }

    func testPanelGrowsFromTheTileInAQuarterSecond() {
        let panel = openPanel(at: 10)
        XCTAssertEqual(panel.fullRect, Rect(x: 2, y: 5, width: 76, height: 14))
        XCTAssertEqual(panel.rect(at: at(10)), tile)
        // Half the time, ease-out cubic: 87.5 % of the way from the tile to the full panel.
        XCTAssertEqual(panel.rect(at: at(10.125)), Rect(x: 2, y: 5, width: 69, height: 13))
        XCTAssertFalse(panel.isOpen(at: at(10.125)))
        XCTAssertEqual(panel.nextDeadline(after: at(10.125))!.uptime.seconds, 10.125 + FrameRate.interval, accuracy: 1e-9)
        XCTAssertEqual(panel.nextDeadline(after: at(10.24))?.uptime, 10.25, "the last frame shows it grown")
        XCTAssertEqual(panel.rect(at: at(10.25)), panel.fullRect)
        XCTAssertTrue(panel.isOpen(at: at(10.25)))
        XCTAssertNil(panel.nextDeadline(after: at(10.25)), "no deadline in the past keeps the loop awake")
    }

    func testClosingShrinksBackIntoTheTileThenGoes() {
        var panel = openPanel()
        XCTAssertEqual(panel.close(at: at(1)), [], "issue 21: the music plays on")
        XCTAssertEqual(panel.rect(at: at(1)), panel.fullRect)
        // Half the time, ease-in cubic: still 87.5 % of the full size, then it speeds into the tile.
        XCTAssertEqual(panel.rect(at: at(1.125)), Rect(x: 2, y: 5, width: 69, height: 13))
        XCTAssertFalse(panel.isGone(at: at(1.2)))
        XCTAssertEqual(panel.rect(at: at(1.25)), tile)
        XCTAssertTrue(panel.isGone(at: at(1.25)))
        XCTAssertEqual(panel.nextDeadline(after: at(1.25)), at(1.25), "once gone it is due at once, to be dropped")
        XCTAssertEqual(panel.close(at: at(2)), [])
    }

    func testClosingMidZoomShrinksFromWhereItIs() {
        var panel = openPanel()
        let halfway = panel.rect(at: at(0.1))
        _ = panel.close(at: at(0.1))
        XCTAssertEqual(panel.rect(at: at(0.1)), halfway)
        XCTAssertTrue(panel.isGone(at: at(0.1 + 0.25 * panel.zoom.from)))
    }

    func testSpacePausesAndResumes() {
        var panel = playingPanel()
        XCTAssertEqual(panel.handle(key(.char(" ")), at: at(1)), PanelWithPlayer.Outcome(handled: true, commands: [.setPaused(true)]))
        XCTAssertEqual(panel.playback.stateText, "Paused")
        panel.apply(.paused(true))
        XCTAssertEqual(panel.handle(key(.char(" ")), at: at(2)).commands, [.setPaused(false)])
        XCTAssertEqual(panel.playback.stateText, "Playing")
    }

    func testNextAndPreviousTrack() {
        var panel = playingPanel(track: 0)
        XCTAssertEqual(panel.handle(key(.char("n")), at: at(1)).commands, [.next])
        XCTAssertEqual(panel.handle(key(.char("b")), at: at(1)).commands, [.playIndex(0)], "first track starts again")
        panel.apply(.playlistPosition(1))
        XCTAssertEqual(panel.handle(key(.char("b")), at: at(1)).commands, [.previous])
        panel.apply(.playlistPosition(2))
        XCTAssertEqual(panel.handle(key(.char("n")), at: at(1)), PanelWithPlayer.Outcome(handled: true, commands: []),
                       "nothing after the last track")
    }

    func testClickOnATrackPlaysIt() {
        var panel = playingPanel()
        let rows = panel.layout.trackRows
        XCTAssertEqual(rows.map(\.index), [0, 1, 2])
        let second = rows[1].rect
        let outcome = panel.handle(mouse(.press, second.x + 3, second.y), at: at(1))
        XCTAssertEqual(outcome.commands, [.playIndex(1)])
        XCTAssertFalse(panel.isClosing)
    }

    func testClickInsideButNotOnATrackDoesNothing() {
        var panel = playingPanel()
        let inner = panel.layout.inner
        XCTAssertEqual(panel.handle(mouse(.press, inner.x, inner.y), at: at(1)), PanelWithPlayer.Outcome(handled: true))
        XCTAssertFalse(panel.isClosing)
    }

    /// Issue 21: closing the panel leaves the music playing; only the stop key stops it.
    func testClickOutsideOrEscapeClosesAndTheMusicPlaysOn() {
        var panel = playingPanel()
        XCTAssertEqual(panel.handle(mouse(.press, 0, 0), at: at(1)).commands, [])
        XCTAssertEqual(panel.playback.stateText, "Playing")
        XCTAssertTrue(panel.isClosing)
        XCTAssertEqual(panel.handle(key(.escape), at: at(1.1)), .ignored, "a closing panel takes no input")

        var other = playingPanel()
        XCTAssertEqual(other.handle(key(.escape), at: at(1)).commands, [])
        XCTAssertTrue(other.isClosing)
        XCTAssertEqual(other.handle(key(.char("v")), at: at(2)), .ignored, "v is the app's: it stops on every screen")
    }

    func testGlobalKeysAreLeftToTheApp() {
        var panel = playingPanel()
        XCTAssertEqual(panel.handle(key(.tab), at: at(1)), .ignored)
        XCTAssertEqual(panel.handle(key(.char("q")), at: at(1)), .ignored)
        XCTAssertEqual(panel.handle(key(.char(".")), at: at(1)), .ignored, "the music keys work everywhere")
        XCTAssertEqual(panel.handle(key(.up), at: at(1)), PanelWithPlayer.Outcome(handled: true), "the wall behind does not move")
    }

    func testTrackChangesUpdateTheCurrentTrackAndTimes() {
        var panel = playingPanel()
        XCTAssertEqual(panel.playback.currentTrack?.title, "Song 1")
        XCTAssertEqual(panel.playback.duration, 60, "from the tags until the player says")
        panel.apply(.timePosition(12.5))
        panel.apply(.duration(61))
        XCTAssertEqual(panel.playback.elapsed, 12.5)
        XCTAssertEqual(panel.playback.duration, 61)
        panel.apply(.playlistPosition(1))
        XCTAssertEqual(panel.playback.currentIndex, 1)
        XCTAssertEqual(panel.playback.currentTrack?.title, "Song 2")
        XCTAssertEqual(panel.playback.elapsed, 0)
        XCTAssertEqual(panel.playback.duration, 90)
    }

    func testNonsenseFromThePlayerIsIgnored() {
        var panel = playingPanel(track: 1)
        panel.apply(.playlistPosition(7))
        panel.apply(.playlistPosition(-1))
        panel.apply(.timePosition(-3))
        panel.apply(.timePosition(.nan))
        panel.apply(.duration(0))
        XCTAssertEqual(panel.playback.currentIndex, 1)
        XCTAssertEqual(panel.playback.elapsed, 0)
        XCTAssertEqual(panel.playback.duration, 90)
    }

    func testNothingLoadedBeforeTheFirstTrackIsStillStarting() {
        var panel = openPanel()
        panel.apply(.idle)
        panel.apply(.playlistPosition(nil))
        XCTAssertEqual(panel.playback.phase, .loading)
        XCTAssertEqual(panel.playback.stateText, "Starting")
    }

    func testNothingLoadedAfterPlayingMeansPlaybackComplete() {
        var panel = playingPanel(track: 2)
        panel.apply(.playlistPosition(nil))
        XCTAssertEqual(panel.playback.phase, .complete)
        XCTAssertEqual(panel.playback.statusText, "Playback complete")
        XCTAssertNil(panel.playback.currentIndex)
        XCTAssertEqual(panel.handle(key(.char(" ")), at: at(1)).commands,
                       [.load(paths: ["/music/0/1.ogg", "/music/0/2.ogg", "/music/0/3.ogg"], startAt: 0)],
                       "Space plays the album again")
        XCTAssertEqual(panel.playback.phase, .loading)
    }

    func testTheLastTrackEndingCompletesEvenWithoutIdle() {
        var panel = playingPanel(track: 2)
        panel.apply(.endOfFile(reason: "eof", error: nil))
        XCTAssertEqual(panel.playback.statusText, "Playback complete")
        var earlier = playingPanel(track: 1)
        earlier.apply(.endOfFile(reason: "eof", error: nil))
        XCTAssertEqual(earlier.playback.phase, .playing, "more tracks follow")
        var idle = playingPanel(track: 1)
        idle.apply(.idle)
        XCTAssertEqual(idle.playback.phase, .complete)
    }

    func testSkippedFilesAreReported() {
        var panel = playingPanel(track: 0)
        panel.apply(.endOfFile(reason: "error", error: "unrecognized file format"))
        XCTAssertEqual(panel.playback.statusText, "Skipped Song 1: unrecognized file format")
        panel.apply(.playlistPosition(1))
        XCTAssertEqual(panel.playback.phase, .playing)
        panel.apply(.playlistPosition(2))
        panel.apply(.endOfFile(reason: "error", error: "no such file"))
        XCTAssertEqual(panel.playback.statusText, "Playback complete (skipped 2 files)")
    }

    func testEveryFileFailingEndsInsteadOfStartingForever() {
        var panel = openPanel()
        panel.apply(.endOfFile(reason: "error", error: "bad"))
        panel.apply(.idle)
        XCTAssertEqual(panel.playback.phase, .complete)
    }

    func testUnavailablePlayerStillOpensAndSaysHowToInstallOne() {
        var panel = openPanel()
        panel.apply(.unavailable(hint: "Install mpv to play music: sudo apt install mpv"))
        XCTAssertEqual(panel.playback.statusText, "Install mpv to play music: sudo apt install mpv")
        XCTAssertEqual(panel.playback.stateText, "No player")
        XCTAssertEqual(panel.handle(key(.char(" ")), at: at(1)).commands, [])
        XCTAssertEqual(panel.handle(key(.char("n")), at: at(1)).commands, [])
        XCTAssertEqual(panel.close(at: at(2)), [], "nothing to stop")
    }

    func testPlayerDyingIsShownAndSpaceStartsAgain() {
        var panel = playingPanel(track: 1)
        panel.apply(.died("mpv exited with status 1"))
        XCTAssertEqual(panel.playback.phase, .failed("mpv exited with status 1"))
        XCTAssertEqual(panel.playback.stateText, "Stopped")
        XCTAssertEqual(panel.playback.statusText, "The player stopped: mpv exited with status 1 (Space starts again)")
        XCTAssertEqual(panel.handle(key(.char(" ")), at: at(1)).commands.first,
                       .load(paths: ["/music/0/1.ogg", "/music/0/2.ogg", "/music/0/3.ogg"], startAt: 0))
    }

    func testAPlayerThatNeverAnswersLeavesStartingWithItsReason() {
        var panel = openPanel()
        panel.apply(.ready)
        XCTAssertEqual(panel.playback.stateText, "Starting")
        panel.apply(.died("mpv did not answer within 5 s"))
        XCTAssertEqual(panel.playback.stateText, "Stopped")
        XCTAssertEqual(panel.playback.statusText, "The player stopped: mpv did not answer within 5 s (Space starts again)")
        XCTAssertEqual(panel.handle(key(.char(" ")), at: at(1)).commands.first,
                       .load(paths: ["/music/0/1.ogg", "/music/0/2.ogg", "/music/0/3.ogg"], startAt: 0))
    }

    func testAnAlbumWithoutTracksOpensWithoutPlaying() {
        var empty = album
        empty.tracks = []
        var panel = PanelWithPlayer(empty, tile: tile, screen: screen, at: at(0))
        XCTAssertEqual(panel.opening, [])
        XCTAssertEqual(panel.playback.statusText, "This album has no playable tracks")
        XCTAssertEqual(panel.handle(key(.char(" ")), at: at(1)).commands, [])
    }

    func testTimesReadAsMinutesAndSeconds() {
        XCTAssertEqual(Playback.format(0), "0:00")
        XCTAssertEqual(Playback.format(65.9), "1:05")
        XCTAssertEqual(Playback.format(600), "10:00")
        XCTAssertEqual(Playback.format(3725), "1:02:05")
        XCTAssertEqual(Playback.format(-4), "0:00")
        XCTAssertEqual(Playback.format(.infinity), "0:00")
    }

    func testLongTrackListsScrollToKeepTheCurrentTrackVisible() {
        let layout = PlayerPanelLayout(frame: Rect(x: 0, y: 0, width: 60, height: 14), trackCount: 30, currentIndex: 20)
        XCTAssertEqual(layout.trackRows.count, 5)
        XCTAssertTrue(layout.trackRows.contains { $0.index == 20 })
        let atEnd = PlayerPanelLayout(frame: Rect(x: 0, y: 0, width: 60, height: 14), trackCount: 30, currentIndex: 29)
        XCTAssertEqual(atEnd.trackRows.last?.index, 29)
        let narrow = PlayerPanelLayout(frame: Rect(x: 0, y: 0, width: 30, height: 14), trackCount: 3, currentIndex: nil)
        XCTAssertNil(narrow.cover, "no room for a cover")
        XCTAssertEqual(narrow.textX, 2)
    }
}

/// A long album's list is walked a page, an end or a wheel notch at a time: an album of a thousand tracks took a
/// thousand ↓ to reach its last track, and PgDn, End and the wheel did nothing over the panel.
final class PlayerPanelListTests: XCTestCase {
    let screen = Size(width: 80, height: 24)
    let tile = Rect(x: 5, y: 2, width: 16, height: 10)

    func longPanel() -> PanelWithPlayer {
        var panel = PanelWithPlayer(sampleAlbums(1, tracks: 1000)[0], tile: tile, screen: screen, at: at(0))
        panel.apply(.ready)
        panel.apply(.playlistPosition(0))
        panel.apply(.paused(false))
        return panel
    }

    func testPageDownAndUpMoveTheSelectionAListHeightAndTheListFollows() {
        var panel = longPanel()
        let rows = panel.layout.trackRows.count
        XCTAssertGreaterThan(rows, 3)
        XCTAssertEqual(panel.handle(key(.pageDown), at: at(1)), PanelWithPlayer.Outcome(handled: true))
        XCTAssertEqual(panel.panel.selected, rows)
        _ = panel.handle(key(.pageDown), at: at(1))
        XCTAssertEqual(panel.panel.selected, 2 * rows)
        XCTAssertTrue(panel.panel.layout(current: 0).trackRows.contains { $0.index == 2 * rows }, "the list scrolls to it")
        _ = panel.handle(key(.pageUp), at: at(1))
        XCTAssertEqual(panel.panel.selected, rows)
        XCTAssertEqual(panel.handle(key(.enter), at: at(1)).commands, [.playIndex(rows)], "Enter plays it")
    }

    func testEndAndHomeSelectTheLastAndTheFirstTrack() {
        var panel = longPanel()
        _ = panel.handle(key(.end), at: at(1))
        XCTAssertEqual(panel.panel.selected, 999)
        XCTAssertEqual(panel.panel.layout(current: 0).trackRows.last?.index, 999)
        _ = panel.handle(key(.pageDown), at: at(1))
        XCTAssertEqual(panel.panel.selected, 999, "it stops at the end")
        _ = panel.handle(key(.home), at: at(1))
        XCTAssertEqual(panel.panel.selected, 0)
    }

    func testTheWheelOverThePanelWalksTheListAndElsewhereDoesNothing() {
        var panel = longPanel()
        let inside = panel.fullRect
        _ = panel.handle(mouse(.wheelDown, inside.x + 5, inside.y + 5, button: .none), at: at(1))
        _ = panel.handle(mouse(.wheelDown, inside.x + 5, inside.y + 5, button: .none), at: at(1))
        XCTAssertEqual(panel.panel.selected, 6, "three tracks a notch, from the one playing")
        _ = panel.handle(mouse(.wheelUp, inside.x + 5, inside.y + 5, button: .none), at: at(1))
        XCTAssertEqual(panel.panel.selected, 3)
        _ = panel.handle(mouse(.wheelDown, 0, 0, button: .none), at: at(1))
        XCTAssertEqual(panel.panel.selected, 3, "outside the panel the wheel leaves the list alone")
        XCTAssertFalse(panel.isClosing, "and does not close it")
    }
}

final class PlaybackFailureTests: XCTestCase {
    func testWhenEveryTrackFailsThePanelSaysWhyInsteadOfComplete() {
        var playback = Playback(tracks: [Track(title: "One", path: "/a/1.ogg"), Track(title: "Two", path: "/a/2.ogg")])
        playback.apply(.ready, at: 0)
        playback.apply(.endOfFile(reason: "error", error: "audio output initialization failed"), at: 0)
        playback.apply(.endOfFile(reason: "error", error: "audio output initialization failed"), at: 0)
        playback.apply(.idle, at: 0)
        XCTAssertEqual(playback.statusText, "Could not play any track: audio output initialization failed")
        // Space tries again from a clean slate.
        XCTAssertFalse(playback.togglePause().isEmpty)
        XCTAssertNil(playback.lastError)
        XCTAssertTrue(playback.skipped.isEmpty)
    }

    func testOneSkippedTrackStillEndsAsComplete() {
        var playback = Playback(tracks: [Track(title: "One", path: "/a/1.ogg"), Track(title: "Two", path: "/a/2.ogg")])
        playback.apply(.playlistPosition(0), at: 0)
        playback.apply(.endOfFile(reason: "error", error: "unrecognized file format"), at: 0)
        playback.apply(.playlistPosition(1), at: 0)
        playback.apply(.endOfFile(reason: "eof", error: nil), at: 0)
        XCTAssertEqual(playback.statusText, "Playback complete (skipped 1 file)")
    }
}
