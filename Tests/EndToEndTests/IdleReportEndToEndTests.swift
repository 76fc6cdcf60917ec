import Foundation
import XCTest

/// The event log's `idle` and `busy` lines in the built binary: what lets every other end-to-end test wait for the
/// program instead of a fixed time.
final class IdleReportEndToEndTests: XCTestCase {
    func testTheProgramSaysWhenItIsIdleAfterEachInputAndIsThenStill() throws {
        let s = try TmuxSession(args: ["--now", "05:00:00"])
        XCTAssertTrue(s.waitForIdle())
        XCTAssertTrue(s.logLines().contains { $0.hasPrefix("idle input=0 ") }, "\(s.logLines())")
        XCTAssertTrue(s.screenText.contains("Alarm ○ off"), s.screenText)

        // `a` switches the alarm on: the "Alarm set" notice slides in, so the program is busy, then idle again.
        s.keys("a")
        XCTAssertTrue(s.waitForIdle())
        let lines = s.logLines()
        let key = try XCTUnwrap(lines.firstIndex(of: "key char(\"a\")"), "\(lines)")
        let busy = try XCTUnwrap(lines[key...].firstIndex { $0.hasPrefix("busy ") }, "\(lines)")
        XCTAssertTrue(lines[busy].contains("moving"), lines[busy])
        let idle = try XCTUnwrap(lines[busy...].firstIndex { $0.hasPrefix("idle ") }, "\(lines)")
        XCTAssertEqual(IdleLog.value("input", in: lines[idle]), 1, lines[idle])
        // Idle means still: the notice has come to rest, and only the clock's seconds change until it leaves.
        let screen = s.screenText
        XCTAssertTrue(screen.contains("Alarm set for 7:00 AM"), screen)
        XCTAssertTrue(screen.contains("Alarm ● on"), screen)

        // Input that moves nothing still gets its own idle line, so a test never takes an old one for its own.
        s.keys("l")
        XCTAssertTrue(s.waitForIdle())
        XCTAssertEqual(s.logLines().last { $0.hasPrefix("idle ") }.flatMap { IdleLog.value("input", in: $0) }, 2)

        // A click on the notice slides it out. The slides took frames: counted over both, since a program starved
        // of the CPU through a whole 0.3 s slide rightly draws only its end; one that never animates fails.
        let y = try XCTUnwrap(s.screen().firstIndex { $0.contains("Alarm set for") }, s.screenText)
        let x = s.screen()[y].distance(from: s.screen()[y].startIndex, to: s.screen()[y].range(of: "Alarm set for")!.lowerBound)
        s.press(x, y)
        s.release(x, y)
        XCTAssertTrue(s.waitForIdle())
        XCTAssertFalse(s.screenText.contains("Alarm set for"), s.screenText)
        let frames = s.logLines()[key...].filter { $0.hasPrefix("idle ") }.compactMap { IdleLog.value("frames", in: $0) }
        XCTAssertGreaterThan(frames.max() ?? 0, 1, "the slides took frames: \(s.logLines()[key...])")
    }

    func testTheWallIsIdleOnlyOnceTheScanAndEveryCoverOnScreenAreDone() throws {
        let library = NSTemporaryDirectory() + "tui-clock-e2e-idle-library-\(getpid())-\(UUID().uuidString.prefix(8))"
        try AlbumWallEndToEndTests.makeLibrary(at: library)
        defer { try? FileManager.default.removeItem(atPath: library) }
        let s = try TmuxSession(args: ["--music", library], env: ["TUI_CLOCK_AUDIO_OUTPUT": "null"])
        XCTAssertTrue(s.waitForIdle())
        s.keys("Tab")
        XCTAssertTrue(s.waitForIdle())
        let lines = s.logLines()
        let busy = try XCTUnwrap(lines.last { $0.hasPrefix("busy ") }, "\(lines)")
        XCTAssertTrue(busy.contains("scan"), busy)
        let idle = try XCTUnwrap(lines.last { $0.hasPrefix("idle ") }, "\(lines)")
        XCTAssertGreaterThan(try XCTUnwrap(IdleLog.value("covers", in: idle)), 0, "covers were awaited: \(lines)")
        XCTAssertTrue(AlbumWallEndToEndTests.titles.allSatisfy(s.screenText.contains), s.screenText)
    }

    func testInputCountsFollowWhatTheProgramDecodes() {
        XCTAssertEqual(InputCount.keys(["Enter", "C-l", "abc", "F5"]), 6)
        XCTAssertEqual(InputCount.keys(["-l", "mÍd"]), 3)
        XCTAssertEqual(InputCount.bytes("\u{1B}[<0;5;6M\u{1B}[<0;5;6mx"), 3)
        XCTAssertEqual(InputCount.bytes("\u{1B}[200~pasted\ntext\u{1B}[201~"), 1)
    }
}
