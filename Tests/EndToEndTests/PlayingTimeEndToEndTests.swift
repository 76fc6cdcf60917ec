import Foundation
import TestSupport
import XCTest

/// The elapsed time in the built binary while the fake mpv plays (issue 21): the program never has mpv report its
/// playback time (ten reports a second, each a wake-up), yet the time moves on, and a seek shows at once.
final class PlayingTimeEndToEndTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "tui-clock-e2e-time-\(getpid())-\(UUID().uuidString.prefix(8))"
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary/Folder Band/Untagged Demos/01 Rough Cut.ogg")
        let album = root + "/Time Artist/Time Album"
        try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
        for n in 1...2 { try FileManager.default.copyItem(atPath: demo.path, toPath: album + "/0\(n) Take \(n).ogg") }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The seconds the player panel's state line shows ("Playing  0:12 / 0:30").
    func elapsed(_ s: TmuxSession) -> Int? {
        guard let range = s.screenText.range(of: #"Playing  \d+:\d\d"#, options: .regularExpression) else { return nil }
        let parts = s.screenText[range].dropFirst("Playing  ".count).split(separator: ":")
        guard parts.count == 2, let m = Int(parts[0]), let sec = Int(parts[1]) else { return nil }
        return m * 60 + sec
    }

    func testTheTimeMovesOnAndASeekShowsAtOnceWithoutMPVReportingItsTime() throws {
        let mpv = try FakeMPV(.play)
        let s = try TmuxSession(args: ["--music", root], env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "PATH": mpv.searchPath])
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Time Album") }, s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 10) { self.elapsed(s) != nil }, s.screenText)
        let start = try XCTUnwrap(elapsed(s))
        s.keys(".")
        XCTAssertTrue(s.waitUntil(timeout: 10) { (self.elapsed(s) ?? 0) >= start + 10 }, s.screenText)
        // Shown from mpv's answer when the seek landed; a check that came due (every 5 s) would have shown 0:15 or
        // later. The bound leaves the program three seconds to answer a key on a loaded machine.
        let sought = try XCTUnwrap(elapsed(s))
        XCTAssertLessThanOrEqual(sought, start + 13, s.screenText)
        // Two more seconds of music, counted by the clock: an mpv told to observe the time would have reported it
        // about twenty times.
        XCTAssertTrue(s.waitUntil(timeout: 10) { (self.elapsed(s) ?? 0) >= sought + 2 }, s.screenText)
        XCTAssertEqual(mpv.timeReports, 0, "mpv reported its playback time unasked: each report wakes the program")
    }
}
