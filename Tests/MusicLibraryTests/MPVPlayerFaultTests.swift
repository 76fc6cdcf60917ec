import ClockCore
import ClockSystem
import Foundation
import MusicLibrary
import TestSupport
import XCTest

/// The player against an mpv that misbehaves (`FakeMPV`): whatever it does, nothing blocks, memory stays bounded,
/// the user gets a reason in words, and no process is left behind. Time for the reply timeout is a hand-moved clock.
final class MPVPlayerFaultTests: XCTestCase {
    private let clock = HandClock()
    private var fake: FakeMPV!
    private var player: MPVPlayer!

    private let album = (1...3).map { "/music/Box/0\($0) Track.ogg" }

    private func start(_ mode: FakeMPV.Mode) throws {
        fake = try FakeMPV(mode)
        let clock = self.clock
        player = MPVPlayer(options: .init(executable: fake.executable, clock: { clock.now },
                                                  schedule: { _ in clock.schedule }))
        XCTAssertEqual(player.readEvents(), [.ready])
    }

    override func tearDown() {
        player?.terminate()
        player = nil
        fake = nil
    }

    private func died(_ events: [PlayerEvent]) -> String? {
        events.lazy.compactMap { if case .died(let reason) = $0 { reason } else { nil } }.first
    }

    /// Whether the process is gone for good: exited and reaped (a zombie still answers `kill(pid, 0)`).
    private func isGone(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }

    func testAPlayerThatNeverAnswersIsStoppedWithAMessageAfterTheReplyTimeout() throws {
        try start(.hang)
        let pid = try XCTUnwrap(player.processID)
        player.send(.load(paths: album, startAt: 0))
        XCTAssertEqual(player.replyDeadline, MPVPlayer.replyTimeout, "the oldest unanswered command sets the deadline")
        let early = collectEvents(from: player, timeout: 0.5) { _ in false }
        XCTAssertNil(died(early), "still within the timeout: \(early)")
        clock.now = MPVPlayer.replyTimeout
        XCTAssertEqual(player.readEvents(), [.died("mpv did not answer within 5 s")])
        XCTAssertNil(player.fileDescriptor)
        XCTAssertNil(player.replyDeadline, "nothing more to wait for")
        XCTAssertTrue(isGone(pid), "a hung mpv that ignores SIGTERM is killed and reaped")
    }

    /// On a starved machine the seconds mpv waited for a CPU are not its silence: the deadline moves on by them.
    func testTheSecondsAPlayerWaitedForACPUAreLeftOutOfItsSilence() throws {
        try start(.hang)
        player.send(.load(paths: album, startAt: 0))
        clock.now = MPVPlayer.replyTimeout
        clock.waitedForCPU = 3
        XCTAssertNil(died(player.readEvents()), "it could run for only 2 of the 5 s")
        XCTAssertEqual(player.replyDeadline, MPVPlayer.replyTimeout + 3)
        clock.now = MPVPlayer.replyTimeout + 3
        XCTAssertEqual(died(player.readEvents()), "mpv did not answer within 5 s", "5 s of its own, and still silent")
        XCTAssertNil(player.fileDescriptor)
    }

    /// Ready to run but given no CPU since the command: a wait the kernel counts only once it ends, so the player is
    /// looked at again a second later, and stopped then if it is asleep and still silent.
    func testAPlayerReadyToRunButGivenNoCPUIsLookedAtAgainASecondLater() throws {
        try start(.hang)
        player.send(.load(paths: album, startAt: 0))
        clock.now = MPVPlayer.replyTimeout
        clock.runnable = true
        XCTAssertNil(died(player.readEvents()))
        XCTAssertEqual(player.replyDeadline, MPVPlayer.replyTimeout + 1)
        clock.now = MPVPlayer.replyTimeout + 1
        XCTAssertNil(died(player.readEvents()), "still waiting for a CPU")
        clock.now = MPVPlayer.replyTimeout + 2
        clock.runnable = false
        XCTAssertEqual(died(player.readEvents()), "mpv did not answer within 5 s")
    }

