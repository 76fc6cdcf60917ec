import ClockCommandLine

// The front of tui-clock: it reads the command line and runs what needs no terminal (`alarms …`) itself, in a
// program that links no curses, no views and no music library; the clock is `tui-clock-ui` beside it, and the
// background ringer `tui-clock-daemon`, each of which replaces this process (same pid, terminal and signals) and
// reads the same arguments again.
let command = parseCommand()
if command is Options {
    SiblingProgram.clock.replaceThisProcess(arguments: CommandLine.arguments)
}
if command is DaemonCommand {
    SiblingProgram.daemon.replaceThisProcess(arguments: CommandLine.arguments)
}
runCommand(command)
