import ClockCore
import ClockSystem
import Glibc
import Synchronization

/// Times `MPDLibrary` reading a server's whole database, as the wall does after Tab: until the first albums, until
/// every album, and the process's resident memory then (`music-library-probe mpd ADDRESS`).
public enum MPDReadBenchmark {
    public struct Result: Sendable, CustomStringConvertible {
        public var firstAlbums: Double
        public var everyAlbum: Double
        public var albumCount: Int
        public var trackCount: Int
        public var rssMiB: Double
        public var failure: String?

        public var description: String {
            if let failure { return "failed: \(failure)" }
            func tenths(_ x: Double) -> String { "\(Int(x.rounded()) / 10).\(Int(x.rounded()) % 10)" }
            return "\(albumCount) albums, \(trackCount) tracks: first albums \(tenths(firstAlbums * 10_000)) ms, "
                + "every album \(Int((everyAlbum * 1000).rounded())) ms, VmRSS \(tenths(rssMiB * 10)) MiB"
        }
    }

    public static func run(address: MPDAddress) -> Result {
        let start = KernelClocks.monotonicSeconds()
        let progress = Mutex((first: Double?.none, done: Double?.none, albums: 0, tracks: 0, failure: String?.none))
        let library = MPDLibrary.start(address: address) { update in
            let now = KernelClocks.monotonicSeconds() - start
            progress.withLock { p in
                switch update {
                case .albums(let albums):
                    if p.first == nil { p.first = now }
                    p.albums += albums.count
                    p.tracks += albums.reduce(0) { $0 + $1.tracks.count }
                case .removed: break
                case .loaded: if p.done == nil { p.done = now }
                case .trouble(let error, _): p.failure = error.message
                }
            }
        }
        defer { library.cancel() }
        while progress.withLock({ $0.done == nil && $0.failure == nil }) { usleep(1_000) }
        let p = progress.withLock { $0 }
        return Result(firstAlbums: p.first ?? 0, everyAlbum: p.done ?? 0, albumCount: p.albums, trackCount: p.tracks,
                      rssMiB: Double(residentKiB()) / 1024, failure: p.done == nil ? p.failure : nil)
    }

    /// VmRSS from /proc/self/status.
    private static func residentKiB() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") { return Int(text.split(separator: " ").dropFirst().first ?? "0") ?? 0 }
        }
        return 0
    }
}
