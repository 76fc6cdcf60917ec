import ClockCommandLine
import ClockSystem
import Glibc

/// The programs the front becomes, found beside it as the codecs plugin is: copied or installed together, started
/// through any path or symlink. The clock's terminal program, `tui-clock-ui`, and the background ringer,
/// `tui-clock-daemon`, which keeps Foundation's heavier parts and the argument parser out of a process that runs all day.
enum SiblingProgram: String {
    case clock = "tui-clock-ui"
    case daemon = "tui-clock-daemon"

    /// Runs it in this process: `execv` keeps the pid, the terminal, the environment and the signal dispositions, so
    /// whoever started `tui-clock` (a shell, tmux, systemd, a test) sees one program. Returns only to fail.
    func replaceThisProcess(arguments: [String]) -> Never {
        let fileName = rawValue
        let path = ExecutablePath.folder(of: ExecutablePath.current) + "/" + fileName
        var argv = arguments.map { strdup($0) } + [nil]
        execv(path, &argv)
        let why = String(cString: strerror(errno))
        let what = self == .clock ? "the clock" : "the background ringer"
        fail("cannot start \(what): \(path): \(why) (\(fileName) belongs in the folder of tui-clock)")
    }
}
