import Foundation
import XCTest

/// What an idle clock sends to the terminal: each second, little more than the second hand moved and one digit.
final class IdleOutputEndToEndTests: XCTestCase {
    /// Bytes per second the program writes while the clock idles at 120x40 from `--now start` (`HH:MM:SS`, a morning
    /// time), over `seconds` of the program's own clock: from the moment it shows one second to the moment it shows the
    /// one `seconds` later, so a busy machine stretches the window but not what is counted in it.
    func idleBytesPerSecond(from start: String, seconds: Int) throws -> Double {
        let s = try TmuxSession(width: 120, height: 40, args: ["--now", start], term: "xterm-256color")
        XCTAssertTrue(s.waitUntil { s.screenText.contains(String(start.prefix(5))) }, s.screenText)
        s.waitForIdle()   // the start-up drawn: only the clock's own seconds from here
        let file = NSTemporaryDirectory() + s.socket + ".out"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = Self.time(start, plus: 3)
        XCTAssertTrue(s.waitUntil(timeout: 30) { s.screenText.contains(first) }, s.screenText)
        s.tmux(["pipe-pane", "-o", "-t", "0", "cat > " + TmuxSession.quote(file)])
        let last = Self.time(start, plus: 3 + seconds)
        XCTAssertTrue(s.waitUntil(timeout: 3 * Double(seconds) + 30) { s.screenText.contains(last) }, s.screenText)
        s.tmux(["pipe-pane", "-t", "0"])
        let size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.doubleValue ?? 0
        return size / Double(seconds)
    }

    /// `HH:MM:SS` plus `seconds`, within the day.
    static func time(_ text: String, plus seconds: Int) -> String {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        let total = (parts[0] * 3600 + parts[1] * 60 + parts[2] + seconds) % 86_400
        return String(format: "%02d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
    }

    func testAnIdleClockSendsOnlyWhatChangedEachSecond() throws {
        // 10:08:24-39 with TERM=xterm-256color: the hand passes three 5-minute marks. Measured 274 B/s; 354 B/s when
        // blanks were re-sent in stale pens and the second hand was a two-dot staircase. One frame more or less in the
        // window moves the rate by about 20 B/s.
        let rate = try idleBytesPerSecond(from: "10:08:21", seconds: 15)
        XCTAssertGreaterThan(rate, 50, "the clock is still ticking")
        XCTAssertLessThan(rate, 320, "idle output per second at 120x40")
    }
}
