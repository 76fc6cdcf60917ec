import CMPD
import ClockCore
import ClockSystem
import Glibc
import Synchronization

/// Plays albums through MPD: the model's player commands become MPD's (Enter replaces MPD's queue with the album
/// and plays it), and what MPD's player does — also at another client's hand (`mpc next`, `mpc pause`) — comes
/// back as player events. Two worker threads, started by the first command so the clock alone never connects:
/// one sends the commands and reads MPD's status (twice a second while a song plays, for the position), one waits
/// in `idle player mixer options playlist` on a connection of its own and wakes the first. Nothing blocks the
/// caller. `shutdown` leaves MPD playing: the music is MPD's, not tui-clock's.
public final class MPDPlayer: Sendable {
    /// How often the position is read while a song plays (MPD's `idle` does not tell it).
    static let positionInterval = 0.5

    private struct State {
        var pending: [PlayerCommand] = []
        var started = false
        var cancelled = false
        var connections: [ObjectIdentifier: MPDConnection] = [:]
    }

    private let address: MPDAddress
    private let timeout: Double
    private let onEvents: @Sendable ([PlayerEvent]) -> Void
    private let state = Mutex(State())
    private let wake: WakePipe
    private let watcherWake: WakePipe

    /// `onEvents` is called on a worker thread.
    public init?(address: MPDAddress, timeout: Double = MPDLibrary.answerTimeout,
                 onEvents: @escaping @Sendable ([PlayerEvent]) -> Void) {
        guard let wake = WakePipe(), let watcherWake = WakePipe() else { return nil }
        (self.address, self.timeout, self.onEvents, self.wake, self.watcherWake) = (address, timeout, onEvents, wake, watcherWake)
    }

    /// Starts following MPD's player without a command: what MPD plays already (or another client's queue) is then
    /// reported as the albums it holds (`serverQueue`).
    public func start() {
        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        if first {
            WorkerThread.start { self.runCommands() }
            WorkerThread.start { self.watch() }
        }
    }

    /// Queues `command` for MPD; never waits for it.
    public func send(_ command: PlayerCommand) {
        let first = state.withLock { state in
            state.pending.append(command)
            defer { state.started = true }
            return !state.started
        }
        if first {
            WorkerThread.start { self.runCommands() }
            WorkerThread.start { self.watch() }
        }
        wake.wake()
    }

    /// Ends both threads at once (their calls in progress too). MPD plays on.
    public func shutdown() {
        let connections = state.withLock { state in
            state.cancelled = true
            return Array(state.connections.values)
        }
        for connection in connections { connection.interrupt() }
        wake.wake()
        watcherWake.wake()
    }

    private var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Connects, or says why not; registered so that `shutdown` can end its calls.
    private func connect() throws(MPDError) -> MPDConnection {
        let connection = try MPDConnection(address: address, timeout: timeout)
        let cancelled = state.withLock { state in
            state.connections[ObjectIdentifier(connection)] = connection
            return state.cancelled
        }
        if cancelled { throw MPDError(.closed, "tui-clock is closing") }
        return connection
    }

    private func forget(_ connection: MPDConnection?) {
        guard let connection else { return }
        state.withLock { _ = $0.connections.removeValue(forKey: ObjectIdentifier(connection)) }
    }

