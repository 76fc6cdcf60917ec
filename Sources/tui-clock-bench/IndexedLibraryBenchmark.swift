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
        /// In process: the full scan with no index, until the check is reported, index written; and its CPU.
        var fullScan = 0.0
        var fullScanCPU = 0.0
        /// In process, index present: CPU of the start (the index's albums and the check), and of the check alone
        /// (`IndexedLibraryProbe.checkOnly`, on one thread).
        var startCPU = 0.0
        var checkCPU = 0.0
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
        /// Its peak (VmHWM): the start's walk of the index, the check, the wall dealt.
        var peakRSSSecondStartMiB = 0.0
        var exitCodes: [Int32?] = []
    }

    /// How long a launch may take to scan and come to rest: 3 minutes per 100,000 tracks. A first scan of
    /// 1,000,000 takes 90 s on idle cores; at a load of 10 on 2 cores it took over 180 s, and the run was lost.
    var scanPatience: Double { 180 * max(1, Double(tracks) / 100_000) }

    let binary: String
    let library: String
    let tracks: Int
    let options: BenchOptions

    func run() throws -> [Run] {
        // The page cache warm for every run, as for cmus after it: a library another benchmark pushed out of memory
        // made the first run's scan read the disk (2.3 s for 10,000 tracks where warm it takes 0.8).
        progress("reading the library once, so that the page cache holds it")
        _ = IndexedLibraryProbe.follow(library, indexFile: nil, rebuild: false)
        return try options.eachLaunch({ "index launch \($0)/\(options.runs): full scan, start from the index, two launches" }) {
            let cache = try TemporaryDirectory()
            var result = Run()
            let indexFile = LibraryIndexFile.path(forLibrary: library, environment: ["XDG_CACHE_HOME": cache.path],
                                                  home: nil)
            let cpuBefore = IndexedLibraryProbe.processCPU()
            let full = IndexedLibraryProbe.follow(library, indexFile: indexFile, rebuild: true)
            result.fullScan = full.checked
            result.fullScanCPU = IndexedLibraryProbe.processCPU() - cpuBefore
            // The generated library is older than FolderStamp's margin: the scan stamped every folder.
            let cpuAtStart = IndexedLibraryProbe.processCPU()
            let again = IndexedLibraryProbe.follow(library, indexFile: indexFile, rebuild: false)
            result.startCPU = IndexedLibraryProbe.processCPU() - cpuAtStart
            result.firstAlbumsFromIndex = again.firstAlbums
            result.check = again.checked
            result.tagReadsInCheck = again.tagReads
            result.checkCPU = indexFile.flatMap { IndexedLibraryProbe.checkOnly(library, indexFile: $0)?.cpu } ?? 0

            let fresh = try TemporaryDirectory()
            let cold = try launch(cache: fresh.path)
            result.rssAfterFullScanMiB = cold.rssMiB
            result.peakRSSFullScanMiB = cold.peakRSSMiB
            let warm = try launch(cache: cache.path)
            result.firstTitles = warm.firstTitles
            result.rssAfterCheckMiB = warm.rssMiB
            result.peakRSSSecondStartMiB = warm.peakRSSMiB
            result.exitCodes = [cold.exit, warm.exit]
            return result
        }
    }

    /// tui-clock on the library with its cache in `cache`: Tab, first titles, rest (the scan or check is over), q.
    private func launch(cache: String) throws -> WallLaunch {
        try WallLaunch(music: library, tracks: tracks, binary: binary, options: options, environment: ["XDG_CACHE_HOME": cache],
                       patience: scanPatience)
    }
}
