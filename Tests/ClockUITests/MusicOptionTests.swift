@testable import ClockCommandLine
import Foundation
import XCTest

/// `--music` with a `~` no shell expanded (`--music '~/Music'` quoted, `--music=~/Music`) names the folder in the
/// home, as the same words unquoted would; it was refused as "not a folder".
final class MusicOptionTests: XCTestCase {
    private var home = ""

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "tui-clock-music-option-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: home + "/Music/Artist/Album", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    func testTheCommandLineTakesAQuotedTildeAndOneAfterTheEqualsSignAsHOME() throws {
        let saved = getenv("HOME").map { String(cString: $0) }
        setenv("HOME", home, 1)
        defer { if let saved { setenv("HOME", saved, 1) } else { unsetenv("HOME") } }
        for (arguments, folder) in [(["--music", "~/Music"], "/Music"), (["--music=~/Music"], "/Music"),
                                    (["--music", "~/Music/Artist"], "/Music/Artist")] {
            XCTAssertEqual(try Options.parse(arguments).music, home + folder, "\(arguments)")
        }
        XCTAssertEqual(try Options.parse(["--music", "~"]).music, home)
    }

    func testAFolderThatIsNotThereIsStillRefused() {
        XCTAssertThrowsError(try Options.musicFolder("~/Nothing", home: home)) { error in
            XCTAssertEqual(Options.message(for: error), "--music '~/Nothing' is not a folder")
        }
    }

    func testAnotherUsersHomeIsRefusedSayingWhatToWrite() {
        XCTAssertThrowsError(try Options.musicFolder("~root/Music", home: home)) { error in
            XCTAssertEqual(Options.message(for: error),
                           "--music '~root/Music': only ~ and ~/ (your home folder) are expanded; write another user's folder in full")
        }
    }
}
