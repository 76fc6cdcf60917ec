import ClockCore
import ClockSystem
import Glibc
import Synchronization

/// MPD's database as the wall's library, read on a worker thread of its own: the albums once connected, then again
/// whenever the database changes on the server (`idle database`: another client's `update`). A server that is down,
/// slow, closes the connection or answers garbage is tried again with growing pauses (1 s doubling to 30 s), each
/// failure said once through `onUpdate`; nothing here ever runs on, or waits for, the UI thread.
public final class MPDLibrary: Sendable {
    /// What the library tells its owner, from the worker thread.
    public enum Update: Sendable {
        /// Albums new or changed since last told.
        case albums([Album])
        /// Albums gone from the server's database, by id.
        case removed([String])
        /// The whole database has been read (again): this many albums.
        case loaded(albumCount: Int)
        /// MPD cannot be used now; `retryIn` seconds until the next try, nil when only the user can fix it.
        case trouble(MPDError, retryIn: Double?)
    }

    /// Pauses between tries after a failure: doubling from the first to the last, then staying there.
    public static let firstRetryDelay = 1.0
    public static let longestRetryDelay = 30.0
    /// How long MPD may stay silent in the middle of an answer (libmpdclient's timeout for each read and write).
    public static let answerTimeout = 5.0

    private struct State {
        var cancelled = false
        var connection: MPDConnection?
    }

    private let state = Mutex(State())
    private let wake: WakePipe?

    private init() { wake = WakePipe() }

    /// Starts reading `address`'s database on a new thread; `onUpdate` is called on that thread.
    /// `pageTimeLimit`: how long one page of the database may take (tests shorten it).
    public static func start(address: MPDAddress, timeout: Double = answerTimeout,
                             pageTimeLimit: Double = 30, onUpdate: @escaping @Sendable (Update) -> Void) -> MPDLibrary {
        let library = MPDLibrary()
        WorkerThread.start {
            library.run(address: address, timeout: timeout, pageTimeLimit: pageTimeLimit, onUpdate: onUpdate)
        }
        return library
    }

    /// Stops the worker: a call in progress ends at once (its socket is shut), a pause between tries too.
    public func cancel() {
        let connection = state.withLock { state in
            state.cancelled = true
            return state.connection
        }
        connection?.interrupt()
        wake?.wake()
    }

    private var isCancelled: Bool { state.withLock { $0.cancelled } }

    private func run(address: MPDAddress, timeout: Double, pageTimeLimit: Double, onUpdate: @Sendable (Update) -> Void) {
        var known: Set<String> = []
        var delay = Self.firstRetryDelay
        while !isCancelled {
            do throws(MPDError) {
                let connection = try MPDConnection(address: address, timeout: timeout)
                let cancelled = state.withLock { state in
                    state.connection = connection
                    return state.cancelled
                }
                if cancelled { return }
                while true {
                    let ids = try MPDAlbums.read(from: connection, pageTimeLimit: pageTimeLimit) { onUpdate(.albums($0)) }
                    let gone = known.subtracting(ids)
                    if !gone.isEmpty { onUpdate(.removed(gone.sorted())) }
                    known = ids
                    onUpdate(.loaded(albumCount: ids.count))
                    delay = Self.firstRetryDelay
                    _ = try connection.idle(.database)
                }
            } catch {
                state.withLock { $0.connection = nil }
                if isCancelled { return }
                guard error.isWorthRetrying else {
                    onUpdate(.trouble(error, retryIn: nil))
                    return
                }
                onUpdate(.trouble(error, retryIn: delay))
                pause(seconds: delay)
                delay = min(delay * 2, Self.longestRetryDelay)
            }
        }
    }

    /// Sleeps `seconds`, or until `cancel`.
    private func pause(seconds: Double) {
        guard let wake else { usleep(UInt32(seconds * 1_000_000)); return }
        var entry = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, Int32(seconds * 1000))
    }
}
