import ClockCore
import ClockSystem
import Dispatch
import Synchronization

/// Renders the covers the model asks for on a background thread, so the UI never waits for a picture to be
/// decoded: each request is answered through `onRendered` as soon as its picture is ready, or through `onDropped`
/// when it waited too long behind newer ones. The model keeps the pictures; this keeps none.
///
/// Call `render` and `stop` from the UI thread; the worker shares nothing with it but the locked hand-over state.
public final class BackgroundCoverTiles: Sendable {
    public let mode: TileMode
    private let shared: Shared
    /// The worker starts with the first request: a session that never shows the wall has no extra thread.
    private let workerStarted = Atomic<Bool>(false)

    /// Requests not yet started beyond this many are dropped, oldest first (scrolled past long ago);
    /// the model asks for them again if they come back on screen.
    public static let maxWaiting = 64

    /// - Parameters:
    ///   - onRendered: called on the worker thread with each answered request.
    ///   - onDropped: called on the calling thread with the requests given up on.
    public init(mode: TileMode, onRendered: @escaping @Sendable (RenderedCover) -> Void,
                onDropped: @escaping @Sendable ([CoverKey]) -> Void) {
        self.mode = mode
        shared = Shared(mode: mode, onRendered: onRendered, onDropped: onDropped)
    }

    deinit { shared.stop() }

    /// Queues `requests`, most wanted first; they are started before anything asked for earlier.
    public func render(_ requests: [CoverRequest]) {
        guard !requests.isEmpty else { return }
        if !workerStarted.exchange(true, ordering: .relaxed) {
            let shared = self.shared
            WorkerThread.start { shared.work() }
        }
        shared.enqueue(requests)
    }

    /// Ends the worker after the cover it is rendering, if any.
    public func stop() { shared.stop() }

    /// The hand-over between the UI thread and the worker.
    final class Shared: Sendable {
        struct State {
            /// The next to start is the last.
            var waiting: [CoverRequest] = []
            var stopped = false
        }

        private let state = Mutex(State())
        /// Signalled once per batch added and on stop; the worker waits on it when there is nothing to do.
        private let wake = DispatchSemaphore(value: 0)
        private let mode: TileMode
        private let onRendered: @Sendable (RenderedCover) -> Void
        private let onDropped: @Sendable ([CoverKey]) -> Void

        init(mode: TileMode, onRendered: @escaping @Sendable (RenderedCover) -> Void,
             onDropped: @escaping @Sendable ([CoverKey]) -> Void) {
            self.mode = mode
            self.onRendered = onRendered
            self.onDropped = onDropped
        }

        func enqueue(_ requests: [CoverRequest]) {
            let dropped = state.withLock { s -> [CoverKey] in
                s.waiting += requests.reversed()
                let excess = max(0, s.waiting.count - BackgroundCoverTiles.maxWaiting)
                defer { s.waiting.removeFirst(excess) }
                return s.waiting.prefix(excess).map(\.key)
            }
            wake.signal()
            if !dropped.isEmpty { onDropped(dropped) }
        }

        func stop() {
            state.withLock { $0.stopped = true }
            wake.signal()
        }

        /// The worker: newest request first, since that is what just came on screen.
        func work() {
            let reader = TagLibReader()
            while true {
                var next: CoverRequest?
                var stopped = false
                while true {
                    (next, stopped) = state.withLock { s in (s.waiting.popLast(), s.stopped) }
                    if next != nil || stopped { break }
                    wake.wait()
                }
                guard !stopped, let request = next else { return }
                onRendered(CoverTiles.render(request, mode: mode, reader: reader))
            }
        }
    }
}
