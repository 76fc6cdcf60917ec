import ClockCore
import Foundation
import XCTest

/// Issue 25 end to end: a tea timer set with the mouse wheel on the drums rings with its label; a timer started
/// from the command line rings in the running program, also one started with `--now` (the state file's instants are
/// real ones either way); the stopwatch lists its laps.
final class TimersEndToEndTests: XCTestCase {
    private var stateHome: String!

    override func setUp() {
        stateHome = NSTemporaryDirectory() + "tui-clock-timers-e2e-\(UUID().uuidString.prefix(8))"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    private func session(_ args: [String] = []) throws -> TmuxSession {
        try TmuxSession(args: ["--24h"] + args, env: ["XDG_STATE_HOME": stateHome, "TUI_CLOCK_AUDIO_OUTPUT": "null"])
    }

    private func timers(_ args: String...) -> Command.Result { timers(args) }

    private func timers(_ args: [String]) -> Command.Result {
        Command.run([TmuxSession.binary, "timers"] + args,
                    environment: ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome]) { $1 })
    }

    /// Wheel notches over a cell (SGR: 64 up, 65 down).
    private func wheel(_ s: TmuxSession, up: Bool, times: Int, over rect: Rect) {
        let x = rect.x + rect.width / 2 + 1, y = rect.y + rect.height / 2 + 1
        s.literal(String(repeating: "\u{1B}[<\(up ? 64 : 65);\(x);\(y)M", count: times))
    }

    func testAThreeSecondTimerSetWithTheWheelOnTheDrumsRingsWithItsLabel() throws {
        let s = try session()
        s.waitForIdle()
        s.keys("T")
        s.keys("L")
        s.literal("Tea")
        s.keys("Enter")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Enter starts 4:00 — Tea"), s.screenText)
        let layout = TimerScreenLayout(size: Size(width: 120, height: 40), timers: 0, laps: 0)
        wheel(s, up: false, times: 4, over: try XCTUnwrap(layout.minuteDrum))
        wheel(s, up: true, times: 3, over: try XCTUnwrap(layout.secondDrum))
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Enter starts 0:03 — Tea"), s.screenText)
        s.keys("Enter")
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("of 0:03     Tea"), s.screenText)
        // Three seconds, with three times that for a loaded machine.
        XCTAssertTrue(s.waitUntil(timeout: 12) { s.screenText.contains("Timer done — Tea, 0:03") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("[ Restart ]"), s.screenText)
        XCTAssertTrue(s.screenText.contains("done!"), s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { !s.screenText.contains("Timer done") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("ready"), "dismissed, it waits at its length:\n\(s.screenText)")
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
    }

    func testATimerAddedFromTheCommandLineRingsInTheRunningProgramOnTheClock() throws {
        let s = try session()
        s.waitForIdle()
        let added = timers("add", "2s", "--label", "Eggs")
        XCTAssertEqual(added.status, 0, added.error)
        XCTAssertTrue(added.output.hasPrefix("Started timer 1: "), added.output)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Timer  0:0") && s.screenText.contains("Eggs") },
                      "the clock lists it within a second:\n\(s.screenText)")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Timer done — Eggs, 0:02") }, s.screenText)
        s.keys("r")
        s.waitForIdle()
        XCTAssertFalse(s.screenText.contains("Timer done"), "r restarts it:\n\(s.screenText)")
        let listed = timers("list")
        XCTAssertTrue(listed.output.contains("1  0:0") && listed.output.contains("running  Eggs"), listed.output)
        XCTAssertEqual(timers("pause", "1").status, 0)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("held  Eggs") }, s.screenText)
        XCTAssertEqual(timers("remove", "1").status, 0)
        XCTAssertTrue(s.waitUntil(timeout: 5) { !s.screenText.contains("Eggs") }, s.screenText)
        XCTAssertEqual(timers("list").output, "No timers.\n")
        let bad = timers("add", "4x")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.error.contains("'4x' is not a duration"), bad.error)
        XCTAssertEqual(timers("pause", "3").status, 2)
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
    }

    /// The clock that rang the tea timer went away mid-ring two hours ago (its terminal closed): the next start says
    /// nobody answered it, the file stops saying it rings, and the start after that says nothing more.
    func testATimerRingingWhenItsClockWentAwayIsReportedUnansweredOnceOnTheNextStart() throws {
        try FileManager.default.createDirectory(atPath: stateHome + "/tui-clock", withIntermediateDirectories: true)
        let since = Date().timeIntervalSince1970 - 2 * 3600
        let json = #"{"version": 3, "alarms": [], "timers": {"list": [{"id": 1, "label": "Tea", "duration": 240, "#
            + #""left": 240, "ringingSince": "# + "\(since)}], \"presets\": []}}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: stateHome + "/tui-clock/state.json"))
        XCTAssertTrue(timers("list").output.contains("RINGING  Tea"), "the file as the closed clock left it")

        let s = try session()
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Timer done, nobody answered — Tea") }, s.screenText)
        XCTAssertFalse(s.screenText.contains("Timer done — Tea"), "two hours on, it does not ring again")
        XCTAssertTrue(poll(timeout: 5, every: 0.05) { !self.timers("list").output.contains("RINGING") },
                      "the file stops saying it rings: \(timers("list").output)")
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)

        let again = try session()
        again.waitForIdle()
        XCTAssertFalse(again.screenText.contains("nobody answered"), "said once:\n\(again.screenText)")
    }

    /// `--now` puts the program's clock hours away from the real one; `timers add 2s` counts from the real clock.
    func testATimerAddedFromTheCommandLineRingsAfterItsLengthInAProgramStartedWithNow() throws {
        // Twelve hours away from the real time, whatever it is: the shift is never near zero.
        let hour = (Calendar.current.component(.hour, from: Date()) + 12) % 24
        let s = try session(["--now", String(format: "%02d:30:00", hour)])
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains(String(format: "%02d:30:0", hour)), s.screenText)
        let asked = Date()
        let added = timers("add", "2s", "--label", "Eggs")
        XCTAssertEqual(added.status, 0, added.error)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Timer  0:0") && s.screenText.contains("Eggs") },
                      "listed, not rung at once or hours away:\n\(s.screenText)")
        XCTAssertFalse(s.screenText.contains("Timer  1"), s.screenText)
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Timer done — Eggs, 0:02") }, s.screenText)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(asked), 1.5, "it ran its two seconds first")
        XCTAssertFalse(s.screenText.contains("while tui-clock was closed"), s.screenText)
        s.keys("Enter")
        s.waitForIdle()
        // And the other way: the program's own timer, listed by the command line with what it has left.
        s.keys("T", "0", "BTab", "9", "Enter")
        s.waitForIdle()
        let listed = timers("list")
        XCTAssertTrue(listed.output.contains("2  0:0") && listed.output.contains("of 0:09  running"), listed.output)
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
    }

    /// `timers add -5` is a length with a sign, not an unknown option; `1h30` is an hour and a half, and an
    /// unquoted `1h 30m` too; whatever is refused says why and shows lengths that work, and adds nothing.
    func testTimersAddReadsLengthsAsPeopleTypeThemAndExplainsTheRest() throws {
        for (words, message) in [(["-5"], "'-5' is negative"), (["--", "-5"], "'-5' is negative"),
                                 (["4x"], "'4x' is not a duration"), (["0"], "'0' is no time at all"), (["25h"], "longer than the longest timer, 23:59:59"),
                                 ([String](), "say how long the timer runs"),
                                 (["5m", "--lable", "Tea"], "unknown option '--lable'"),
                                 (["5", "minuets"], "'minuets' is not a unit of time")] {
            let refused = timers(["add"] + words)
            XCTAssertEqual(refused.status, 2, "\(words): \(refused.error)")
            XCTAssertTrue(refused.error.contains(message), "\(words): \(refused.error)")
            XCTAssertFalse(refused.error.contains("Unknown option"), refused.error)
        }
        XCTAssertTrue(timers(["add", "-5"]).error.contains("like 4m, 1h30, 90s or 25:00"))
        XCTAssertEqual(timers("list").output, "No timers.\n")
        for (words, length) in [(["1h30"], "of 1:30:00"), (["1h", "30m"], "of 1:30:00"), (["90s"], "of 1:30"),
                                (["1:30"], "of 1:30"), (["--", "5"], "of 5:00"), (["5min"], "of 5:00"),
                                (["2", "hours"], "of 2:00:00"), (["90sec"], "of 1:30"), (["1 hour 30 minutes"], "of 1:30:00"),
                                (["--label", "Tea", "2m30"], "of 2:30  running  Tea")] {
            let added = timers(["add"] + words)
            XCTAssertEqual(added.status, 0, "\(words): \(added.error)")
            XCTAssertTrue(added.output.contains(length), "\(words): \(added.output)")
        }
    }

    func testARunningTimersNewLabelIsWhatTheCommandLineLists() throws {
        let s = try session()
        s.waitForIdle()
        XCTAssertEqual(timers("add", "10m", "--label", "Tea").status, 0)
        s.keys("T")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("of 10:00    Tea") }, s.screenText)
        s.keys("e", "BSpace", "BSpace", "BSpace")
        s.literal("Green tea")
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("running  of 10:00    Green tea") }, s.screenText)
        XCTAssertTrue(s.waitUntil(timeout: 5) { self.timers("list").output.contains("running  Green tea") },
                      timers("list").output)
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
    }

    func testTheStopwatchListsItsLapsWithSplitAndTotal() throws {
        let s = try session()
        s.waitForIdle()
        s.keys("T", "s")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("s stop · a lap") }, s.screenText)
        // The time moves while it runs. Not caught in its first second: on a loaded machine a tmux capture can take
        // that long, so it is read as a number that is past zero and then grows.
        func shown() -> Double? {
            s.screen().lazy.compactMap { line in
                line.range(of: "Stopwatch  ").flatMap { Self.seconds(String(line[$0.upperBound...].prefix { $0 != " " })) }
            }.first
        }
        XCTAssertTrue(s.waitUntil(timeout: 5) { (shown() ?? 0) > 0 }, "it runs:\n\(s.screenText)")
        let running = shown() ?? 0
        XCTAssertTrue(s.waitUntil(timeout: 5) { (shown() ?? 0) > running }, "it moves on from \(running):\n\(s.screenText)")
        s.keys("a")
        s.keys("a")
        s.keys("s")
        s.waitForIdle()
        let lines = s.screen()
        let lap2 = try XCTUnwrap(lines.first { $0.contains("Lap 2") }, s.screenText)
        let lap1 = try XCTUnwrap(lines.first { $0.contains("Lap 1") }, s.screenText)
        XCTAssertLessThan(lines.firstIndex(of: lap2)!, lines.firstIndex(of: lap1)!, "newest first")
        // Lap 1's split is its total; lap 2's total is the two splits.
        let numbers = { (line: String) in line.split(separator: " ").compactMap { Self.seconds(String($0)) } }
        let (one, two) = (numbers(lap1), numbers(lap2))
        XCTAssertEqual(one.count, 2, lap1)
        XCTAssertEqual(two.count, 2, lap2)
        XCTAssertEqual(one[0], one[1], accuracy: 0.001)
        XCTAssertEqual(two[1], one[1] + two[0], accuracy: 0.011)
        let stopped = s.screenText
        s.waitForIdle()
        XCTAssertEqual(s.screenText, stopped, "stopped, nothing moves")
        s.keys("z")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Stopwatch  0:00.00  s start") }, s.screenText)
        XCTAssertFalse(s.screenText.contains("Lap 1"), s.screenText)
    }

    /// `1:02.34` → 62.34.
    static func seconds(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let m = Double(parts[0]), let sec = Double(parts[1]) else { return nil }
        return m * 60 + sec
    }
}
