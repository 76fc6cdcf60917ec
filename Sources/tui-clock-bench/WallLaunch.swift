import ClockSystem
import MusicLibrary

/// One launch of the release tui-clock on a generated library, as the library benchmarks measure it: Tab just after
/// the clock's first frame, the first album titles, then the program left until it stands still (every album read),
/// its memory then; then a search for every album, whose count shows that none was missing when it stood still, and
/// `q`.
struct WallLaunch {
    /// From Tab to the read that brought the first album title.
    var firstTitles = 0.0
    /// From Tab to the last moment the program wrote or worked before standing still for `quiet` seconds.
    var atRest = 0.0
    var rssMiB = 0.0
    var peakRSSMiB = 0.0
    var exit: Int32?

    /// How long the program must stand still to be at rest: far longer than MPD takes to answer a page of 5,000
    /// songs (about 30 ms, 0.2 s on a loaded machine), so the wait between two pages is not taken for the end.
    static let quiet = 1.0

    /// tui-clock with `--music music` (and `environment` added to its own) on a generated library of `tracks`,
    /// each wait bounded by `patience`.
    init(music: String, tracks: Int, binary: String, options: BenchOptions, environment: [String: String] = [:],
         patience: Double) throws {
        let clock = try LaunchedClock.onMusic(music, binary: binary, options: options, environment: environment)
        defer { withExtendedLifetime(clock) {} }
        let tty = clock.tty
        tty.keepOutput()
        let tabAt = KernelClocks.monotonicSeconds()
        tty.type("\t")
        guard let titles = tty.waitForText(LargeLibraryBenchmark.titleText, until: tabAt + patience) else {
            throw BenchError.system("no album title on screen within \(patience) s of Tab (\(music))")
        }
        guard let still = tty.lastMoved(quiet: Self.quiet, until: KernelClocks.monotonicSeconds() + patience),
              let sample = ProcessSample(pid: tty.pid) else {
            throw BenchError.system("tui-clock did not come to rest on \(music)")
        }
        // Every generated album's title starts so: the search line counts them all ("1000 of 1000 albums").
        let albums = tracks / ScanBenchmark.tracksPerAlbum
        tty.keepOutput()
        tty.type("/" + LargeLibraryBenchmark.titleText)
        guard tty.waitForText("\(albums) of \(albums) albums", until: KernelClocks.monotonicSeconds() + patience) != nil else {
            throw BenchError.system("tui-clock stood still on \(music) before all \(albums) albums were read")
        }
        // Escape alone (not taken with the q for Alt-q), then q.
        tty.type("\u{1b}")
        tty.settle(until: KernelClocks.monotonicSeconds() + patience)
        tty.type("q")
        firstTitles = titles - tabAt
        atRest = still - tabAt
        rssMiB = Double(sample.rssKiB) / 1024
        peakRSSMiB = Double(sample.peakRSSKiB) / 1024
        exit = tty.waitForExit(timeout: TerminalBenchmark.patience)
    }
}
