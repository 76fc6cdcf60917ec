import Glibc

/// A command run to its end through the one spawner (`ChildProcess`), for what it prints and its exit code:
/// `systemctl --user enable --now tui-clock.service`. Bounded both ways, so a command that hangs (a service manager
/// that never answers) or talks without end cannot hang or fill tui-clock: at most `outputLimit` bytes are kept, and
/// after `timeLimit` seconds the command is stopped and counts as failed.
public struct FinishedCommand: Sendable, Equatable {
    /// The exit code; nil when the command could not be started, was stopped for taking too long, or died of a signal.
    public var exitCode: Int32?
    /// Standard output and error together, cut at `outputLimit` bytes.
    public var output: String
    /// Why there is no exit code, in words: "cannot be started", "gave no answer within 30 s", "killed".
    public var failure: String?

    public var succeeded: Bool { exitCode == 0 }

    public static let outputLimit = 64 * 1024

    public init(exitCode: Int32?, output: String, failure: String? = nil) {
        self.exitCode = exitCode
        self.output = output
        self.failure = failure
    }

    /// Runs `executable arguments…` and waits for it, at most `timeLimit` seconds.
    public static func run(_ executable: String, _ arguments: [String], timeLimit: Double = 30) -> FinishedCommand {
        guard let child = ChildProcess(executable: executable, arguments: arguments, connection: .standardOutputAndError) else {
            return FinishedCommand(exitCode: nil, output: "", failure: "cannot be started")
        }
        let deadline = KernelClocks.monotonicSeconds() + timeLimit
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        reading: while true {
            let left = deadline - KernelClocks.monotonicSeconds()
            guard left > 0 else {
                child.terminate()
                return FinishedCommand(exitCode: nil, output: text(bytes), failure: silence(timeLimit))
            }
            var watched = pollfd(fd: child.connection, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, Int32(min(left, 1) * 1000) + 1) >= 0 || errno == EINTR else { break }
            guard watched.revents != 0 else { continue }
            let n = read(child.connection, &buffer, buffer.count)
            switch n {
            case 0: break reading
            case ..<0: if errno == EINTR || errno == EAGAIN { continue } else { break reading }
            default: bytes.append(contentsOf: buffer[..<min(n, max(0, outputLimit - bytes.count))])
            }
        }
        child.closeConnection()
        // The pipe closed: the command ended, or left a child of its own holding it; either way it is reaped or stopped.
        guard child.waitForExit(within: max(0.1, deadline - KernelClocks.monotonicSeconds())) else {
            child.terminate()
            return FinishedCommand(exitCode: nil, output: text(bytes), failure: silence(timeLimit))
        }
        guard let code = child.exitCode else {
            return FinishedCommand(exitCode: nil, output: text(bytes), failure: child.exitDescription ?? "ended without a code")
        }
        return FinishedCommand(exitCode: code, output: text(bytes))
    }

    /// "gave no answer within 30 s" (or 0.5 s).
    private static func silence(_ seconds: Double) -> String {
        "gave no answer within \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s"
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
