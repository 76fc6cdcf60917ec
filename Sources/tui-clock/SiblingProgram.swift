import ClockCommandLine
import ClockSystem
import Glibc

/// The programs the front becomes: beside it in a build folder or a copy, in `lib/tui-clock/` of an installed copy
/// (`InstalledLayout`), started through any path or symlink. The clock's terminal program, `tui-clock-ui`, and the background ringer,
/// `tui-clock-daemon`, which keeps Foundation's heavier parts and the argument parser out of a process that runs all day.
enum SiblingProgram {
    case clock, daemon

    var fileName: String {
        switch self {
        case .clock: InstalledLayout.terminalProgramName
        case .daemon: InstalledLayout.daemonProgramName
        }
    }

    /// Runs it in this process: `execv` keeps the pid, the terminal, the environment and the signal dispositions, so
    /// whoever started `tui-clock` (a shell, tmux, systemd, a test) sees one program. Returns only to fail.
    func replaceThisProcess(arguments: [String]) -> Never {
        let path = InstalledLayout.companion(fileName, of: ExecutablePath.current)
        var argv = arguments.map { strdup($0) } + [nil]
        execv(path, &argv)
        let why = String(cString: strerror(errno))
        let what = self == .clock ? "the clock" : "the background ringer"
        fail("cannot start \(what): \(path): \(why) (\(fileName) belongs in the folder of tui-clock)")
    }
}
