import ClockCore
import ClockRender
import Foundation
import XCTest

/// The built binary in a real terminal (tmux): what a person sees, types and is left with.
final class ClockEndToEndTests: XCTestCase {
    static let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// What the renderer draws for the clock screen at `hh:mm` today (UTC) without seconds.
    func expectedFrame(_ w: Int, _ h: Int, hour: Int, minute: Int, options: AppOptions = AppOptions(showSeconds: false))
        -> [String] {
        let today = Self.utc.dateComponents([.year, .month, .day], from: Date())
        var c = today
        c.hour = hour
        c.minute = minute
        let date = Self.utc.date(from: c)!
        let model = AppModel(options: options, screenSize: Size(width: w, height: h), calendar: .utc,
                             now: Moment(wall: date, uptime: 0))
        var lines = AppView.render(model).trimmedLines
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    func trimmed(_ lines: [String]) -> [String] {
        var l = lines
        while l.last == "" { l.removeLast() }
        return l
    }

    func testFirstFrameShowsTheFaceAndTheTime() throws {
        let s = try TmuxSession(args: ["--now", "06:59:30"])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("6:59:3") }, s.screenText)
        let braille = s.screenText.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        XCTAssertGreaterThan(braille, 150, "a braille face is drawn:\n\(s.screenText)")
        XCTAssertTrue(s.screenText.contains("AM"))
        XCTAssertEqual(s.modes(), "1 1 1", "alternate screen, SGR mouse and button-motion tracking are on")
    }

    func testTheTerminalShowsExactlyWhatTheRendererDraws() throws {
        let s = try TmuxSession(width: 100, height: 30, args: ["--now", "10:08:00", "--no-seconds"])
        let expected = expectedFrame(100, 30, hour: 10, minute: 8)
        XCTAssertTrue(s.waitUntil { self.trimmed(s.screen()) == expected },
                      "screen:\n\(s.screenText)\nexpected:\n\(expected.joined(separator: "\n"))")
    }

    func testResizesRedrawAtTheNewSize() throws {
        let s = try TmuxSession(width: 120, height: 40, args: ["--now", "10:08:00", "--no-seconds"])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("10:08 AM") })
        for (w, h) in [(60, 20), (200, 60), (20, 6), (120, 40)] {
            s.resize(w, h)
            let expected = expectedFrame(w, h, hour: 10, minute: 8)
            XCTAssertTrue(s.waitUntil { self.trimmed(s.screen()) == expected },
                          "after resize to \(w)x\(h):\n\(s.screenText)\nexpected:\n\(expected.joined(separator: "\n"))")
        }
    }

    func testQuitWithQRestoresTheTerminalAndExitsZero() throws {
        let s = try TmuxSession()
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
        XCTAssertEqual(s.modes(), "0 0 0", "no alternate screen and no mouse mode left behind")
    }

    func testCtrlCRestoresTheTerminal() throws {
        let s = try TmuxSession()
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("C-c")
        XCTAssertEqual(s.exitCode(), 0)
        XCTAssertEqual(s.modes(), "0 0 0")
    }

    func testSigtermAndSighupRestoreTheTerminal() throws {
        for (sig, code) in [(SIGTERM, 143), (SIGHUP, 129)] {
            let s = try TmuxSession()
            XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
            let pid = try XCTUnwrap(s.programPID())
            kill(pid, sig)
            XCTAssertEqual(s.exitCode(), code)
            XCTAssertEqual(s.modes(), "0 0 0", "signal \(sig)")
        }
    }

    func testCtrlZSuspendsAndFgResumesWithAFullRedraw() throws {
        // A real job-control shell in the pane, so Ctrl-Z and fg behave as they do for a person.
        let s = try TmuxSession(width: 100, height: 30, shell: true)
        s.keys(Command.quoteForShell(TmuxSession.binary) + " --now 10:08:00 --no-seconds", "Enter")
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("C-z")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Stopped") }, s.screenText)
        XCTAssertEqual(s.modes(), "0 0 0", "suspended: the shell gets a normal terminal back")
        s.keys("fg", "Enter")
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" && s.screenText.contains("10:08 AM") })
        XCTAssertFalse(s.screenText.contains("Stopped"), "the whole screen is redrawn after fg:\n\(s.screenText)")
        s.keys("q")
        XCTAssertTrue(s.waitUntil { s.modes() == "0 0 0" })
    }

    func testMousePressDragReleaseArriveAsDistinctEvents() throws {
        for term in ["tmux-256color", "xterm-256color", "screen-256color"] {
            let s = try TmuxSession(width: 200, height: 60, term: term)
            XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" }, term)
            s.press(9, 4)
            s.drag(10, 4)
            s.drag(150, 55)
            s.release(150, 55)
            s.press(3, 3, button: 2)
            s.release(3, 3, button: 2)
            s.literal("\u{1B}[<68;20;10M")  // wheel up with Shift
            XCTAssertTrue(s.waitUntil { s.events().count >= 7 }, "\(term): \(s.events())")
            XCTAssertEqual(s.events(), [
                "mouse press left 9,4", "mouse drag left 10,4", "mouse drag left 150,55", "mouse release left 150,55",
                "mouse press right 3,3", "mouse release right 3,3", "mouse wheelUp none 19,9 mods=1",
            ], term)
        }
    }

    func testNoMouseLeavesTheMouseToTheTerminal() throws {
        let s = try TmuxSession(args: ["--no-mouse"])
        XCTAssertTrue(s.waitUntil { s.modes().hasPrefix("1") })
        XCTAssertEqual(s.modes(), "1 0 0")
    }

    func testAsciiFaceInTheCLocaleAndOnTheLinuxConsole() throws {
        let s = try TmuxSession(width: 80, height: 24, args: ["--now", "16:42:00", "--no-seconds"],
                                env: ["LANG": "C", "LC_ALL": "C"], term: "linux")
        let expected = expectedFrame(80, 24, hour: 16, minute: 42, options: AppOptions(ascii: true, showSeconds: false))
        XCTAssertTrue(s.waitUntil { self.trimmed(s.screen()) == expected }, s.screenText)
    }

    func testADumbTerminalGetsOneClearLineAndExitCode2() throws {
        let s = try TmuxSession(term: "dumb")
        XCTAssertEqual(s.exitCode(), 2)
        XCTAssertTrue(s.screenText.contains("cannot move the cursor"), s.screenText)
    }

    func testMalformedOptionsAreRejectedWithExitCode2() throws {
        for args in [["--now", "25:61"], ["--alarm", "7"], ["--alarm", "25:00"], ["--alarm", "07:30:00"],
                     ["--music", "/nonexistent/dir"], ["--music", "~nosuchuser/Music"], ["--frobnicate"]] {
            let r = Command.run([TmuxSession.binary] + args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertTrue(r.error.hasPrefix("tui-clock: "), r.error)
            XCTAssertTrue(r.error.contains(args[0]) && r.error.contains(args.last!), "names the option and the value: \(r.error)")
        }
    }

    func testNotATerminalIsRefusedWithExitCode2() throws {
        let r = Command.run([TmuxSession.binary])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.error.contains("must be a terminal"), r.error)
    }

    /// A mistake in `timers add` points at `timers add --help`, which says what a duration is; the program's own help
    /// only names its commands.
    func testAWrongValuePointsAtTheHelpOfTheCommandGiven() throws {
        let stateHome = NSTemporaryDirectory() + "tui-clock-e2e-help-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: stateHome) }
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome]) { $1 }
        for (arguments, help) in [(["timers", "add", "4x"], "tui-clock timers add --help"),
                                  (["timers", "pause", "9"], "tui-clock timers pause --help"),
                                  (["alarms", "add", "25:00"], "tui-clock alarms add --help"),
                                  (["service", "frob"], "tui-clock service --help"),
                                  (["--bogus"], "tui-clock --help")] {
            let wrong = Command.run([TmuxSession.binary] + arguments, environment: environment)
            XCTAssertEqual(wrong.status, 2, wrong.error)
            XCTAssertTrue(wrong.error.contains("Try '\(help)' for more information."), "\(arguments): \(wrong.error)")
        }
    }

    func testHelpAndVersionExitZero() throws {
        let help = Command.run([TmuxSession.binary, "--help"])
        XCTAssertEqual(help.status, 0)
        for option in ["--ascii", "--24h", "--no-seconds", "--no-mouse", "--music", "--rescan", "--alarm", "--now", "--version"] {
            XCTAssertTrue(help.output.contains(option), option)
        }
        // The summary of keys and what the program is name the timer screen (`T`), not only the clock and the wall;
        // `install` copies the ringer and three plugins, not "its music plugin".
        // (argument-parser wraps the text at 80 columns: compared as one line.)
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        XCTAssertTrue(words(help.output).contains("T timers"), help.output)
        XCTAssertTrue(words(help.output).contains("timers with a stopwatch"), help.output)
        let install = Command.run([TmuxSession.binary, "install", "--help"])
        XCTAssertTrue(words(install.output).contains("its background ringer, its plugins"), install.output)
        let version = Command.run([TmuxSession.binary, "--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.output.hasPrefix("tui-clock "), version.output)
    }
}
