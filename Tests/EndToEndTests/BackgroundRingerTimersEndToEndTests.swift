import Foundation
import XCTest

/// Issue 25: where the background ringer runs, it rings timers too, once across it and the open clocks, through the
/// same ring record in the state file as the alarms. The real binary on the real clock (`tui-clock timers add` sets
/// timers on it), the real mpv (silent), the fake notification server on a private bus.
final class BackgroundRingerTimersEndToEndTests: XCTestCase {
    private var stateHome: String!

    override func setUp() {
        stateHome = NSTemporaryDirectory() + "tui-clock-ringer-timers-e2e-\(UUID().uuidString.prefix(8))"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    @discardableResult
    private func timers(_ args: String...) -> Command.Result {
        Command.run([TmuxSession.binary, "timers"] + args,
                    environment: ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome, "TZ": "UTC"]) { $1 })
    }

    private func clock() throws -> TmuxSession {
        try TmuxSession(args: [], env: ["XDG_STATE_HOME": stateHome, "TUI_CLOCK_AUDIO_OUTPUT": "null"])
    }

    /// The id the server gave the notification in `line` (`notify id=3 …`).
    private func id(_ line: String) -> Int {
        Int(line.split(separator: " ").first { $0.hasPrefix("id=") }?.dropFirst(3) ?? "") ?? 0
    }

    func testATimerAddedWithNoClockOpenRingsInTheRingerWithItsNotificationAndDismissStopsIt() throws {
        let bus = try NotificationBus()
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: nil, bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let added = Date()
        XCTAssertEqual(timers("add", "3s", "--label", "Tea").status, 0)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        let rang = Date().timeIntervalSince(added)
        // Woken by the state file, then asleep until the timer's end: not before it, and within a second of it
        // (bounded with three times that on a busy machine).
        XCTAssertGreaterThanOrEqual(rang, 2.9, ringer.log)
        XCTAssertLessThan(rang, 3 + 3, ringer.log)
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty }, bus.lines.joined(separator: "\n"))
        let shown = try XCTUnwrap(bus.notifications.first)
        XCTAssertTrue(shown.contains("summary=Timer done — Tea, 0:03"), shown)
        XCTAssertTrue(shown.contains("urgency=2"), "critical: \(shown)")
        XCTAssertTrue(shown.contains("actions=restart,dismiss"), shown)
        XCTAssertTrue(timers("list").output.contains("RINGING  Tea"), timers("list").output)

        bus.click("dismiss", on: id(shown))
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, "Dismiss stops the sound:\n\(ringer.log)")
        XCTAssertTrue(poll(timeout: 5) { bus.lines.contains("close id=\(self.id(shown))") }, bus.lines.joined(separator: "\n"))
        XCTAssertTrue(timers("list").output.contains("0:03  ready  Tea"), timers("list").output)
        XCTAssertTrue(ringer.process.isRunning, "it goes on watching")
    }

    /// A timer's ring left by a clock that went away mid-ring two hours ago: the ringer's start says nobody answered
    /// it, in a plain notification, once, and the file stops saying it rings (as the clock does, and the ringer does
    /// for an alarm's ring).
    func testATimersRingLeftOverIsReportedUnansweredOnceByTheRingersStart() throws {
        let bus = try NotificationBus()
        try FileManager.default.createDirectory(atPath: stateHome + "/tui-clock", withIntermediateDirectories: true)
        let since = Date().timeIntervalSince1970 - 2 * 3600
        let json = #"{"version": 3, "alarms": [], "timers": {"list": [{"id": 1, "label": "Tea", "duration": 240, "#
            + #""left": 240, "ringingSince": "# + "\(since)}], \"presets\": []}}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: stateHome + "/tui-clock/state.json"))
        XCTAssertTrue(timers("list").output.contains("RINGING  Tea"), "the file as the closed clock left it")

        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: nil, bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty }, bus.lines.joined(separator: "\n"))
        let shown = bus.notifications.first ?? ""
        XCTAssertTrue(shown.contains("summary=Timer done, nobody answered — Tea"), shown)
        XCTAssertTrue(shown.contains("urgency=1"), shown)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)
        XCTAssertFalse(timers("list").output.contains("RINGING"), timers("list").output)
        ringer.process.stop()

        let again = try BackgroundRingerProcess(stateHome: stateHome, now: nil, bus: bus)
        XCTAssertTrue(again.waitUntilWatching(), again.log)
        XCTAssertEqual(bus.notifications.count, 1, "said once:\n\(bus.lines.joined(separator: "\n"))")
    }

    func testRestartOnTheNotificationCountsTheTimerDownAgain() throws {
        let bus = try NotificationBus()
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: nil, bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        XCTAssertEqual(timers("add", "2s", "--label", "Eggs").status, 0)
        XCTAssertTrue(poll(timeout: 15) { !bus.notifications.isEmpty }, ringer.log)
        bus.click("restart", on: id(try XCTUnwrap(bus.notifications.first)))
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertTrue(timers("list").output.contains("running  Eggs"), timers("list").output)
        // And it rings again at its new end.
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertEqual(ringer.log.components(separatedBy: "timer done: Eggs, 0:02").count - 1, 2, ringer.log)
    }

    /// With a clock open the clock rings the timer and the ringer makes no sound; dismissed in the clock, the ring is
    /// over for the ringer too: the clock closing afterwards leaves nothing to ring.
    func testWithAClockOpenTheClockRingsItAndItsDismissEndsTheRingForTheRinger() throws {
        let bus = try NotificationBus()
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: nil, bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let s = try clock()
        XCTAssertTrue(s.waitForIdle(), s.screenText)
        XCTAssertEqual(timers("add", "3s", "--label", "Tea").status, 0)
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Timer done — Tea, 0:03") }, s.screenText)
        XCTAssertTrue(poll(timeout: 5) { ringer.log.contains("an open tui-clock rings it") }, ringer.log)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)
        XCTAssertTrue(bus.notifications.isEmpty, "the clock on screen rings it:\n\(bus.lines)")

        s.keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { self.timers("list").output.contains("ready  Tea") },
                      timers("list").output)
        // Nothing rings for it any more: it sleeps as its idle self, which a clock going does not wake.
        XCTAssertTrue(poll(timeout: 5) { self.isIdle(ringer) }, ringer.log)
        kill(try XCTUnwrap(s.programPID()), SIGKILL)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, "a dismissed timer rang again:\n\(ringer.log)")
        XCTAssertTrue(isIdle(ringer), ringer.log)
        XCTAssertTrue(bus.notifications.isEmpty, bus.lines.joined(separator: "\n"))
    }

    /// The ringer sleeps as `tui-clock-daemon-idle` only while nothing rings, followed or its own.
    private func isIdle(_ ringer: BackgroundRingerProcess) -> Bool {
        SpawnedProcess.commandLine(ringer.process.pid).contains("tui-clock-daemon-idle")
    }

    /// A clock opened while the ringer rings a timer takes the ring over: it shows it, and the ringer's sound stops.
    func testAClockOpenedMidRingTakesTheTimersRingOver() throws {
        let bus = try NotificationBus()
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: nil, bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        XCTAssertEqual(timers("add", "2s", "--label", "Tea").status, 0)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        let s = try clock()
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Timer done — Tea, 0:02") }, s.screenText)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, "the clock rings it now:\n\(ringer.log)")
        XCTAssertTrue(poll(timeout: 5) { bus.lines.contains { $0.hasPrefix("close id=") } }, bus.lines.joined(separator: "\n"))
        s.keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { self.timers("list").output.contains("ready  Tea") },
                      timers("list").output)
    }

    /// `tui-clock timers add` saving while the ringer becomes its idle self, before that watches the folder, still
    /// wakes it: the idle program is told which file the ringer read and compares (it slept through such a timer).
    func testAStateFileSavedBeforeTheIdleProgramWatchesWakesItAtOnce() throws {
        XCTAssertEqual(timers("add", "5m").status, 0)
        let idle = URL(fileURLWithPath: TmuxSession.binary).deletingLastPathComponent().appendingPathComponent("tui-clock-daemon-idle").path
        // The ringer read no file ("none"); one is there now: it becomes the program after it at once.
        let woke = Command.run([idle, "never", stateHome + "/tui-clock", "none", "/bin/echo", "ringer again"])
        XCTAssertEqual(woke.status, 0, woke.error)
        XCTAssertEqual(woke.output, "ringer again\n")
    }

    /// The ringer saves only what is its own: a held timer and how the clock is shown stay as the file had them
    /// (its first save wrote back the alarms alone, and the timers were gone).
    func testTheRingersSavesKeepTheTimersAndTheDisplay() throws {
        XCTAssertEqual(timers("add", "5m", "--label", "Soup").status, 0)
        XCTAssertEqual(timers("pause", "1").status, 0)
        let state = stateHome + "/tui-clock/state.json"
        var text = try String(contentsOfFile: state, encoding: .utf8)
        text = text.replacingOccurrences(of: #""version""#, with: #""display": {"24h": true, "seconds": false, "clockOnly": false}, "version""#)
        try text.write(toFile: state, atomically: true, encoding: .utf8)
        // An alarm due at the start: the ringer rings it, and saves.
        XCTAssertEqual(Command.alarms(["add", "07:30"], stateHome: stateHome).status, 0)
        XCTAssertTrue(timers("list").output.contains("paused  Soup"), "'alarms add' keeps the timers: \(timers("list").output)")
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:59", bus: nil)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertTrue(Command.alarms(["list"], stateHome: stateHome).output.contains("RINGING"))
        XCTAssertTrue(timers("list").output.contains("paused  Soup"), timers("list").output)
        let saved = try String(contentsOfFile: state, encoding: .utf8).replacingOccurrences(of: " ", with: "")
        XCTAssertTrue(saved.contains(#""24h":true"#), saved)
    }
}
