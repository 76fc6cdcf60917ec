import ClockSystem
import Foundation
import TestSupport
import XCTest

/// A save held up does not hold up the clock: CI saw the program held over half a second after `a`, its save's
/// fsyncs on a busy disk run on the UI thread. Here another process holds the state file's lock, which keeps the
/// save waiting as long as the test likes, on the same path a slow disk would.
final class HeldUpSaveEndToEndTests: XCTestCase {
    /// The state file of the session's own state folder.
    func store(of s: TmuxSession) -> StateStore {
        StateStore(directory: NSTemporaryDirectory() + s.socket + "-state/tui-clock")
    }

    func line(_ s: TmuxSession, containing text: String) -> String? {
        s.screen().first { $0.contains(text) }
    }

    /// A clock whose alarm `a` switched on while another process holds the state file's lock: the switch shows
    /// while its save waits.
    private func clockSwitchedOnWithItsSaveHeld() throws -> (TmuxSession, StateStore, HeldStateFileLock) {
        let s = try TmuxSession(args: ["--now", "05:00:00", "--24h"])
        XCTAssertTrue(s.waitUntil { self.line(s, containing: "Alarm ○ off") != nil }, s.screenText)
        s.waitForIdle()
        let store = store(of: s)
        let held = HeldStateFileLock(store)
        s.keys("a")
        // Bounds with room for a loaded machine; held by its save, the program never drew the switch at all.
        XCTAssertTrue(s.waitUntil(timeout: 10) { self.line(s, containing: "Alarm ● on") != nil },
                      "the switch shows while its save waits: \(s.screenText)")
        return (s, store, held)
    }

    func testTheClockAnswersKeysWhileItsSaveWaitsAndIsIdleOnlyOnceTheFileIsWritten() throws {
        let (s, store, held) = try clockSwitchedOnWithItsSaveHeld()
        s.keys("a")
        XCTAssertTrue(s.waitUntil(timeout: 10) { self.line(s, containing: "Alarm ○ off") != nil }, s.screenText)
        s.keys("a")
        XCTAssertTrue(s.waitUntil(timeout: 10) { self.line(s, containing: "Alarm ● on") != nil }, s.screenText)
        XCTAssertFalse(IdleLog.isIdle(s.logLines(), afterInputs: s.sentInputs),
                       "not idle while a save waits: \(s.logLines().suffix(3))")
        XCTAssertNotEqual(store.readCurrent()?.alarm.isOn, true, "nothing written yet")
        held.release()
        // Idle means the file is written: an end-to-end test reads it right after.
        s.waitForIdle()
        XCTAssertEqual(store.readCurrent()?.alarm.isOn, true, "the last of the saves asked")
    }

    func testQuittingWhileTheSaveWaitsEndsOnceItIsWrittenWithTheTerminalRestored() throws {
        let (s, store, held) = try clockSwitchedOnWithItsSaveHeld()
        s.keys("q")
        XCTAssertNil(s.exitCode(timeout: 1), "the program waits for its last save")
        held.release()
        XCTAssertEqual(s.exitCode(timeout: 10), 0, s.screenText)
        XCTAssertEqual(store.readCurrent()?.alarm.isOn, true, "the change and the last save are on disk")
        XCTAssertEqual(s.modes(), "0 0 0", "the terminal is restored")
    }
}
