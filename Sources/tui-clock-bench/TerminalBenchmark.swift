import ClockSystem
import Foundation
import Glibc

/// Launches the release `tui-clock` on a pseudo-terminal several times and measures, per launch: time to the
/// first frame, then (after the start-up notification is gone) an idle window of output, CPU, wake-ups and memory,
/// then how long a resize takes to redraw, and finally that `q` ends it with status 0.
struct TerminalBenchmark {
    /// Figures from one launch.
    struct Launch {
        /// Spawn to the first byte, and to the last byte of the first output burst, in seconds.
        var firstByte = 0.0
        var firstFrame = 0.0
        var bytesPerSecond = 0.0
        /// Output bursts (about one a drawn frame) per second while idle.
        var burstsPerSecond = 0.0
        /// Percent of one core, from clock ticks and from the scheduler's nanosecond counters.
        var cpuPercent = 0.0
        var scheduledCPUPercent: Double?
        var wakeUpsPerSecond = 0.0
        var voluntaryPerSecond = 0.0
        var involuntaryPerSecond = 0.0
        var threads = 0
        var rssMiB = 0.0
        var peakRSSMiB = 0.0
        var anonymousRSSMiB = 0.0
        var fileRSSMiB = 0.0
        var proportionalMiB: Double?
        /// From TIOCSWINSZ to the last byte of the redraw, in seconds.
        var resize = 0.0
        var exitCode: Int32?
    }

    static let startSize = (columns: 120, rows: 40)
    static let resizedSize = (columns: 200, rows: 60)
    static let arguments = ["--alarm", "07:00"]
    /// A whole screen at 120x40 is several KiB; the terminal set-up before it about 100 bytes.
    static let minimumFrameBytes = 1024
    /// How long to wait for the first frame, a redraw, or the exit before calling it a failure.
    static let patience = 5.0

    let binary: String
    let options: BenchOptions

    /// Runs `options.runs` launches, reporting progress on stderr.
    func run() throws -> [Launch] {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError.system("no executable at \(binary): build it first with `swift build -c release`")
        }
        return try options.eachLaunch({ "launch \($0)/\(options.runs): first frame, \(options.settle) s settle, \(options.window) s idle window, resize, quit" },
                                      launch)
    }

    private func launch() throws -> Launch {
        let quiet = options.quietMilliseconds / 1000
        let clock = try LaunchedClock(binary: binary, arguments: Self.arguments, columns: Self.startSize.columns,
                                      rows: Self.startSize.rows, quiet: quiet)
        // Keep the state directory until the child has exited; ARC could release it after its last use.
        defer { withExtendedLifetime(clock) {} }
        let tty = clock.tty, first = clock.firstFrame
        var result = Launch()

        result.firstByte = first.first - tty.spawnedAt
        result.firstFrame = first.last - tty.spawnedAt

        tty.pump(until: KernelClocks.monotonicSeconds() + options.settle)
        guard let before = ProcessSample(pid: tty.pid) else { throw BenchError.system("tui-clock exited during start-up") }
        let (bytes0, bursts0, t0) = (tty.bytesRead, tty.bursts, KernelClocks.monotonicSeconds())
        tty.pump(until: t0 + options.window)
        guard let after = ProcessSample(pid: tty.pid) else { throw BenchError.system("tui-clock exited while idle") }
        let elapsed = KernelClocks.monotonicSeconds() - t0
        result.bytesPerSecond = Double(tty.bytesRead - bytes0) / elapsed
        result.burstsPerSecond = Double(tty.bursts - bursts0) / elapsed
        result.cpuPercent = (after.cpuSeconds - before.cpuSeconds) / elapsed * 100
        if let a = after.scheduledSeconds, let b = before.scheduledSeconds { result.scheduledCPUPercent = (a - b) / elapsed * 100 }
        result.wakeUpsPerSecond = Double(after.contextSwitches - before.contextSwitches) / elapsed
        result.voluntaryPerSecond = Double(after.voluntarySwitches - before.voluntarySwitches) / elapsed
        result.involuntaryPerSecond = Double(after.involuntarySwitches - before.involuntarySwitches) / elapsed
        result.threads = after.threads
        result.rssMiB = Double(after.rssKiB) / 1024
        result.peakRSSMiB = Double(after.peakRSSKiB) / 1024
        result.anonymousRSSMiB = Double(after.anonymousRSSKiB) / 1024
        result.fileRSSMiB = Double(after.fileRSSKiB) / 1024
        result.proportionalMiB = after.proportionalKiB.map { Double($0) / 1024 }

        // Resize just after an idle frame, so the redraw does not run into the next second's frame.
        _ = tty.burst(after: KernelClocks.monotonicSeconds(), quiet: quiet, limit: 1.5)
        tty.pump(until: KernelClocks.monotonicSeconds() + 0.1)
        let resizedAt = KernelClocks.monotonicSeconds()
        tty.resize(columns: Self.resizedSize.columns, rows: Self.resizedSize.rows)
        guard let redraw = tty.burst(after: resizedAt, quiet: quiet, minimumBytes: Self.minimumFrameBytes,
                                     limit: Self.patience) else {
            throw BenchError.system("tui-clock did not redraw within \(Self.patience) s of a resize")
        }
        result.resize = redraw.last - resizedAt

        tty.type("q")
        result.exitCode = tty.waitForExit(timeout: Self.patience)
        return result
    }
}
