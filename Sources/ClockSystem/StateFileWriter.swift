import ClockCore
import Dispatch
import Synchronization

/// Writes the alarms to the state file on a thread of its own, so the clock never waits for a disk: a save's
/// fsyncs take from hundreds of milliseconds to seconds on a busy one, and the whole clock froze meanwhile (no hands,
/// no keys). The merge with another process's change still happens under the file's lock (`StateFileSync.save`).
///
/// Saves are written in the order asked: one asked while another is being written waits for it, and of several
/// waiting only the latest is written (each holds the model's whole state, so nothing is lost). Each written save
/// answers through its `then`, on the writer's thread. A thread runs only while saves wait: idle, nothing runs.
/// While one is waiting or being written the program is busy (`workInFlight`); when a burst of saves is written,
/// the run loop is woken through `fileDescriptor`, and the UI thread's look at the file, refused meanwhile, is made.
public final class StateFileWriter: Sendable {
    /// What a save came to: the merge to hand the model (nil when the file holds what was asked), or why it failed.
    public typealias Answer = @Sendable (Result<SavedState?, StateStoreError>) -> Void

    private struct Queue {
        /// The latest save asked and not yet started.
        var waiting: (state: SavedState, then: Answer)?
        /// A writer thread is running: it takes `waiting` when it is done with the save in hand.
        var running = false
        /// Saves were written and the run loop has not drained the wake-up for them yet.
        var endNotSeen = false
        /// The program is leaving and waits for the last save (`waitUntilWritten`).
        var leaving = false
    }

    private let sync: StateFileSync
    private let queue = Mutex(Queue())
    private let written: WakePipe
    /// Signalled when the saves the leaving program waits for are written.
    private let allWritten = DispatchSemaphore(value: 0)

    /// Nil when the process is out of file descriptors.
    public init?(sync: StateFileSync) {
        guard let written = WakePipe() else { return nil }
        self.sync = sync
        self.written = written
    }

    /// Asks for `state` to be saved, and returns at once.
    public func save(_ state: SavedState, then: @escaping Answer) {
        let start = queue.withLock { queue -> Bool in
            queue.waiting = (state, then)
            defer { queue.running = true }
            return !queue.running
        }
        // Without a thread (resource limits) `WorkerThread` writes here, as every save was written before.
        if start { WorkerThread.start { self.writeWaiting() } }
    }

    /// The writer thread: every save waiting, oldest first, until none is left.
    private func writeWaiting() {
        while let next = takeNext() {
            next.then(Result { () throws(StateStoreError) -> SavedState? in try sync.save(next.state) })
        }
        written.wake()
    }

    /// The save to write next; with none, the thread ends (and a leaving program is told all is written).
    private func takeNext() -> (state: SavedState, then: Answer)? {
        let (next, leaving) = queue.withLock { queue in
            defer { queue.waiting = nil }
            if queue.waiting == nil {
                queue.running = false
                queue.endNotSeen = true
            }
            let allDone = queue.leaving && queue.waiting == nil
            if allDone { queue.leaving = false }
            return (queue.waiting, allDone)
        }
        if leaving { allWritten.signal() }
        return next
    }

    /// The end the run loop polls: readable once the saves asked are written.
    public var fileDescriptor: Int32 { written.readEnd }

    /// A save is waiting or being written, or written and not yet heard by the run loop: the program is not idle,
    /// and the state file may not hold its state yet.
    public var workInFlight: Bool { queue.withLock { $0.running || $0.endNotSeen } }

    /// On the run loop's wake-up: the saves' answers came through their `then`; this only hears the wake-up.
    public func drain(at now: Moment) -> [Msg] {
        written.drain()
        queue.withLock { $0.endNotSeen = false }
        return []
    }

    /// On the way out: returns once every save asked is written (the program must not end before its last save).
    public func waitUntilWritten() {
        let writing = queue.withLock { queue -> Bool in
            queue.leaving = queue.running
            return queue.running
        }
        if writing { allWritten.wait() }
    }
}
