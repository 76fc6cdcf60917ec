import Foundation
import XCTest

/// Pictures through tmux (`allow-passthrough on`): tmux hands wrapped bytes to the terminal outside at once, where
/// its cursor is wherever tmux last drew, so each picture carries its own cursor move inside the wrapper, in the
/// outer terminal's cells: a status line on top puts every picture one row lower than the same wall without it.
final class TmuxPicturesEndToEndTests: XCTestCase {
    /// The rows (1-based, on the outer terminal) of the wrapped kitty placements the program wrote after Tab.
    func placementRows(statusOnTop: Bool) throws -> [Int] {
        let config = NSTemporaryDirectory() + "tui-clock-tmux-pictures-\(getpid())-\(statusOnTop).conf"
        try "set -g allow-passthrough on\nset -g status-position \(statusOnTop ? "top" : "bottom")\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let output = NSTemporaryDirectory() + "tui-clock-tmux-pictures-\(getpid())-\(statusOnTop).out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let s = try TmuxSession(width: 100, height: 30, args: ["--images", "kitty", "--now", "03:17:00"], config: config)
        XCTAssertTrue(s.waitUntil { s.screenText.contains("a switches it on") }, s.screenText)
        s.tmux(["pipe-pane", "-O", "cat > " + TmuxSession.quote(output)])
        s.keys("Tab")
        let start = "\u{1B}Ptmux;\u{1B}\u{1B}7\u{1B}\u{1B}["
        var text = ""
        XCTAssertTrue(s.waitUntil(timeout: 15) {
            text = (try? String(contentsOfFile: output, encoding: .isoLatin1)) ?? ""
            return text.contains(start) && text.contains("_Ga=p,")
        }, "wrapped placements: \(text.prefix(300).debugDescription)")
        // The first placement may arrive before the rest of the screen's: read once the program is idle (every
        // cover placed) and the pane has taken in all it wrote.
        s.waitForIdle()
        text = (try? String(contentsOfFile: output, encoding: .isoLatin1)) ?? ""
        s.kill()
        return text.components(separatedBy: start).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    func testAStatusLineOnTopMovesEveryPassedThroughPictureDownByItsRow() throws {
        let below = try placementRows(statusOnTop: false)
        let above = try placementRows(statusOnTop: true)
        XCTAssertFalse(below.isEmpty)
        XCTAssertEqual(Set(above), Set(below.map { $0 + 1 }), "status below: \(below), on top: \(above)")
    }
}
