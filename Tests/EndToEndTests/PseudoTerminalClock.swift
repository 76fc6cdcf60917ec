import Foundation
import TestSupport
import XCTest

/// tui-clock started on a pseudo-terminal the test owns (no tmux in between), with its own state folder and
/// event log, for tests that send raw bytes, resize at will and signal the process.
final class PseudoTerminalClock {
    let session: PseudoTerminalSession
    let folder: String

    /// What the program writes to turn the terminal's modes on, and what puts them back (xterm-256color).
    static let modes: [(on: String, off: String)] = [
        ("\u{1B}[?1049h", "\u{1B}[?1049l"), ("\u{1B}[?1002h", "\u{1B}[?1002l"), ("\u{1B}[?1006h", "\u{1B}[?1006l"),
        ("\u{1B}[?25l", "\u{1B}[?25h"),
    ]

    init(columns: Int = 80, rows: Int = 24, arguments: [String] = ["--now", "03:17:00"],
         term: String = "xterm-256color") throws {
        folder = NSTemporaryDirectory() + "tui-clock-pty-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = ["TERM": term, "LANG": "C.UTF-8", "TZ": "UTC", "HOME": folder,
                           "XDG_STATE_HOME": folder + "/state", "XDG_MUSIC_DIR": folder + "/Music",
                           "TUI_CLOCK_EVENT_LOG": folder + "/events", "PATH": "/usr/bin:/bin",
                           // Swift's crash backtracer would wait 30 s for a key on a terminal; the restore comes first.
                           "SWIFT_BACKTRACE": "enable=no"]
        session = try PseudoTerminalSession(path: TmuxSession.binary, arguments: arguments, environment: environment,
                                            columns: columns, rows: rows)
    }

    deinit {
        _ = session.isRunning
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Waits for the terminal set-up and the first frame, drawn with everything the program found at start (its
    /// graphics questions answered or given up on).
    func waitForFirstFrame(file: StaticString = #filePath, line: UInt = #line) {
        waitForQuestions(file: file, line: line)
        waitForIdle(file: file, line: line)
    }

    /// Waits for the terminal set-up and the first frame to begin (the cursor sent home after it), while the
    /// graphics questions still wait for the answers the test is to play.
    func waitForQuestions(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(session.waitFor("\u{1B}[?1006h", seconds: 10), "no terminal set-up", file: file, line: line)
        let setUp = PseudoTerminalSession.lastIndex(of: "\u{1B}[?1006h", in: session.output) ?? 0
        XCTAssertTrue(session.waitFor("\u{1B}[H", after: setUp, seconds: 10), "no first frame", file: file, line: line)
    }

    /// Reads the program's output until it is idle having handled at least `inputs` key, mouse and paste events
    /// and `replies` terminal answers (its event log's `idle` line; see `IdleReport`), then everything it wrote
    /// before saying so. Fails the test after `timeout`.
    @discardableResult
    func waitForIdle(afterInputs inputs: Int = 0, replies: Int = 0, timeout: Double = 20,
                     file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !IdleLog.isIdle(logLines, afterInputs: inputs, replies: replies) {
            guard Date() < deadline, session.read(for: 0.01) else {
                XCTFail("not idle after \(inputs) inputs within \(timeout) s; the log ends: "
                        + logLines.suffix(4).joined(separator: " | "), file: file, line: line)
                return false
            }
        }
        // A read of the terminal takes what the program wrote before its idle line, however late the kernel is.
        session.read(for: 0)
        return true
    }

    /// Reads the program's output until `condition` holds or `timeout` passes; whether it held.
    func readUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline, session.read(for: 0.01) else { return condition() }
        }
        return true
    }

    /// The decoded input events the program logged (and the pictures it chose), one per line.
    var events: [String] { IdleLog.withoutIdleLines(logLines) }

    /// Every line of the event log, the `idle` and `busy` lines included.
    var logLines: [String] {
        ((try? String(contentsOfFile: folder + "/events", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Every mode the program turned on is turned off again after the last time it was turned on.
    func assertTerminalRestored(_ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let output = session.output
        for (on, off) in Self.modes {
            let lastOn = PseudoTerminalSession.lastIndex(of: on, in: output) ?? -1
            let lastOff = PseudoTerminalSession.lastIndex(of: off, in: output) ?? -1
            XCTAssertGreaterThan(lastOff, lastOn, "\(context) \(off.debugDescription) does not follow the last \(on.debugDescription)",
                                 file: file, line: line)
        }
    }
}
