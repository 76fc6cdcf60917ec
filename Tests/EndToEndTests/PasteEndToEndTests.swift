import Foundation
import XCTest

/// A paste is text, never keys (SPEC §7: bad input never does harm; README: the search line takes typing or
/// pasting). The program decoded bracketed pastes but never asked the terminal for them (mode 2004), so in a real
/// terminal a paste arrived as keystrokes: a line pasted into the search line with its line break opened the album
/// found, and what followed ran as commands (seen in tmux: a pasted "über⏎line2⇥tab" played an album, went to the
/// clock, switched to 24-hour time and switched the alarm on).
final class PasteEndToEndTests: XCTestCase {
    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-paste-\(getpid())-\(UUID().uuidString.prefix(8))"
        try AlbumWallEndToEndTests.makeLibrary(at: library)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    /// tmux's `paste-buffer -p` brackets the paste only when the program asked for bracketed paste, as a terminal does.
    func paste(_ text: String, into s: TmuxSession) {
        _ = s.tmux(["set-buffer", "--", text])
        _ = s.tmux(["paste-buffer", "-p", "-t", "0"])
    }

    func testALinePastedIntoTheSearchWithItsLineBreakIsTextNotEnterAndCommands() throws {
        let s = try TmuxSession(args: ["--music", library], env: ["TUI_CLOCK_AUDIO_OUTPUT": "null"])
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Amber Fields") }, s.screenText)
        s.keys("/")
        XCTAssertTrue(s.waitUntil { s.events().contains { $0.hasPrefix("key ") && $0.contains("/") } }, "\(s.events())")
        paste("Blue\n\tq", into: s)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.events().contains { $0.hasPrefix("paste ") } },
                      "the paste came as one event: \(s.events())")
        XCTAssertNil(s.exitCode(timeout: 1), "a pasted q quit the program")
        XCTAssertFalse(s.screenText.contains("Space play/pause"), "the pasted line break opened an album:\n\(s.screenText)")
        XCTAssertTrue(s.screen().last?.contains("Blueq") == true, "the search line has the pasted text:\n\(s.screenText)")
        s.keys("q")
    }

    /// What runs after the program must get a paste as it was: the pane's `sleep` after the exit echoes what it
    /// is sent, which shows the bracket codes (`^[[200~`) if the mode was left on.
    func testQuitTurnsBracketedPasteOffAgain() throws {
        for quit in ["q", "C-c"] {
            let s = try TmuxSession(args: ["--now", "10:08:00"])
            XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
            s.keys(quit)
            XCTAssertEqual(s.exitCode(), 0)
            paste("pasted-after", into: s)
            XCTAssertTrue(s.waitUntil { s.screenText.contains("pasted-after") }, s.screenText)
            XCTAssertFalse(s.screenText.contains("200~"), "\(quit): bracketed paste left on:\n\(s.screenText)")
        }
    }
}
