import ClockCore
import ClockSystem
import Foundation
import Glibc

/// Launches the release `tui-clock` on a generated library of many tracks and measures, per launch: how long after
/// Tab the first album titles are drawn, the memory once the scan is complete and the program at rest, and how much
/// that memory grows while the wall is scrolled a great many screens down, up, right and left.
struct LargeLibraryBenchmark {
    /// Figures from one launch.
    struct Launch {
        /// From writing Tab (just after the clock's first frame) to the read that brought the first album title.
        var firstTitles = 0.0
        /// The same moment measured from the spawn, when the scan starts.
        var firstTitlesSinceSpawn = 0.0
        /// VmRSS and its split once the scan is complete and the wall at rest, in MiB.
        var rssMiB = 0.0
        var anonymousRSSMiB = 0.0
        /// VmRSS after scrolling and settling, and the peak over the whole launch, in MiB.
        var rssAfterScrollMiB = 0.0
        var peakRSSMiB = 0.0
        /// Seconds the scrolling took (keys written in batches while the output is read).
        var scrollSeconds = 0.0
        var exitCode: Int32?
    }

    static let size = TerminalBenchmark.startSize
    /// Generated album titles are "Album N" (see `ScanBenchmark.generate`); no other text on screen has this.
    static let titleText = "Album "
    /// Screens scrolled per batch of keys before the output is read again.
    static let screensPerBatch = 2
    static let pageDown = "\u{1b}[6~", pageUp = "\u{1b}[5~", right = "\u{1b}[C", left = "\u{1b}[D"

    let binary: String
    let library: String
    let options: BenchOptions

    /// Arrow keys that move the view one screen sideways: the tile columns that fit on the screen.
    static var columnsPerScreen: Int {
        AlbumWall(screen: Size(width: size.columns, height: size.rows)).fittedColumns
    }

    func run() throws -> [Launch] {
        try options.eachLaunch({ "10k launch \($0)/\(options.runs): Tab, first titles, scan, scroll \(options.screens) screens, quit" },
                               launch)
    }

    private func launch() throws -> Launch {
        let quiet = options.quietMilliseconds / 1000
        let patience = TerminalBenchmark.patience
        let clock = try LaunchedClock.onMusic(library, binary: binary, options: options)
        // Keep the state directory until the child has exited; ARC could release it after its last use.
        defer { withExtendedLifetime(clock) {} }
        let tty = clock.tty
        var result = Launch()
        tty.keepOutput()
        let tabAt = KernelClocks.monotonicSeconds()
        tty.type("\t")
        guard let titles = tty.waitForText(Self.titleText, until: tabAt + patience) else {
            throw BenchError.system("no album title on screen within \(patience) s of Tab")
        }
        result.firstTitles = titles - tabAt
        result.firstTitlesSinceSpawn = titles - tty.spawnedAt

        guard tty.settle(until: KernelClocks.monotonicSeconds() + 12 * patience),
              let scanned = ProcessSample(pid: tty.pid) else {
            throw BenchError.system("tui-clock did not come to rest after scanning \(library)")
        }
        result.rssMiB = Double(scanned.rssKiB) / 1024
        result.anonymousRSSMiB = Double(scanned.anonymousRSSKiB) / 1024

        let scrollStart = KernelClocks.monotonicSeconds()
        let quarter = options.screens / 4
        let sideways = Self.columnsPerScreen
        for (key, repeats) in [(Self.pageDown, 1), (Self.pageUp, 1), (Self.right, sideways), (Self.left, sideways)] {
            scroll(tty, screens: quarter, keys: String(repeating: key, count: repeats), quiet: quiet)
        }
        result.scrollSeconds = KernelClocks.monotonicSeconds() - scrollStart
        guard tty.settle(until: KernelClocks.monotonicSeconds() + 12 * patience),
              let scrolled = ProcessSample(pid: tty.pid) else {
            throw BenchError.system("tui-clock did not come to rest after scrolling")
        }
        result.rssAfterScrollMiB = Double(scrolled.rssKiB) / 1024
        result.peakRSSMiB = Double(scrolled.peakRSSKiB) / 1024

        tty.type("q")
        result.exitCode = tty.waitForExit(timeout: patience)
        return result
    }

    /// Types `keys` (one screen's worth) `screens` times, a few screens at a time, reading the output after each
    /// batch until a frame has been drawn, so the program draws the screens it passes and the terminal never blocks it.
    private func scroll(_ tty: PseudoTerminal, screens: Int, keys: String, quiet: Double) {
        var left = screens
        while left > 0 {
            let batch = min(left, Self.screensPerBatch)
            let at = KernelClocks.monotonicSeconds()
            tty.type(String(repeating: keys, count: batch))
            _ = tty.burst(after: at, quiet: quiet, limit: 0.5)
            left -= batch
        }
    }
}
