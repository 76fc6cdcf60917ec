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

    /// A music folder that is not there, named by the config file, is fixed there: the wall names the file (as the
    /// user would type its path) and the setting, not only `--music`.
    func testAMissingMusicFolderFromTheConfigFileNamesTheFileAndTheSetting() throws {
        let home = configHome!
        try FileManager.default.createDirectory(atPath: home + "/.config/tui-clock", withIntermediateDirectories: true)
        try "music = \"~/Gone\"\n".write(toFile: home + "/.config/tui-clock/config.toml", atomically: true, encoding: .utf8)
        let s = try TmuxSession(width: 120, height: 30, args: ["--now", "16:42:05"],
                                env: ["HOME": home, "XDG_CONFIG_HOME": home + "/.config"])
        s.keys("Tab")
        let said = "Cannot show music: music folder \(home)/Gone does not exist: change music = in "
            + "~/.config/tui-clock/config.toml, or pass another with --music DIR"
        XCTAssertTrue(s.waitUntil { self.notificationText(s).contains(said) }, s.screenText)
    }

    /// The words in the notification's box, its lines joined.
    private func notificationText(_ s: TmuxSession) -> String {
        s.screen().compactMap { line -> String? in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count == 3 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        }.joined(separator: " ")
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
