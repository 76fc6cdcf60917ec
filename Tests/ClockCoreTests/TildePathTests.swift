import ClockCore
import XCTest

/// A music folder typed with a `~` no shell expanded (`--music '~/Music'`, `--music=~/Music`, config.toml,
/// `$TUI_CLOCK_MUSIC`) is in the user's home, as the shell would have it.
final class TildePathTests: XCTestCase {
    func testATildeAloneOrBeforeASlashIsTheHomeFolder() {
        XCTAssertEqual(TildePath.expanded("~/Music", home: "/home/me"), "/home/me/Music")
        XCTAssertEqual(TildePath.expanded("~", home: "/home/me"), "/home/me")
        XCTAssertEqual(TildePath.expanded("~/", home: "/home/me"), "/home/me/")
        XCTAssertEqual(TildePath.expanded("~/Music", home: "/home/me/"), "/home/me/Music", "no doubled slash")
        XCTAssertEqual(TildePath.expanded("~/Music", home: "/"), "/Music")
    }

    func testOtherPathsStayAsTyped() {
        for path in ["/srv/music", "Music", "./~/Music", "a~/b", ""] {
            XCTAssertEqual(TildePath.expanded(path, home: "/home/me"), path)
        }
    }

    func testAnotherUsersHomeIsNotLookedUpAndTheMessageSaysWhatToWrite() {
        XCTAssertNil(TildePath.expanded("~bob/Music", home: "/home/me"))
        XCTAssertNil(TildePath.expanded("~bob", home: "/home/me"))
        let why = TildePath.otherUsersHome("~bob/Music", given: "--music")
        XCTAssertEqual(why, "--music '~bob/Music': only ~ and ~/ (your home folder) are expanded; write another user's folder in full")
    }
}
