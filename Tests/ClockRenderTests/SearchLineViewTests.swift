import ClockCore
import ClockRender
import XCTest

/// The search line, the wall that has no match, and the progress bar of a scan, as the user sees them.
final class SearchLineViewTests: XCTestCase {
    let size = Size(width: 60, height: 12)

    func wallModel(_ msgs: [Msg], typing text: String? = nil, ascii: Bool = false) -> AppModel {
        var options = AppOptions()
        options.ascii = ascii
        var model = AppModel(options: options, screenSize: size, now: at(0))
        for msg in [.input(.key(KeyEvent(.tab)))] + msgs { _ = update(&model, msg, at: at(0)) }
        if let text {
            _ = update(&model, .input(.key(KeyEvent(.char("/")))), at: at(0))
            for c in text { _ = update(&model, .input(.key(KeyEvent(.char(c)))), at: at(0)) }
        }
        model.notifications = NotificationStack(screen: size)  // the screen itself, without the slide-ins
        return model
    }

    let found: [Msg] = [.albumsFound(fiveAlbums), .libraryScanFinished(albumCount: 5, message: nil)]

    func testTheSearchLineShowsTheTextACursorAndHowManyMatch() {
        let canvas = AppView.render(wallModel(found, typing: "BLUE"))
        XCTAssertEqual(canvas.trimmedLines.last, "/ BLUE                                        3 of 5 albums")
        XCTAssertTrue(canvas[0, 11].style.attributes.contains(.reverse), "the line reads as a bar without colour")
        XCTAssertTrue(canvas[2, 11].style.attributes.contains(.bold), "the text stands out")
        XCTAssertFalse(canvas[6, 11].style.attributes.contains(.reverse), "the block cursor after the text")
        let titles = canvas.trimmedLines.joined(separator: "\n")
        for title in ["Blue Tr", "Kind of", "Blue "] { XCTAssertTrue(titles.contains(title), title) }
        for other in ["Abbey", "OK Comp"] { XCTAssertFalse(titles.contains(other), "\(other) does not match") }
    }

    func testATrackMatchSaysWhichTrackBeforeTheCount() {
        let canvas = AppView.render(wallModel(found, typing: "TRACK 2"))
        XCTAssertEqual(canvas.trimmedLines.last, "/ TRACK 2                         ♪ Track 2 · 5 of 5 albums")
        let ascii = AppView.render(wallModel(found, typing: "TRACK 2", ascii: true))
        XCTAssertEqual(ascii.trimmedLines.last, "/ TRACK 2                    track: Track 2 - 5 of 5 albums")
        let byTitle = AppView.render(wallModel(found, typing: "BLUE"))
        XCTAssertFalse(byTitle.trimmedLines.last!.contains("♪"), "an album found by its title names no track")
    }

    func testAnEmptySearchLineSaysWhatItSearches() {
        let canvas = AppView.render(wallModel(found, typing: ""))
        XCTAssertEqual(canvas.trimmedLines.last, "/                                    title, artist or track")
    }

    func testALongSearchShowsItsEnd() {
        let canvas = AppView.render(wallModel(found, typing: String(repeating: "ab", count: 40) + "XYZ"))
        XCTAssertEqual(canvas.trimmedLines.last, "/ …abababababababababababababababababababXYZ  0 of 5 albums")
    }

    func testNoMatchesTheWallSaysSo() {
        assertLines(AppView.render(wallModel(found, typing: "zappa")), [
            "",
            "",
            "",
            "",
            "",
            "                  No albums match “zappa”",
            "     Backspace edits the search, Esc shows every album",
            "",
            "",
            "",
            "",
            "/ zappa                                       0 of 5 albums",
        ])
        let ascii = AppView.render(wallModel(found, typing: "zappa", ascii: true))
        XCTAssertTrue(ascii.trimmedLines.contains("                  No albums match \"zappa\""))
    }

    func testAFirstScanShowsAProgressBarWithCountsOverTheWall() {
        let progress = ScanProgress(filesChecked: 12_345, tracksFound: 12_001, fraction: 0.42)
        let model = wallModel([.albumsFound(fiveAlbums), .libraryScanProgress(progress)])
        XCTAssertEqual(AppView.render(model).trimmedLines.last,
                       " Scanning ████████░░░░░░░░░░░░ 42% · 5 albums · 12,001 track", "cut at the edge")
        var wide = model
        wide.screenSize = Size(width: 90, height: 12)
        var canvas = Canvas(size: Size(width: 90, height: 12))
        MusicScreenView(model: wide).render(into: &canvas)
        XCTAssertEqual(canvas.trimmedLines.last,
                       " Scanning ████████░░░░░░░░░░░░ 42% · 5 albums · 12,001 tracks · 12,345 files checked")
        let finished = wallModel([.albumsFound(fiveAlbums), .libraryScanProgress(progress),
                                  .libraryScanFinished(albumCount: 5, message: nil)])
        XCTAssertFalse(AppView.render(finished).trimmedLines.joined().contains("Scanning"), "gone when the scan ends")
    }
}
