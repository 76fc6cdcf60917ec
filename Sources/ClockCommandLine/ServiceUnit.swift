/// The systemd user unit that keeps alarms ringing while tui-clock is closed: it runs `tui-clock daemon`, the
/// headless ringer, from the user's session start, and again if it fails.
enum ServiceUnit {
    static let name = "tui-clock.service"
    /// The subcommand the unit runs.
    static let daemonCommand = "daemon"
    static let firstLine = "# Written by `tui-clock service install`; `tui-clock service uninstall` removes it."

    /// Where `systemctl --user` looks for a user's own units: `$XDG_CONFIG_HOME/systemd/user/`
    /// (default `~/.config/systemd/user/`). Nil without a home to put it in.
    static func path(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/systemd/user/" + name
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/systemd/user/" + name
    }

    /// The unit for the program at `program` (an absolute path). `Restart=on-failure` brings a crashed ringer back
    /// (not one that was stopped on purpose); `WantedBy=default.target` starts it with the user's session.
    static func text(program: String) -> String {
        """
        \(firstLine)
        [Unit]
        Description=tui-clock: rings alarms while the clock is closed

        [Service]
        ExecStart=\(execWord(program)) \(daemonCommand)
        Restart=on-failure
        RestartSec=5

        [Install]
        WantedBy=default.target

        """
    }

    /// The program a unit's `ExecStart=` runs, as `text(program:)` wrote it; nil when there is none.
    static func program(in unitText: String) -> String? {
        guard let line = unitText.split(separator: "\n").first(where: { $0.hasPrefix("ExecStart=") }) else { return nil }
        var rest = Substring(line.dropFirst("ExecStart=".count))
        var word = ""
        if rest.first == "\"" {
            rest.removeFirst()
            while let c = rest.first, c != "\"" {
                rest.removeFirst()
                if c == "\\", let escaped = rest.first {
                    rest.removeFirst()
                    word.append(escaped)
                } else {
                    word.append(c)
                }
            }
        } else {
            word = String(rest.prefix { $0 != " " && $0 != "\t" })
        }
        return word.replacing("%%", with: "%")
    }

    /// Whether `program` can be written as an `ExecStart=` word: an absolute path without control characters.
    static func canRun(_ program: String) -> Bool {
        program.hasPrefix("/") && !program.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// A path as `ExecStart=`'s first word: systemd expands `%` specifiers even inside quotes, so `%` is doubled
    /// (`$` variables it expands in the arguments only, not in the program's path, which `systemd-analyze verify`
    /// confirms); a path with blanks, quotes or backslashes is double-quoted with C escapes.
    static func execWord(_ program: String) -> String {
        let literal = program.replacing("%", with: "%%")
        guard literal.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" || $0 == "\\" }) else { return literal }
        return "\"" + literal.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
