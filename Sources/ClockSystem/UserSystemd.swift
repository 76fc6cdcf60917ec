/// The user's systemd instance, spoken to as a person would: `systemctl --user …`, found on the `PATH` (so tests
/// put a fake one first), run through the one spawner with its output and time bounded (`FinishedCommand`).
public struct UserSystemd: Sendable {
    public let systemctl: String

    /// Why there is no user service manager to talk to: no `systemctl` at all (another init, a minimal container),
    /// or one that cannot reach a user instance (a container without systemd running, an ssh session without a
    /// user manager: "Failed to connect to bus").
    public enum Absence: Error, Equatable, CustomStringConvertible {
        case noSystemctl
        case unreachable(String)

        public var description: String {
            switch self {
            case .noSystemctl: "there is no systemctl on the PATH"
            case .unreachable(let why): "systemctl --user cannot reach a user service manager" + (why.isEmpty ? "" : " (\(why))")
            }
        }
    }

    /// The manager, if `systemctl --user` answers: `show-environment` changes nothing and succeeds exactly when a
    /// user instance is there to ask.
    public static func reachable(searchPath: String? = nil) -> Result<UserSystemd, Absence> {
        guard let systemctl = ChildProcess.find("systemctl", searchPath: searchPath) else { return .failure(.noSystemctl) }
        let systemd = UserSystemd(systemctl: systemctl)
        let probe = systemd.run(["show-environment"])
        guard probe.succeeded else { return .failure(.unreachable(probe.complaint)) }
        return .success(systemd)
    }

    /// `systemctl --user ARGS…`.
    public func run(_ arguments: [String]) -> FinishedCommand {
        FinishedCommand.run(systemctl, ["--user"] + arguments)
    }

    /// The first line `systemctl --user ARGS…` prints ("enabled", "active"), or why it printed none.
    public func word(_ arguments: [String]) -> String {
        let result = run(arguments)
        return result.firstLine.isEmpty ? (result.failure ?? "unknown") : result.firstLine
    }
}

extension FinishedCommand {
    /// The first line of the output, trimmed.
    public var firstLine: String {
        String(output.split(separator: "\n").first ?? "").trimmingSpaces
    }

    /// What went wrong, in one line for a message: the command's own last words, else how it ended.
    public var complaint: String {
        let lines = output.split(separator: "\n").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        if let last = lines.last { return last }
        if let failure { return failure }
        return exitCode.map { "exit code \($0)" } ?? ""
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
        return String(s)
    }
}
