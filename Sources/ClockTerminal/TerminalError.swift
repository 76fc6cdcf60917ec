/// Why the terminal could not be used, worded for the person who ran the program.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
    case notATerminal
    case unknownTerminal(String)
    case cannotAddressCursor(String)
    case initFailed(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "tui-clock: standard input and output must be a terminal (run it directly in a terminal, not through a pipe)"
        case .unknownTerminal(let term):
            return "tui-clock: unknown terminal type '\(term)'; set TERM to your terminal, e.g. TERM=xterm-256color"
        case .cannotAddressCursor(let term):
            return "tui-clock: terminal type '\(term)' cannot move the cursor; set TERM to a full-screen terminal such as xterm-256color"
        case .initFailed(let why):
            return "tui-clock: cannot start the terminal: \(why)"
        }
    }
}
