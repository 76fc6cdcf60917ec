import ClockCore
import ClockRender
import Dispatch
import FoundationEssentials
import Synchronization

/// Cover tiles for the views, rendered on a background thread so the UI never waits for a picture to be decoded:
/// a tile not rendered yet is asked for and reported missing (the view draws the placeholder), and when it is
/// ready `onReady` wakes the UI, whose next frame finds it in the cache.
///
/// Use it from the UI thread only; the worker shares nothing with it but the locked hand-over state.
public final class BackgroundCoverTiles: CoverTileSource {
    public let mode: TileMode
    private var cache: CoverTileCache
    private let shared: Shared
    /// The worker starts with the first request: a session that never shows the wall has no extra thread.
    private var workerStarted = false

    /// Requests not yet started beyond this many are dropped, oldest first (scrolled past long ago);
    /// they are asked for again if they come back on screen.
    public static let maxWaiting = 64

    /// - Parameter onReady: called on the worker thread when tiles are ready after none were waiting to be picked up.
    public init(mode: TileMode, cache: CoverTileCache = CoverTileCache(), onReady: @escaping @Sendable () -> Void) {
        self.mode = mode
        self.cache = cache
        shared = Shared(onReady: onReady)
    }

    deinit { shared.stop() }

    /// The tile if it is rendered; otherwise nil, and it is rendered in the background.
    public func tile(for album: Album, size: Size) -> Canvas? {
        guard size.width > 0, size.height > 0 else { return nil }
        for (key, canvas) in shared.takeFinished() { _ = cache.tile(for: key) { canvas } }
        let key = CoverTileCache.Key(albumID: album.id, size: size, mode: mode)
        if cache.contains(key) { return cache.tile(for: key) { Canvas(size: size) } }
        if !workerStarted {
            workerStarted = true
            let shared = self.shared
            WorkerThread.start { shared.work() }
        }
        shared.request(Request(key: key, album: album))
        return nil
    }

    /// Ends the worker after the tile it is rendering, if any.
    public func stop() { shared.stop() }

    struct Request: Sendable {
        var key: CoverTileCache.Key
        var album: Album
    }

    /// The hand-over between the UI thread and the worker.
    final class Shared: Sendable {
        struct State {
            var waiting: [Request] = []
            var finished: [(CoverTileCache.Key, Canvas)] = []
            /// Everything asked for and not yet handed back, so nothing is rendered twice.
            var known: Set<CoverTileCache.Key> = []
            var stopped = false
        }

        private let state = Mutex(State())
        /// Signalled once per request added and on stop; the worker waits on it when there is nothing to do.
        private let wake = DispatchSemaphore(value: 0)
        private let onReady: @Sendable () -> Void

        init(onReady: @escaping @Sendable () -> Void) { self.onReady = onReady }

        func request(_ request: Request) {
            let added = state.withLock { s -> Bool in
                guard !s.known.contains(request.key) else { return false }
                s.known.insert(request.key)
                s.waiting.append(request)
                if s.waiting.count > BackgroundCoverTiles.maxWaiting {
                    s.known.remove(s.waiting.removeFirst().key)
                }
                return true
            }
            if added { wake.signal() }
        }

        func takeFinished() -> [(CoverTileCache.Key, Canvas)] {
            state.withLock { s in
                let done = s.finished
                s.finished.removeAll()
                for (key, _) in done { s.known.remove(key) }
                return done
            }
        }

        func stop() {
            state.withLock { $0.stopped = true }
            wake.signal()
        }

        /// The worker: newest request first, since that is what just came on screen.
        func work() {
            let reader = TagLibReader()
            while true {
                var next: Request?
                var stopped = false
                while true {
                    (next, stopped) = state.withLock { s in (s.waiting.popLast(), s.stopped) }
                    if next != nil || stopped { break }
                    wake.wait()
                }
                guard !stopped, let request = next else { return }
                let canvas = CoverTiles.render(album: request.album, size: request.key.size, mode: request.key.mode,
                                               reader: reader)
                let first = state.withLock { s -> Bool in
                    s.finished.append((request.key, canvas))
                    return s.finished.count == 1
                }
                if first { onReady() }
            }
        }
    }
}