    private func runCommands() {
        var connection: MPDConnection?
        var queue = MPDQueue()
        var last: MPDPlayerSnapshot?
        // After MPD went away: when to connect again by itself (1 s, doubling to 30 s), nil while connected or when
        // trying again cannot help (a password); and the reason last told, so a retry alone that fails alike says
        // nothing.
        var retryDelay: Double?
        var lastDeath: String?
        while !isCancelled {
            let commands = state.withLock { state in
                defer { state.pending = [] }
                return state.pending
            }
            var events: [PlayerEvent] = []
            do throws(MPDError) {
                if connection == nil {
                    connection = try connect()
                    events.append(.ready)
                    last = nil
                    (retryDelay, lastDeath) = (nil, nil)
                }
                var changedQueue = false
                for command in commands {
                    do throws(MPDError) {
                        try perform(command, on: connection!, queue: &queue)
                        if case .load = command { last = nil }
                        changedQueue = changedQueue || command.changesServerQueue
                    } catch where error.kind == .refused {
                        // MPD said no to this one command (no mixer for the volume, a seek past the end): the
                        // connection is fine, and the model learns the truth from the status below.
                    }
                }
                var snapshot = queue.standIn(MPDPlayerSnapshot(try connection!.player()))
                let moved = queue.advance(to: snapshot)
                if moved > 0 {
                    // MPD played on into what `e` queued: the model loads that album, then hears all about it.
                    events += Array(repeating: .queuedAlbumStarted, count: moved)
                    last = nil
                }
                if let followed = try follow(&snapshot, on: connection!, queue: &queue, changedByUs: changedQueue) {
                    events.append(.serverQueue(followed.albums))
                    last = nil
                }
                let relative = queue.relative(snapshot)
                events += MPDPlayerEvents.changes(from: last, to: relative, queue: queue.loaded)
                last = relative
            } catch {
                forget(connection)
                connection = nil
                last = nil
                if isCancelled { return }
                // A command lost with the connection is always answered (the model waits for its outcome).
                if error.message != lastDeath || !commands.isEmpty { events.append(.died(error.message)) }
                lastDeath = error.message
                // MPD back (restarted, or no longer stopped) plays on by itself: connecting again follows it, even
                // when nothing in it changes to wake the watcher's `idle`.
                retryDelay = error.isWorthRetrying
                    ? min(retryDelay.map { $0 * 2 } ?? MPDLibrary.firstRetryDelay, MPDLibrary.longestRetryDelay) : nil
            }
            if !events.isEmpty { onEvents(events) }
            let playing = last?.state == .playing
            let wait = retryDelay ?? (playing ? Self.positionInterval : nil)
            var entry = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, wait.map { Int32($0 * 1000) } ?? -1)
            wake.drain()
        }
        forget(connection)
    }

    private func perform(_ command: PlayerCommand, on connection: MPDConnection,
                         queue: inout MPDQueue) throws(MPDError) {
        switch command {
        case .load(let paths, let startAt):
            // A local file in the list (an album remembered from a local library) is no song of MPD's: MPD refuses it.
            let uris = paths.map { ServerTrack.uri(ofPath: $0) ?? $0 }
            try connection.play(uris, from: startAt)
            queue.load(uris)
        case .setPaused(let paused): try connection.control(TC_MPD_PAUSE, paused ? 1 : 0)
        case .next: try connection.control(TC_MPD_NEXT)
        case .previous: try connection.control(TC_MPD_PREVIOUS)
        case .playIndex(let index): try connection.control(TC_MPD_PLAY_POSITION, queue.position(ofTrack: index))
        case .stop:
            try connection.control(TC_MPD_STOP)
            queue.stop()
        case .setVolume(let volume): try connection.control(TC_MPD_SET_VOLUME, volume)
        case .seekBy(let seconds): try connection.control(TC_MPD_SEEK_BY, Int((seconds * 1000).rounded()))
        case .seekTo(let seconds): try connection.control(TC_MPD_SEEK_TO, Int((seconds * 1000).rounded()))
        case .loopTrack(let on):
            try connection.control(TC_MPD_SINGLE, on ? 1 : 0)
            try connection.control(TC_MPD_REPEAT, on ? 1 : 0)
        case .append(let paths):
            let uris = paths.map { ServerTrack.uri(ofPath: $0) ?? $0 }
            try connection.add(uris)
            queue.append(uris)
        case .removeQueued(let index):
            guard let positions = queue.positions(ofQueued: index) else { return }
            try connection.delete(positions)
            queue.removeQueued(index)
        case .setShuffle(let on): try connection.control(TC_MPD_RANDOM, on ? 1 : 0)
        case .reorder: break  // mpv's: the model sends a server `setShuffle`, its own random
        case .setRepeat(let mode):
            // MPD's repeat replays its queue (the album, and what `e` queued after it); with single, the song.
            try connection.control(TC_MPD_SINGLE, mode == .track ? 1 : 0)
            try connection.control(TC_MPD_REPEAT, mode == .off ? 0 : 1)
        }
    }

    /// The queue MPD plays (or is paused or stopped at) when it is not what tui-clock put there (it was there before
    /// tui-clock started, or another client changed it since): read again whenever its version changes, but for
    /// tui-clock's own changes. MPD stopped with no current song plays its first song on `play`: a queue another
    /// client filled and never played is followed as stopped there (`snapshot` then says so).
    private func follow(_ snapshot: inout MPDPlayerSnapshot, on connection: MPDConnection, queue: inout MPDQueue,
                        changedByUs: Bool) throws(MPDError) -> MPDServerQueue? {
        if queue.isAsStopped(snapshot) { return nil }
        let unplayed = snapshot.state == .stopped && snapshot.position == nil && snapshot.queueLength > 0
        guard let position = snapshot.position ?? (unplayed ? 0 : nil) else {
            queue.version = snapshot.queueVersion
            return nil
        }
        let plays = queue.plays(snapshot)
        // A queue tui-clock knows that ran out (or its own album played to its end) is over, not waiting to start.
        if plays || unplayed, queue.version == snapshot.queueVersion || (plays && changedByUs) {
            queue.version = snapshot.queueVersion
            return nil
        }
        // Changed again while it was read: that change wakes the next look.
        let found: MPDServerQueue?
        do throws(MPDError) {
            found = try MPDServerQueue.read(from: connection, around: position, uri: unplayed ? nil : snapshot.uri)
        } catch where error.kind == .refused || error.kind == .needsPassword {
            // A server that will not list its queue (a password without `read`): the song plays on unnamed, and the
            // connection is fine; asked again at the queue's next change.
            queue.version = snapshot.queueVersion
            return nil
        }
        guard let read = found else { return nil }
        queue.version = snapshot.queueVersion
        if unplayed, let first = read.uris.first?.first {
            (snapshot.position, snapshot.uri) = (0, first)
            queue.waitsAtFirstSong = true
        }
        if plays, queue.agrees(with: read) { return nil }
        queue.follow(read)
        return read
    }

    /// Waits in `idle` for what other clients (and MPD itself, at a song's end) change, and wakes the command thread.
    private func watch() {
        var delay = MPDLibrary.firstRetryDelay
        while !isCancelled {
            var connection: MPDConnection?
            do throws(MPDError) {
                connection = try connect()
                delay = MPDLibrary.firstRetryDelay
                // A server back (or up at last) may play something already: the command thread looks.
                wake.wake()
                while true {
                    _ = try connection!.idle([.player, .mixer, .options, .playlist])
                    wake.wake()
                }
            } catch {
                forget(connection)
                if isCancelled || !error.isWorthRetrying { return }
                var entry = pollfd(fd: watcherWake.readEnd, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, Int32(delay * 1000))
                delay = min(delay * 2, MPDLibrary.longestRetryDelay)
            }
        }
    }
}
