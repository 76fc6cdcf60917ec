import Foundation
import XCTest

/// Issue 11 end to end: the config file changes the clock and the command line overrides it; a bad file is named
/// with its line while the clock runs on defaults; the Linux console gets a face without braille.
final class ConfigEndToEndTests: XCTestCase {
    private var configHome: String!

    override func setUpWithError() throws {
        configHome = NSTemporaryDirectory() + "tui-clock-e2e-config-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: configHome + "/tui-clock", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: configHome)
    }

    private func writeConfig(_ text: String) throws {
        try text.write(toFile: configHome + "/tui-clock/config.toml", atomically: true, encoding: .utf8)
    }

    private func session(_ args: [String], term: String = "tmux-256color") throws -> TmuxSession {
        try TmuxSession(width: 100, height: 30, args: ["--now", "16:42:05"] + args, env: ["XDG_CONFIG_HOME": configHome],
                        term: term)
    }

    func testTheConfigFileSwitchesTo24HourTimeAndHidesTheSeconds() throws {
        try writeConfig("# mine\n24h = true\nseconds = false\n")
        let s = try session([])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("16:42") && s.screenText.contains("Alarm ○ off") }, s.screenText)
        XCTAssertFalse(s.screenText.contains("4:42"), "no 12-hour time:\n\(s.screenText)")
        XCTAssertFalse(s.screenText.contains("16:42:0"), "no seconds:\n\(s.screenText)")
    }

    func testTheCommandLineOverridesTheConfigFile() throws {
        try writeConfig("24h = true\nseconds = false\n")
        let s = try session(["--no-24h", "--seconds"])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("4:42:0") && s.screenText.contains("PM") }, s.screenText)
    }

    func testABadConfigFileIsNamedWithItsLineAndTheClockRunsOnDefaults() throws {
        try writeConfig("24h = true\ncolour = \"red\"\n")
        let s = try session([])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("config.toml:2:") }, "the notice names file and line:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains(" PM") && !s.screenText.contains("16:42"),
                      "12-hour default time, the file's 24h unused:\n\(s.screenText)")
    }

    func testTheLinuxConsoleGetsAFaceWithoutBraille() throws {
        let s = try session([], term: "linux")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("4:42:0") }, s.screenText)
        let text = s.screenText
        XCTAssertFalse(text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "braille on TERM=linux:\n\(text)")
        XCTAssertTrue(text.contains("▀") && text.contains("▄"), "a half-block face:\n\(text)")
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
    }

    func testBrailleFalseInTheConfigFileGivesTheHalfBlockFaceAnywhere() throws {
        try writeConfig("braille = false\n")
        let s = try session([])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("4:42:0") && s.screenText.contains("▀") }, s.screenText)
        XCTAssertFalse(s.screenText.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, s.screenText)
    }
}
