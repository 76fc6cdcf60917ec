import ClockCore
import Foundation
import XCTest

/// Issue 25: timers set on the drums, on simulated time. A timer is a span on the monotonic clock; the wall clock
/// only carries it across a restart.
final class TimerTests: XCTestCase {
    let start = utc("2026-11-21T10:00:00Z")

    func model(at wall: Date? = nil, uptime: Uptime = 1000, saved: SavedState = SavedState(),
               zone: String = "Europe/Berlin") -> AppModel {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: calendar(zone),
                         now: Moment(wall: wall ?? start, uptime: uptime), alarms: saved)
        _ = update(&m, .started(StartUp()), at: m.now)
        return m
    }

    func key(_ k: Key, _ modifiers: Modifiers = []) -> Msg { .input(.key(KeyEvent(k, modifiers: modifiers))) }

    /// Sends keys one at a time, each a tenth of a second after the last.
    @discardableResult
    func type(_ keys: [Key], into m: inout AppModel) -> [Effect] {
        var effects: [Effect] = []
        for k in keys { effects += update(&m, key(k), at: m.now.advanced(by: 0.1)) }
        return effects
    }

    /// Lets `seconds` pass in ticks of a quarter second; the effects of every tick.
    @discardableResult
    func pass(_ seconds: Double, _ m: inout AppModel) -> [Effect] {
        var effects: [Effect] = []
        var left = seconds
        while left > 1e-9 {
            let step = min(0.25, left)
            effects += update(&m, .tick, at: m.now.advanced(by: step))
            left -= step
        }
        return effects
    }

    func messages(_ m: AppModel) -> [String] { m.notifications.shown.map(\.message) }

    /// T, a label, 0:00:03 on the drums, Enter: what a user does for a three-second tea timer.
    func startTea(_ m: inout AppModel, seconds: Int = 3) {
        type([.char("T"), .char("L"), .char("T"), .char("e"), .char("a"), .enter], into: &m)
        type([.char("0"), .backTab, .char(Character("\(seconds)")), .enter], into: &m)
    }

    func testATimerSetOnTheDrumsRingsAfterItsLengthWithItsLabelBellAndSound() {
        var m = model()
        startTea(&m)
        XCTAssertEqual(m.screen, .timers)
        XCTAssertEqual(m.timers.list.timers.map(\.label), ["Tea"])
        XCTAssertEqual(m.timers.list.timers.first?.duration, 3)
        var effects = pass(2.9, &m)
        XCTAssertFalse(effects.contains(.bell))
        XCTAssertFalse(messages(m).contains { $0.hasPrefix("Timer done") })
        effects = pass(0.2, &m)
        XCTAssertTrue(effects.contains(.bell))
        XCTAssertTrue(effects.contains(.ringSound(true)))
        XCTAssertTrue(messages(m).contains("Timer done — Tea, 0:03"), "\(messages(m))")
        XCTAssertEqual(m.notifications.shown.last?.actions, [.restart, .dismiss])
        // The bell again every 3 s, and after 10 minutes nobody answered: silence and a notice that stays.
        XCTAssertTrue(pass(3, &m).contains(.bell))
        effects = pass(AlarmRinging.autoSilenceAfter, &m)
        XCTAssertTrue(effects.contains(.ringSound(false)))
        XCTAssertFalse(m.timers.list.isRinging)
        XCTAssertTrue(messages(m).contains("Timer done, nobody answered — Tea, 0:03"), "\(messages(m))")
    }

    func testItRingsOnAnyScreenAndEnterDismissesRRestarts() {
        var m = model()
        startTea(&m)
        type([.tab], into: &m)
        XCTAssertEqual(m.screen, .clock, "timers → clock")
        pass(3.1, &m)
        XCTAssertTrue(m.timers.list.isRinging)
        XCTAssertEqual(m.screen, .clock, "a timer does not take the screen")
        type([.char("r")], into: &m)
        XCTAssertTrue(m.timers.list.timers[0].isRunning, "r restarts it")
        pass(1, &m)
        XCTAssertFalse(messages(m).contains { $0.hasPrefix("Timer done") }, "the notice goes")
        pass(2.1, &m)
        XCTAssertTrue(m.timers.list.isRinging, "and it rings again after its length")
        let effects = type([.enter], into: &m)
        XCTAssertTrue(effects.contains(.ringSound(false)))
        XCTAssertTrue(m.timers.list.timers[0].isReset, "dismissed: held at its length")
    }

    func testOnTheAlbumWallEnterDismissesTheTimerInsteadOfPlayingAndAnAlarmsKeysComeFirst() {
        var m = model()
        startTea(&m)
        type([.tab, .tab], into: &m)
        XCTAssertEqual(m.screen, .albumWall, "timers → clock → wall")
        pass(3.1, &m)
        let effects = type([.enter], into: &m)
        XCTAssertFalse(m.timers.list.isRinging)
        XCTAssertFalse(effects.contains { if case .player = $0 { return true } else { return false } }, "\(effects)")
        XCTAssertEqual(m.screen, .albumWall)
    }

    func testTheNoticesButtonsRestartAndDismiss() {
        var m = model()
        startTea(&m)
        pass(3.1, &m)
        pass(2, &m)  // slid in
        let placed = m.notifications.layout(screen: m.screenSize, at: m.now.uptime).notifications
        let buttons = try! XCTUnwrap(placed.first { $0.notification.message.hasPrefix("Timer done") }).buttons
        XCTAssertEqual(buttons.map(\.action), [.restart, .dismiss])
        let restart = buttons[0].frame
        _ = update(&m, .input(.mouse(MouseEvent(.press, .left, at: Point(x: restart.x + 1, y: restart.y)))),
                   at: m.now.advanced(by: 0.1))
        XCTAssertTrue(m.timers.list.timers[0].isRunning, "Restart counts it down again")
        pass(3.1, &m)
        pass(2, &m)
        let again = m.notifications.layout(screen: m.screenSize, at: m.now.uptime).notifications
        let dismiss = try! XCTUnwrap(again.first { $0.notification.message.hasPrefix("Timer done") }).buttons[1].frame
        _ = update(&m, .input(.mouse(MouseEvent(.press, .left, at: Point(x: dismiss.x + 1, y: dismiss.y)))),
                   at: m.now.advanced(by: 0.1))
        XCTAssertTrue(m.timers.list.timers[0].isReset, "Dismiss stops it")
    }

    func testPauseAndResumeKeepTheTimeLeft() {
        var m = model()
        startTea(&m, seconds: 9)
        pass(4, &m)
        type([.char("p")], into: &m)
        XCTAssertFalse(m.timers.list.timers[0].isRunning)
        let held = m.timers.list.timers[0].left(at: m.now.uptime)
        XCTAssertEqual(held, 4.9, accuracy: 0.01)
        pass(60, &m)
        XCTAssertFalse(m.timers.list.isRinging, "a held timer does not run down")
        XCTAssertEqual(m.timers.list.timers[0].left(at: m.now.uptime), held, accuracy: 1e-9)
        type([.char("p")], into: &m)
        pass(4.7, &m)
        XCTAssertFalse(m.timers.list.isRinging)
        pass(0.25, &m)
        XCTAssertTrue(m.timers.list.isRinging, "it rings once the time left has run")
    }

    func testPlusAMinuteResetAndDelete() {
        var m = model()
        startTea(&m, seconds: 5)
        type([.char("+")], into: &m)
        XCTAssertEqual(m.timers.list.timers[0].left(at: m.now.uptime), 64.9, accuracy: 0.01)
        type([.char("r")], into: &m)
        XCTAssertTrue(m.timers.list.timers[0].isReset)
        XCTAssertEqual(m.timers.list.timers[0].left(at: m.now.uptime), 5)
        type([.char("d")], into: &m)
        XCTAssertTrue(m.timers.list.isEmpty)
        XCTAssertEqual(m.timers.list.presets, [5], "the length is a preset")
    }

    func testPlusOnATimerNotStartedLengthensItAndItStaysReady() {
        var m = model()
        startTea(&m, seconds: 5)
        type([.char("r")], into: &m)
        type([.char("+")], into: &m)
        let timer = m.timers.list.timers[0]
        XCTAssertEqual(timer.duration, 65, "the minute lengthens the timer")
        XCTAssertTrue(timer.isReset, "still ready at its whole length, not paused partway")
        XCTAssertEqual(timer.left(at: m.now.uptime), 65)
        type([.char("p")], into: &m)
        pass(3, &m)
        type([.char("+")], into: &m)
        XCTAssertEqual(m.timers.list.timers[0].duration, 65, "once it runs, + adds to this run only")
        XCTAssertEqual(m.timers.list.timers[0].left(at: m.now.uptime), 121.9, accuracy: 0.01)
        type([.char("p"), .char("+")], into: &m)
        XCTAssertEqual(m.timers.list.timers[0].duration, 65, "a paused one too")
        XCTAssertEqual(m.timers.list.timers[0].left(at: m.now.uptime), 181.8, accuracy: 0.01)

        var fresh = CountdownTimer(id: 1, duration: 90)
        fresh.addMinute(at: m.now)
        XCTAssertEqual(fresh.duration, 150)
        XCTAssertEqual(fresh.run, .paused(left: 150))
        var longest = CountdownTimer(id: 2, duration: TimerDuration.longest)
        longest.addMinute(at: m.now)
        XCTAssertEqual(longest.duration, TimerDuration.longest, "no longer than the drums go")
    }

    func testSeveralTimersRunSideBySideAndTheNearestIsTheDials() {
        var m = model()
        startTea(&m, seconds: 9)
        // A digit a second after the last starts a new number on the drum.
        pass(1.5, &m)
        type([.char("3"), .enter], into: &m)
        XCTAssertEqual(m.timers.list.timers.count, 2)
        XCTAssertEqual(m.timers.list.nearest(at: m.now.uptime)?.duration, 3)
        XCTAssertEqual(m.clock.timerRows, 2, "the clock's panel keeps a row for each")
        pass(3, &m)
        XCTAssertEqual(m.timers.list.ringing.map(\.duration), [3])
        XCTAssertEqual(m.timers.list.nearest(at: m.now.uptime)?.label, "Tea")
    }

    func testARestartInBetweenFindsTheTimerWhereItWas() {
        var m = model()
        startTea(&m, seconds: 9)
        pass(2, &m)
        // Quit: what the next start reads.
        var saved: SavedState?
        for case .saveAlarms(let state) in m.leaving(at: m.now) { saved = state }
        let file = try! StateFileFormat.decode(StateFileFormat.encode(try XCTUnwrap(saved)))
        // Started again 3 s later, on a monotonic clock that began anew (a reboot).
        var next = model(at: m.now.wall.addingTimeInterval(3), uptime: 5, saved: file)
        XCTAssertEqual(next.timers.list.timers[0].left(at: next.now.uptime), 4, accuracy: 0.01, "9 s less 2 run, 3 closed")
        pass(3.75, &next)
        XCTAssertFalse(next.timers.list.isRinging)
        pass(0.5, &next)
        XCTAssertTrue(next.timers.list.isRinging)
        XCTAssertTrue(messages(next).contains("Timer done — Tea, 0:09"))
    }

    func testATimerThatEndedWhileClosedIsReportedLikeAMissedAlarm() {
        var m = model()
        startTea(&m)
        var saved: SavedState?
        for case .saveAlarms(let state) in m.leaving(at: m.now) { saved = state }
        let next = model(at: m.now.wall.addingTimeInterval(120), uptime: 7, saved: try! XCTUnwrap(saved))
        XCTAssertFalse(next.timers.list.isRinging)
        XCTAssertTrue(next.timers.list.timers[0].isReset)
        let notice = try! XCTUnwrap(next.notifications.shown.first { $0.message.contains("while tui-clock was closed") })
        XCTAssertEqual(notice.message, "Timer ended at 11:00 AM while tui-clock was closed — Tea, 0:03")
        XCTAssertEqual(notice.duration, 0, "it stays until dismissed")
    }

    /// Found by hand: `tui-clock timers pause 1` on a timer that had ended while no clock ran held it at 0:00
    /// ("0:00 paused"): the next start never said it had ended, and `p` rang it at once. Its end has come: it is done.
    func testATimerWhoseEndHasComeIsNotHeldAtZero() {
        let asked = Moment(wall: start, uptime: 0)
        var list = TimerList()
        list.start(3, label: "Tea", at: asked)
        let later = Moment(wall: start.addingTimeInterval(120), uptime: 0)
        var timer = CountdownTimer(list.saved.timers[0], at: later)
        timer.pause(at: later.uptime)
        XCTAssertTrue(timer.isRunning, "not paused at 0:00")
        let next = model(at: later.wall.addingTimeInterval(5), uptime: 7,
                         saved: SavedState(timers: SavedTimers(timers: [timer.saved])))
        XCTAssertTrue(next.notifications.messages.contains { $0.contains("while tui-clock was closed — Tea, 0:03") },
                      "\(next.notifications.messages)")
    }

    /// Found by hand: with a timer done, typing the next timer's label "tarragon" restarted the timer at the first r
    /// (and lost the letter), and Enter dismissed it instead of keeping the label. Text being typed keeps its keys.
    func testALabelBeingTypedKeepsItsKeysWhileATimerIsDone() {
        var m = model()
        type([.char("T"), .char("0"), .backTab, .char("2"), .enter], into: &m)
        pass(2.5, &m)
        XCTAssertTrue(m.timers.list.isRinging)
        type([.char("L")] + "tarragon".map { Key.char($0) } + [.enter], into: &m)
        XCTAssertEqual(m.timers.nextLabel, "tarragon")
        XCTAssertTrue(m.timers.list.isRinging, "still done: the label's r and Enter were the label's")
        type([.enter], into: &m)
        XCTAssertFalse(m.timers.list.isRinging, "Enter dismisses it once the label is kept")

        // The wall's search line types its letters too; its Enter still answers the done timer first.
        type([.enter], into: &m)
        pass(2.5, &m)
        XCTAssertTrue(m.timers.list.isRinging)
        type([.tab, .tab, .char("/"), .char("r")], into: &m)
        XCTAssertEqual(m.screen, .albumWall)
        XCTAssertEqual(m.music.wall.search?.text, "r")
        XCTAssertTrue(m.timers.list.isRinging)
        type([.enter], into: &m)
        XCTAssertFalse(m.timers.list.isRinging)
    }

    /// Found by hand: after a start the newest recent length is the one on the drums, and the first `l` put it
    /// there again: nothing moved. It puts the next one, and goes round them all.
    func testRecentLengthsStepPastTheOneOnTheDrums() {
        var m = model()
        type([.char("T"), .enter], into: &m)                       // 4:00
        type([.char("1"), .char("0"), .enter], into: &m)           // 10:00
        type([.backTab, .char("3"), .char("0"), .enter], into: &m) // 10:30
        XCTAssertEqual(m.timers.list.presets, [630, 600, 240])
        XCTAssertEqual(m.timers.drumLength(at: m.now.uptime), 630)
        var shown: [Int] = []
        for _ in 0..<3 {
            type([.char("l")], into: &m)
            shown.append(m.timers.drumLength(at: m.now.uptime))
        }
        XCTAssertEqual(shown, [600, 240, 630])
    }

    /// New York springs forward at 2:00 on 8 March 2026: a 5-minute timer started at 1:58 rings 5 minutes later
    /// (3:03 on the wall), not an hour late or early; and the same across a restart in the new hour.
    func testDaylightSavingChangesDoNotMoveATimer() {
        let before = utc("2026-03-08T06:58:00Z")
        var m = model(at: before, zone: "America/New_York")
        type([.char("T"), .char("5"), .enter], into: &m)
        XCTAssertEqual(m.timers.list.timers[0].duration, 5 * 60)
        let started = m.now.uptime
        while !m.timers.list.isRinging { pass(0.25, &m) }
        XCTAssertEqual(m.now.uptime - started, 300, accuracy: 0.3)
        XCTAssertTrue(messages(m).contains("Timer done — 5:00"))

        var restarted = model(at: before, zone: "America/New_York")
        type([.char("T"), .char("5"), .enter], into: &restarted)
        var saved: SavedState?
        for case .saveAlarms(let state) in restarted.leaving(at: restarted.now.advanced(by: 150)) { saved = state }
        // Back 3 minutes later, at 3:01 EDT.
        var next = model(at: utc("2026-03-08T07:01:00Z"), uptime: 50, saved: try! XCTUnwrap(saved), zone: "America/New_York")
        // It was started at 1:58:00.3 EST, three keys after 1:58.
        XCTAssertEqual(next.timers.list.timers[0].left(at: next.now.uptime), 120.3, accuracy: 0.01)
        pass(120.25, &next)
        XCTAssertFalse(next.timers.list.isRinging)
        pass(0.25, &next)
        XCTAssertTrue(next.timers.list.isRinging)
    }

    func testTheShownSecondsChangeOnTheTimersOwnSecondsNotTheClocks() {
        var m = model()
        startTea(&m, seconds: 9)
        let timer = m.timers.list.timers[0]
        let due = try! XCTUnwrap(timer.nextDeadline(after: m.now))
        XCTAssertEqual(TimerDuration.text(left: timer.left(at: due - 0.01)), "0:09")
        XCTAssertEqual(TimerDuration.text(left: timer.left(at: due)), "0:08")
        XCTAssertLessThanOrEqual(m.nextDeadline(after: m.now)!.uptime, due)
    }

    /// The idle clock asks for the timers' deadline on every wake-up: with none running or ringing there is none, and
    /// the program sleeps until the clock's own next half second, however many timers wait paused.
    func testTimersThatNeitherRunNorRingAskForNoWakeUp() {
        var m = model()
        XCTAssertNil(m.timers.nextDeadline(after: m.now, countdownsShown: true), "no timer at all")
        XCTAssertEqual(m.nextDeadline(after: m.now), ClockTicks().nextDeadline(after: m.now))
        startTea(&m, seconds: 9)
        pass(1, &m)
        XCTAssertNotNil(m.timers.nextDeadline(after: m.now, countdownsShown: true), "a running timer counts down")
        type([.char("p")], into: &m)
        XCTAssertFalse(m.timers.list.timers[0].isRunning)
        pass(1, &m)
        XCTAssertNil(m.timers.nextDeadline(after: m.now, countdownsShown: true), "a paused timer waits")
        XCTAssertNil(m.timers.nextDeadline(after: m.now, countdownsShown: false))
        type([.char("p")], into: &m)
        XCTAssertNotNil(m.timers.nextDeadline(after: m.now, countdownsShown: false), "resumed, it wakes the program to ring")
        pass(9, &m)
        XCTAssertTrue(m.timers.list.isRinging)
        XCTAssertNotNil(m.timers.nextDeadline(after: m.now, countdownsShown: false), "ringing, its bells and silence are due")
    }

    func testWhereNoCountdownShowsARunningTimerWakesTheProgramOnlyToRing() {
        var m = model()
        startTea(&m, seconds: 9)
        let ends = m.now.uptime + m.timers.list.timers[0].left(at: m.now.uptime)
        for i in 0..<16 {
            let t = m.now.advanced(by: 0.5 * Double(i))
            XCTAssertEqual(m.timers.list.nextDeadline(after: t, countdownsShown: false)?.uptime.seconds ?? 0, ends.seconds,
                           accuracy: 1e-6)
            XCTAssertLessThan(m.timers.list.nextDeadline(after: t, countdownsShown: true)!.uptime, t.uptime + 1.001,
                              "where it shows, its seconds count down")
        }
    }

    func testDurationsAreReadAsTheCommandLineWritesThem() {
        XCTAssertEqual(TimerDuration.parse("4m"), 240)
        XCTAssertEqual(TimerDuration.parse("1h30m"), 5400)
        XCTAssertEqual(TimerDuration.parse("90s"), 90)
        XCTAssertEqual(TimerDuration.parse("2s"), 2)
        XCTAssertEqual(TimerDuration.parse("25:00"), 1500)
        XCTAssertEqual(TimerDuration.parse("1:30:00"), 5400)
        XCTAssertEqual(TimerDuration.parse("1h 5m 3s"), 3903)
        XCTAssertEqual(TimerDuration.parse("10"), 600, "a bare number is minutes")
        for bad in ["", "0s", "4x", "m", "1m1h", "3:75", "24h", "1::2", "-4m", "4m4m", "٣m", "3s4", "1h30m15s2"] {
            XCTAssertNil(TimerDuration.parse(bad), bad)
        }
        XCTAssertEqual(TimerDuration.text(240), "4:00")
        XCTAssertEqual(TimerDuration.text(5400), "1:30:00")
        XCTAssertEqual(TimerDuration.text(left: 239.2), "4:00", "a countdown shows the seconds rounded up")
    }

    /// "An hour thirty": a number after the last unit counts in the next one down.
    func testANumberAfterAUnitCountsInTheNextUnitDown() {
        XCTAssertEqual(TimerDuration.parse("1h30"), 5400)
        XCTAssertEqual(TimerDuration.parse("1h 30"), 5400)
        XCTAssertEqual(TimerDuration.parse("2m30"), 150)
        XCTAssertEqual(TimerDuration.parse("1h5m3"), 3903)
        XCTAssertEqual(TimerDuration.parse("1:30"), 90, "minutes:seconds, as 25:00 is")
    }

    /// The command line says what is wrong with a length, and what a right one looks like.
    func testARefusedDurationSaysWhyAndShowsOneThatWorks() {
        func problem(_ text: String) -> TimerDuration.Problem? {
            do {
                _ = try TimerDuration.read(text)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(problem("-5"), .negative("-5"))
        XCTAssertEqual(problem("-1h30"), .negative("-1h30"))
        XCTAssertEqual(problem("0:00"), .zero("0:00"))
        XCTAssertEqual(problem("25h"), .longerThanADay("25h"))
        XCTAssertEqual(problem("soon"), .notADuration("soon"))
        XCTAssertEqual(problem("-soon"), .notADuration("-soon"))
        XCTAssertNil(problem("45"))
        for text in ["-5", "0:00", "soon"] {
            XCTAssertTrue(problem(text)!.description.contains("4m, 1h30, 90s or 25:00"), text)
        }
        XCTAssertTrue(problem("-5")!.description.contains("negative"))
    }

    func testTheStateFileKeepsTimersAndRefusesImpossibleOnes() throws {
        let timers = SavedTimers(timers: [SavedTimer(id: 1, label: "Tea", duration: 240, endsAt: start),
                                          SavedTimer(id: 2, duration: 60, left: 12.5)], presets: [240, 60])
        let state = SavedState(timers: timers)
        XCTAssertEqual(try StateFileFormat.decode(StateFileFormat.encode(state)), state)
        let v2 = #"{"version": 2, "alarms": [], "timers": {"list": [{"id": 1, "duration": 5, "left": 5}]}}"#
        XCTAssertEqual(try StateFileFormat.decode(Array(v2.utf8)).timers, SavedTimers(), "version 2 had no timers")
        for bad in [#""timers": {"list": [{"id": 1, "duration": 0, "left": 0}]}"#,
                    #""timers": {"list": [{"id": 1, "duration": 5}]}"#,
                    #""timers": {"list": [{"id": 1, "duration": 5, "left": 5, "endsAt": 5}]}"#,
                    #""timers": {"list": [{"id": 1, "duration": 5, "left": -1}]}"#,
                    #""timers": {"list": [{"id": 1, "duration": 5, "left": 5}, {"id": 1, "duration": 6, "left": 6}]}"#,
                    #""timers": {"presets": [0]}"#, #""timers": 3"#] {
            let text = #"{"version": 3, "alarms": [], "# + bad + "}"
            XCTAssertThrowsError(try StateFileFormat.decode(Array(text.utf8)), bad)
        }
    }

    func testACommandLineChangeMergesWithTheAppsOwn() {
        let base = SavedState(timers: SavedTimers(timers: [SavedTimer(id: 1, duration: 60)]))
        var mine = base
        mine.timers.timers[0].left = 30
        var theirs = base
        theirs.timers.timers.append(SavedTimer(id: 2, label: "Eggs", duration: 2, endsAt: start))
        let merged = AlarmMerge.merge(base: base, mine: mine, theirs: theirs)
        XCTAssertEqual(merged.timers.timers, [mine.timers.timers[0], theirs.timers.timers[1]])
        // Both added a timer under id 2: both stay.
        mine.timers.timers.append(SavedTimer(id: 2, label: "Tea", duration: 240))
        let both = AlarmMerge.merge(base: base, mine: mine, theirs: theirs)
        XCTAssertEqual(both.timers.timers.map(\.label), ["", "Eggs", "Tea"])
        XCTAssertEqual(Set(both.timers.timers.map(\.id)).count, 3)
    }

    func testATimerAddedFromTheCommandLineRingsInTheRunningProgram() {
        var m = model()
        var file = m.savedState
        file.timers.timers.append(SavedTimer(id: 1, label: "Eggs", duration: 2, endsAt: m.now.wall.addingTimeInterval(2)))
        _ = update(&m, .alarmsChanged(file), at: m.now.advanced(by: 0.3))
        pass(1.5, &m)
        XCTAssertFalse(m.timers.list.isRinging)
        pass(0.5, &m)
        XCTAssertTrue(messages(m).contains("Timer done — Eggs, 0:02"), "\(messages(m))")
    }
}
