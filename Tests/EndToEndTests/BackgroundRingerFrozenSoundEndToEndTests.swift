import Foundation
import XCTest

/// A clock frozen with `kill -STOP` while it sounds a ring (SIGSTOP cannot be caught, so it keeps its locks). Its
/// ring player, a child in a process group of its own, is not stopped with it: it looped on beside whoever took the
/// ring over, and past a Dismiss the frozen clock could not hear. Now whoever takes the ring over (another open clock,
/// or the background ringer when every open clock is frozen) pauses that player, and the clock continued plays it
/// on: one sound at a time, never none (SPEC §13: each occurrence rings exactly once; §3: a ring sound plays).
final class BackgroundRingerFrozenSoundEndToEndTests: RingerStateTestCase {

    /// The ring players that are children of `pid` and not stopped: the sound that is heard.
    private func sounds(of pid: pid_t?) -> [pid_t] {
        guard let pid else { return [] }
        return SpawnedProcess.children(of: pid).filter { SpawnedProcess.commandLine($0).contains("ring.ogg") && !Self.isStopped($0) }
    }

    /// Every ring player of `pid`, playing or paused.
    private func players(of pid: pid_t?) -> [pid_t] {
        guard let pid else { return [] }
        return SpawnedProcess.children(of: pid).filter { SpawnedProcess.commandLine($0).contains("ring.ogg") }
    }

    private static func isStopped(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: end)...].split(separator: " ").first == "T"
    }

    /// Two clocks open at 7:29:55 and an alarm at 7:30; once both show the ring, the one that sounds it (`loud`,
    /// its pid) and the silent one.
    private func twoClocksRinging() throws -> (loud: TmuxSession, loudPID: pid_t, other: TmuxSession) {
        XCTAssertEqual(alarms("add", "07:30").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:55")
        let clocks = [try clock(now: time.now), try clock(now: time.now)]
        for s in clocks {
            XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM") }, "both show the ring:\n\(s.screenText)")
        }
        XCTAssertTrue(poll(timeout: 5) { clocks.filter { !self.sounds(of: $0.programPID()).isEmpty }.count == 1 }, "one sounds")
        let loud = try XCTUnwrap(clocks.first { !sounds(of: $0.programPID()).isEmpty })
        let other = try XCTUnwrap(clocks.first { $0 !== loud })
        return (loud, try XCTUnwrap(loud.programPID()), other)
    }

    /// Frozen mid-ring, the sounding clock's player is paused and the other open clock sounds the ring; continued,
    /// the frozen one sounds it again and the other falls silent. It used to be left to the frozen clock's player,
    /// which no Dismiss could reach.
    func testTheOtherOpenClockSoundsTheRingWhileTheSoundingOneIsFrozenAndHandsItBackOnCont() throws {
        let (loud, loudPID, other) = try twoClocksRinging()
        kill(loudPID, SIGSTOP)
        XCTAssertTrue(poll(timeout: 5) { !self.sounds(of: other.programPID()).isEmpty && self.sounds(of: loudPID).isEmpty },
                      "the clock left sounds it, the frozen one's sound paused:\n\(other.screenText)")
        XCTAssertEqual(sounds(of: other.programPID()).count, 1)
        kill(loudPID, SIGCONT)
        XCTAssertTrue(poll(timeout: 5) { self.sounds(of: loudPID).count == 1 && self.sounds(of: other.programPID()).isEmpty },
                      "the clock continued sounds it again, alone")
        XCTAssertTrue(loud.screenText.contains("Wake up! 7:30 AM"), loud.screenText)
        loud.keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { self.players(of: loudPID).isEmpty && self.players(of: other.programPID()).isEmpty },
                      "and its Enter ends the ring everywhere")
    }

    /// Dismissed in the other clock while the sounding one is frozen: nothing sounds any more (the frozen clock's
    /// player looped on, unstoppable), and continued, that clock ends the ring too instead of sounding it.
    func testARingDismissedWhileTheSoundingClockIsFrozenIsSilentAndStaysSoOnCont() throws {
        let (loud, loudPID, other) = try twoClocksRinging()
        kill(loudPID, SIGSTOP)
        XCTAssertTrue(poll(timeout: 5) { !self.sounds(of: other.programPID()).isEmpty }, "the clock left sounds it")
        other.keys("Enter")
        XCTAssertTrue(poll(timeout: 5) { self.sounds(of: other.programPID()).isEmpty && self.sounds(of: loudPID).isEmpty },
                      "dismissed: no sound anywhere")
        kill(loudPID, SIGCONT)
        XCTAssertTrue(loud.waitUntil(timeout: 10) { !loud.screenText.contains("Wake up!") }, loud.screenText)
        XCTAssertTrue(poll(timeout: 5) { self.players(of: loudPID).isEmpty }, "the continued clock ends its sound")
        XCTAssertFalse(alarms("list").output.contains("RINGING"), alarms("list").output)
    }

    /// The only open clock frozen mid-ring: the background ringer, which followed the ring without a sound, takes it
    /// over (sound and notification) within a second or so, not at its next deadline, and the frozen clock's player
    /// is paused, not left looping beside the ringer's; continued, the clock sounds it again and the ringer stops.
    func testTheRingerTakesARingOverPromptlyWhenEveryOpenClockIsFrozenMidRing() throws {
        let bus = try NotificationBus()
        XCTAssertEqual(alarms("add", "07:30", "--label", "Work").status, 0)
        let time = SharedFakeClock("2026-11-27T07:29:55")
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: time.now, bus: bus)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let s = try clock(now: time.now)
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains("Wake up! 7:30 AM — Work") }, s.screenText)
        let program = try XCTUnwrap(s.programPID())
        XCTAssertTrue(poll(timeout: 5) { self.sounds(of: program).count == 1 }, "the clock sounds it")
        XCTAssertTrue(poll(timeout: 5) { ringer.log.contains("an open tui-clock rings it") }, ringer.log)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)

        let frozen = Date()
        kill(program, SIGSTOP)
        // A look every second: three times that, and a second for the ringer to start its player on a busy machine.
        XCTAssertTrue(poll(timeout: 3 * 1 + 1) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertLessThan(Date().timeIntervalSince(frozen), 3 * 1 + 1, ringer.log)
        XCTAssertTrue(poll(timeout: 5) { self.sounds(of: program).isEmpty }, "the frozen clock's sound is paused: one sound")
        XCTAssertTrue(ringer.log.contains("every open tui-clock is frozen (kill -STOP): the ring is this ringer's"), ringer.log)
        XCTAssertTrue(poll(timeout: 5) { bus.notifications.contains { $0.contains("summary=Wake up! 7:30 AM — Work") } },
                      bus.lines.joined(separator: "\n"))

        kill(program, SIGCONT)
        XCTAssertTrue(poll(timeout: 5) { ringer.ringPlayers.isEmpty && self.sounds(of: program).count == 1 },
                      "the clock sounds it again, alone:\n\(ringer.log)")
        XCTAssertTrue(ringer.log.contains("an open tui-clock took the ring over"), ringer.log)
        XCTAssertTrue(s.screenText.contains("Wake up! 7:30 AM — Work"), "the same ring, not rung again late:\n\(s.screenText)")
        XCTAssertFalse(s.screenText.contains("rang "), s.screenText)
    }
}
