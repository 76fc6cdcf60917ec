import Foundation
import TestSupport
import XCTest

/// The real binary started on the hostile state files of issue 10, twice each: it neither crashes nor hangs,
/// the clock shows with the default alarm, the user is told, and the file is kept aside as it was.
final class StateFileEndToEndTests: XCTestCase {
    private func hostile(_ name: String) throws -> HostileStateFile {
        try XCTUnwrap(HostileStateFile.all.first { $0.name == name }, name)
    }

    private func startTwice(on hostile: HostileStateFile, clockWithin seconds: Double = 3) throws {
        let state = NSTemporaryDirectory() + "tui-clock-e2e-state-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let folder = state + "/tui-clock"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try hostile.create(at: folder + "/state.json")

        let first = try TmuxSession(width: 160, height: 40, env: ["XDG_STATE_HOME": state])
        XCTAssertTrue(first.waitUntil(timeout: seconds) { first.screenText.contains("Alarm ○ off") },
                      "\(hostile.name): the clock with the default alarm within \(seconds) s:\n\(first.screenText)")
        XCTAssertTrue(first.waitUntil { first.screenText.contains("Cannot read the alarm state file") },
                      "\(hostile.name): the user is told:\n\(first.screenText)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("state.json.corrupt-") }
        XCTAssertEqual(kept.count, 1, "\(hostile.name): \(kept)")
        let aside = folder + "/" + (kept.first ?? "")
        switch hostile.kind {
        case .bytes(let bytes):
            XCTAssertEqual(FileManager.default.contents(atPath: aside).map(Array.init), bytes, "\(hostile.name): byte for byte")
        case .link(let target):
            XCTAssertEqual(try? FileManager.default.destinationOfSymbolicLink(atPath: aside), target, hostile.name)
        case .fifo, .directory:
            XCTAssertNotNil(try? FileManager.default.attributesOfItem(atPath: aside), hostile.name)
        }
        first.keys("q")
        XCTAssertEqual(first.exitCode(), 0, "\(hostile.name): quits normally:\n\(first.screenText)")

        let second = try TmuxSession(width: 160, height: 40, env: ["XDG_STATE_HOME": state])
        XCTAssertTrue(second.waitUntil { second.screenText.contains("Alarm ○ off") },
                      "\(hostile.name): the second start shows the clock:\n\(second.screenText)")
        XCTAssertFalse(second.screenText.contains("Cannot read"), "\(hostile.name): the file saved since is good")
        XCTAssertFalse(second.screenText.contains("Fatal error"), second.screenText)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("state.json.corrupt-") },
                       kept, "\(hostile.name): kept, and nothing else set aside")
    }

    func testASnoozeAt1e19NoLongerCrashesEveryStart() throws {
        try startTwice(on: hostile("pendingSnooze 1e19"))
    }

    func testALastHandledAlarmAtMinus1e19NoLongerCrashesEveryStart() throws {
        try startTwice(on: hostile("lastHandledOccurrence -1e19"))
    }

    func testAFIFOStartsTheClockWithinASecond() throws {
        try startTwice(on: hostile("FIFO"), clockWithin: 1)
    }

    func testALinkToDevZeroIsRefusedUnread() throws {
        try startTwice(on: hostile("link to /dev/zero"), clockWithin: 1)
    }

    func testATwoMebibyteFileAndBinaryGarbageAndADirectoryAreKeptAside() throws {
        for name in ["2 MiB", "binary garbage", "directory"] {
            try startTwice(on: hostile(name))
        }
    }
}
