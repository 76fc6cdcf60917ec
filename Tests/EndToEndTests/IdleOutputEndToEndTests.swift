import Foundation
import XCTest

/// What an idle clock sends to the terminal: each second, little more than the second hand moved and one digit.
final class IdleOutputEndToEndTests: XCTestCase {
    /// Bytes per second the program writes while the clock idles at 120x40 from `--now start`, over `seconds`.
    func idleBytesPerSecond(from start: String, seconds: UInt32) throws -> Double {
        let s = try TmuxSession(width: 120, height: 40, args: ["--now", start], term: "xterm-256color")
        XCTAssertTrue(s.waitUntil { s.screenText.contains(String(start.prefix(5))) }, s.screenText)
        s.waitForIdle()   // the start-up drawn: only the clock's own seconds from here
        let file = NSTemporaryDirectory() + s.socket + ".out"
        defer { try? FileManager.default.removeItem(atPath: file) }
        s.tmux(["pipe-pane", "-o", "-t", "0", "cat > " + TmuxSession.quote(file)])
        sleep(seconds)
        s.tmux(["pipe-pane", "-t", "0"])
        let size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.doubleValue ?? 0
        return size / Double(seconds)
    }

    func testAnIdleClockSendsOnlyWhatChangedEachSecond() throws {
        // 10:08:23-38 with TERM=xterm-256color: the hand passes three 5-minute marks. Measured 274 B/s; 354 B/s when
        // blanks were re-sent in stale pens and the second hand was a two-dot staircase. One frame more or less in the
        // window moves the rate by about 20 B/s.
        let rate = try idleBytesPerSecond(from: "10:08:21", seconds: 15)
        XCTAssertGreaterThan(rate, 50, "the clock is still ticking")
        XCTAssertLessThan(rate, 320, "idle output per second at 120x40")
    }
}
