import XCTest
import ClockCore
@testable import ClockRender

/// A panel and the music it shows (issue 21: playback lives in the player, which outlives the panel).
struct ShownPanel {
    var panel: PlayerPanel
    var player = MusicPlayer()

    init(_ album: Album, from tile: Rect, screen: Size, at now: Moment) {
        panel = PlayerPanel.open(album, from: tile, screen: screen, at: now)
        _ = player.play(album, seed: 1)
    }

    var layout: PlayerPanelLayout { panel.layout(current: player.playback.currentIndex) }
    mutating func apply(_ event: PlayerEvent) { _ = player.apply(event, seed: 1, at: 0) }
    mutating func close(at now: Moment) { panel.close(at: now) }
}

final class PlayerPanelViewTests: XCTestCase {
    let size = Size(width: 60, height: 16)
    let tile = Rect(x: 11, y: 3, width: 8, height: 6)

    func playingPanel() -> ShownPanel {
        var panel = ShownPanel(fiveAlbums[1], from: tile, screen: size, at: at(0))
        panel.apply(.playlistPosition(1))
        panel.apply(.timePosition(62))
        return panel
    }

    func render(_ shown: ShownPanel, ascii: Bool = false, at t: Uptime = 1, covers: CoverCache = CoverCache())
        -> Canvas {
        var canvas = Canvas(size: size, fill: Cell("."))
        PlayerPanelView(ascii: ascii).render(shown.panel, player: shown.player, covers: covers, into: &canvas, at: at(t.seconds))
        return canvas
    }

    func testMidZoomThePanelIsAGrowingEmptyFrame() {
        let lines = render(playingPanel(), at: 0.1).trimmedLines
        XCTAssertEqual(lines[1], "....╭────────────────────────────────────────────╮..........")
        XCTAssertEqual(lines[2], "....│                                            │..........")
        XCTAssertEqual(lines[13], "....╰────────────────────────────────────────────╯..........")
        XCTAssertFalse(render(playingPanel(), at: 0.1).contains(text: "Kind of Blue"))
        XCTAssertEqual(render(playingPanel(), at: 0).trimmedLines[3], String(repeating: ".", count: 11) + "╭──────╮" + String(repeating: ".", count: 41),
                       "it starts as the tile")
    }

    /// Issue 23: an album whose tracks are still being read from the library index opens at its full size (its
    /// track count is known) and says so where the tracks go; then shows them.
    func testAPanelWhoseTracksAreStillInTheIndexSaysTheyAreBeingRead() {
        let album = fiveAlbums[1]
        var shown = ShownPanel(album, from: tile, screen: size, at: at(0))
        shown.player = MusicPlayer()
        shown.panel = PlayerPanel.open(album.leavingTracksInIndex(), from: tile, screen: size, at: at(0))
        XCTAssertEqual(shown.panel.fullRect, PlayerPanel.open(album, from: tile, screen: size, at: at(0)).fullRect)
        XCTAssertTrue(render(shown).contains(text: "Reading the tracks…"))
        XCTAssertTrue(render(shown, ascii: true).contains(text: "Reading the tracks..."))
        XCTAssertFalse(render(shown).contains(text: album.tracks[0].title))
        shown.panel = PlayerPanel.open(album.leavingTracksInIndex().withTracks(album.tracks), from: tile, screen: size, at: at(0))
        XCTAssertTrue(render(shown).contains(text: album.tracks[0].title))
        XCTAssertFalse(render(shown).contains(text: "Reading the tracks"))
    }

    func testOpenPanelShowsCoverAlbumTracksAndWhatPlays() {
        XCTAssertEqual(render(playingPanel()).trimmedLines, [
            "............................................................",
            "..╭──────────────────────────────────────────────────────╮..",
            "..│ ┌──────────────────┐  Kind of Blue                   │..",
            "..│ │                  │  Miles Davis                    │..",
            "..│ │                  │  in order  repeat off           │..",
            "..│ │                  │    1. Track 1              1:35 │..",
            "..│ │        KO        │  ▶ 2. Track 2              2:36 │..",
            "..│ │                  │    3. Track 3              3:37 │..",
            "..│ │                  │                                 │..",
            "..│ │                  │                                 │..",
            "..│ │                  │                                 │..",
            "..│ └──────────────────┘  Playing  1:02 / 2:36  ━━━───── │..",
            "..│                                                      │..",
            "..│ Space play/pause  n next  b previous  Esc close      │..",
            "..╰──────────────────────────────────────────────────────╯..",
            "............................................................",
        ])
    }

