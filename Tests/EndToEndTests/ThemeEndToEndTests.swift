import ClockRender
import Foundation
import TestSupport
import XCTest

/// Issue 11: the colours that reach a real terminal. `capture-pane -e` keeps tmux's SGR codes; on a pseudo-terminal
/// the test plays the terminal and answers (or does not answer) the OSC 11 background query.
final class ThemeEndToEndTests: XCTestCase {
    static let query = "\u{1B}]11;?\u{07}"

    /// The 256-colour code of a role's foreground, as tmux and ncurses write it.
    func code(_ theme: Theme, _ role: ThemeRole) -> String {
        guard case .indexed(let i) = theme[role].fg else { preconditionFailure("\(role) has the default colour") }
        return "38;5;\(i)m"
    }

    /// Colours even when the tests run with `NO_COLOR` set (an empty value is the same as none).
    let colours = ["NO_COLOR": "", "COLORFGBG": ""]

    func tmuxConfig(background: String) throws -> String {
        let path = NSTemporaryDirectory() + "tui-clock-theme-\(UUID().uuidString).conf"
        try "set -g window-style 'bg=\(background)'\n".write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testTheLightThemeDrawsItsOwnColoursInTmux() throws {
        let s = try TmuxSession(width: 100, height: 30, args: ["--theme", "light", "--now", "06:59:30"], env: colours)
        XCTAssertTrue(s.waitUntil { s.styledScreen().contains(self.code(.light, .label)) }, s.styledScreen())
        let screen = s.styledScreen()
        XCTAssertTrue(screen.contains(code(.light, .date)), "the date in the light theme's dark grey")
        XCTAssertFalse(screen.contains(code(.dark, .label)), "no dark-theme label colour on a light background")
        XCTAssertFalse(screen.contains("38;5;255m"), "nothing white on the white background")
    }

    func testTheConfigFilesThemeIsUsedAndTheCommandLineOverridesIt() throws {
        let configHome = NSTemporaryDirectory() + "tui-clock-theme-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: configHome + "/tui-clock", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: configHome) }
        try "theme = \"light\"\n".write(toFile: configHome + "/tui-clock/config.toml", atomically: true, encoding: .utf8)
        // A black pane answers OSC 11 with "dark": only the file's choice can make it light.
        let env = colours.merging(["XDG_CONFIG_HOME": configHome]) { _, new in new }
        let config = try tmuxConfig(background: "#000000")
        let fromFile = try TmuxSession(width: 100, height: 30, args: ["--now", "06:59:30"], env: env, config: config)
        XCTAssertTrue(fromFile.waitUntil { fromFile.styledScreen().contains(self.code(.light, .label)) },
                      "theme = \"light\" in config.toml: \(fromFile.styledScreen())")
        XCTAssertFalse(fromFile.events().contains { $0.hasPrefix("reply operatingSystemCommand") }, "not asked")

        let overridden = try TmuxSession(width: 100, height: 30, args: ["--theme", "dark", "--now", "06:59:30"], env: env,
                                         config: config)
        XCTAssertTrue(overridden.waitUntil { overridden.styledScreen().contains(self.code(.dark, .label)) },
                      "--theme dark over the file: \(overridden.styledScreen())")
        XCTAssertFalse(overridden.styledScreen().contains(code(.light, .label)))
    }

    func testAutoTakesTmuxsAnswerToTheBackgroundQuery() throws {
        for (background, theme) in [("#ffffff", Theme.light), ("#000000", Theme.dark)] {
            let s = try TmuxSession(width: 100, height: 30, args: ["--now", "06:59:30"], env: colours,
                                    config: try tmuxConfig(background: background))
            XCTAssertTrue(s.waitUntil { s.styledScreen().contains(self.code(theme, .label)) },
                          "\(background): \(s.styledScreen())")
            XCTAssertTrue(s.events().contains { $0.hasPrefix("reply operatingSystemCommand") }, "\(s.events())")
            XCTAssertFalse(s.screenText.contains("11;"), "the answer never shows as text")
        }
    }

    func testThePseudoTerminalIsAskedOnceAndItsAnswerSwitchesTheColours() throws {
        let clock = try PseudoTerminalClock(columns: 100, rows: 30)
        clock.waitForFirstFrame()
        let asked = clock.session.output
        XCTAssertEqual(count(Self.query, in: asked), 1, "one OSC 11 query at start")
        XCTAssertNil(PseudoTerminalSession.lastIndex(of: code(.light, .label), in: asked), "not light before it is known")
        let before = clock.session.output.count
        clock.session.send("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
        XCTAssertTrue(clock.session.waitFor(code(.light, .label), after: before, seconds: 5), "the light theme follows")
        XCTAssertTrue(clock.session.isRunning)
    }

    func testAfterCtrlZTheTerminalIsAskedAgainAndANewAnswerSwitchesTheColours() throws {
        let clock = try PseudoTerminalClock(columns: 100, rows: 30)
        clock.waitForFirstFrame()
        let before = clock.session.output.count
        clock.session.send("\u{1A}")
        XCTAssertTrue(clock.session.waitFor("\u{1B}[?1006l", after: before, seconds: 5), "suspended")
        let stopped = clock.session.output.count
        kill(clock.session.pid, SIGCONT)
        XCTAssertTrue(clock.session.waitFor(Self.query, after: stopped, seconds: 5), "asked again on resume")
        let asked = clock.session.output.count
        clock.session.send("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
        XCTAssertTrue(clock.session.waitFor(code(.light, .label), after: asked, seconds: 5),
                      "the terminal turned light while the program was stopped")
        XCTAssertTrue(clock.session.isRunning)
    }

    func testNobodyAnsweringLeavesTheClockOnItsReadableDefault() throws {
        let clock = try PseudoTerminalClock(columns: 100, rows: 30)
        clock.waitForFirstFrame()   // idle: nothing more is awaited
        XCTAssertTrue(clock.session.isRunning)
        let output = clock.session.output
        XCTAssertNil(PseudoTerminalSession.lastIndex(of: code(.light, .label), in: output))
        XCTAssertNil(PseudoTerminalSession.lastIndex(of: code(.dark, .label), in: output), "neither theme's grey")
    }

    func testTheLinuxConsoleAndAnExplicitThemeAreNotAsked() throws {
        for (term, args) in [("linux", ["--now", "03:17:00"]), ("xterm-256color", ["--theme", "dark"])] {
            let clock = try PseudoTerminalClock(arguments: args, term: term)
            clock.waitForFirstFrame()
            XCTAssertEqual(count(Self.query, in: clock.session.output), 0, "\(term) \(args)")
        }
    }

    func testAnUnknownThemeIsRefusedWithTheChoices() {
        let result = Command.run([TmuxSession.binary, "--theme", "purple"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("purple") && result.error.contains("'auto', 'light' or 'dark'"), result.error)
    }

    private func count(_ needle: String, in output: [UInt8]) -> Int {
        let n = Array(needle.utf8)
        guard output.count >= n.count else { return 0 }
        return (0...(output.count - n.count)).filter { output[$0..<($0 + n.count)].elementsEqual(n) }.count
    }
}