    /// A player starved for good is not waited for forever: a minute of silence ends it, said as that.
    func testAPlayerThatNeverGetsACPUIsStoppedAfterTheLongestSilence() throws {
        try start(.hang)
        player.send(.load(paths: album, startAt: 0))
        var deadlines: [Double] = []
        while let deadline = player.replyDeadline, deadlines.count < 100 {
            deadlines.append(deadline)
            clock.now = deadline
            clock.waitedForCPU = deadline  // it waited all along
            if let reason = died(player.readEvents()) {
                XCTAssertEqual(reason, "mpv did not answer within 60 s")
                break
            }
        }
        XCTAssertEqual(deadlines.last, MPVPlayer.longestSilence, "\(deadlines)")
        XCTAssertNil(player.fileDescriptor)
    }

    /// The real thing: the fake mpv held to one CPU at the lowest priority (`chrt --idle`) while a busy loop has that
    /// CPU for 3 s, so it cannot start within a 1 s reply timeout; the kernel's word that it is waiting for a CPU
    /// keeps it alive, and once the busy loop is over (and the fake scheduled as any program again, so a busy CI
    /// machine does not starve it on) it plays. Without that, it was stopped as "did not answer within 1 s".
    func testAPlayerStarvedOfTheCPUAtItsStartIsWaitedForAndPlays() throws {
        guard let taskset = ChildProcess.find("taskset"), let chrt = ChildProcess.find("chrt") else {
            throw XCTSkip("taskset and chrt (util-linux) are needed")
        }
        fake = try FakeMPV(.play)
        let starved = fake.folder + "/starved-mpv"
        try "#!/bin/sh\nexec \(taskset) -c 0 \(chrt) --idle 0 \"$(dirname \"$0\")/mpv\" \"$@\"\n"
            .write(toFile: starved, atomically: true, encoding: .utf8)
        chmod(starved, 0o755)
        let busy = try run(taskset, ["-c", "0", "timeout", "3", "sh", "-c", "while :; do :; done"])
        defer { busy.terminate(grace: 0) }
        player = MPVPlayer(options: .init(executable: starved, replyTimeout: 1))
        XCTAssertEqual(player.readEvents(), [.ready])
        let pid = try XCTUnwrap(player.processID)
        player.send(.load(paths: album, startAt: 0))
        let starving = collectEvents(from: player, timeout: 30) { self.died($0) != nil || busy.hasExited }
        XCTAssertNil(died(starving), "\(starving)")
        XCTAssertTrue(busy.hasExited, "the busy loop ended")
        XCTAssertTrue(try run(chrt, ["--other", "-p", "0", "\(pid)"]).waitForExit(within: 10))
        let cpus = "0-\(ProcessInfo.processInfo.activeProcessorCount - 1)"
        XCTAssertTrue(try run(taskset, ["-a", "-c", "-p", cpus, "\(pid)"]).waitForExit(within: 10))
        let events = starving + collectEvents(from: player, timeout: 30) {
            $0.contains(.playlistPosition(0)) || self.died($0) != nil
        }
        XCTAssertNil(died(events), "\(events)")
        XCTAssertTrue(events.contains(.playlistPosition(0)), "\(events)")
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess {
        try XCTUnwrap(ChildProcess(executable: executable, arguments: arguments, connection: .standardOutput))
    }

    func testAPlayerThatAnswersBeforeTheTimeoutIsKept() throws {
        try start(.play)
        player.send(.load(paths: album, startAt: 0))
        let events = collectEvents(from: player) { $0.contains(.playlistPosition(0)) }
        XCTAssertTrue(events.contains(.playlistPosition(0)), "\(events)")
        _ = collectEvents(from: player, timeout: 0.3) { _ in false }
        XCTAssertNil(player.replyDeadline, "every command answered")
        clock.now = 100
        XCTAssertNil(died(player.readEvents()))
        XCTAssertTrue(player.isRunning)
    }

    func testAFloodWithoutNewlinesNeitherBlocksNorGrowsMemory() throws {
        try start(.flood)
        player.send(.load(paths: album, startAt: 0))
        let before = residentBytes()
        var events: [PlayerEvent] = []
        // Each call reads a bounded amount and returns, however much more is coming: 200 calls take in ~50 MB.
        for _ in 0..<200 {
            events += player.readEvents()
            if let fd = player.fileDescriptor {
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&pfd, 1, 100)
            }
        }
        XCTAssertEqual(events, [])
        XCTAssertLessThan(residentBytes() - before, 16 << 20, "memory grew with the flood")
        clock.now = MPVPlayer.replyTimeout
        XCTAssertEqual(died(player.readEvents()), "mpv answered nonsense for 5 s")
    }

