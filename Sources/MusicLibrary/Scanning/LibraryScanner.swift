import ClockCore
import ClockSystem
import FoundationEssentials
import Synchronization

/// Scans a music folder on a background thread, handing albums over in batches as they are found
/// (the first ones within a fraction of a second), and can be cancelled.
///
/// The callbacks run on the scanner's thread: forward them to the UI thread (the run loop's wake pipe).
/// An album may arrive a second time in a later batch if more of its tracks turned up elsewhere in the tree:
/// replace it by `Album.id`. `ScanSummary.albums` holds the final list in delivery order.
public final class LibraryScanner: Sendable {
    private let cancelled = Atomic<Bool>(false)
    private let finished = Atomic<Bool>(false)

    private init() {}

    /// Starts scanning `directory` and returns at once.
    ///
    /// - Parameters:
    ///   - reader: how tags are read; TagLib unless a test says otherwise.
    ///   - onAlbums: a batch of albums, new or grown.
    ///   - onProgress: how far the walk has got, a few times a second.
    ///   - onFinish: called once, last, also after `cancel()` (with `wasCancelled` set).
    @discardableResult
    public static func start(directory: String, reader: any TagReading = TagLibReader(),
                             onAlbums: @escaping @Sendable ([Album]) -> Void,
                             onProgress: @escaping @Sendable (ScanProgress) -> Void = { _ in },
                             onFinish: @escaping @Sendable (ScanSummary) -> Void) -> LibraryScanner {
        let scanner = LibraryScanner()
        // Niceness 5: the scan yields to the UI thread (and to mpv) on a busy machine.
        WorkerThread.start(niceness: 5) {
            let scan = LibraryScan(root: directory, reader: reader,
                                   isCancelled: { scanner.cancelled.load(ordering: .relaxed) })
            let summary = scan.run(onAlbums: onAlbums, onProgress: onProgress)
            scanner.finished.store(true, ordering: .releasing)
            onFinish(summary)
        }
        return scanner
    }

    /// Asks the scan to stop at the next folder; `onFinish` still follows.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether the scan has ended (just before `onFinish` is called).
    public var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Scans synchronously on the calling thread: for tools, benchmarks and tests.
    public static func scan(directory: String, reader: any TagReading = TagLibReader(),
                            onAlbums: ([Album]) -> Void = { _ in }) -> ScanSummary {
        LibraryScan(root: directory, reader: reader, isCancelled: { false }).run(onAlbums: onAlbums)
    }
}
