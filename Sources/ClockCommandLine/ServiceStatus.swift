import ClockSystem
import Glibc

/// What `tui-clock service status` says: whether an alarm would ring if tui-clock were closed now, and why, from the
/// unit file and `systemctl --user is-enabled / is-active`.
struct ServiceStatus {
    /// An alarm rings with the clock closed: the service is running.
    var covered: Bool
    var text: String

    static let question = "Alarms ring while tui-clock is closed:"

    /// The service's answer, unless it says no while a background ringer runs all the same (`tui-clock daemon`
    /// started by hand, from an autostart or a tmux window): then alarms are covered, for as long as that one runs.
    /// `program`: the tui-clock to run by hand where there is no systemd to install the service in.
    static func look(unitPath: String, unitText: String?, ringerRuns: Bool, program running: String) -> ServiceStatus {
        let service = look(unitPath: unitPath, unitText: unitText, program: running)
        guard !service.covered, ringerRuns else { return service }
        var lines = service.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let why = lines.removeFirst().replacingPrefix(question + " no — ")
        return ServiceStatus(covered: true, text: """
            \(question) yes — a background ringer runs (not as the service).
            It rings only while it runs: it does not start again with your next session. The service: \(why)
            \(lines.joined(separator: "\n"))
            """)
    }

    static func look(unitPath: String, unitText: String?, program running: String) -> ServiceStatus {
        guard let unitText else {
            // `service install` would only refuse: say what to do instead, as it does.
            if case .failure(let absence) = UserSystemd.reachable() {
                return ServiceStatus(covered: false, text: """
                    \(question) no — \(ServiceUnit.name) is not installed (\(unitPath)), and \(absence).
                    Without systemd, run the ringer yourself: \(running) \(ServiceUnit.daemonCommand)
                    """)
            }
            return ServiceStatus(covered: false, text: """
                \(question) no — \(ServiceUnit.name) is not installed (\(unitPath)).
                Install it: tui-clock service install
                """)
        }
        let program = ServiceUnit.program(in: unitText) ?? "(no ExecStart)"
        let details = """
              unit: \(unitPath)
              runs: \(program) \(ServiceUnit.daemonCommand)
            """
        if access(program, X_OK) != 0 {
            return ServiceStatus(covered: false, text: """
                \(question) no — the service runs \(program), which is not there (was the program moved or uninstalled?).
                \(details)
                Point it at the installed program: tui-clock service install
                """)
        }
        let systemd: UserSystemd
        switch UserSystemd.reachable() {
        case .success(let reached): systemd = reached
        case .failure(let absence):
            return ServiceStatus(covered: false, text: """
                \(question) no — \(ServiceUnit.name) is installed, but \(absence).
                \(details)
                Without systemd, run the ringer yourself: \(program) \(ServiceUnit.daemonCommand)
                """)
        }
        let enabled = systemd.word(["is-enabled", ServiceUnit.name])
        let active = systemd.word(["is-active", ServiceUnit.name])
        guard active == "active" else {
            return ServiceStatus(covered: false, text: """
                \(question) no — \(ServiceUnit.name) is \(active) (\(enabled)).
                \(details)
                Why: journalctl --user -u \(ServiceUnit.name); start it: systemctl --user start \(ServiceUnit.name)
                """)
        }
        let later = enabled == "enabled" ? ""
            : "\nIt will not start with your next session (\(enabled)): systemctl --user enable \(ServiceUnit.name)"
        return ServiceStatus(covered: true, text: """
            \(question) yes — \(ServiceUnit.name) is active and \(enabled).
            \(details)\(later)
            """)
    }
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
