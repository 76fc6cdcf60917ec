import ArgumentParser
import Glibc

/// Parses the command line: `--help` and `--version` print and exit 0; malformed values get a clear message on stderr
/// and exit code 2 (argument-parser's own default would be 64). Both programs parse the same arguments with it: the
/// front (`tui-clock`) first, then the terminal program it starts for the clock, which reads them the same way.
public func parseCommand(_ arguments: [String]? = nil) -> any ParsableCommand {
    do {
        return try Options.parseAsRoot(arguments)
    } catch {
        if Options.exitCode(for: error) == .success {
            Options.exit(withError: error)
        }
        fail(Options.message(for: error), help: helpCommand(arguments ?? Array(CommandLine.arguments.dropFirst())))
    }
}

/// Runs a command that is not the clock (`alarms …`) and exits with its code.
public func runCommand(_ command: any ParsableCommand) -> Never {
    var command = command
    do {
        try command.run()
    } catch let code as ExitCode {
        // An answer given as the exit code (`service status`: 3 when alarms would not ring), already printed.
        exit(code.rawValue)
    } catch {
        // `--help` (a help command) ends here too, cleanly.
        if Options.exitCode(for: error) == .success { Options.exit(withError: error) }
        // A wrong alarm number, or a state file that cannot be written: the message says which.
        fail(Options.message(for: error), help: helpCommand(Array(CommandLine.arguments.dropFirst())))
    }
    exit(0)
}

/// Says what went wrong and how to get help, and exits with code 2.
public func fail(_ message: String, help: String = "tui-clock --help") -> Never {
    StandardError.write("tui-clock: " + message)
    StandardError.write("Try '\(help)' for more information.")
    exit(2)
}

/// `tui-clock timers add --help` for `timers add abc`: the help of the command that was given, which tells what
/// it takes (the durations `timers add` reads), where the program's own help only names its commands.
func helpCommand(_ arguments: [String]) -> String {
    var path = ["tui-clock"]
    var commands = Options.configuration.subcommands
    for word in arguments {
        guard let command = commands.first(where: { $0._commandName == word }) else { break }
        path.append(word)
        commands = command.configuration.subcommands
    }
    return (path + ["--help"]).joined(separator: " ")
}
