import ClockCommandLine
import ClockSystem
import Glibc

/// The clock's terminal program, `tui-clock-ui`: beside this one in a build folder or a copy, in `lib/tui-clock/`
/// of an installed copy (`InstalledLayout`), started through any path or symlink.
enum TerminalProgram {
    static let fileName = InstalledLayout.terminalProgramName

    /// Runs the clock in this process: `execv` keeps the pid, the terminal, the environment and the signal
    /// dispositions, so whoever started `tui-clock` (a shell, tmux, a test) sees one program. Returns only to fail.
    static func replaceThisProcess(arguments: [String]) -> Never {
        let path = InstalledLayout.companion(fileName, of: ExecutablePath.current)
        var argv = arguments.map { strdup($0) } + [nil]
        execv(path, &argv)
        let why = String(cString: strerror(errno))
        fail("cannot start the clock: \(path): \(why) (\(fileName) belongs in the folder of tui-clock)")
    }
}
