/// The release tui-clock started on a pseudo-terminal with a fresh state directory, its first frame already seen.
/// The state directory lives as long as this value, so it outlasts the child.
final class LaunchedClock {
    let tty: PseudoTerminal
    /// When the first frame's output burst began and ended (monotonic seconds).
    let firstFrame: (first: Double, last: Double)
    private let stateDirectory: TemporaryDirectory

    init(binary: String, arguments: [String], columns: Int, rows: Int, quiet: Double) throws {
        stateDirectory = try TemporaryDirectory()
        tty = try PseudoTerminal(path: binary, arguments: arguments,
                                 environment: ChildEnvironment.make(stateDirectory: stateDirectory),
                                 columns: columns, rows: rows)
        let patience = TerminalBenchmark.patience
        guard let first = tty.burst(after: tty.spawnedAt, quiet: quiet, minimumBytes: TerminalBenchmark.minimumFrameBytes,
                                    limit: patience) else {
            throw BenchError.system("tui-clock wrote nothing within \(patience) s")
        }
        firstFrame = first
    }
}
