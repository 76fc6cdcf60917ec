import Foundation
import XCTest

/// Issue 22: `tui-clock service install | uninstall | status`, the systemd user unit that runs `tui-clock daemon`
/// while the clock is closed, driven through an installed copy of the built program against a fake `systemctl`
/// (`FakeSystemctl`) and, where the test says so, this machine's real one (which has no user instance here).
final class ServiceEndToEndTests: XCTestCase {
    var folder = ""
    var prefix: String { folder + "/prefix" }
    var installed: String { prefix + "/bin/tui-clock" }
    var configHome: String { folder + "/config" }
    var unitFile: String { configHome + "/systemd/user/tui-clock.service" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tui-clock-e2e-service-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
        let install = Command.run([TmuxSession.binary, "install", "--prefix", prefix])
        XCTAssertEqual(install.status, 0, install.error)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The environment of a user whose `systemctl` is `fake` (or, with nil, whatever `path` holds).
    func environment(_ fake: FakeSystemctl?, path: String = "/usr/bin:/bin") -> [String: String] {
        ["HOME": folder + "/home", "XDG_CONFIG_HOME": configHome, "LANG": "C.UTF-8",
         "PATH": (fake.map { $0.programFolder + ":" } ?? "") + path]
    }

    func service(_ arguments: [String], _ fake: FakeSystemctl?, program: String? = nil, path: String = "/usr/bin:/bin") -> Command.Result {
        Command.run([program ?? installed, "service"] + arguments, environment: environment(fake, path: path))
    }

    func testInstallWritesAUnitForTheInstalledProgramThatSystemdAcceptsThenEnablesAndStartsIt() throws {
        let fake = try FakeSystemctl(in: folder)
        let result = service(["install"], fake)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("runs: \(installed) daemon"), result.output)
        XCTAssertEqual(fake.calls, ["--user show-environment", "--user daemon-reload", "--user enable tui-clock.service",
                                    "--user restart tui-clock.service"])
        let unit = try String(contentsOfFile: unitFile, encoding: .utf8)
        XCTAssertTrue(unit.contains("\nExecStart=\(installed) daemon\n"), unit)
        XCTAssertTrue(unit.contains("\nRestart=on-failure\n"), unit)
        XCTAssertTrue(unit.contains("\n[Install]\nWantedBy=default.target\n"), unit)
        try SystemdVerify.assertAccepts(unitFile, in: folder)

        let status = service(["status"], fake)
        XCTAssertEqual(status.status, 0, status.error)
        XCTAssertTrue(status.output.hasPrefix("Alarms ring while tui-clock is closed: yes"), status.output)
    }

    /// A prefix with a blank, a `%` and a `$`: systemd would split at the blank and expand `%h` (a `$` in the program's
    /// own path it leaves alone; only arguments get variables).
    func testAProgramPathWithBlanksAndSpecifiersIsQuotedSoSystemdRunsThatVeryFile() throws {
        let odd = folder + "/my tools 100% $HOME"
        XCTAssertEqual(Command.run([TmuxSession.binary, "install", "--prefix", odd]).status, 0)
        let fake = try FakeSystemctl(in: folder)
        let result = service(["install"], fake, program: odd + "/bin/tui-clock")
        XCTAssertEqual(result.status, 0, result.error)
        let unit = try String(contentsOfFile: unitFile, encoding: .utf8)
        XCTAssertTrue(unit.contains("\nExecStart=\"\(folder)/my tools 100%% $HOME/bin/tui-clock\" daemon\n"), unit)
        // systemd-analyze checks that the program it would start exists and is executable: that file, unquoted.
        try SystemdVerify.assertAccepts(unitFile, in: folder)
        let status = service(["status"], fake)
        XCTAssertTrue(status.output.contains("runs: \(odd)/bin/tui-clock daemon"), status.output)
    }

