import Foundation
import XCTest

/// What the input decoder holds (a paste, a mouse report cut in two) waits for its rest only while the line is quiet.
/// A program kept from reading for longer than that wait (a slow save on a busy disk, a starved machine, a stop) came
/// back to find the rest already waiting, but judged the quiet first: the paste's first half was a paste and the rest
/// keys, and a mouse report's last byte a key. In CI a terminal answer split after its ESC was read as Esc and
/// characters once the alarm's save had held the program over half a second. Bytes waiting are never quiet.
final class HeldInputEndToEndTests: XCTestCase {
    private let esc = "\u{1B}"

    /// Starts a clock, sends `head`, stops the program once it has read and holds it (its `busy … input-pending`
    /// line) for `stall` seconds while `tail` is sent, and lets it run again. Nil when the stop came too late (the
    /// program had already given up on what it held): the machine kept the test itself from running in time.
    private func clockStalled(between head: String, and tail: String, stall: Double) throws -> PseudoTerminalClock? {
        let clock = try PseudoTerminalClock()
        clock.waitForFirstFrame()
        let linesBefore = clock.logLines.count
        let eventsBefore = clock.events.count
        clock.session.send(head)
        let deadline = Date().addingTimeInterval(10)
        while !clock.logLines.dropFirst(linesBefore).contains(where: { $0.hasPrefix("busy ") && $0.contains(" input-pending") }) {
            guard Date() < deadline, clock.session.read(for: 0.002) else {
                XCTFail("the program did not say it holds input: \(clock.logLines.suffix(4))")
                return nil
            }
        }
        kill(clock.session.pid, SIGSTOP)
        guard clock.events.count == eventsBefore else {
            kill(clock.session.pid, SIGCONT)
            return nil
        }
        clock.session.send(tail)
        clock.session.read(for: stall)
        kill(clock.session.pid, SIGCONT)
        return clock
    }

    /// Up to five tries at stopping the program while it holds `head`; the clock of the first that did.
    private func stalledClock(between head: String, and tail: String, stall: Double,
                              file: StaticString = #filePath, line: UInt = #line) throws -> PseudoTerminalClock {
        for _ in 1...5 {
            if let clock = try clockStalled(between: head, and: tail, stall: stall) { return clock }
        }
        XCTFail("five tries never stopped the program while it held input", file: file, line: line)
        throw CocoaError(.featureUnsupported)
    }

    func testAPasteWhoseRestWaitedWhileTheProgramStoodStillIsOnePasteNotKeys() throws {
        // A paste's own wait is a second; the program stands still for 1.5.
        let clock = try stalledClock(between: esc + "[200~first half ", and: "second half q" + esc + "[201~", stall: 1.5)
        XCTAssertTrue(clock.waitForIdle(afterInputs: 1))
        XCTAssertEqual(clock.events.filter { $0.hasPrefix("key") || $0.hasPrefix("paste") }, ["paste 24"],
                       "the paste's rest was read as keys")
        XCTAssertTrue(clock.session.isRunning, "a pasted q quit the program")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 10), 0)
    }

    func testAMouseReportWhoseLastByteWaitedWhileTheProgramStoodStillIsAClickNotAKey() throws {
        // A begun sequence waits half a second; the program stands still for 1.
        let clock = try stalledClock(between: esc + "[<0;10;5", and: "M" + esc + "[<0;10;5m", stall: 1)
        XCTAssertTrue(clock.waitForIdle(afterInputs: 2))
        XCTAssertEqual(clock.events.filter { $0.hasPrefix("key") || $0.hasPrefix("mouse") },
                       ["mouse press left 9,4", "mouse release left 9,4"], "the report's last byte was read as a key")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 10), 0)
    }
}