    func testOnAServerThePanelShowsItsVolumeAndModes() {
        let wide = Size(width: 80, height: 16)
        var shown = ShownPanel(fiveAlbums[1], from: tile, screen: wide, at: at(0))
        shown.player = MusicPlayer(playsOnServer: true)
        _ = shown.player.play(fiveAlbums[1], seed: 1)
        shown.apply(.playlistPosition(1))
        shown.apply(.volume(40))
        shown.apply(.shuffle(true))
        shown.apply(.repeatMode(.album))
        func modesLine() -> String {
            var canvas = Canvas(size: wide, fill: Cell("."))
            PlayerPanelView().render(shown.panel, player: shown.player, covers: CoverCache(), into: &canvas, at: at(1))
            return canvas.trimmedLines[4]
        }
        XCTAssertTrue(modesLine().contains("│  shuffle  repeat album  volume 40 %   "), modesLine())
        shown.apply(.shuffle(false))
        shown.apply(.volume(35))
        XCTAssertTrue(modesLine().contains("│  in order  repeat album  volume 35 %   "), modesLine())
    }

    /// Issue 24: quitting tui-clock leaves MPD playing; the panel says so under what plays (not under mpv's, which
    /// stops with the program, nor while paused or when the row has a problem to tell).
    func testOnAServerThePanelSaysTheMusicPlaysOnAfterQuitting() {
        let wide = Size(width: 80, height: 16)
        func shown(onServer: Bool) -> ShownPanel {
            var shown = ShownPanel(fiveAlbums[1], from: tile, screen: wide, at: at(0))
            shown.player = MusicPlayer(playsOnServer: onServer)
            _ = shown.player.play(fiveAlbums[1], seed: 1)
            shown.apply(.playlistPosition(1))
            shown.apply(.timePosition(3))
            return shown
        }
        func says(_ shown: ShownPanel) -> Bool {
            var canvas = Canvas(size: wide, fill: Cell("."))
            PlayerPanelView().render(shown.panel, player: shown.player, covers: CoverCache(), into: &canvas, at: at(1))
            return canvas.contains(text: "MPD plays on after you quit tui-clock (Space pauses it)")
        }
        var server = shown(onServer: true)
        XCTAssertTrue(says(server))
        XCTAssertFalse(says(shown(onServer: false)), "mpv stops with tui-clock")
        server.apply(.paused(true))
        XCTAssertFalse(says(server), "paused, nothing plays on")
        server.apply(.paused(false))
        server.apply(.died("MPD at nas:6600 closed the connection"))
        XCTAssertFalse(says(server), "the problem is told there instead")
    }

    func testOpenPanelInASCII() {
        var panel = playingPanel()
        panel.apply(.paused(true))
        panel.apply(.endOfFile(reason: "error", error: "cannot open file"))
        XCTAssertEqual(render(panel, ascii: true).trimmedLines, [
            "............................................................",
            "..+------------------------------------------------------+..",
            "..| +------------------+  Kind of Blue                   |..",
            "..| |                  |  Miles Davis                    |..",
            "..| |                  |  in order  repeat off           |..",
            "..| |                  |    1. Track 1              1:35 |..",
            "..| |        KO        |  > 2. Track 2              2:36 |..",
            "..| |                  |    3. Track 3              3:37 |..",
            "..| |                  |                                 |..",
            "..| |                  |                                 |..",
            "..| |                  |                                 |..",
            "..| +------------------+  Paused  1:02 / 2:36  ===------ |..",
            "..| Skipped Track 2: cannot open file                    |..",
            "..| Space play/pause  n next  b previous  Esc close      |..",
            "..+------------------------------------------------------+..",
            "............................................................",
        ])
    }

