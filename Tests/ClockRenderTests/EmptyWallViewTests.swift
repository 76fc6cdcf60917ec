import ClockCore
@testable import ClockRender
import XCTest

/// An empty wall over a music folder: one the user named (`--music DIR`) says it holds nothing tui-clock reads, and
/// which files those are; one tui-clock picked itself says how to name another.
final class EmptyWallViewTests: XCTestCase {
    func render(folder: String?, size: Size, ascii: Bool = false, libraryUnread: Bool = false) -> Canvas {
        var wall = AlbumWall(screen: size)
        wall.folder = folder
        var canvas = Canvas(size: size)
        AlbumWallView(ascii: ascii).render(wall, covers: CoverCache(), into: &canvas,
                                           area: Rect(x: 0, y: 0, width: size.width, height: size.height), at: at(0),
                                           libraryUnread: libraryUnread)
        return canvas
    }

    func testAnEmptyFolderTheUserNamedSaysSoAndWhichFilesAreRead() {
        let canvas = render(folder: "~/Music", size: Size(width: 72, height: 6))
        assertLines(canvas, [
            "",
            "",
            "                          No albums in ~/Music",
            " tui-clock reads FLAC, MP3, Ogg, Opus, M4A, WAV, AIFF and WavPack files",
            "",
            "",
        ])
        XCTAssertFalse(canvas.contains(text: "--music"), "the user did name a folder")
        let theme = Theme.dark
        XCTAssertEqual(canvas[26, 2].style, theme[.wallMessage])
        XCTAssertEqual(canvas[1, 3].style, theme[.wallHint])
    }

    func testAtNarrowWidthsTheFolderLosesItsBeginningAndTheListItsLastNames() {
        assertLines(render(folder: "~/Music/Collections/Jazz/Live", size: Size(width: 30, height: 4)), [
            "",
            "   No albums in …/Jazz/Live",
            "  tui-clock reads FLAC, MP3…",
            "",
        ])
        assertLines(render(folder: "~/Music/Collections/Jazz/Live", size: Size(width: 30, height: 4), ascii: true), [
            "",
            "  No albums in .../Jazz/Live",
            " tui-clock reads FLAC, MP3...",
            "",
        ])
        // One folder name longer than the room: its end, cut inside the name.
        assertLines(render(folder: "/srv/AVeryLongFolderNameIndeed", size: Size(width: 24, height: 2)), [
            "No albums in …NameIndeed",
            " tui-clock reads FLAC…",
        ])
        // Too narrow to name the folder: whole words still.
        assertLines(render(folder: "~/Music/Jazz", size: Size(width: 12, height: 2)), [
            " No albums",
            " FLAC, MP3…",
        ])
    }

    func testAFolderThatCouldNotBeReadLeavesTheReasonToTheLineUnderIt() {
        // The scan's reason ("Cannot show music: …") is drawn under it by the music screen; "no albums in" would be
        // a guess.
        let lines = render(folder: "~/Gone", size: Size(width: 40, height: 5), libraryUnread: true).trimmedLines
        XCTAssertEqual(lines, ["", "", "            No albums found", "", ""])
    }

    func testAFolderTuiClockPickedStillSaysHowToNameOne() {
        let lines = render(folder: nil, size: Size(width: 40, height: 4)).trimmedLines
        XCTAssertEqual(lines, ["", "            No albums found", "   Use --music DIR to show your music", ""])
    }

    func testTheFormatsNamedAreTheOnesTheScanReads() {
        XCTAssertEqual(AudioFormat.allExtensions,
                       ["mp3", "flac", "ogg", "oga", "opus", "m4a", "mp4", "wav", "aiff", "wv"])
        XCTAssertEqual(AlbumWallView.formatsRead(width: 200, ascii: false),
                       "tui-clock reads FLAC, MP3, Ogg, Opus, M4A, WAV, AIFF and WavPack files")
    }
}
