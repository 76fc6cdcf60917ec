import Foundation
import TestSupport
import XCTest

/// The player's boundaries in the built binary: a box set of 2,000 tracks played by the real mpv, and a fake mpv
/// (`FakeMPV`, first in `PATH`) that hangs, floods, talks nonsense or dies. Whatever the player does, `q` quits within
/// a second, the terminal is restored, the user is told what happened, and no player process is left behind.
final class PlayerFaultEndToEndTests: XCTestCase {
    static let boxTitle = "Big Box"
    static let trackCount = 2000
    /// The test's temporary folder, removed afterwards.
    var root = ""
    /// The music folder the program is given: `root`, or a folder inside it.
    var library = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "tui-clock-e2e-player-\(getpid())-\(UUID().uuidString.prefix(8))"
        library = root
        try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// `Box Artist/Big Box/NNNN Track NNNN.ogg`: untagged copies of a 1.4 s demo track, one album by folder layout.
    func makeBoxSet(tracks: Int) throws {
        let track = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary/Folder Band/Untagged Demos/01 Rough Cut.ogg")
        let data = try Data(contentsOf: track)
        let folder = library + "/Box Artist/" + Self.boxTitle
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for n in 1...tracks {
            let name = String(format: "%04d Track %04d.ogg", n, n)
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }

    func session(player: FakeMPV? = nil, args: [String] = []) throws -> TmuxSession {
        var env = ["TUI_CLOCK_AUDIO_OUTPUT": "null"]
        if let player { env["PATH"] = player.searchPath }
        return try TmuxSession(args: ["--music", library] + args, env: env)
    }

    /// Opens the wall and the focused album's player panel.
    func openAlbum(_ s: TmuxSession) {
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 20) { s.screenText.contains(Self.boxTitle) }, s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Space play/pause") }, s.screenText)
    }

    /// Presses `q` and checks the program is gone within a second, with exit code 0 and the terminal restored;
    /// returns how long it took by its own account. The second is the program's own: from reading the key to its
    /// way out done (player stopped, state saved, terminal restored), the event log's `quit` and `exit` lines on
    /// CLOCK_MONOTONIC. Timed from here, a loaded machine adds the time the program waits for the CPU before it
    /// reads the key and after it is done (2.3 s seen at load 11.5), so the whole of it, key sent
    /// to process gone, is bounded at five times the promise: a quit that hangs fails either way.
    @discardableResult
    func quitWithinASecond(_ s: TmuxSession, _ what: String) throws -> Double {
        let pid = try XCTUnwrap(s.programPID(), what)
        let start = Date()
        s.keys("q")
        XCTAssertTrue(s.waitUntil(timeout: 10) { !TmuxSession.isRunning(pid) }, "\(what): still running")
        let seen = Date().timeIntervalSince(start)
        XCTAssertLessThan(seen, 5 * 1.0, "\(what): q took \(seen) s, key sent to process gone")
        let took = try XCTUnwrap(IdleLog.quitSeconds(s.logLines()), "\(what): \(s.logLines().suffix(4))")
        XCTAssertLessThan(took, 1.0, "\(what): q took \(took) s by the program's own clock (\(seen) s seen from here)")
        XCTAssertEqual(s.exitCode(), 0, what)
        XCTAssertTrue(s.waitUntil { s.modes() == "0 0 0" }, "\(what): terminal left in \(s.modes())")
        return took
    }

    /// The processes `pid` started, with whether each is a zombie (exited, not reaped).
    func children(of pid: pid_t) -> [(pid: pid_t, zombie: Bool)] {
        let list = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return list.split(separator: " ").compactMap { pid_t($0) }.map { child in
            let stat = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return (child, state == "Z")
        }
    }