    func testTheRenderedCoverIsDrawnAtTheLayoutsSize() throws {
        var panel = ShownPanel(fiveAlbums[0], from: tile, screen: size, at: at(0))
        panel.apply(.playlistPosition(0))
        let cover = try XCTUnwrap(panel.layout.cover)
        XCTAssertEqual(render(panel).trimmedLines[2], "..│ ┌──────────────────┐  Blue Train                     │..",
                       "the placeholder until the picture is rendered")
        let canvas = render(panel, covers: blueCovers(fiveAlbums, size: Size(width: cover.width, height: cover.height)))
        XCTAssertEqual(canvas.trimmedLines[2], "..│ ####################  Blue Train                     │..")
        XCTAssertEqual(canvas.trimmedLines[11], "..│ ####################  Playing  0:00 / 1:35  ──────── │..")
    }

    func testStatusLineSaysCompleteUnavailableAndDied() {
        var complete = playingPanel()
        complete.apply(.playlistPosition(nil))
        XCTAssertTrue(render(complete).contains(text: "Playback complete"))
        XCTAssertTrue(render(complete).contains(text: "Stopped"))
        XCTAssertFalse(render(complete).contains(text: "▶"), "no current track after the end")

        var unavailable = ShownPanel(fiveAlbums[1], from: tile, screen: size, at: at(0))
        unavailable.apply(.unavailable(hint: "Install mpv to play music: apt install mpv"))
        XCTAssertTrue(render(unavailable).contains(text: "Install mpv to play music: apt install mpv"))
        XCTAssertTrue(render(unavailable).contains(text: "1. Track 1"), "the tracks are still listed")

        var died = playingPanel()
        died.apply(.died("killed"))
        XCTAssertTrue(render(died).contains(text: "The player stopped: killed"))
    }

    func testClosingPanelShrinksAsAnEmptyFrame() {
        var panel = playingPanel()
        panel.close(at: at(1))
        XCTAssertFalse(render(panel, at: 1.1).contains(text: "Track 1"))
        XCTAssertEqual(render(panel, at: 1.25).trimmedLines[3], String(repeating: ".", count: 11) + "╭──────╮" + String(repeating: ".", count: 41))
    }

    func testOnASmallScreenWhatPlaysStaysReadable() {
        let screen = Size(width: 30, height: 8)
        var panel = ShownPanel(fiveAlbums[1], from: tile, screen: screen, at: at(0))
        panel.apply(.playlistPosition(0))
        var canvas = Canvas(size: screen)
        PlayerPanelView().render(panel.panel, player: panel.player, covers: CoverCache(), into: &canvas, at: at(1))
        // 26 wide (a 2-cell margin each side); no room for a cover or the track list.
        XCTAssertEqual(canvas.trimmedLines, [
            "  ╭────────────────────────╮",
            "  │ Kind of Blue           │",
            "  │ Miles Davis            │",
            "  │                        │",
            "  │ Playing  0:00 / 1:35   │",
            "  │                        │",
            "  │ Space play/pause       │",
            "  ╰────────────────────────╯",
        ])
    }

    /// An album of two discs (each numbered from 1, as the tags say) and more than nine tracks: each number says its
    /// disc, and the numbers stand right-aligned so the titles start in one column. Before, the list read
    /// "1. 2. 1. 2." with nothing to tell the discs apart, and the titles stepped right at the tenth track.
    func testTracksOfSeveralDiscsSayTheirDiscAndTheNumbersLineUp() {
        let tracks = (0..<12).map { i in
            Track(title: "Song \(i + 1)", path: "/m/\(i).flac", duration: 60, trackNumber: i % 6 + 1, discNumber: i / 6 + 1)
        }
        let album = Album(id: "a\u{1f}b", title: "Double", artist: "Twin", directory: "/m", tracks: tracks, cover: .none)
        let screen = Size(width: 60, height: 24)
        var shown = ShownPanel(album, from: tile, screen: screen, at: at(0))
        shown.apply(.playlistPosition(0))
        var canvas = Canvas(size: screen)
        PlayerPanelView().render(shown.panel, player: shown.player, covers: CoverCache(), into: &canvas, at: at(1))
        let lines = canvas.trimmedLines.map(Array.init)
        let rows = shown.layout.trackRows.map { row in
            String(lines[row.rect.y][row.rect.x..<min(row.rect.maxX, lines[row.rect.y].count)])
        }
        XCTAssertEqual(rows, [
            "▶ 1-1. Song 1             1:00", "  1-2. Song 2             1:00", "  1-3. Song 3             1:00",
            "  1-4. Song 4             1:00", "  1-5. Song 5             1:00", "  1-6. Song 6             1:00",
            "  2-1. Song 7             1:00", "  2-2. Song 8             1:00", "  2-3. Song 9             1:00",
            "  2-4. Song 10            1:00", "  2-5. Song 11            1:00", "  2-6. Song 12            1:00",
        ])
        let single = (0..<12).map { i in Track(title: "Song \(i + 1)", path: "/m/\(i).flac", trackNumber: i + 1) }
        let numbers = TrackNumbers(single)
        XCTAssertEqual(numbers.label(single[8], at: 8) + ". " + single[8].title, " 9. Song 9")
        XCTAssertEqual(numbers.label(single[9], at: 9) + ". " + single[9].title, "10. Song 10",
                       "the titles of track 9 and 10 start in the same column")
        XCTAssertFalse(numbers.showsDiscs, "one disc (or none tagged): plain numbers")
    }

