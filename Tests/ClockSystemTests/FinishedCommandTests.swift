import ClockSystem
import Glibc
import XCTest

/// A command run to its end (`systemctl --user …`): what it prints on both streams, its exit code, and the bounds
/// that keep a hanging or endlessly talking command from hanging or filling tui-clock.
final class FinishedCommandTests: XCTestCase {
    func testBothStreamsAndTheExitCodeComeBack() throws {
        let sh = try XCTUnwrap(ChildProcess.find("sh"))
        let result = FinishedCommand.run(sh, ["-c", "echo enabled; echo 'Failed to connect to bus' >&2; exit 4"])
        XCTAssertEqual(result.exitCode, 4)
        XCTAssertEqual(result.output, "enabled\nFailed to connect to bus\n")
        XCTAssertEqual(result.firstLine, "enabled")
        XCTAssertEqual(result.complaint, "Failed to connect to bus")
        XCTAssertFalse(result.succeeded)
    }

    func testACommandThatNeverAnswersIsStoppedAtTheTimeLimit() throws {
        let sh = try XCTUnwrap(ChildProcess.find("sh"))
        let start = KernelClocks.monotonicSeconds()
        // `exec` so the shell is the sleeper: stopping it closes the pipe.
        let result = FinishedCommand.run(sh, ["-c", "echo waiting; exec sleep 60"], timeLimit: 0.5)
        XCTAssertLessThan(KernelClocks.monotonicSeconds() - start, 0.5 * 3 + 0.3 * 3)
        XCTAssertNil(result.exitCode)
        XCTAssertEqual(result.output, "waiting\n")
        XCTAssertEqual(result.failure, "gave no answer within 0.5 s")
    }

    func testOutputIsKeptUpToItsLimitAndTheCommandStillFinishes() throws {
        let sh = try XCTUnwrap(ChildProcess.find("sh"))
        let result = FinishedCommand.run(sh, ["-c", "head -c 300000 /dev/zero | tr '\\\\0' a"])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.output.utf8.count, FinishedCommand.outputLimit)
    }

    func testAMissingProgramCannotBeStarted() {
        let result = FinishedCommand.run("/nonexistent/systemctl", ["--user", "show-environment"])
        XCTAssertNil(result.exitCode)
        XCTAssertEqual(result.failure, "cannot be started")
        XCTAssertEqual(result.complaint, "cannot be started")
    }
}