    func testGarbageRepliesAreIgnoredAndTheSilenceEndsInAMessage() throws {
        try start(.garbage)
        let pid = try XCTUnwrap(player.processID)
        player.send(.load(paths: album, startAt: 0))
        player.send(.next)
        let events = collectEvents(from: player, timeout: 1) { _ in false }
        XCTAssertEqual(events, [], "nothing in the garbage is an event")
        clock.now = MPVPlayer.replyTimeout
        XCTAssertEqual(died(player.readEvents()), "mpv answered nonsense for 5 s")
        XCTAssertTrue(isGone(pid))
    }

    func testAPlayerDyingMidAlbumIsReportedAndReaped() throws {
        try start(.die)
        let pid = try XCTUnwrap(player.processID)
        player.send(.load(paths: album, startAt: 0))
        let events = collectEvents(from: player) { self.died($0) != nil }
        XCTAssertTrue(events.contains(.playlistPosition(0)), "it played first: \(events)")
        XCTAssertEqual(died(events), "mpv quit unexpectedly (exit code 3)")
        XCTAssertNil(player.fileDescriptor)
        XCTAssertTrue(isGone(pid), "no zombie")
        player.send(.next)  // must not crash with SIGPIPE
        XCTAssertEqual(player.readEvents(), [])
    }

    func testTerminateEndsAPlayerThatIgnoresSIGTERM() throws {
        try start(.hang)
        let pid = try XCTUnwrap(player.processID)
        _ = collectEvents(from: player, timeout: 0.3) { _ in false }  // let it install its SIGTERM handler
        player.terminate()
        XCTAssertTrue(isGone(pid))
    }

    func testAnAlbumOfTwoThousandTracksIsSentWithoutBlocking() throws {
        try start(.play)
        let box = (1...2000).map { String(format: "/music/Box Set/%04d Track %04d.ogg", $0, $0) }
        player.send(.load(paths: box, startAt: 0))
        let events = collectEvents(from: player) { $0.contains(.mediaTitle("0001 Track 0001.ogg")) }
        XCTAssertTrue(events.contains(.playlistPosition(0)), "\(events)")
        player.send(.playIndex(1999))
        let last = collectEvents(from: player) { $0.contains(.mediaTitle("2000 Track 2000.ogg")) }
        XCTAssertTrue(last.contains(.playlistPosition(1999)), "the fake read the whole playlist: \(last)")
    }

    private func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A clock moved by hand, for the reply timeout, with the seconds the player has waited for a CPU (moved by hand too).
final class HandClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 0.0
    private var waited = 0.0

    var now: Double {
        get { lock.withLock { seconds } }
        set { lock.withLock { seconds = newValue } }
    }

    var waitedForCPU: Double {
        get { lock.withLock { waited } }
        set { lock.withLock { waited = newValue } }
    }

    /// Whether the player is ready to run now (else asleep, as a hung player is); it never gets a CPU.
    var runnable: Bool {
        get { lock.withLock { ready } }
        set { lock.withLock { ready = newValue } }
    }
    private var ready = false

    /// The player as the kernel would tell it.
    var schedule: ProcessSchedule.Sample { ProcessSchedule.Sample(ran: 0, waited: waitedForCPU, runnable: runnable) }
}
