import ArgumentParser
import FoundationEssentials
import Glibc

/// Parses the command line: `--help` and `--version` print and exit 0; malformed values get a clear message
/// on stderr and exit code 2 (argument-parser's own default would be 64).
func parseOptions() -> Options {
    do {
        return try Options.parse()
    } catch {
        if Options.exitCode(for: error) == .success {
            Options.exit(withError: error)
        }
        StandardError.write("tui-clock: " + Options.message(for: error))
        StandardError.write("Try 'tui-clock --help' for more information.")
        exit(2)
    }
}

exit(Launcher(options: parseOptions()).run())
