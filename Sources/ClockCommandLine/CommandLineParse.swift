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
        fail(Options.message(for: error))
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
        fail(Options.message(for: error))
    }
    exit(0)
}

/// Says what went wrong and how to get help, and exits with code 2.
public func fail(_ message: String) -> Never {
    StandardError.write("tui-clock: " + message)
    StandardError.write("Try 'tui-clock --help' for more information.")
    exit(2)
}
