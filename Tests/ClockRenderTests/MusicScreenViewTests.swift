import ClockCore
import ClockRender
import XCTest

/// The album wall screen as a whole: the wall, what an unsuccessful scan said, and the panel on top.
final class MusicScreenViewTests: XCTestCase {
    func wallModel(_ msgs: [Msg], options: AppOptions = AppOptions(), size: Size = Size(width: 60, height: 12)) -> AppModel {
        var model = AppModel(options: options, screenSize: size, now: at(0))
        for msg in [.input(.key(KeyEvent(.tab)))] + msgs { _ = update(&model, msg, at: at(0)) }
        model.notifications = NotificationStack(screen: size)  // the screen itself, without the slide-ins
        return model
    }

    func testAScanThatFoundNothingSaysWhyUnderTheWallsMessage() {
        let why = "No playable music in /music (from --music)"
        let model = wallModel([.libraryScanFinished(albumCount: 0, message: why)])
        assertLines(AppView.render(model), [
            "",
            "",
            "",
            "",
            "",
            "                      No albums found",
            "             Use --music DIR to show your music",
            "",
            "         No playable music in /music (from --music)",
            "",
            "",
            "",
        ])
    }

    func testAnEmptyFolderNamedWithMusicSaysItHoldsNothingTuiClockReads() {
        let model = wallModel([.libraryScanFinished(albumCount: 0, message: nil)],
                              options: AppOptions(musicFolder: "~/Empty"), size: Size(width: 80, height: 8))
        assertLines(AppView.render(model), [
            "",
            "",
            "",
            "                              No albums in ~/Empty",
            "     tui-clock reads FLAC, MP3, Ogg, Opus, M4A, WAV, AIFF and WavPack files",
            "",
            "",
            "",
        ])
    }

    /// On a screen too small for a notice and its margins (10x3, 12x4) the notice covers the screen: kept inside
    /// the margins it hung over the open panel's bottom border ("╰╰────────╯╯") or lost its own at the screen's edge.
    func testOnATinyScreenANoticeCoversThePanelWhole() {
        for (size, expected) in [
            (Size(width: 12, height: 4), ["╭──────────╮", "│ ⚠ Config │", "│   file…  │", "╰──────────╯"]),
            (Size(width: 10, height: 3), ["╭────────╮", "│ ⚠ Con… │", "╰────────╯"]),
        ] {
            var model = wallModel([.albumsFound(fiveAlbums), .libraryScanFinished(albumCount: 5, message: nil)], size: size)
            _ = update(&model, .input(.key(KeyEvent(.enter))), at: at(0))
            model.now = at(1)
            XCTAssertNotNil(model.music.panel)
            model.notifications = NotificationStack(screen: size, reducedMotion: true)
            model.notifications.show("Config file has a mistake", from: .top, severity: .warning, at: model.now.uptime)
            assertLines(AppView.render(model), expected)
        }
    }

    private let onMPD = AppOptions(musicServer: "MPD at nas:6600")
    private let wide = Size(width: 80, height: 12)

    func testAnEmptyMPDDatabaseSaysToUpdateIt() {
        let model = wallModel([.libraryScanFinished(albumCount: 0, message: nil)], options: onMPD, size: wide)
        assertLines(AppView.render(model), [
            "",
            "",
            "",
            "",
            "",
            "                                No albums found",
            "         MPD at nas:6600 has no songs: update its database (mpc update)",
            "",
            "",
            "",
            "",
            "",
        ])
    }

    func testAnMPDServerThatCannotBeReadSaysWhyAndSuggestsNoFolder() {
        let why = "Cannot reach MPD at nas:6600: Connection refused; trying again in 4 s"
        let model = wallModel([.libraryScanFinished(albumCount: 0, message: why)], options: onMPD, size: wide)
        assertLines(AppView.render(model), [
            "",
            "",
            "",
            "",
            "",
            "                                No albums found",
            "",
            "",
            "     Cannot reach MPD at nas:6600: Connection refused; trying again in 4 s",
            "",
            "",
            "",
        ])
    }

    func testWhileScanningTheWallSaysItIsLooking() {
        let model = wallModel([])
        XCTAssertTrue(AppView.render(model).trimmedLines.contains { $0.contains("Looking for music") })
    }