    func testABoxSetOfTwoThousandTracksOpensPlaysClosesAndQuits() throws {
        // A long library path makes the album's playlist (~600 kB) more than the socket takes at once.
        library += (1...12).map { "/a long way down \($0)" }.joined()
        try makeBoxSet(tracks: Self.trackCount)
        let s = try session()
        openAlbum(s)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("0001 Track 0001"), s.screenText)
        let pid = try XCTUnwrap(s.programPID())
        let players = children(of: pid).map(\.pid)
        XCTAssertEqual(players.count, 1, "one mpv")
        s.keys("Escape")
        XCTAssertTrue(s.waitUntil { !s.screenText.contains("Space play/pause") }, s.screenText)
        try quitWithinASecond(s, "2,000 tracks")
        for player in players { XCTAssertFalse(TmuxSession.isRunning(player), "mpv \(player) outlived tui-clock") }
    }

    func testWithEveryMisbehavingPlayerQQuitsWithinASecondAndRestoresTheTerminal() throws {
        try makeBoxSet(tracks: 3)
        for mode in [FakeMPV.Mode.hang, .flood, .garbage, .die] {
            let fake = try FakeMPV(mode)
            let s = try session(player: fake)
            openAlbum(s)
            let pid = try XCTUnwrap(s.programPID())
            XCTAssertTrue(s.waitUntil { fake.calls.count == 1 }, "\(mode): the fake was started")
            let players = children(of: pid).map(\.pid)
            XCTAssertEqual(players.count, 1, "\(mode)")
            XCTAssertTrue(s.waitUntil(timeout: 10) { fake.hasMisbehaved }, "\(mode): the fake misbehaves")
            try quitWithinASecond(s, "\(mode)")
            for player in players {
                // Killed on the way out; a SIGKILLed process on a loaded machine may take a moment to be gone.
                XCTAssertTrue(s.waitUntil(timeout: 3) { !TmuxSession.isRunning(player) }, "\(mode): the player outlived tui-clock")
            }
        }
    }

    func testAPlayerThatNeverAnswersIsReportedAndEnterStartsAFreshOne() throws {
        try makeBoxSet(tracks: 3)
        let fake = try FakeMPV(.hang)
        let s = try session(player: fake)
        openAlbum(s)
        let pid = try XCTUnwrap(s.programPID())
        let hung = children(of: pid).map(\.pid)
        XCTAssertTrue(s.waitUntil(timeout: 9) { s.screenText.contains("mpv did not answer within 5 s") }, s.screenText)
        XCTAssertFalse(s.screenText.contains("Starting"), "the panel no longer waits: \(s.screenText)")
        for player in hung { XCTAssertFalse(TmuxSession.isRunning(player), "the hung player was stopped") }
        XCTAssertTrue(children(of: pid).isEmpty, "and reaped: \(children(of: pid))")
        fake.mode = .play
        s.keys("Escape")
        XCTAssertTrue(s.waitUntil { !s.screenText.contains("Space play/pause") }, s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing") }, s.screenText)
        XCTAssertEqual(fake.calls.count, 2, "a fresh player for the next Enter")
        try quitWithinASecond(s, "after a restart")
    }

    func testAPlayerDyingMidAlbumIsReportedLeavesNoZombieAndSpaceStartsAgain() throws {
        try makeBoxSet(tracks: 3)
        let fake = try FakeMPV(.die)
        let s = try session(player: fake)
        openAlbum(s)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing") }, s.screenText)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("mpv quit unexpectedly (exit code 3)") }, s.screenText)
        let pid = try XCTUnwrap(s.programPID())
        XCTAssertTrue(children(of: pid).isEmpty, "no zombie: \(children(of: pid))")
        fake.mode = .play
        s.keys("Space")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing") && fake.calls.count == 2 }, s.screenText)
        try quitWithinASecond(s, "after a crash")
    }

    func testTheRingSoundUsesTheAudioOutputAndAFailedOneLeavesNoZombie() throws {
        let fake = try FakeMPV(.fail)
        let s = try TmuxSession(args: ["--now", "06:59:58", "--alarm", "07:00"],
                                env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "PATH": fake.searchPath])
        XCTAssertTrue(s.waitUntil(timeout: 6) { s.screenText.contains("Wake up!") }, s.screenText)
        XCTAssertTrue(s.waitUntil { fake.calls.contains { $0.contains("ring.ogg") } }, "\(fake.calls)")
        let call = try XCTUnwrap(fake.calls.first { $0.contains("ring.ogg") })
        XCTAssertTrue(call.split(separator: "\t").contains("--ao=null"), call)
        let pid = try XCTUnwrap(s.programPID())
        // Reaped as soon as its socket closes; the fake's own start and end on a loaded machine take their time.
        XCTAssertTrue(s.waitUntil(timeout: 5) { self.children(of: pid).isEmpty }, "zombie while ringing: \(children(of: pid))")
        XCTAssertTrue(s.screenText.contains("Wake up!"), "still ringing: \(s.screenText)")
        try quitWithinASecond(s, "while ringing")
    }
}