    /// A compilation's rows name each track's own artist after its title; a narrow row cuts the artist first and
    /// drops it, dash and all, when not even a few letters fit. The album's own artist stays in the header.
    func testACompilationsTrackRowsNameEachTracksArtist() {
        let tracks = [
            Track(title: "Naima", path: "/m/1.flac", duration: 261, trackNumber: 1, artist: "John Coltrane"),
            Track(title: "Blue in Green", path: "/m/2.flac", duration: 337, trackNumber: 2, artist: "Bill Evans"),
            Track(title: "A Love Supreme Part One", path: "/m/3.flac", duration: 470, trackNumber: 3,
                  artist: "John Coltrane"),
            Track(title: "Tock", path: "/m/4.flac", duration: 190, trackNumber: 4),
        ]
        let album = Album(id: "various artists\u{1f}jazz", title: "Jazz", artist: "Various Artists", directory: "/m",
                          tracks: tracks, cover: .none)
        let screen = Size(width: 64, height: 16)
        var shown = ShownPanel(album, from: tile, screen: screen, at: at(0))
        shown.apply(.playlistPosition(0))
        func rows(ascii: Bool) -> [String] {
            var canvas = Canvas(size: screen)
            PlayerPanelView(ascii: ascii).render(shown.panel, player: shown.player, covers: CoverCache(), into: &canvas,
                                                 at: at(1))
            let lines = canvas.trimmedLines.map(Array.init)
            return shown.layout.trackRows.prefix(tracks.count).map { row in
                String(lines[row.rect.y][row.rect.x..<min(row.rect.maxX, lines[row.rect.y].count)])
            }
        }
        XCTAssertEqual(rows(ascii: false), [
            "▶ 1. Naima — John Coltrane    4:21",
            "  2. Blue in Green — Bill Ev… 5:37",
            "  3. A Love Supreme Part One  7:50",
            "  4. Tock                     3:10",
        ])
        XCTAssertEqual(rows(ascii: true), [
            "> 1. Naima - John Coltrane    4:21",
            "  2. Blue in Green - Bill...  5:37",
            "  3. A Love Supreme Part One  7:50",
            "  4. Tock                     3:10",
        ])
        XCTAssertFalse(rows(ascii: false).joined().contains("Various"), "the album's artist is the header's")
    }

    /// SPEC §6/§7: Esc closes the panel. Its hint was the last of the line and was cut away ("… r repeat  Esc c…"
    /// at 120 columns, "↑↓ Enter pick…" at 80): the hint keeps whole items, most needed first.
    func testTheKeyHintKeepsWholeItemsAndEscCloseOnANarrowPanel() {
        XCTAssertEqual(PlayerPanelView.fittedKeyHint(width: 80, ascii: false),
                       "Space play/pause  n next  b previous  Esc close  ↑↓ Enter pick  s shuffle")
        XCTAssertEqual(PlayerPanelView.fittedKeyHint(width: 53, ascii: false), "Space play/pause  n next  b previous  Esc close")
        XCTAssertEqual(PlayerPanelView.fittedKeyHint(width: 200, ascii: true),
                       "Space play/pause  n next  b previous  Esc close  Up/Down Enter pick  s shuffle  r repeat")
        XCTAssertEqual(PlayerPanelView.fittedKeyHint(width: 10, ascii: false), "Space pla…")
    }
}
