import ClockSystem
import Glibc
import Synchronization

/// One start of an indexed library, timed in this process: what `music-library-probe index` prints and the
/// benchmark's in-process index figures.
public enum IndexedLibraryProbe {
    public struct Result: Sendable {
        /// Seconds from the start to the first albums, to the last batch of albums, and to the check's report.
        public var firstAlbums: Double
        public var lastAlbums: Double
        public var checked: Double
        public var tracks: Int
        public var tagReads: Int
        public var changedFolders: Int
        /// The process's CPU seconds (every thread) from the start to the last batch of albums, and from there to
        /// the check's report: on a start from the index, loading it and checking the folder.
        public var cpuToLastAlbums: Double
        public var cpuOfCheck: Double
    }

    /// The process's user and system CPU seconds so far.
    public static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Starts the library on `indexFile` without watching, and waits until its thread has ended.
    public static func follow(_ library: String, indexFile: String?, rebuild: Bool) -> Result {
        let start = KernelClocks.monotonicSeconds()
        let cpuAtStart = processCPU()
        let albums = Mutex<(first: Double?, last: Double?, cpu: Double)>((nil, nil, cpuAtStart))
        let done = Mutex<(Double, ScanSummary, Double)?>(nil)
        let followed = IndexedLibrary.start(directory: library, indexFile: indexFile, rebuild: rebuild, watch: false) {
            update in
            let now = KernelClocks.monotonicSeconds()
            switch update {
            case .albums: albums.withLock { $0 = ($0.first ?? now - start, now - start, processCPU()) }
            case .removed, .progress: break
            case .checked(let summary): done.withLock { $0 = (now - start, summary, processCPU()) }
            }
        }
        while done.withLock({ $0 }) == nil || !followed.isStopped { usleep(2_000) }
        let (checked, summary, cpuAtCheck) = done.withLock { $0 }!
        let (first, last, cpuAtAlbums) = albums.withLock { $0 }
        return Result(firstAlbums: first ?? checked, lastAlbums: last ?? checked, checked: checked,
                      tracks: summary.trackCount, tagReads: summary.tagReads,
                      changedFolders: summary.changedFolders.count, cpuToLastAlbums: cpuAtAlbums - cpuAtStart,
                      cpuOfCheck: cpuAtCheck - cpuAtAlbums)
    }

    /// The start-up check alone (`UnchangedCheck`, in one read transaction), on this thread: its CPU seconds
    /// (user and system) and wall seconds, the folders it found changed and the tracks it stat'ed; nil without an index.
    public static func checkOnly(_ library: String, indexFile: String)
        -> (cpu: Double, wall: Double, changed: Int, tracks: Int)? {
        guard let index = LibraryIndex.open(path: indexFile) else { return nil }
        func threadCPU() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let cpu = threadCPU()
        let wall = KernelClocks.monotonicSeconds()
        do throws(IndexError) {
            try index.begin(writing: false)
            defer { try? index.commit() }
            let check = try UnchangedCheck.run(root: library, index: index, isCancelled: { false })
            return (threadCPU() - cpu, KernelClocks.monotonicSeconds() - wall, check.changed.count, check.trackCount)
        } catch {
            return nil
        }
    }
}
