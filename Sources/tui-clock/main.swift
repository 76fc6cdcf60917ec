import ArgumentParser
import ClockCore
import ClockTerminal
import Foundation

let version = "0.1.0"
let usage = """
    tui-clock — an analog alarm clock and album wall for the terminal

    Keys: Tab next screen, ? help, q quit. See README.md for everything else.
    """

/// Parses the command line; malformed values get one clear line on stderr and exit code 2.
func parseOptions() -> Options {
    do {
        return try Options.parse()
    } catch {
        let code = Options.exitCode(for: error)
        if code == .success {
            print(usage + "\n\n" + Options.helpMessage(columns: nil))
            exit(0)
        }
        FileHandle.standardError.write(Data(("tui-clock: " + Options.message(for: error) + "\n").utf8))
        FileHandle.standardError.write(Data("Try 'tui-clock --help' for more information.\n".utf8))
        exit(2)
    }
}

let options = parseOptions()
if options.version {
    print("tui-clock \(version)")
    exit(0)
}
exit(Launcher(options: options, version: version).run())
