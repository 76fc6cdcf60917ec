import ClockCore
import ClockSystem
import Foundation
import Glibc
import MusicLibrary
import Synchronization

/// The persistent library index on a generated library of tag-only files (100,000 tracks by default), per run:
/// in this process, a full scan that builds the index from nothing, then a start from that index (first albums,
/// and the background check of the unchanged folder); then the release `tui-clock` launched twice — on an empty
/// cache (the scan, and the memory once it is over) and on the built index (Tab to first titles, memory at rest).
struct IndexedLibraryBenchmark {
    struct Run {
        /// In process: the full scan with no index, until the check is reported, index written.
        var fullScan = 0.0
        /// In process, index present: the first albums from the index, and the whole check of the folder.
        var firstAlbumsFromIndex = 0.0
        var check = 0.0
        var tagReadsInCheck = 0
        /// Launched on an empty cache: VmRSS once the scan is over and the program at rest, and its peak.
        var rssAfterFullScanMiB = 0.0
        var peakRSSFullScanMiB = 0.0
        /// Launched on the built index: Tab to the read that brought the first title; VmRSS once the check is over.
        var firstTitles = 0.0
        var rssAfterCheckMiB = 0.0
        var exitCodes: [Int32?] = []
    }

    /// How long a launch may take to scan and come to rest.
    static let scanPatience = 180.0

    let binary: String
    let library: String
    let tracks: Int
    let options: BenchOptions

    func run() throws -> [Run] {
        try options.eachLaunch({ "index launch \($0)/\(options.runs): full scan, start from the index, two launches" }) {
            let cache = try TemporaryDirectory()
            var result = Run()
            let indexFile = LibraryIndexFile.path(forLibrary: library, environment: ["XDG_CACHE_HOME": cache.path],
                                                  home: nil)
            let full = Self.follow(library, indexFile: indexFile, rebuild: true)
            result.fullScan = full.checked
            let again = Self.follow(library, indexFile: indexFile, rebuild: false)
            result.firstAlbumsFromIndex = again.firstAlbums
            result.check = again.checked
            result.tagReadsInCheck = again.tagReads

            let fresh = try TemporaryDirectory()
            let cold = try launch(cache: fresh.path)
            result.rssAfterFullScanMiB = cold.rss
            result.peakRSSFullScanMiB = cold.peak
            let warm = try launch(cache: cache.path)
            result.firstTitles = warm.firstTitles
            result.rssAfterCheckMiB = warm.rss
            result.exitCodes = [cold.exit, warm.exit]
            return result
        }
    }

    /// Starts the indexed library in this process and waits for its check: seconds to the first albums and to the
    /// check's report, and the tags the check read.
    static func follow(_ library: String, indexFile: String?, rebuild: Bool)
        -> (firstAlbums: Double, checked: Double, tagReads: Int) {
        let start = KernelClocks.monotonicSeconds()
        let first = Mutex<Double?>(nil)
        let done = Mutex<(Double, Int)?>(nil)
        let followed = IndexedLibrary.start(directory: library, indexFile: indexFile, rebuild: rebuild, watch: false) {
            update in
            let now = KernelClocks.monotonicSeconds()
            switch update {
            case .albums: first.withLock { $0 = $0 ?? now - start }
            case .removed, .progress: break
            case .checked(let summary): done.withLock { $0 = (now - start, summary.tagReads) }
            }
        }
        while done.withLock({ $0 }) == nil || !followed.isStopped { usleep(2_000) }
        let (checked, reads) = done.withLock { $0 }!
        return (first.withLock { $0 } ?? checked, checked, reads)
    }

    /// tui-clock on the library with its cache in `cache`: Tab, first titles, rest (the scan or check is over), q.
    private func launch(cache: String) throws -> (firstTitles: Double, rss: Double, peak: Double, exit: Int32?) {
        let clock = try LaunchedClock.onMusic(library, binary: binary, options: options,
                                              environment: ["XDG_CACHE_HOME": cache])
        defer { withExtendedLifetime(clock) {} }
        let tty = clock.tty
        tty.keepOutput()
        let tabAt = KernelClocks.monotonicSeconds()
        tty.type("\t")
        guard let titles = tty.waitForText(LargeLibraryBenchmark.titleText, until: tabAt + Self.scanPatience) else {
            throw BenchError.system("no album title on screen within \(Self.scanPatience) s of Tab")
        }
        guard tty.settle(until: KernelClocks.monotonicSeconds() + Self.scanPatience), let sample = ProcessSample(pid: tty.pid) else {
            throw BenchError.system("tui-clock did not come to rest on \(library)")
        }
        tty.type("q")
        return (titles - tabAt, Double(sample.rssKiB) / 1024, Double(sample.peakRSSKiB) / 1024,
                tty.waitForExit(timeout: TerminalBenchmark.patience))
    }
}
