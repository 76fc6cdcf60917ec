import Foundation
import ClockSystem
import Glibc
import XCTest

/// The one way the program starts another: a player on a socket pair, a command whose output is read.
final class ChildProcessTests: XCTestCase {
    private func readAll(_ fd: Int32, within seconds: Double = 10) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var pollfd = Glibc.pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while poll(&pollfd, 1, Int32(seconds * 1000)) > 0 {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testACommandsStandardOutputIsReadFromItsConnectionAndItIsReaped() throws {
        let echo = try XCTUnwrap(ChildProcess.find("echo"))
        let child = try XCTUnwrap(ChildProcess(executable: echo, arguments: ["1", "12", "3"], connection: .standardOutput))
        XCTAssertEqual(readAll(child.connection), "1 12 3\n")
        XCTAssertTrue(child.waitForExit(within: 10))
        XCTAssertEqual(child.exitDescription, "exit code 0")
    }

    func testAPlayersSocketIsItsFD3AndItsEndTellsWhenWeAreGone() throws {
        let sh = try XCTUnwrap(ChildProcess.find("sh"))
        // The child writes to fd 3 and then waits for it to end: our closing it is what ends the child.
        let child = try XCTUnwrap(ChildProcess(executable: sh, arguments: ["-c", "echo ready >&3; cat <&3 >/dev/null"]))
        var buffer = [UInt8](repeating: 0, count: 16)
        var pollfd = Glibc.pollfd(fd: child.connection, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pollfd, 1, 10_000), 1)
        XCTAssertEqual(String(decoding: buffer[0..<max(0, read(child.connection, &buffer, 16))], as: UTF8.self), "ready\n")
        child.closeConnection()
        XCTAssertTrue(child.waitForExit(within: 10), "the child saw end-of-file and ended")
    }

    /// Quitting asks the player to end before the last save and ends it after: the SIGTERM goes at once, and the
    /// grace counts from there, so a player that ignores it is killed at the end of the save, not a grace later.
    func testAGraceBegunByAskingToEndIsNotBegunAgainByTerminate() throws {
        let sh = try XCTUnwrap(ChildProcess.find("sh"))
        let marker = NSTemporaryDirectory() + "tui-clock-term-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { unlink(marker) }
        let script = "trap 'touch \"$0\"' TERM; echo ready >&3; while :; do sleep 0.05; done"
        let child = try XCTUnwrap(ChildProcess(executable: sh, arguments: ["-c", script, marker]))
        var buffer = [UInt8](repeating: 0, count: 16)
        var pollfd = Glibc.pollfd(fd: child.connection, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pollfd, 1, 10_000), 1, "the trap is set")
        _ = read(child.connection, &buffer, 16)

        child.askToEnd(grace: 0.2)
        XCTAssertEqual(child.connection, -1)
        let told = Date()
        while access(marker, F_OK) != 0, Date().timeIntervalSince(told) < 10 { usleep(10_000) }
        XCTAssertEqual(access(marker, F_OK), 0, "SIGTERM went when asked, before any terminate")
        XCTAssertFalse(child.waitForExit(within: 0.3), "it ignores SIGTERM; the grace passes meanwhile")

        let start = Date()
        child.terminate(grace: 30)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "killed at once: the grace was over, not begun again")
        XCTAssertTrue(child.hasExited)
        XCTAssertEqual(child.exitDescription, "killed")
    }

    func testAProgramThatDoesNotExistIsNotStarted() {
        XCTAssertNil(ChildProcess(executable: "/nonexistent/tui-clock-helper", arguments: []))
    }
}

final class WakePipeTests: XCTestCase {
    func testAWakeMakesTheReadEndReadableUntilDrained() throws {
        let pipe = try XCTUnwrap(WakePipe())
        var pollfd = Glibc.pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pollfd, 1, 0), 0, "quiet before a wake")
        pipe.wake(7)
        pipe.wake(9)
        XCTAssertEqual(poll(&pollfd, 1, 0), 1)
        XCTAssertEqual(pipe.drain(), [7, 9])
        XCTAssertEqual(poll(&pollfd, 1, 0), 0, "quiet again once drained")
    }

    func testNeitherEndLeaksIntoAChildProcess() throws {
        let pipe = try XCTUnwrap(WakePipe())
        XCTAssertEqual(fcntl(pipe.readEnd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC)
        XCTAssertEqual(fcntl(pipe.writeEnd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC)
    }
}
