import ClockCore
import XCTest
@testable import ClockTerminal

/// The `idle` and `busy` lines the run loop writes to the event log: one of each per change, and an `idle` line for
/// every input handled while idle, so a test can tell its own idle line from an earlier one.
final class IdleReportTests: XCTestCase {
    func testOneLinePerChangeCarryingTheInputsAndWhatWasAwaited() {
        var report = IdleReport()
        XCTAssertNil(report.busyLine(PendingWork(covers: 3), replyAwaited: false, inputPending: false),
                     "not idle yet, so not newly busy")
        report.countFrame()
        XCTAssertNil(report.busyLine(PendingWork(covers: 5, scanning: true), replyAwaited: false, inputPending: false))
        report.countFrame()
        XCTAssertTrue(report.idleDue())
        XCTAssertEqual(report.idleLine(), "idle input=0 replies=0 frames=2 covers=5")
        XCTAssertFalse(report.idleDue(), "said once")

        report.countInput()
        XCTAssertNil(report.busyLine(PendingWork(), replyAwaited: false, inputPending: false), "a key that moves nothing")
        XCTAssertTrue(report.idleDue(), "its idle line carries the new count")
        XCTAssertEqual(report.idleLine(), "idle input=1 replies=0 frames=0 covers=0")

        report.countInput()
        XCTAssertEqual(report.busyLine(PendingWork(moving: true), replyAwaited: true, inputPending: false),
                       "busy input=2 moving replies")
        XCTAssertNil(report.busyLine(PendingWork(moving: true), replyAwaited: false, inputPending: true), "said once")
        XCTAssertEqual(report.idleLine(), "idle input=2 replies=0 frames=0 covers=0")
        XCTAssertEqual(report.busyLine(PendingWork(), replyAwaited: false, inputPending: true), "busy input=2 input-pending")

        report.countReply()
        XCTAssertTrue(report.idleDue(), "a terminal's answer gets its idle line too")
        XCTAssertEqual(report.idleLine(), "idle input=2 replies=1 frames=0 covers=0")
    }
}
