import ClockSystem
import Foundation
import XCTest
@testable import ClockTerminal

/// The event log's timed lines: what end-to-end tests read to hold the program to its own budgets on its own clock,
/// so the times must parse, be CLOCK_MONOTONIC (shared by every process), and come in order.
final class EventLogTests: XCTestCase {
    private var path = ""

    override func setUp() {
        path = NSTemporaryDirectory() + "EventLogTests-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func lines() -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    private func seconds(_ name: String, in line: String) -> Double? {
        line.split(separator: " ").lazy.compactMap { field -> Double? in
            field.hasPrefix(name + "=") ? Double(field.dropFirst(name.count + 1)) : nil
        }.first
    }

    func testQuitSaysWhenTheKeyWasReadAndExitWhenTheWayOutWasDoneOnTheMonotonicClock() throws {
        let before = KernelClocks.monotonicSeconds()
        var log = EventLog(path: path)
        log.readInput()
        usleep(20_000)
        log.quitting()
        usleep(20_000)
        log.exited(code: 0)
        let after = KernelClocks.monotonicSeconds()
        let written = lines()
        XCTAssertEqual(written.count, 2, "\(written)")
        XCTAssertTrue(written[0].hasPrefix("quit read="), written[0])
        XCTAssertTrue(written[1].hasPrefix("exit code=0 at="), written[1])
        let read = try XCTUnwrap(seconds("read", in: written[0]))
        let quit = try XCTUnwrap(seconds("at", in: written[0]))
        let exit = try XCTUnwrap(seconds("at", in: written[1]))
        XCTAssertLessThanOrEqual(before, read + 1e-6)
        XCTAssertGreaterThanOrEqual(quit - read, 0.02 - 1e-6, "read before the quit was decided")
        XCTAssertGreaterThanOrEqual(exit - quit, 0.02 - 1e-6)
        XCTAssertLessThanOrEqual(exit, after + 1e-6)
    }

    func testIdleAndBusyLinesKeepTheirWordsAndGainTheTime() throws {
        let log = EventLog(path: path)
        log.writeTimed("idle input=3 replies=0 frames=2 covers=0")
        let line = try XCTUnwrap(lines().first)
        XCTAssertTrue(line.hasPrefix("idle input=3 replies=0 frames=2 covers=0 at="), line)
        XCTAssertNotNil(seconds("at", in: line), line)
    }

    func testWithoutAPathNothingIsWrittenAndTheQuitStillGoesOn() {
        var log = EventLog(path: nil)
        XCTAssertFalse(log.isOn)
        log.readInput()
        log.quitting()
        log.exited(code: 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
