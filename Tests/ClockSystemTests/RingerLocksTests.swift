import ClockSystem
import Foundation
import XCTest

/// Who is there to ring, told by locks the kernel releases when their holder ends (`RingerLocks`). flock locks
/// belong to an open file, so one process holding two of them stands for two processes here.
final class RingerLocksTests: XCTestCase {
    private var folder: String!

    override func setUp() {
        folder = NSTemporaryDirectory() + "tui-clock-locks-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    func testOneBackgroundRingerAtATimeAndEveryoneCanAskWhetherOneRuns() {
        let locks = RingerLocks(directory: folder)
        XCTAssertFalse(locks.daemonIsRunning, "none yet")
        var first = locks.becomeDaemon()
        XCTAssertNotNil(first)
        XCTAssertTrue(locks.daemonIsRunning)
        XCTAssertTrue(locks.daemonIsRunning, "asking does not take it")
        XCTAssertNil(locks.becomeDaemon(), "a second ringer cannot")
        first = nil
        XCTAssertFalse(locks.daemonIsRunning, "released when the ringer ends")
        XCTAssertNotNil(locks.becomeDaemon())
    }

    func testAnyNumberOfClocksAreOpenUntilTheLastEnds() {
        let locks = RingerLocks(directory: folder)
        XCTAssertFalse(locks.clockIsOpen)
        var a = locks.holdClockOpen(), b = locks.holdClockOpen()
        XCTAssertNotNil(a)
        XCTAssertNotNil(b)
        XCTAssertTrue(locks.clockIsOpen)
        a = nil
        XCTAssertTrue(locks.clockIsOpen, "one is still open")
        b = nil
        XCTAssertFalse(locks.clockIsOpen)
    }

    func testOneClockPlaysTheRingSound() {
        let locks = RingerLocks(directory: folder)
        var first = locks.takeRingSound()
        XCTAssertNotNil(first)
        XCTAssertNil(locks.takeRingSound(), "the second clock shows the ring silently")
        first = nil
        XCTAssertNotNil(locks.takeRingSound())
    }

    func testAFolderWithNoLocksHasNobody() {
        let locks = RingerLocks(directory: folder + "/missing")
        XCTAssertFalse(locks.daemonIsRunning)
        XCTAssertFalse(locks.clockIsOpen)
    }
}
