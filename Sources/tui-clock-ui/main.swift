import ClockCommandLine
import Glibc

// The clock in the terminal, started by `tui-clock` (which has parsed and checked these arguments already) in its
// own process. Run by hand, it reads them the same way; `alarms …` works here too.
let command = parseCommand(Array(CommandLine.arguments.dropFirst()))
guard let options = command as? Options else { runCommand(command) }
ProcessName.set("tui-clock")
exit(Launcher(options: options).run())
