import Foundation
import XCTest

/// `tui-clock daemon`, the background ringer, as a user meets it: the real binary, the real mpv (silent), a private
/// session bus with a notification server that records what it is shown and clicks its buttons. Each occurrence
/// rings once, across the ringer and any number of open clocks.
final class BackgroundRingerEndToEndTests: RingerStateTestCase {

    func testAloneItRingsAtTheDueSecondWithACriticalNotificationWhoseDismissStopsTheRing() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let started = Date()
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:57", bus: bus)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        let rang = Date().timeIntervalSince(started)
        // Due 3 s after the start: not before, and within a second (bounded with three times that on a busy machine).
        XCTAssertGreaterThanOrEqual(rang, 2.9, ringer.log)
        XCTAssertLessThan(rang, 3 + 3, ringer.log)
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty }, bus.lines.joined(separator: "\n"))
        let shown = bus.notifications[0]
        XCTAssertTrue(shown.contains("summary=Wake up! 7:30 AM — Work"), shown)
        XCTAssertTrue(shown.contains("urgency=2"), "critical: \(shown)")
        XCTAssertTrue(shown.contains("actions=snooze,dismiss"), shown)
        XCTAssertTrue(alarms("list").output.contains("Work  RINGING"), alarms("list").output)

        bus.click("dismiss", on: 1)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, "Dismiss stops the sound:\n\(ringer.log)")
        XCTAssertTrue(poll(timeout: 5) { bus.lines.contains("close id=1") }, "and closes the notification")
        XCTAssertEqual(bus.notifications.count, 1, "replaced, never stacked:\n\(bus.lines.joined(separator: "\n"))")
        XCTAssertFalse(alarms("list").output.contains("RINGING"), alarms("list").output)
        XCTAssertTrue(ringer.process.isRunning, "it goes on watching")
        XCTAssertTrue(ringer.log.contains("tui-clock daemon: dismissed 07:30 Work\n"), "the log names it:\n\(ringer.log)")
    }

    /// SIGPIPE is ignored, as in the clock: a write to a reader that has gone (the journal's pipe, MPD, the sound
    /// player's socket) fails with EPIPE where it was made instead of ending the ringer mid-ring.
    func testABrokenPipeSignalDoesNotEndTheRinger() throws {
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:00:00", bus: nil)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        ringer.process.signal(SIGPIPE)
        ringer.process.signal(SIGTERM)
        // Pending signals are taken lowest number first: with its default action SIGPIPE (13) would end it before
        // the SIGTERM (15) it stops for.
        let status = try XCTUnwrap(ringer.process.waitForStatus(timeout: 10), "it stops for SIGTERM:\n\(ringer.log)")
        XCTAssertEqual(status & 0x7f, 0, "ended by signal \(status & 0x7f), not by exiting:\n\(ringer.log)")
        XCTAssertEqual(status >> 8 & 0xff, 0, ringer.log)
    }

    /// The journal names the alarm a snooze is for, as it named the ring: "snoozed until 7:40 AM" alone said not which.
    func testSnoozeOnTheNotificationIsLoggedWithTheAlarmsTimeAndLabel() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: bus)
        XCTAssertTrue(poll(timeout: 15) { !bus.notifications.isEmpty }, ringer.log)
        XCTAssertTrue(ringer.log.contains("tui-clock daemon: ringing 07:30 Work\n"), ringer.log)
        bus.click("snooze", on: 1)
        XCTAssertTrue(poll(timeout: 5) { ringer.log.contains("tui-clock daemon: snoozed 07:30 Work until 7:40 AM\n") },
                      ringer.log)
    }

    func testSnoozeFromAShellStopsTheRingersSoundAndListShowsItRinging() throws {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        // Without a session bus: sound only, and said once.
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: nil)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        XCTAssertTrue(ringer.log.contains("no session bus: sound only"), ringer.log)
        XCTAssertTrue(ringer.log.contains("watching 1 alarm and 0 timers in "), "what the journal shows, in English:\n\(ringer.log)")
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertTrue(alarms("list").output.contains("1  07:30  off  once  RINGING"), alarms("list").output)
        let snoozed = alarms("snooze")
        XCTAssertEqual(snoozed.status, 0, snoozed.error)
        XCTAssertTrue(snoozed.output.contains("Snoozed alarm 1"), snoozed.output)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertEqual(alarms("stop").output, "No alarm is ringing.\n")
        // The journal says which ring ended and how, once (the shell's snooze counts from the real clock's time).
        let ended = ringer.log.split(separator: "\n").filter { $0.contains("the ring ended") }
        XCTAssertEqual(ended.count, 1, ringer.log)
        XCTAssertTrue(ended.first?.hasPrefix("tui-clock daemon: 07:30 snoozed until ") ?? false, ringer.log)
        XCTAssertTrue(ended.first?.hasSuffix(" in a clock or from the shell: the ring ended") ?? false, ringer.log)
    }

    /// `alarms snooze --now` counts from the ringer's pinned clock, as the notification's Snooze does: without it
    /// the snooze counted from the real clock, hours away from the ringer's.
    func testSnoozeFromAShellWithNowCountsFromThatTime() throws {
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: nil)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        let snoozed = alarms("snooze", "--now", "2026-11-27T07:30:03")
        XCTAssertEqual(snoozed.status, 0, snoozed.error)
        XCTAssertEqual(snoozed.output, "Snoozed alarm 1 until 07:40: 07:30  off  once  Work\n")
        XCTAssertTrue(poll(timeout: 5) {
            ringer.log.contains("tui-clock daemon: 07:30 Work snoozed until 7:40 AM in a clock or from the shell")
        }, ringer.log)
        XCTAssertTrue(Command.run([TmuxSession.binary, "alarms", "snooze", "--help"]).output.contains("--now <TIME>"))
        let wrong = alarms("snooze", "--now", "7.30")
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.error.contains("--now '7.30' is not a time"), wrong.error)
    }

    func testWithAClockOpenTheClockRingsAndTheRingerStartsNoSound() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:52")
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let s = try clock(now: time.now)
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM — Work") }, s.screenText)
        XCTAssertTrue(poll(timeout: 5) { ringer.log.contains("an open tui-clock rings it") }, ringer.log)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)
        XCTAssertTrue(bus.notifications.isEmpty, "the clock on screen rings it:\n\(bus.lines)")
        XCTAssertFalse(s.screenText.contains("Alarms ring only while"), "a ringer runs: nothing to warn of")
        // Dismissed in the clock: the ringer's model follows, and nothing rings anywhere afterwards.
        s.keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { !self.alarms("list").output.contains("RINGING") })
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)
    }

    func testAClockKilledTenSecondsBeforeTheAlarmLeavesTheRingToTheRingerOnTime() throws {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:40")
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: nil)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let s = try clock(now: time.now)
        XCTAssertTrue(s.waitForIdle(), s.screenText)
        let program = try XCTUnwrap(s.programPID())
        let left = time.secondsUntil("2026-11-27T07:30:00")
        XCTAssertGreaterThan(left, 1, "the clock must die before the alarm; the machine was too slow to start it")
        kill(program, SIGKILL)
        XCTAssertTrue(poll(timeout: left + 3 * 1) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertGreaterThan(time.secondsUntil("2026-11-27T07:30:00"), -3, "on time (with three times a second's margin)")
    }

    func testAClockKilledMidRingLeavesTheRestOfTheRingToTheRinger() throws {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:55")
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: nil)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let s = try clock(now: time.now)
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM") }, s.screenText)
        XCTAssertTrue(ringer.ringPlayers.isEmpty)
        kill(try XCTUnwrap(s.programPID()), SIGKILL)
        XCTAssertTrue(poll(timeout: 5) { !ringer.ringPlayers.isEmpty }, ringer.log)
    }

    /// An alarm at 7:30, the ringer and a clock open at 7:29:50; the clock stopped with Ctrl-Z (SIGTSTP), or frozen
    /// with `kill -STOP` (`signal`), and the ringer ringing the alarm in its place.
    private func clockStoppedWhileTheRingerRingsSevenThirty(signal: Int32 = SIGTSTP) throws
        -> (TmuxSession, pid_t, BackgroundRingerProcess) {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:50")
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: nil)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let s = try clock(now: time.now)
        XCTAssertTrue(s.waitForIdle(), s.screenText)
        let program = try XCTUnwrap(s.programPID())
        kill(program, signal)
        XCTAssertTrue(poll(timeout: 30) { !ringer.ringPlayers.isEmpty }, "the ringer rings it:\n\(ringer.log)")
        return (s, program, ringer)
    }

    /// A clock stopped with Ctrl-Z (SIGTSTP) rings nothing, yet it held the open-clock lock, so an alarm due meanwhile
    /// was rung by nobody: the ringer kept quiet "(an open tui-clock rings it)" (SPEC §13: each occurrence rings
    /// once). Stopped, the clock lets the lock go and the ringer rings; back (`fg`), the clock takes the ring over.
    func testAClockStoppedWithCtrlZLeavesTheAlarmToTheRingerAndTakesItBackOnFg() throws {
        let (s, program, ringer) = try clockStoppedWhileTheRingerRingsSevenThirty()
        kill(program, SIGCONT)
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Wake up! 7:30 AM") }, s.screenText)
        let clockSounds = { SpawnedProcess.children(of: program).contains { SpawnedProcess.commandLine($0).contains("ring.ogg") } }
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty && clockSounds() }, "the clock rings it again:\n\(ringer.log)")
    }

    /// A clock frozen with `kill -STOP` (no handler sees it, so it cannot let its lock go as on Ctrl-Z) kept the
    /// open-clock lock, and the ringer kept quiet "(an open tui-clock rings it)": the alarm rang nowhere. The ringer
    /// now rings when every clock holding the lock is stopped; on SIGCONT the clock takes that same ring over, one
    /// occurrence, one sound.
    func testAClockFrozenWithKillStopLeavesTheAlarmToTheRingerAndTakesItBackOnCont() throws {
        let (s, program, ringer) = try clockStoppedWhileTheRingerRingsSevenThirty(signal: SIGSTOP)
        XCTAssertTrue(alarms("list").output.contains("RINGING"), alarms("list").output)
        kill(program, SIGCONT)
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Wake up! 7:30 AM") }, s.screenText)
        let clockSounds = { SpawnedProcess.children(of: program).filter { SpawnedProcess.commandLine($0).contains("ring.ogg") } }
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty && clockSounds().count == 1 },
                      "the clock rings it again, alone:\n\(ringer.log)")
        XCTAssertTrue(ringer.log.contains("an open tui-clock took the ring over"), ringer.log)
        XCTAssertEqual(ringer.log.components(separatedBy: "ringing 07:30").count - 1, 1, "one occurrence:\n\(ringer.log)")
        XCTAssertFalse(s.screenText.contains("rang "), "the ringer's ring taken over, not rung again late:\n\(s.screenText)")
        // Dismissed in the clock: nothing rings anywhere afterwards.
        s.keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { !self.alarms("list").output.contains("RINGING") })
        XCTAssertTrue(poll(timeout: 5) { clockSounds().isEmpty && ringer.ringPlayers.isEmpty }, ringer.log)
    }

    /// Rung by the ringer while the clock was stopped and dismissed there: `fg` does not ring it a second time (the
    /// clock's first tick back came before it read the state file, and rang the occurrence "late").
    func testARingDismissedWhileTheClockWasStoppedDoesNotRingAgainOnFg() throws {
        let (s, program, ringer) = try clockStoppedWhileTheRingerRingsSevenThirty()
        XCTAssertEqual(alarms("stop").status, 0)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, ringer.log)
        kill(program, SIGCONT)
        s.keys("C-l")  // a key after the turns that follow the stop, for the idle line to answer
        XCTAssertTrue(s.waitForIdle(), s.screenText)
        XCTAssertFalse(s.screenText.contains("Wake up!"), "rung once, by the ringer:\n\(s.screenText)")
        XCTAssertFalse(SpawnedProcess.children(of: program).contains { SpawnedProcess.commandLine($0).contains("ring.ogg") })
    }

    /// The same after `kill -STOP`: rung by the ringer for the frozen clock and ended from a shell, it is not rung
    /// again (late) when the clock continues; the state file's record of the occurrence says it was handled.
    func testARingEndedWhileTheClockWasFrozenDoesNotRingAgainOnCont() throws {
        let (s, program, ringer) = try clockStoppedWhileTheRingerRingsSevenThirty(signal: SIGSTOP)
        XCTAssertEqual(alarms("stop").status, 0)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, ringer.log)
        kill(program, SIGCONT)
        s.keys("C-l")
        XCTAssertTrue(s.waitForIdle(), s.screenText)
        XCTAssertFalse(s.screenText.contains("Wake up!"), "rung once, by the ringer:\n\(s.screenText)")
        XCTAssertFalse(SpawnedProcess.children(of: program).contains { SpawnedProcess.commandLine($0).contains("ring.ogg") })
    }

    func testAClockOpenedWhileTheRingerRingsTakesTheRingOverWithOneSound() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:58")
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: bus)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        let s = try clock(now: time.now)
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM — Work") }, s.screenText)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty }, "the clock rings it now:\n\(ringer.log)")
        let program = try XCTUnwrap(s.programPID())
        let clockSound = SpawnedProcess.children(of: program).filter { SpawnedProcess.commandLine($0).contains("ring.ogg") }
        XCTAssertEqual(clockSound.count, 1, "one sound, the clock's")
        XCTAssertTrue(poll(timeout: 5) { bus.lines.contains("close id=1") }, bus.lines.joined(separator: "\n"))
        XCTAssertTrue(ringer.log.contains("an open tui-clock took the ring over"), ringer.log)
    }

    func testTwoRingersRingOnce() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:56")
        let first = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: bus)
        XCTAssertTrue(first.waitUntilWatching(), first.log)
        let second = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: bus)
        XCTAssertTrue(poll(timeout: 15) { second.log.contains("waiting until it stops") }, second.log)
        XCTAssertTrue(poll(timeout: 15) { !first.ringPlayers.isEmpty }, first.log)
        XCTAssertTrue(second.ringPlayers.isEmpty, second.log)
        // The notification goes out beside the sound, not before it: on a loaded machine it comes a moment later.
        XCTAssertTrue(poll(timeout: 15) { !bus.notifications.isEmpty }, bus.lines.joined(separator: "\n"))
        XCTAssertEqual(bus.notifications.count, 1, bus.lines.joined(separator: "\n"))
    }

    func testARingerRestartedMidRingDoesNotRingTheSameOccurrenceAgain() throws {
        XCTAssertEqual(alarms("add", "07:30", "--days", "daily").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:58")
        var ringer: BackgroundRingerProcess? = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: nil)
        XCTAssertTrue(poll(timeout: 15) { !(ringer?.ringPlayers.isEmpty ?? true) }, ringer?.log ?? "")
        ringer?.process.stop()
        ringer = nil
        let again = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: nil)
        XCTAssertTrue(again.waitUntilWatching(), again.log)
        XCTAssertTrue(again.ringPlayers.isEmpty, again.log)
        XCTAssertFalse(again.log.contains("ringing"), again.log)
        XCTAssertFalse(alarms("list").output.contains("RINGING"), alarms("list").output)
    }

    func testAnAlarmDueWhileNothingRanIsAMissedAlarmNotification() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let before = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:00", bus: bus)
        XCTAssertTrue(before.waitUntilWatching(), before.log)
        before.process.stop()
        // A quarter of an hour later: too late to ring, so it says what was missed, as a plain notification.
        let after = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:45:00", bus: bus)
        XCTAssertTrue(after.waitUntilWatching(), after.log)
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty }, bus.lines.joined(separator: "\n"))
        let shown = bus.notifications[0]
        XCTAssertTrue(shown.contains("summary=Missed alarm at 7:30 AM (today) — Work"), shown)
        XCTAssertTrue(shown.contains("urgency=1"), shown)
        XCTAssertTrue(shown.contains("actions= "), "nothing to snooze: \(shown)")
        XCTAssertTrue(after.ringPlayers.isEmpty, after.log)
    }

    /// A clock killed mid-ring (its record left in the file) and the ringer started after that ring's ten minutes:
    /// nobody answered it, so the ringer's notification says it was missed, as the clock does, once (the record goes
    /// from the state file); it let it go without a word.
    func testARingLeftByAClockThatWentAwayIsAMissedAlarmNotificationFromTheRingersStart() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let s = try clock(now: "2026-11-27T07:29:58")
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM — Work") }, s.screenText)
        kill(try XCTUnwrap(s.programPID()), SIGKILL)
        let file = stateHome + "/tui-clock/state.json"
        let record = { ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").contains("\"ringing\"") }
        XCTAssertTrue(record(), "the ring is recorded")

        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T09:00:00", bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty }, bus.lines.joined(separator: "\n"))
        let shown = bus.notifications.first ?? ""
        XCTAssertTrue(shown.contains("summary=Missed alarm at 7:30 AM (today) — Work"), shown)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)
        XCTAssertFalse(record(), "and the record is gone")
        ringer.process.stop()

        let again = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T09:01:00", bus: bus)
        XCTAssertTrue(again.waitUntilWatching(), again.log)
        XCTAssertEqual(bus.notifications.count, 1, "said once:\n\(bus.lines.joined(separator: "\n"))")
    }

    func testTwoClocksOpenMakeOneSound() throws {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:55")
        let first = try clock(now: time.now)
        let second = try clock(now: time.now)
        for s in [first, second] {
            XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM") }, "both show the ring:\n\(s.screenText)")
        }
        let sounds = { [first, second].compactMap { $0.programPID() }.flatMap { SpawnedProcess.children(of: $0) }
            .filter { SpawnedProcess.commandLine($0).contains("ring.ogg") } }
        XCTAssertTrue(poll(timeout: 5) { sounds().count == 1 }, "one sounds: \(sounds())")
        // Dismissed in the one that is silent: the ring ends in both, the sound with it.
        let silent = [first, second].first { s in
            s.programPID().map { SpawnedProcess.children(of: $0).allSatisfy { !SpawnedProcess.commandLine($0).contains("ring.ogg") } } ?? false
        }
        try XCTUnwrap(silent).keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { sounds().isEmpty }, "\(sounds())")
        for s in [first, second] {
            XCTAssertTrue(s.waitUntil(timeout: 5) { !s.screenText.contains("Wake up!") }, s.screenText)
        }
    }

    /// The clock that sounded the ring is killed mid-ring (`kill -9`, a closed terminal): the other open clock, still
    /// showing the ring, sounds it. It used to stay silent, the ring shown and unheard, while the background ringer
    /// kept quiet for the clock still open (SPEC §3: a ring sound plays; §13: the occurrence rings).
    func testWhenTheClockThatSoundsIsKilledTheOtherOpenClockSoundsTheRing() throws {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:55")
        let clocks = [try clock(now: time.now), try clock(now: time.now)]
        for s in clocks {
            XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM") }, "both show the ring:\n\(s.screenText)")
        }
        let sounding = { (s: TmuxSession) -> Bool in
            s.programPID().map { SpawnedProcess.children(of: $0).contains { SpawnedProcess.commandLine($0).contains("ring.ogg") } } ?? false
        }
        XCTAssertTrue(poll(timeout: 5) { clocks.filter(sounding).count == 1 }, "one sounds")
        let loud = try XCTUnwrap(clocks.first(where: sounding)), other = try XCTUnwrap(clocks.first { !sounding($0) })
        Glibc.kill(try XCTUnwrap(loud.programPID()), SIGKILL)
        XCTAssertTrue(poll(timeout: 5) { sounding(other) }, "the clock left sounds the ring:\n\(other.screenText)")
        XCTAssertTrue(other.screenText.contains("Wake up! 7:30 AM"), other.screenText)
        other.keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { !sounding(other) }, "and its Enter stops it")
    }

    /// A state file with one daily alarm at 07:30 called Work that wakes to album `id` (as `w` in the player panel
    /// leaves it).
    private func writeAlarmWaking(to id: String) throws { try Self.writeAlarmWaking(to: id, stateHome: stateHome) }

    static func writeAlarmWaking(to id: String, stateHome: String) throws {
        let folder = stateHome + "/tui-clock"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        chmod(stateHome, 0o700)
        let escaped = id.replacingOccurrences(of: "\u{1F}", with: "\\u001f")
        let json = """
            {"version": 2, "selected": 0, "alarms": [{"id": 1, "on": true, "hour": 7, "minute": 30, "days": "daily",
             "label": "Work", "sound": {"album": "\(escaped)"}, "snoozeMinutes": 10}]}
            """
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/state.json", contents: Data(json.utf8),
                                                     attributes: [.posixPermissions: 0o600]))
    }

    private var demoLibrary: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/DemoLibrary").path
    }

    func testAnAlarmThatWakesToAnAlbumPlaysItAndOneWhoseAlbumIsGoneRingsTheRingTone() throws {
        let bus = try NotificationBus()
        try writeAlarmWaking(to: "the alarmists\u{1F}morning bells")
        let music = ["TUI_CLOCK_MUSIC": demoLibrary, "XDG_CACHE_HOME": stateHome + "/cache", "XDG_CONFIG_HOME": stateHome + "/config"]
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: bus, extra: music)
        let albumPlayer = { SpawnedProcess.children(of: ringer.process.pid).filter { SpawnedProcess.commandLine($0).contains("--idle=yes") } }
        XCTAssertTrue(poll(timeout: 15) { !albumPlayer().isEmpty }, ringer.log)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, "the album, not the ring tone")
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty })
        XCTAssertTrue(bus.notifications[0].contains("summary=Wake up! 7:30 AM — Work — playing Morning Bells"), bus.notifications[0])
        alarms("stop")
        XCTAssertTrue(poll(timeout: 5) { albumPlayer().isEmpty }, ringer.log)
        ringer.process.stop()

        try writeAlarmWaking(to: "nobody\u{1F}no such album")
        let again = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-28T07:29:58", bus: bus, extra: music)
        XCTAssertTrue(poll(timeout: 15) { !again.ringPlayers.isEmpty }, again.log)
        XCTAssertTrue(again.log.contains("cannot play the album (the album is gone): ring tone instead"), again.log)
        XCTAssertTrue(poll(timeout: 5) { bus.notifications.contains { $0.contains("(the album is gone: ring tone instead)") } },
                      bus.lines.joined(separator: "\n"))
    }

    /// The ringer reads config.toml's music folder as the clock does: one that is not there is named with the file
    /// that names it, not called a gone album.
    func testAnAlbumInAMusicFolderFromConfigThatIsNotThereNamesTheFile() throws {
        let bus = try NotificationBus()
        try writeAlarmWaking(to: "the alarmists\u{1F}morning bells")
        try FileManager.default.createDirectory(atPath: stateHome + "/.config/tui-clock", withIntermediateDirectories: true)
        try "music = \"~/Gone\"\n".write(toFile: stateHome + "/.config/tui-clock/config.toml", atomically: true, encoding: .utf8)
        let env = ["HOME": stateHome!, "XDG_CONFIG_HOME": stateHome + "/.config", "XDG_CACHE_HOME": stateHome + "/cache"]
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: bus, extra: env)
        XCTAssertTrue(poll(timeout: 15) { !ringer.ringPlayers.isEmpty }, ringer.log)
        let why = "music folder ~/Gone, from music = in ~/.config/tui-clock/config.toml, does not exist"
        XCTAssertTrue(ringer.log.contains("cannot play the album (\(why)): ring tone instead"), ringer.log)
        XCTAssertTrue(poll(timeout: 5) { bus.notifications.contains { $0.contains("(\(why): ring tone instead)") } },
                      bus.lines.joined(separator: "\n"))
    }

    func testWithNoRingerRunningTheClockSaysOnceThatAlarmsRingOnlyWhileItIsOpen() throws {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let s = try clock(now: "2026-11-27T06:00:00")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Alarms ring only while tui-clock is open") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("service install"), s.screenText)
        // Gone after its time, and not said again when an alarm is switched off and on.
        XCTAssertTrue(s.waitUntil(timeout: 3 * 6) { !s.screenText.contains("Alarms ring only while") }, s.screenText)
        s.keys("a")
        s.keys("a")
        s.waitForIdle()
        XCTAssertFalse(s.screenText.contains("Alarms ring only while"), s.screenText)
    }

    /// Read once, the warning is not said at every start again (a user who chose to keep the clock open is not
    /// nagged); switching an alarm on, the moment it matters, still says it.
    func testSeenOnceTheNextStartSaysNothingUntilAnAlarmIsSwitchedOn() throws {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let first = try clock(now: "2026-11-27T06:00:00")
        XCTAssertTrue(first.waitUntil(timeout: 10) { first.screenText.contains("Alarms ring only while tui-clock is open") },
                      first.screenText)
        first.keys("q")
        XCTAssertEqual(first.exitCode(timeout: 10), 0, first.screenText)
        let s = try clock(now: "2026-11-27T06:00:00")
        s.keys("a")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Alarm off") }, s.screenText)
        // Both would be in the stack by now; idle, every notice has slid all the way in.
        s.waitForIdle()
        XCTAssertTrue(s.screenText.contains("Alarm off"), s.screenText)
        XCTAssertFalse(s.screenText.contains("Alarms ring only while"), "not at the second start:\n\(s.screenText)")
        s.keys("a")
        XCTAssertTrue(s.waitUntil(timeout: 10) { s.screenText.contains("Alarms ring only while tui-clock is open") }, s.screenText)
    }
}
