import ClockCore
import ClockSystem
import Foundation
import Glibc

/// Launches the release `tui-clock` with the demo library on a pseudo-terminal several times and measures, per
/// launch: how long the album wall's first frame takes after Tab, how long until every cover is drawn, the size
/// of a full repaint (Ctrl-L), and the bytes and time of single → and ↓ steps once the covers are cached. With
/// `images` the covers are real pictures in that protocol (`--images`), and their bytes are in every figure.
struct WallTerminalBenchmark {
    /// One arrow key and what it cost at the terminal.
    struct Step {
        enum Kind { case focusOnly, scrollRight, scrollDown }
        var kind: Kind
        /// What is typed: → or ↓.
        var key: String
        var bytes = 0.0
        /// Output bursts (about one a drawn frame).
        var frames = 0
        /// From the key to the last byte (the end of the glide), in seconds.
        var seconds = 0.0
    }

    /// Figures from one launch.
    struct Launch {
        /// From writing Tab to the end of the first output burst, in seconds.
        var firstFrame = 0.0
        var firstFrameBytes = 0
        /// From writing Tab to the last byte before the program came to rest (covers rendered and drawn).
        var coversDrawn = 0.0
        /// Everything written from Tab until then: the wall, its covers and their pictures.
        var coversDrawnBytes = 0
        /// Bytes of the redraw after Ctrl-L: every cell of the wall written again.
        var fullRepaintBytes = 0
        var steps: [Step] = []
        var exitCode: Int32?
    }

    static let size = TerminalBenchmark.startSize
    /// → then ↓ steps per launch: more than a screen's worth each, so some only move the focus and the rest glide.
    static let rightSteps = 16
    static let downSteps = 8
    /// Silence that ends a step: longer than a frame (1/30 s), so a glide's frames count as one step.
    static let stepQuiet = 0.1
    static let right = "\u{1b}[C", down = "\u{1b}[B"
    static let redraw = "\u{0c}"

    let binary: String
    let library: String
    let options: BenchOptions
    /// The protocol passed as `--images`; nil leaves the program to its default.
    var images: ImageProtocol?

    func run() throws -> [Launch] {
        let mode = images.map { " --images \($0.rawValue)" } ?? ""
        return try options.eachLaunch({ "wall launch\(mode) \($0)/\(options.runs): Tab, covers, Ctrl-L, \(Self.rightSteps) → and \(Self.downSteps) ↓ steps, quit" },
                                      launch)
    }

    private func launch() throws -> Launch {
        let quiet = options.quietMilliseconds / 1000
        let patience = TerminalBenchmark.patience
        let clock = try LaunchedClock.onMusic(library, binary: binary, options: options,
                                              arguments: images.map { ["--images", $0.rawValue] } ?? [])
        // Keep the state directory until the child has exited; ARC could release it after its last use.
        defer { withExtendedLifetime(clock) {} }
        let tty = clock.tty
        var result = Launch()
        // Tab just after an idle tick's frame, so the wall's frame does not run into the clock's next one.
        _ = tty.burst(after: KernelClocks.monotonicSeconds(), quiet: quiet, limit: 1.5)
        tty.pump(until: KernelClocks.monotonicSeconds() + 0.1)

        let tabAt = KernelClocks.monotonicSeconds()
        let before = tty.bytesRead
        tty.type("\t")
        guard let frame = tty.burst(after: tabAt, quiet: quiet, minimumBytes: TerminalBenchmark.minimumFrameBytes,
                                    limit: patience) else {
            throw BenchError.system("tui-clock did not draw the album wall within \(patience) s of Tab")
        }
        result.firstFrame = frame.last - tabAt
        result.firstFrameBytes = tty.bytesRead - before
        guard tty.settle(until: KernelClocks.monotonicSeconds() + 4 * patience) else {
            throw BenchError.system("tui-clock did not come to rest after Tab")
        }
        result.coversDrawn = (tty.lastByteAt ?? tabAt) - tabAt
        result.coversDrawnBytes = tty.bytesRead - before

        let redrawAt = KernelClocks.monotonicSeconds()
        tty.type(Self.redraw)
        guard let repaint = tty.output(after: redrawAt, quiet: Self.stepQuiet, limit: patience) else {
            throw BenchError.system("tui-clock did not repaint after Ctrl-L")
        }
        result.fullRepaintBytes = repaint.bytes

        for var step in Self.plannedSteps() {
            let keyAt = KernelClocks.monotonicSeconds()
            let bursts = tty.bursts
            tty.type(step.key)
            // A step that only moves the focus frame writes little; one that writes nothing counts as 0 bytes.
            if let output = tty.output(after: keyAt, quiet: Self.stepQuiet, limit: 1) {
                step.bytes = Double(output.bytes)
                step.seconds = output.last - keyAt
                step.frames = tty.bursts - bursts
            }
            result.steps.append(step)
        }

        tty.type("q")
        result.exitCode = tty.waitForExit(timeout: patience)
        return result
    }

    /// `rightSteps` → keys then `downSteps` ↓ keys, each marked with whether it makes the wall glide, found by
    /// taking the same steps on a wall of the same size in-process (the focus path does not depend on the albums).
    static func plannedSteps() -> [Step] {
        // Scanning, so the empty wall is the endless one of a large library (an empty finished one is shown once).
        var wall = AlbumWall(screen: Size(width: size.columns, height: size.rows), isScanning: true)
        var now = Moment(wall: .distantPast, uptime: 0)
        return (0..<(rightSteps + downSteps)).map { i in
            let isRight = i < rightSteps
            let before = wall.viewport.restingOffset
            wall.moveFocus(rows: isRight ? 0 : 1, cols: isRight ? 1 : 0, at: now)
            now = now.advanced(by: 1)
            wall.tick(at: now)
            let scrolls = wall.viewport.restingOffset != before
            return Step(kind: scrolls ? (isRight ? .scrollRight : .scrollDown) : .focusOnly, key: isRight ? right : down)
        }
    }
}
