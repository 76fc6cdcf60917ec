/// A folder's path as the user typed it where no shell expanded a leading `~`: quoted on the command line
/// (`--music '~/Music'`), after `=` (`--music=~/Music`, which bash leaves alone), in config.toml or in
/// `$TUI_CLOCK_MUSIC`. `~` is the user's home there as in the shell.
public enum TildePath {
    /// `path` with a leading `~` or `~/` replaced by `home`; any other path as it is. Nil for `~name…`, another
    /// user's home folder, which tui-clock does not look up in the password database.
    public static func expanded(_ path: String, home: String) -> String? {
        guard path.hasPrefix("~") else { return path }
        if path == "~" { return home }
        guard path.hasPrefix("~/") else { return nil }
        // "/home/me" + "/Music"; a home of "/" gives "/Music", not "//Music".
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst(1)
    }

    /// Why `path`, one `expanded` refused, cannot be used, naming where it was given (`--music`).
    public static func otherUsersHome(_ path: String, given: String) -> String {
        "\(given) '\(path)': only ~ and ~/ (your home folder) are expanded; write another user's folder in full"
    }
}
