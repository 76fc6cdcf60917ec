import Foundation
import TestSupport
import XCTest

/// `e` on a wall of MPD's albums queues the album in MPD's own queue, after what plays: `mpc playlist` lists it,
/// the panel says it comes next, and when MPD plays on into it the panel shows that album.
final class MPDQueueEndToEndTests: MPDPlayingTestCase {
    func testTheQueueKeyAddsTheAlbumToMPDsQueueAndThePanelFollowsIntoIt() throws {
        let s = try playFirstAlbum()
        let playingFolder = try XCTUnwrap(playlist.first?.split(separator: "/").dropLast().joined(separator: "/"))
        s.keys("Escape", "Right")
        XCTAssertTrue(s.waitForIdle())
        s.keys("e")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.playlist.count == 4 }, "\(playlist)")
        let list = playlist
        XCTAssertTrue(list[0].hasPrefix(playingFolder + "/") && list[1].hasPrefix(playingFolder + "/"),
                      "what plays stays first: \(list)")
        let queuedFolder = list[2].split(separator: "/").dropLast().joined(separator: "/")
        XCTAssertNotEqual(queuedFolder, playingFolder)
        XCTAssertTrue(list[3].hasPrefix(queuedFolder + "/"), "\(list)")
        let queuedTitle = String(queuedFolder.split(separator: "/").last!)
        XCTAssertTrue(mpd.mpc(["status"]).output.contains("[playing] #1/4"), mpd.mpc(["status"]).output)

        // The panel, opened from the clock's now-playing line, lists it as next.
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().contains { $0.contains("1 queued") } },
                      s.screen().joined(separator: "\n"))
        let row = try XCTUnwrap(s.screen().firstIndex { $0.contains("1 queued") })
        // The line's text starts at "▶"; a click on it opens the panel.
        let line = s.screen()[row]
        let column = line.firstIndex(of: "▶").map { line.distance(from: line.startIndex, to: $0) } ?? 0
        s.press(column + 2, row)
        s.release(column + 2, row)
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().contains { $0.contains("next: " + queuedTitle) } },
                      s.screen().joined(separator: "\n"))

        // MPD plays on into the queued album (another client skips there): the panel shows that album playing.
        mpd.mpc(["play", "3"])
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            let screen = s.screen()
            return screen.contains { $0.contains("▶ 1. First Light") } && screen.contains { $0.contains(queuedTitle) }
                && !screen.contains { $0.contains("next: ") }
        }, s.screen().joined(separator: "\n"))
        // n on the album's tracks goes on within it, on MPD.
        s.keys("n")
        XCTAssertTrue(s.waitUntil(timeout: patience) { mpd.mpc(["status"]).output.contains("[playing] #4/4") },
                      mpd.mpc(["status"]).output)
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().contains { $0.contains("▶ 2. Slow Return") } },
                      s.screen().joined(separator: "\n"))
    }
}
