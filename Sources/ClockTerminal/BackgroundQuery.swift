import ClockCore

/// Asking the terminal what colour its background is (OSC 11, answered by xterm, VTE, kitty, iTerm2, Windows
/// Terminal and tmux 3.3+). The answer comes back through the input decoder as `InputEvent.reply` and `update`
/// switches the theme; the first frame uses the hint, so nothing waits for a terminal that never answers, and a
/// terminal that does not know the query swallows it as any OSC string.
public enum BackgroundQuery {
    static let request = "\u{1B}]11;?\u{07}"

    /// Whether the terminal can be asked: the Linux console ends an OSC it does not know at its first character and
    /// prints the rest ("1;?"), so it is never asked (its background is black anyway).
    public static func canAsk(environment: [String: String]) -> Bool {
        !isLinuxConsole(environment)
    }

    /// The background believed before any answer: the Linux console's is black, else what `COLORFGBG` says.
    public static func hint(environment: [String: String]) -> TerminalBackground {
        isLinuxConsole(environment) ? .dark : TerminalBackground(colorFGBG: environment["COLORFGBG"])
    }

    /// Sends the query; call once the terminal is in raw mode, so the answer is read as input and never echoed.
    public static func send() { TerminalRestore.writeRaw(request) }

    private static func isLinuxConsole(_ environment: [String: String]) -> Bool {
        (environment["TERM"] ?? "").hasPrefix("linux")
    }
}
