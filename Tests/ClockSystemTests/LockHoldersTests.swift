import ClockSystem
import Foundation
import XCTest

/// Who holds the open-clock lock and whether they are stopped, read from /proc (`LockHolders`): a clock frozen with
/// `kill -STOP` still holds it, and the background ringer must ring in its place.
final class LockHoldersTests: XCTestCase {
    func testTheStateIsTheFieldAfterTheLastParenthesisThoughTheNameHasParenthesesAndSpaces() {
        XCTAssertEqual(LockHolders.isStopped(stat: "4242 (tui-clock) T 1 4242 4242 34816 4242"), true)
        XCTAssertEqual(LockHolders.isStopped(stat: "4242 (a) (R) x) t 1 4242"), true, "traced-stopped, name 'a) (R) x'")
        XCTAssertEqual(LockHolders.isStopped(stat: "4242 (sleep) (T) y) S 1 4242"), false, "the T inside the name is not the state")
        XCTAssertEqual(LockHolders.isStopped(stat: "4242 (tui-clock) R 1 4242"), false)
        XCTAssertNil(LockHolders.isStopped(stat: "not a stat line"))
    }

    func testTheHoldersAreTheLocksOnThatInodeNotItsWaiters() {
        let locks = """
            1: FLOCK  ADVISORY  READ  4242 fe:00:16222162 0 EOF
            1: -> FLOCK  ADVISORY  WRITE 5555 fe:00:16222162 0 EOF
            2: FLOCK  ADVISORY  READ  4343 fe:00:16222162 0 EOF
            3: POSIX  ADVISORY  WRITE 6666 fe:00:5547253 1073741824 1073742335
            4: OFDLCK ADVISORY  READ  -1 fe:00:16222162 0 EOF
            """
        XCTAssertEqual(LockHolders.holders(ofInode: 16_222_162, locks: locks), [4242, 4343])
        XCTAssertEqual(LockHolders.holders(ofInode: 1, locks: locks), [])
    }

    /// A real holder, `flock -s` on the lock file, stopped and continued as `kill -STOP` and `kill -CONT` would.
    func testAClockLockHeldOnlyByAStoppedProcessRingsNowhereUntilItContinues() throws {
        let folder = NSTemporaryDirectory() + "tui-clock-holders-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let locks = RingerLocks(directory: folder)
        XCTAssertFalse(locks.clockRings, "no clock open")
        let holder = try FlockHolder(["-s", folder + "/.clock.lock", "cat"])
        defer { holder.end() }
        let deadline = Date().addingTimeInterval(15)
        while !locks.clockIsOpen, Date() < deadline { usleep(10_000) }
        XCTAssertTrue(locks.clockRings, "held by a running process")
        kill(holder.processIdentifier, SIGSTOP)
        var stopped = false
        while !stopped, Date() < deadline {
            stopped = !locks.clockRings
            if !stopped { usleep(10_000) }
        }
        XCTAssertTrue(locks.clockIsOpen, "still held")
        XCTAssertTrue(stopped, "held only by a stopped process: no open clock rings")
        kill(holder.processIdentifier, SIGCONT)
        var runs = false
        while !runs, Date() < deadline.addingTimeInterval(15) {
            runs = locks.clockRings
            if !runs { usleep(10_000) }
        }
        XCTAssertTrue(runs, "running again")
    }
}

/// The kernel's word on how a process was scheduled, read from its /proc lines.
final class ProcessScheduleTests: XCTestCase {
    func testSchedstatGivesSecondsRunAndWaited() {
        let times = ProcessSchedule.times(schedstat: "1154468 1459198284 4\n")
        XCTAssertEqual(times?.ran ?? 0, 0.001154468, accuracy: 1e-12)
        XCTAssertEqual(times?.waited ?? 0, 1.459198284, accuracy: 1e-12)
        XCTAssertNil(ProcessSchedule.times(schedstat: "garbage"))
        XCTAssertNil(ProcessSchedule.times(schedstat: "12 -3 4"))
    }

    /// mpv's main thread sleeps while the thread it waits for works (or waits for a CPU): the process is ready to
    /// run though its main thread is not, and its threads' CPU time is summed.
    func testAProcessWhoseMainThreadWaitsForAWorkingThreadIsReadyToRun() throws {
        let script = "import threading\ndef work():\n    while True: pass\nt = threading.Thread(target=work)\nt.start()\nt.join()\n"
        let python = try XCTUnwrap(ChildProcess(executable: "/usr/bin/python3", arguments: ["-c", script],
                                                connection: .standardOutput))
        defer { python.terminate(grace: 0) }
        let deadline = Date().addingTimeInterval(15)
        var sample: ProcessSchedule.Sample?
        repeat {
            sample = ProcessSchedule.sample(pid: python.pid)
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(python.pid)/task").count) ?? 0
            if threads >= 2, let sample, sample.runnable, sample.ran > 0.05 { break }
            usleep(20_000)
        } while Date() < deadline
        let stat = (try? String(contentsOfFile: "/proc/\(python.pid)/stat", encoding: .utf8)) ?? ""
        XCTAssertEqual(ProcessSchedule.state(stat: stat), "S", "the main thread waits in join()")
        XCTAssertEqual(sample?.runnable, true, "its worker runs: \(String(describing: sample))")
        XCTAssertGreaterThan(sample?.ran ?? 0, 0.05, "the worker's CPU time is counted")
    }

    func testThisProcessIsRunningAndHasRun() throws {
        let sample = try XCTUnwrap(ProcessSchedule.sample(pid: getpid()))
        XCTAssertTrue(sample.runnable, "reading its own stat, it runs")
        XCTAssertGreaterThan(sample.ran, 0)
        XCTAssertNil(ProcessSchedule.sample(pid: 0x3fff_fff0), "no such process")
    }
}

/// `flock ARGUMENTS…` holding a lock for a test; its command (`cat`) waits on an input that only `end()` closes, so
/// killed, `flock` leaves no command running behind it.
final class FlockHolder {
    private let process = Process()
    private let input = Pipe()

    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = arguments
        process.standardInput = input
        try process.run()
    }

    var processIdentifier: pid_t { process.processIdentifier }

    /// Kills `flock`, lets its command go and reaps it.
    func end() {
        kill(process.processIdentifier, SIGKILL)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