    func testUninstallStopsDisablesRemovesAndReloads() throws {
        let fake = try FakeSystemctl(in: folder)
        XCTAssertEqual(service(["install"], fake).status, 0)
        let result = service(["uninstall"], fake)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(Array(fake.calls.suffix(3)), ["--user show-environment", "--user disable --now tui-clock.service",
                                                     "--user daemon-reload"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: unitFile))

        let status = service(["status"], fake)
        XCTAssertEqual(status.status, 3)
        XCTAssertTrue(status.output.hasPrefix("Alarms ring while tui-clock is closed: no — tui-clock.service is not installed"), status.output)
        XCTAssertEqual(service(["uninstall"], fake).status, 0, "removing what is not there is fine")
    }

    func testStatusSaysNoWhenTheRingerIsNotRunning() throws {
        let fake = try FakeSystemctl(in: folder)
        XCTAssertEqual(service(["install"], fake).status, 0)
        fake.stopRunning()
        let status = service(["status"], fake)
        XCTAssertEqual(status.status, 3)
        XCTAssertTrue(status.output.hasPrefix("Alarms ring while tui-clock is closed: no — tui-clock.service is inactive (enabled)"),
                      status.output)
        XCTAssertTrue(status.output.contains("journalctl --user -u tui-clock.service"), status.output)
    }

    /// `tui-clock daemon` started by hand (an autostart, a tmux window) rings the alarms as the service would: status
    /// says so, and exits 0, while the unit is not installed; once that ringer ends, it says no again.
    func testStatusSaysYesWhileABackgroundRingerStartedByHandRuns() throws {
        let fake = try FakeSystemctl(in: folder)
        // Where a user without XDG_STATE_HOME keeps the state (HOME/.local/state/tui-clock), as status looks there.
        try FileManager.default.createDirectory(atPath: folder + "/home/.local/state", withIntermediateDirectories: true)
        let ringer = try BackgroundRingerProcess(stateHome: folder + "/home/.local/state", now: "2026-03-02T06:00:00", bus: nil)
        XCTAssertTrue(ringer.waitUntilWatching(), ringer.log)
        let status = service(["status"], fake)
        XCTAssertEqual(status.status, 0, status.output + status.error)
        XCTAssertTrue(status.output.hasPrefix("Alarms ring while tui-clock is closed: yes — a background ringer runs (not as the service)."),
                      status.output)
        XCTAssertTrue(status.output.contains("The service: tui-clock.service is not installed"), status.output)
        XCTAssertTrue(status.output.contains("Install it: tui-clock service install"), status.output)

        ringer.process.stop()
        let after = service(["status"], fake)
        XCTAssertEqual(after.status, 3)
        XCTAssertTrue(after.output.hasPrefix("Alarms ring while tui-clock is closed: no — tui-clock.service is not installed"), after.output)
    }

    /// The program the unit runs was moved or deleted by hand: systemd would fail to start it, so status says no.
    func testStatusSaysNoWhenTheProgramTheServiceRunsIsGone() throws {
        let fake = try FakeSystemctl(in: folder)
        XCTAssertEqual(service(["install"], fake).status, 0)
        try FileManager.default.removeItem(atPath: installed)
        let status = service(["status"], fake, program: TmuxSession.binary)
        XCTAssertEqual(status.status, 3)
        XCTAssertTrue(status.output.hasPrefix("Alarms ring while tui-clock is closed: no — the service runs \(installed), which is not there"),
                      status.output)
    }

    /// The two ways a machine has no systemd user instance: a systemctl that cannot reach the bus, and no systemctl
    /// on the PATH — each with the PATH to run with and why the command must say it cannot use systemd.
    private func withoutSystemd() throws -> (noBus: FakeSystemctl, cases: [(fake: FakeSystemctl?, path: String, why: String)]) {
        let noBus = try FakeSystemctl(in: folder)
        noBus.noBus()
        let empty = folder + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        return (noBus, [(noBus, "/usr/bin:/bin", "cannot reach a user service manager (Failed to connect to bus: No medium found)"),
                        (nil, empty, "there is no systemctl on the PATH")])
    }

