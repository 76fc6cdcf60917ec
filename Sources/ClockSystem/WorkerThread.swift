import Glibc

/// A long-lived background thread on plain POSIX threads: Foundation's `Thread` would link all of Foundation
/// (and start CoreFoundation) into the clock for two worker threads. Here for the library's workers and the state
/// file's writer alike.
public enum WorkerThread {
    /// Starts `body` on a new detached thread.
    ///
    /// - Parameter niceness: added to the thread's scheduling niceness; positive values yield to the UI.
    public static func start(niceness: Int32 = 0, _ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(niceness: niceness, body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { raw in
            let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
            // On Linux niceness belongs to the thread: `who` 0 is the calling thread, not the whole process.
            if work.niceness != 0 { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, work.niceness) }
            work.body()
            return nil
        }, work)
        pthread_attr_destroy(&attributes)
        // Without a thread (resource limits), do the work here rather than never.
        if started != 0 { Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body() }
    }

    private final class Work {
        let niceness: Int32
        let body: @Sendable () -> Void
        init(niceness: Int32, body: @escaping @Sendable () -> Void) {
            self.niceness = niceness
            self.body = body
        }
    }
}
