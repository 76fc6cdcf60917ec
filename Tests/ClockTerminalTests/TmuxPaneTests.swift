@testable import ClockTerminal
import ClockCore
import XCTest

/// tmux's answer to `display -p` about the pane: whether pictures pass through, and where the pane sits.
final class TmuxPaneTests: XCTestCase {
    func testTmux33FlagsAndTmux34ChoicesBothRead() {
        XCTAssertEqual(TmuxPane(answer: "1 0 0 on bottom\n"), TmuxPane(allowsPassthrough: true, origin: Point(x: 0, y: 0)))
        XCTAssertEqual(TmuxPane(answer: "0 0 0 on bottom\n")?.allowsPassthrough, false)
        XCTAssertEqual(TmuxPane(answer: "all 0 0 on bottom")?.allowsPassthrough, true)
        XCTAssertEqual(TmuxPane(answer: "off 0 0 on bottom")?.allowsPassthrough, false)
    }

    func testASplitPaneAndAStatusLineOnTopMoveTheOrigin() {
        XCTAssertEqual(TmuxPane(answer: "1 0 51 on top")?.origin, Point(x: 51, y: 1))
        XCTAssertEqual(TmuxPane(answer: "1 12 0 2 top")?.origin, Point(x: 0, y: 14), "two status lines")
        XCTAssertEqual(TmuxPane(answer: "1 12 0 off top")?.origin, Point(x: 0, y: 12))
        XCTAssertEqual(TmuxPane(answer: "1 12 0 on bottom")?.origin, Point(x: 0, y: 12))
    }

    func testAnythingElseIsNoAnswer() {
        for text in ["", "on", "1 x 0 on top", "1 0 0 on", "1 -3 0 on top", "1 0 99999999 on top", "1 0 0 on top extra"] {
            XCTAssertNil(TmuxPane(answer: text), text)
        }
    }

    /// The real tmux here answers the same format the check asks.
    func testTheFormatIsWhatTmuxAnswers() throws {
        let socket = "tui-clock-pane-\(getpid())"
        // The server that the first command starts keeps the descriptors it was given: only `display`, which
        // starts none, gets a pipe to read to its end.
        func tmux(_ args: [String], reading: Bool = false) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tmux", "-L", socket, "-f", "/dev/null"] + args
            let pipe = Pipe()
            process.standardOutput = reading ? pipe : FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = reading ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
            process.waitUntilExit()
            return String(decoding: output, as: UTF8.self)
        }
        _ = try tmux(["new-session", "-d", "-x", "100", "-y", "30"])
        defer { _ = try? tmux(["kill-server"]) }
        _ = try tmux(["set", "-g", "allow-passthrough", "on"])
        _ = try tmux(["set", "-g", "status-position", "top"])
        _ = try tmux(["split-window", "-h"])
        let answer = try tmux(["display", "-p", "-t", "{right}", TmuxPane.format], reading: true)
        let pane = try XCTUnwrap(TmuxPane(answer: answer), answer)
        XCTAssertTrue(pane.allowsPassthrough)
        XCTAssertEqual(pane.origin.y, 1)
        XCTAssertGreaterThan(pane.origin.x, 40)
    }
}