    /// No user instance (this container's real systemctl; a fake that cannot reach the bus; no systemctl at all):
    /// install says so, writes nothing, and shows how to run the ringer by hand.
    func testWithoutASystemdUserInstanceNothingIsInstalledAndTheDaemonCommandIsShown() throws {
        let (noBus, cases) = try withoutSystemd()
        for (fake, path, why) in cases {
            let result = service(["install"], fake, path: path)
            XCTAssertEqual(result.status, 1, result.error)
            XCTAssertTrue(result.error.contains(why), result.error)
            XCTAssertTrue(result.error.contains("nothing was installed"), result.error)
            XCTAssertTrue(result.error.contains("\n  \(installed) daemon\n"), result.error)
            XCTAssertFalse(FileManager.default.fileExists(atPath: configHome), "nothing written, not even the folder")
        }
        XCTAssertEqual(noBus.calls, ["--user show-environment"])
        // This machine's own systemctl, only where it has no user instance either (this container): asked anywhere
        // else it would be a real user's manager.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/systemctl"),
           Command.run(["/usr/bin/systemctl", "--user", "show-environment"]).status != 0 {
            let real = service(["install"], nil)
            XCTAssertEqual(real.status, 1, real.error)
            XCTAssertTrue(real.error.contains("systemctl --user cannot reach a user service manager"), real.error)
            XCTAssertFalse(FileManager.default.fileExists(atPath: configHome))
        }
    }

    /// SPEC §13: without systemd, status says how to run the ringer by hand, as install does. It said "Install it:
    /// tui-clock service install", which then only refused.
    func testWithoutASystemdUserInstanceStatusShowsTheDaemonCommandNotTheServiceInstall() throws {
        for (fake, path, why) in try withoutSystemd().cases {
            let status = service(["status"], fake, path: path)
            XCTAssertEqual(status.status, 3, status.error)
            XCTAssertTrue(status.output.hasPrefix("Alarms ring while tui-clock is closed: no — tui-clock.service is not installed"),
                          status.output)
            XCTAssertTrue(status.output.contains(why), status.output)
            XCTAssertTrue(status.output.contains("Without systemd, run the ringer yourself: \(installed) daemon\n"), status.output)
            XCTAssertFalse(status.output.contains("service install"), "an install that would only refuse:\n\(status.output)")
        }
    }

    func testAFailedEnableTakesTheUnitAwayAgain() throws {
        let fake = try FakeSystemctl(in: folder)
        fake.failEnabling()
        let result = service(["install"], fake)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("systemctl --user enable tui-clock.service failed: Failed to enable unit: Access denied; nothing was installed"),
                      result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: unitFile))
        XCTAssertEqual(Array(fake.calls.suffix(2)), ["--user disable tui-clock.service", "--user daemon-reload"])
    }

    /// A service pointing into `.build` would break at the next `swift build` or clean: refused, nothing asked or written.
    func testTheBuildFolderIsNotInstalledAsAService() throws {
        let fake = try FakeSystemctl(in: folder)
        let result = service(["install"], fake, program: TmuxSession.binary)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("runs from a build folder"), result.error)
        XCTAssertTrue(result.error.contains("\(TmuxSession.binary) install"), result.error)
        XCTAssertEqual(fake.calls, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: configHome))
    }

    /// Uninstalling the program takes the service that runs it away first, so systemd is not left restarting a
    /// program that is gone.
    func testUninstallingTheProgramRemovesItsServiceFirst() throws {
        let fake = try FakeSystemctl(in: folder)
        XCTAssertEqual(service(["install"], fake).status, 0)
        let result = Command.run([installed, "uninstall", "--prefix", prefix], environment: environment(fake))
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(fake.calls.contains("--user disable --now tui-clock.service"), "\(fake.calls)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: unitFile))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix), [])
    }
}
