import ArgumentParser
import FoundationEssentials
import Glibc

/// Parses the command line: `--help` and `--version` print and exit 0; malformed values get a clear message
/// on stderr and exit code 2 (argument-parser's own default would be 64).
func parseCommand() -> any ParsableCommand {
    do {
        return try Options.parseAsRoot()
    } catch {
        if Options.exitCode(for: error) == .success {
            Options.exit(withError: error)
        }
        fail(Options.message(for: error))
    }
}

func fail(_ message: String) -> Never {
    StandardError.write("tui-clock: " + message)
    StandardError.write("Try 'tui-clock --help' for more information.")
    exit(2)
}

var command = parseCommand()
if let options = command as? Options {
    exit(Launcher(options: options).run())
}
do {
    try command.run()
} catch {
    // `--help` (a help command) ends here too, cleanly.
    if Options.exitCode(for: error) == .success { Options.exit(withError: error) }
    // A wrong alarm number, or a state file that cannot be written: the message says which.
    fail(Options.message(for: error))
}