    /// SPEC §12: the wall marks the playing album. It marked the loaded album "▶" whatever its playback did:
    /// paused, at "Playback complete", or when no track could be played, the tile still said "▶ John Coltrane"
    /// while the clock's now-playing line said ‖ or ■ (seen in xterm). The tile now carries the line's sign.
    func testTheWallMarksTheLoadedAlbumWithTheSignOfItsPlayback() {
        var model = wallModel([.albumsFound(fiveAlbums), .libraryScanFinished(albumCount: 5, message: nil)],
                              size: Size(width: 80, height: 24))
        _ = update(&model, .input(.key(KeyEvent(.enter))), at: at(0))
        _ = update(&model, .player(.playlistPosition(0)), at: at(0))
        _ = update(&model, .input(.key(KeyEvent(.escape))), at: at(0.1))
        _ = update(&model, .tick, at: at(2))  // the panel has shrunk away
        model.now = at(2)
        func artistLine() -> String? {
            AppView.render(model).trimmedLines.first { $0.contains("John Co") }
        }
        XCTAssertTrue(artistLine()?.contains("▶ John Co") == true, artistLine() ?? "no tile")
        _ = update(&model, .player(.paused(true)), at: at(2))
        XCTAssertTrue(artistLine()?.contains("‖ John Co") == true, artistLine() ?? "no tile")
        _ = update(&model, .player(.paused(false)), at: at(2))
        _ = update(&model, .player(.playlistPosition(2)), at: at(2))
        _ = update(&model, .player(.endOfFile(reason: "eof", error: nil)), at: at(2))
        _ = update(&model, .player(.idle), at: at(2))
        model.now = at(3)
        XCTAssertTrue(artistLine()?.contains("■ John Co") == true, artistLine() ?? "no tile")
        XCTAssertTrue(NowPlayingView.line(model.music.player, ascii: false).hasPrefix("■ "))
    }

    func testTheOpenPanelListsTheTracksOverTheWall() {
        var model = wallModel([.albumsFound(fiveAlbums), .libraryScanFinished(albumCount: 5, message: nil)],
                              size: Size(width: 80, height: 24))
        _ = update(&model, .input(.key(KeyEvent(.enter))), at: at(0))
        _ = update(&model, .player(.playlistPosition(0)), at: at(0))
        model.now = at(1)
        let text = AppView.render(model).trimmedLines.joined(separator: "\n")
        for expected in ["Blue Train", "John Coltrane", "Track 1", "Track 2", "Track 3", "Playing"] {
            XCTAssertTrue(text.contains(expected), "\(expected) in\n\(text)")
        }
    }

    /// The wall at 60x12 with five albums that have cover files, and what their arrival asked for.
    func coveredWall() -> (AppModel, [CoverRequest]) {
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 60, height: 12), now: at(0))
        _ = update(&model, .input(.key(KeyEvent(.tab))), at: at(0))
        let covered = fiveAlbums.map { album -> Album in
            var album = album
            album.cover = .file(path: album.directory + "/cover.jpg")
            return album
        }
        let effects = update(&model, .albumsFound(covered), at: at(0))
        _ = update(&model, .libraryScanFinished(albumCount: 5, message: nil), at: at(0))
        model.notifications = NotificationStack(screen: model.screenSize)
        let asked = effects.flatMap { effect -> [CoverRequest] in
            if case .renderCovers(let requests) = effect { return requests }
            return []
        }
        return (model, asked)
    }

    func testARenderedCoverChangesTheFrame() throws {
        var (model, asked) = coveredWall()
        let before = AppView.render(model)
        XCTAssertFalse(before.contains(text: "####"), "placeholders while the covers render")
        let blue = try XCTUnwrap(asked.first { $0.key.albumID == fiveAlbums[0].id })
        _ = update(&model, .coversRendered([RenderedCover(key: blue.key, picture: SymbolMosaic(size: blue.key.size,
                                                                                  fill: SymbolMosaic.Tile("#")))]),
                   at: at(0))
        let after = AppView.render(model)
        XCTAssertNotEqual(after, before)
        XCTAssertTrue(after.contains(text: String(repeating: "#", count: blue.key.size.width)))
    }

    func testAnUnreadableCoverKeepsItsPlaceholder() throws {
        var (model, asked) = coveredWall()
        let before = AppView.render(model)
        _ = update(&model, .coversRendered(asked.map { RenderedCover(key: $0.key, picture: nil) }), at: at(0))
        XCTAssertEqual(AppView.render(model), before, "one placeholder design, before and after")
    }

    func testDrawingStartsNoWork() {
        var (model, _) = coveredWall()
        let covers = model.music.covers
        for t in stride(from: 0.0, to: 2, by: 0.25) {
            model.now = at(t)
            _ = AppView.render(model)
        }
        XCTAssertEqual(model.music.covers, covers, "drawing asks for nothing: what is pending is what update asked for")
        XCTAssertFalse(model.music.covers.pending.isEmpty)
        let next = update(&model, .tick, at: at(2)).filter { if case .renderCovers = $0 { true } else { false } }
        XCTAssertEqual(next, [], "and the next update has nothing new to ask for")
    }
}
