import ArgumentParser
import ClockSystem
import Glibc

/// `tui-clock service install | uninstall | status`: the systemd user service that rings alarms while the clock is
/// closed (`ServiceUnit`). Nothing is left half done: `install` writes the unit only once `systemctl --user` has
/// answered, and takes it away again when enabling or starting it fails.
struct ServiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service",
        abstract: "Ring alarms while tui-clock is closed: a systemd user service that runs `tui-clock daemon`.",
        subcommands: [Install.self, Uninstall.self, Status.self])

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Install, enable and start the service (it then starts with your session).")

        func run() throws {
            let program = try ProgramFiles.runningCommand()
            guard !InstalledLayout.isBuildFolder(program) else {
                let installed = InstalledLayout.userPrefix(environment: ProcessEnvironment.current())?.command ?? "~/.local/bin/tui-clock"
                throw ValidationError("""
                    this tui-clock runs from a build folder (\(program)), which the next build rewrites and a clean \
                    removes; install the program first (`\(program) install`), then run `\(installed) service install`
                    """)
            }
            guard ServiceUnit.canRun(program) else { throw ValidationError("a service cannot run \(program)") }
            let unitPath = try ServiceCommand.unitPath()
            let systemd: UserSystemd
            switch UserSystemd.reachable() {
            case .success(let reached): systemd = reached
            case .failure(let absence): ServiceCommand.noServiceManager(absence, program: program)
            }
            let previous = ServiceCommand.readUnit(unitPath)
            do {
                try InstallFiles.write(ServiceUnit.text(program: program), to: unitPath, mode: 0o644)
            } catch {
                throw ValidationError("\(error); nothing was installed")
            }
            // Enabled for the next session, and (re)started now so the running ringer is this program.
            for step in [["daemon-reload"], ["enable", ServiceUnit.name], ["restart", ServiceUnit.name]] {
                let result = systemd.run(step)
                guard result.succeeded else {
                    ServiceCommand.undoInstall(unitPath: unitPath, previous: previous, systemd: systemd)
                    let command = "systemctl --user " + step.joined(separator: " ")
                    throw ValidationError("\(command) failed: \(result.complaint); nothing was installed")
                }
            }
            print("""
                Installed and started \(ServiceUnit.name): alarms ring while tui-clock is closed.
                  unit: \(unitPath)
                  runs: \(program) \(ServiceUnit.daemonCommand)
                Check with: tui-clock service status
                """)
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Stop, disable and remove the service.")

        func run() throws {
            let unitPath = try ServiceCommand.unitPath()
            guard ServiceCommand.readUnit(unitPath) != nil else {
                print("\(ServiceUnit.name) is not installed (\(unitPath)); nothing to remove.")
                return
            }
            try ServiceCommand.remove(unitPath: unitPath)
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Say whether alarms ring while tui-clock is closed (exit code 0 if so, 3 if not).")

        func run() throws {
            let unitPath = try ServiceCommand.unitPath()
            // A ringer started by hand holds the same lock the service's does.
            let stateFolder = try? StateStore.directory(environment: ProcessEnvironment.current())
            let report = ServiceStatus.look(unitPath: unitPath, unitText: ServiceCommand.readUnit(unitPath),
                                            ringerRuns: stateFolder.map { RingerLocks(directory: $0).daemonIsRunning } ?? false,
                                            program: (try? ProgramFiles.runningCommand()) ?? "tui-clock")
            print(report.text)
            if !report.covered { throw ExitCode(3) }
        }
    }

    static func unitPath() throws -> String {
        guard let path = ServiceUnit.path(environment: ProcessEnvironment.current()) else {
            throw ValidationError("there is no home folder (HOME) to keep a user service in")
        }
        return path
    }

    /// The unit file's text, if there is one (at most 64 KiB; ours is a few hundred bytes).
    static func readUnit(_ path: String) -> String? { InstallFiles.readText(path) }

    /// Stops, disables and removes the unit, then has systemd forget it. Without a reachable user instance the file
    /// is removed all the same, and the user is told systemd could not be asked.
    static func remove(unitPath: String) throws {
        let systemd = try? UserSystemd.reachable().get()
        if let systemd {
            let stopped = systemd.run(["disable", "--now", ServiceUnit.name])
            guard stopped.succeeded else {
                throw ValidationError(
                    "systemctl --user disable --now \(ServiceUnit.name) failed: \(stopped.complaint); the unit stays in \(unitPath)")
            }
        }
        do {
            try InstallFiles.remove(unitPath)
        } catch {
            throw ValidationError("\(error)")
        }
        if let systemd {
            _ = systemd.run(["daemon-reload"])
            print("Stopped, disabled and removed \(ServiceUnit.name) (\(unitPath)): alarms ring only while tui-clock runs.")
        } else {
            print("Removed \(unitPath); systemctl --user was not reachable to stop a running copy.")
        }
    }

    /// Puts back what was there before a failed install: the earlier unit, or none.
    static func undoInstall(unitPath: String, previous: String?, systemd: UserSystemd) {
        if let previous {
            try? InstallFiles.write(previous, to: unitPath, mode: 0o644)
        } else {
            _ = systemd.run(["disable", ServiceUnit.name])
            try? InstallFiles.remove(unitPath)
        }
        _ = systemd.run(["daemon-reload"])
    }

    /// No systemd user instance: say so, write nothing, and show how to ring alarms without one. Exit code 1.
    static func noServiceManager(_ absence: UserSystemd.Absence, program: String) -> Never {
        StandardError.write("tui-clock: cannot install the service: \(absence); nothing was installed.")
        StandardError.write(
            "Without systemd, keep the background ringer running yourself, e.g. from your session's autostart or a tmux window:")
        StandardError.write("  \(program) \(ServiceUnit.daemonCommand)")
        Glibc.exit(1)
    }
}
