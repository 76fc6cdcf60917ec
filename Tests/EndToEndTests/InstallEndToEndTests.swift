import ClockSystem
import Foundation
import XCTest

/// Issue 22: `tui-clock install [--prefix P]` copies the built program into P's installed layout (P/bin,
/// P/lib/tui-clock, P/share/tui-clock, the man page, shell completions); the copy there finds its clock, its
/// music plugin and its resources without the build folder; `tui-clock uninstall` leaves P as it was.
final class InstallEndToEndTests: XCTestCase {
    var folder = ""
    var prefix: String { folder + "/prefix" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tui-clock-e2e-install-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func install(_ program: String = TmuxSession.binary, _ more: [String] = []) -> Command.Result {
        Command.run([program, "install", "--prefix", prefix] + more)
    }

    func testTheInstalledProgramRunsFromItsPrefixAndUninstallLeavesNothing() throws {
        let result = install()
        XCTAssertEqual(result.status, 0, result.error)
        let fm = FileManager.default
        for file in ["bin/tui-clock", "lib/tui-clock/tui-clock-ui", "lib/tui-clock/libtui-clock-codecs.so",
                     "lib/tui-clock/libtui-clock-mpris.so", "lib/tui-clock/libtui-clock-mpd.so", "lib/tui-clock/tui-clock-daemon",
                     "lib/tui-clock/tui-clock-daemon-idle", "share/tui-clock/ring.ogg", "share/tui-clock/DemoLibrary",
                     "share/bash-completion/completions/tui-clock", "share/zsh/site-functions/_tui-clock",
                     "share/fish/vendor_completions.d/tui-clock.fish"] {
            XCTAssertTrue(fm.fileExists(atPath: prefix + "/" + file), file)
        }
        XCTAssertFalse(fm.fileExists(atPath: prefix + "/bin/tui-clock-ui"), "the clock's own program stays off the PATH")
        XCTAssertTrue(fm.isExecutableFile(atPath: prefix + "/lib/tui-clock/tui-clock-ui"))

        // `alarms …` in the front, then the clock (found in lib/tui-clock) showing the demo library (found in
        // share/tui-clock) read through the plugin (TagLib tags, the album artist): nothing from the build folder.
        let state = folder + "/state"
        let added = Command.run([prefix + "/bin/tui-clock", "alarms", "add", "07:30", "--label", "Work"],
                                environment: ["HOME": folder + "/home", "XDG_STATE_HOME": state, "TZ": "UTC"])
        XCTAssertEqual(added.status, 0, added.error)
        let clock = try TmuxSession(args: ["--now", "10:00"],
                                    env: ["HOME": folder + "/home", "XDG_STATE_HOME": state],
                                    program: prefix + "/bin/tui-clock")
        defer { clock.kill() }
        XCTAssertTrue(clock.waitForIdle())
        XCTAssertTrue(clock.screen().joined().contains("7:30 AM"), clock.screen().joined(separator: "\n"))
        clock.keys("Tab")
        XCTAssertTrue(clock.waitForIdle())
        let wall = clock.screen().joined(separator: "\n")
        XCTAssertTrue(wall.contains("Tick Tock Suite"), wall)
        XCTAssertTrue(wall.contains("Clockwork Quart"), wall)
        XCTAssertFalse(wall.contains("music support"), wall)
        clock.kill()

        let removed = Command.run([prefix + "/bin/tui-clock", "uninstall", "--prefix", prefix],
                                  environment: ["HOME": folder + "/home", "XDG_CONFIG_HOME": folder + "/config", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(removed.status, 0, removed.error)
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: prefix), [])
    }

    /// A ringer started by hand from the prefix (no systemd) is stopped before its files go, and `uninstall` says so:
    /// left running, it would ring without its ring tone and still be the one ringer. A ringer from elsewhere runs on.
    func testUninstallStopsABackgroundRingerStartedByHandFromThePrefix() throws {
        XCTAssertEqual(install().status, 0)
        let environment = ["HOME": folder + "/home", "PATH": "/usr/bin:/bin", "TZ": "UTC", "TUI_CLOCK_AUDIO_OUTPUT": "null"]
        let state = folder + "/state", otherState = folder + "/other-state"
        let installed = try SpawnedProcess([prefix + "/bin/tui-clock", "daemon"],
                                           environment: environment.merging(["XDG_STATE_HOME": state]) { $1 },
                                           output: folder + "/ringer.log", replacing: true)
        defer { installed.stop() }
        let built = try SpawnedProcess([TmuxSession.binary, "daemon"],
                                       environment: environment.merging(["XDG_STATE_HOME": otherState]) { $1 },
                                       output: folder + "/other-ringer.log", replacing: true)
        defer { built.stop() }
        let locks = RingerLocks(directory: state + "/tui-clock")
        XCTAssertTrue(poll(timeout: 15) { locks.daemonIsRunning }, "the installed ringer runs")
        XCTAssertTrue(poll(timeout: 15) { RingerLocks(directory: otherState + "/tui-clock").daemonIsRunning })

        let removed = Command.run([TmuxSession.binary, "uninstall", "--prefix", prefix], environment: environment)
        XCTAssertEqual(removed.status, 0, removed.error)
        XCTAssertTrue(removed.output.contains("Stopped the background ringer running from \(prefix) (pid \(installed.pid))"),
                      removed.output)
        XCTAssertTrue(removed.output.contains("Removed tui-clock from \(prefix)."), removed.output)
        XCTAssertTrue(installed.waitForExit(timeout: 3), "it had ended when uninstall went on")
        XCTAssertFalse(locks.daemonIsRunning, "service status no longer finds a ringer")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix), [])
        XCTAssertTrue(built.isRunning, "the build's own ringer is not that copy's")
    }

    /// A clock open from the prefix is the user's window, perhaps in the middle of something: `uninstall` leaves it
    /// running, unlike a ringer in the background, and says so with its pid; it still answers keys and quits cleanly.
    func testUninstallLeavesAClockOpenFromThePrefixRunningAndSaysSo() throws {
        XCTAssertEqual(install().status, 0)
        let clock = try TmuxSession(args: ["--now", "10:00"], env: ["HOME": folder + "/home", "XDG_STATE_HOME": folder + "/state"],
                                    backgroundRinger: true, program: prefix + "/bin/tui-clock")
        defer { clock.kill() }
        XCTAssertTrue(clock.waitForIdle())
        let pid = try XCTUnwrap(clock.programPID())

        let removed = Command.run([TmuxSession.binary, "uninstall", "--prefix", prefix],
                                  environment: ["HOME": folder + "/home", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(removed.status, 0, removed.error)
        XCTAssertTrue(removed.output.contains("Removed tui-clock from \(prefix)."), removed.output)
        XCTAssertTrue(removed.output.contains("A tui-clock opened from \(prefix) is still open (pid \(pid)): left running "
                                              + "until you quit it (q)"), removed.output)
        XCTAssertFalse(removed.output.contains("Stopped"), "no ringer was stopped: \(removed.output)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix), [])

        clock.keys("a")
        XCTAssertTrue(clock.waitForIdle(), "the open clock still answers")
        XCTAssertTrue(clock.screenText.contains("Alarm ● on"), clock.screenText)
        clock.keys("q")
        XCTAssertEqual(clock.exitCode(), 0)
    }

    /// Uninstalling keeps what else lives under the prefix (another program in bin/, other man pages).
    func testUninstallRemovesOnlyWhatItInstalled() throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix + "/share/man/man1", withIntermediateDirectories: true)
        _ = fm.createFile(atPath: prefix + "/bin/other", contents: Data("#!/bin/sh\n".utf8))
        _ = fm.createFile(atPath: prefix + "/share/man/man1/other.1", contents: Data())
        XCTAssertEqual(install().status, 0)
        let removed = Command.run([TmuxSession.binary, "uninstall", "--prefix", prefix],
                                  environment: ["HOME": folder + "/home", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(removed.status, 0, removed.error)
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: prefix + "/bin"), ["other"])
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: prefix + "/share"), ["man"])
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: prefix + "/share/man/man1"), ["other.1"])
        XCTAssertFalse(fm.fileExists(atPath: prefix + "/lib"))
    }

    /// The man page `swift package plugin generate-manual` writes is installed where `man` finds it (staged here
    /// beside a copy of the build, as the plugin's output is a release build's), unless an older build wrote it
    /// (nothing remakes it when the program gains a command); bash completes the subcommands.
    func testTheManPageAndTheBashCompletionAreInstalledAndWork() throws {
        let fm = FileManager.default
        let build = folder + "/build"
        try fm.createDirectory(atPath: build, withIntermediateDirectories: true)
        let built = URL(fileURLWithPath: TmuxSession.binary).deletingLastPathComponent().path
        for file in ["tui-clock", "tui-clock-ui", "libtui-clock-codecs.so", "libtui-clock-mpris.so", "libtui-clock-mpd.so",
                     "tui-clock-daemon", "tui-clock-daemon-idle"] {
            try fm.copyItem(atPath: built + "/" + file, toPath: build + "/" + file)
        }
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources").path
        try fm.createSymbolicLink(atPath: build + "/Resources", withDestinationPath: resources)
        // Its subcommands' list as the plugin writes it; one without `timers` is what a build before them made.
        let head = ".Dd November 26, 2026\n.Dt TUI-CLOCK 1\n.Os\n.Sh NAME\n.Nm tui-clock\n.Nd an analog alarm clock\n.Bl -tag\n"
        let page = head + ["alarms", "timers", "daemon", "service", "install", "uninstall"].map { ".It Em \($0)\n" }.joined() + ".El\n"
        let stale = head + ["alarms", "service", "install", "uninstall"].map { ".It Em \($0)\n" }.joined() + ".El\n"
        try stale.write(toFile: build + "/tui-clock.1", atomically: true, encoding: .utf8)
        let refused = install(build + "/tui-clock")
        XCTAssertEqual(refused.status, 0, refused.error)
        XCTAssertFalse(fm.fileExists(atPath: prefix + "/share/man/man1/tui-clock.1"), "a page from an older build describes another program")
        XCTAssertTrue(refused.error.contains("made from an older build (it has no `timers`)"), refused.error)
        XCTAssertTrue(refused.error.contains("swift package plugin generate-manual"), refused.error)
        XCTAssertFalse(refused.output.contains("man1"), refused.output)

        try page.write(toFile: build + "/tui-clock.1", atomically: true, encoding: .utf8)
        let result = install(build + "/tui-clock")
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(try String(contentsOfFile: prefix + "/share/man/man1/tui-clock.1", encoding: .utf8), page)
        XCTAssertFalse(result.error.contains("no man page"), result.error)
        XCTAssertFalse(result.error.contains("older build"), result.error)

        let script = prefix + "/share/bash-completion/completions/tui-clock"
        let completed = Command.run(["bash", "--norc", "-c",
                                     "source \(Command.quoteForShell(script)); COMP_WORDS=(tui-clock ser); COMP_CWORD=1; _tui-clock tui-clock ser tui-clock; echo \"${COMPREPLY[@]}\""])
        XCTAssertEqual(completed.output.trimmingCharacters(in: .whitespacesAndNewlines), "service", completed.error)
    }

    func testInstallingAnInstalledCopyOntoItselfChangesNothing() throws {
        XCTAssertEqual(install().status, 0)
        let again = install(prefix + "/bin/tui-clock")
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertTrue(again.output.contains("is the one installed in \(prefix)"), again.output)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix + "/bin/tui-clock"))
    }

    /// tui-clock-ui reads the same command line; installed as bin/tui-clock it would be the wrong program.
    func testTheClocksOwnProgramDoesNotInstallItself() {
        let clock = URL(fileURLWithPath: TmuxSession.binary).deletingLastPathComponent().appendingPathComponent("tui-clock-ui").path
        let result = install(clock)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("run this through tui-clock, not tui-clock-ui"), result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix))
    }
}
