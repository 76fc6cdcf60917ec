/// The release tui-clock started on a pseudo-terminal with a fresh state directory, its first frame already seen.
/// The state directory lives as long as this value, so it outlasts the child.
final class LaunchedClock {
    let tty: PseudoTerminal
    /// When the first frame's output burst began and ended (monotonic seconds).
    let firstFrame: (first: Double, last: Double)
    private let stateDirectory: TemporaryDirectory

    init(binary: String, arguments: [String], columns: Int, rows: Int, quiet: Double,
         environment: [String: String] = [:]) throws {
        stateDirectory = try TemporaryDirectory()
        tty = try PseudoTerminal(path: binary, arguments: arguments,
                                 environment: ChildEnvironment.make(stateDirectory: stateDirectory)
                                    .merging(environment) { $1 },
                                 columns: columns, rows: rows)
        let patience = TerminalBenchmark.patience
        guard let first = tty.burst(after: tty.spawnedAt, quiet: quiet, minimumBytes: TerminalBenchmark.minimumFrameBytes,
                                    limit: patience) else {
            throw BenchError.system("tui-clock wrote nothing within \(patience) s")
        }
        firstFrame = first
    }

    /// tui-clock on `library` at the benchmarks' start size, as the album-wall benchmarks launch it, with `arguments`
    /// added (e.g. `--images kitty`). `environment` adds to or overrides the child's (e.g. `XDG_CACHE_HOME` for a
    /// library index built beforehand).
    static func onMusic(_ library: String, binary: String, options: BenchOptions, arguments: [String] = [],
                        environment: [String: String] = [:]) throws -> LaunchedClock {
        try LaunchedClock(binary: binary, arguments: ["--music", library] + arguments,
                          columns: TerminalBenchmark.startSize.columns,
                          rows: TerminalBenchmark.startSize.rows, quiet: options.quietMilliseconds / 1000,
                          environment: environment)
    }
}

extension BenchOptions {
    /// `launch` once per run, each announced on stderr with `describe(run)`.
    func eachLaunch<T>(_ describe: (Int) -> String, _ launch: () throws -> T) rethrows -> [T] {
        try (1...runs).map { i in
            progress(describe(i))
            return try launch()
        }
    }
}
