import ClockSystem
import Foundation

/// Another process's hold on the state file's lock (`StateStore.withLock`), as `tui-clock alarms …` holds it through
/// its read-modify-write, for as long as the test says: a save waits behind it as it waits for a slow disk. Held
/// on a thread of its own; a flock belongs to the open file, so the test process's own saves wait for it too.
public final class HeldStateFileLock: Sendable {
    private let released = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)

    /// Returns once the lock is held; `meanwhile` runs under it first (another process's save, say).
    public init(_ store: StateStore, meanwhile: @escaping @Sendable () -> Void = {}) {
        let held = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [released, ended] in
            do {
                try store.withLock {
                    meanwhile()
                    held.signal()
                    released.wait()
                }
            } catch {
                held.signal()
            }
            ended.signal()
        }
        held.wait()
    }

    /// Lets the lock go, and returns once it is let go.
    public func release() {
        released.signal()
        ended.wait()
    }
}
