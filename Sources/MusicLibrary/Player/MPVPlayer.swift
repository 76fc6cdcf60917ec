import ClockSystem
import ClockCore
import Glibc

/// The audio player: one long-lived `mpv --idle` process, driven over its JSON IPC through an inherited
/// socket pair (`--input-ipc-client=fd://3`).
///
/// Shaped for a single-threaded poll loop, and nothing in it ever blocks: poll `fileDescriptor` for input (and for
/// output while `wantsToWrite`), wake by `replyDeadline` at the latest, then call `readEvents()` (also on a wake-up
/// after `positionCheckDue`, which needs none of its own); `send(_:)` queues
/// commands and sends what the socket takes. Call `readEvents()` once right after creating the player: it reports
/// `.ready`, or `.unavailable(hint:)` when mpv is not installed (then every call is a no-op).
///
/// A player that misbehaves ends as `.died` with the reason in words, and its process is gone: one that quits or
/// closes the connection, and one that leaves a command unanswered for `replyTimeout` (hung, or talking nonsense).
/// The timeout counts mpv's own time: the seconds the kernel says mpv waited for a CPU are left out, and while it is
/// ready to run but gets little CPU it is waited for (a start on a starved machine is slow, not hung), up to
/// `longestSilence` in all.
/// Lines are capped in length (`LineStream`), so one that floods without newlines costs bounded memory until then.
///
/// mpv cannot outlive tui-clock: it quits when its IPC connection closes, which the kernel does for us
/// on every exit path, `kill -9` included (see `ChildProcess`). `terminate()` also stops it explicitly.
public final class MPVPlayer {
    /// How mpv is started.
    public struct Options: Sendable {
        /// mpv's `--ao`; "null" plays silently (tests).
        public var audioOutput: String?
        /// The mpv program to run; nil looks for `mpv` in `searchPath`.
        public var executable: String?
        /// Folders to look for `mpv` in, `:`-separated; nil uses `$PATH`.
        public var searchPath: String?
        /// How long mpv may leave a command unanswered before it counts as hung and is stopped.
        public var replyTimeout: Double
        /// Seconds between asking mpv where a playing file is, besides when playback starts, jumps or pauses.
        public var positionCheckInterval: Double
        /// The clock `replyTimeout` runs on, in seconds: monotonic, like the run loop's uptime.
        public var clock: @Sendable () -> Double
        /// How the process with this id has been scheduled so far (nil when unknown): its waits for a CPU are left
        /// out of `replyTimeout`. The kernel's word by default.
        public var schedule: @Sendable (Int32) -> ProcessSchedule.Sample?

        public init(audioOutput: String? = nil, executable: String? = nil, searchPath: String? = nil,
                    replyTimeout: Double = MPVPlayer.replyTimeout,
                    positionCheckInterval: Double = MPVPlayer.positionCheckInterval,
                    clock: @escaping @Sendable () -> Double = MPVPlayer.uptime,
                    schedule: @escaping @Sendable (Int32) -> ProcessSchedule.Sample? = MPVPlayer.schedule) {
            self.audioOutput = audioOutput
            self.executable = executable
            self.searchPath = searchPath
            self.replyTimeout = replyTimeout
            self.positionCheckInterval = positionCheckInterval
            self.clock = clock
            self.schedule = schedule
        }
    }

    /// Shown when mpv is missing.
    public static let installHint = "Install mpv to play music: sudo apt install mpv"
    /// mpv answers within milliseconds; this leaves room for a slow start on a busy machine.
    public static let replyTimeout = 5.0
    /// Between its reports the model moves the position on with the clock; this only catches a player that fell
    /// behind (a stalled disk, an audio clock that drifts), at the cost of one wake-up per check.
    public static let positionCheckInterval = 5.0

    /// The longest a command may go unanswered however long mpv waited for a CPU: a machine that starves mpv for
    /// a minute leaves the user nothing to hear anyway.
    public static let longestSilence = 60.0

    /// Seconds on the monotonic clock.
    @Sendable public static func uptime() -> Double { KernelClocks.monotonicSeconds() }

    /// How the process `pid` has been scheduled, as the kernel says.
    @Sendable public static func schedule(_ pid: Int32) -> ProcessSchedule.Sample? { ProcessSchedule.sample(pid: pid) }

    private let options: Options
    private var process: ChildProcess?
    private var stream = LineStream()
    private var awaited = AwaitedReplies()
    /// What was excused of the oldest unanswered command's silence, as last looked at its deadline: the seconds mpv
    /// waited for a CPU since it was sent (the deadline is that much later), and when to look again if it was
    /// waiting for one right then.
    private var excused: Excused?

    private struct Excused {
        let id: Int
        let waited: Double
        let lookAgainAt: Double?
        let lookedAt: Double
        let schedule: ProcessSchedule.Sample
    }
    /// Whether mpv sent lines that are not its JSON (nonsense, or too long to keep) since it last answered.
    private var talkedNonsense = false
    private var queued: [PlayerEvent]
    /// Counts the files mpv started: a position asked for before the latest start is about another file.
    private var fileNumber = 0
    /// The position queries mpv has not answered, each with the file it was asked about.
    private var positionQueries: [Int: Int] = [:]
    /// The playlist-position queries mpv has not answered, each with the file it was asked about. Their answers say
    /// again what the observed property said (the model takes that as no change), and say it when the property did
    /// not; an answer is dropped once anything since may have moved the entry (the property, the file's end, idle,
    /// a load or a stop), so it never says a track plays that no longer does.
    private var playlistQueries: [Int: Int] = [:]
    /// The entry the model was last told is current since the latest load or stop (-1: none): a report that says
    /// the same is no news. Only what was passed on counts, so no report is dropped for one that was held back.
    private var entryPassedOn: Int?
    /// Whether a file is playing (or paused) since mpv said playback started, and whether it is paused.
    private var filePlays = false
    private var paused = false
    /// When the position was last asked for (on `Options.clock`).
    private var positionAskedAt: Double?
    /// A load that should start at this index once mpv has started the playlist's first file.
    private var pendingStart: Int?
    /// After switching to the start index: the playlist position to wait for, hiding the first file's events.
    private var awaitedPosition: Int?
    /// Between a load and mpv starting its first file, mpv may still report the old idle state: not news either.
    private var loadInFlight = false
    /// The last command of a reorder (`PlayerCommand.reorder`), until mpv answers it: the playlist positions it
    /// reports meanwhile are the file's way through the reorder (0 after `playlist-clear`), not a new track.
    private var reorderReply: Int?

    /// Starts mpv (idle, no video, no config, no terminal output).
    public init(options: Options = Options()) {
        self.options = options
        guard let mpv = options.executable ?? ChildProcess.find("mpv", searchPath: options.searchPath) else {
            queued = [.unavailable(hint: Self.installHint)]
            return
        }
        var arguments = ["--idle=yes", "--no-video", "--no-config", "--no-terminal", "--keep-open=no", "--gapless-audio=yes",
                         "--input-ipc-client=fd://\(ChildProcess.childSocketNumber)"]
        if let ao = options.audioOutput { arguments.append("--ao=\(ao)") }
        guard let child = ChildProcess(executable: mpv, arguments: arguments) else {
            queued = [.unavailable(hint: "Cannot start \(mpv). " + Self.installHint)]
            return
        }
        process = child
        queued = [.ready]
        submit(MPVProtocol.observeCommands())
    }

    /// The socket to poll; nil when there is no player.
    public var fileDescriptor: Int32? {
        guard let process, process.connection >= 0 else { return nil }
        return process.connection
    }

    /// mpv's process id while it runs.
    public var processID: Int32? { process?.pid }

    /// Whether a player process is running and accepting commands.
    public var isRunning: Bool { fileDescriptor != nil }

    /// Whether commands wait for room in the socket: poll it for writing too.
    public var wantsToWrite: Bool { isRunning && stream.hasOutgoing }

    /// When mpv counts as hung unless it answers before (on `Options.clock`): call `readEvents()` then at the latest.
    public var replyDeadline: Double? {
        guard isRunning, let oldest = awaited.oldest else { return nil }
        let excuse = excused?.id == oldest.id ? excused : nil
        let due = max(oldest.sentAt + options.replyTimeout + (excuse?.waited ?? 0), excuse?.lookAgainAt ?? 0)
        return min(due, oldest.sentAt + Self.longestSilence)
    }

    /// When mpv should next be asked where the playing file is (on `Options.clock`); nil while nothing plays or it is
    /// paused. Not worth a wake-up of its own: poll for it with the loop's next one.
    public var positionCheckDue: Double? {
        guard isRunning, filePlays, !paused else { return nil }
        return (positionAskedAt ?? options.clock()) + options.positionCheckInterval
    }

    /// Everything mpv reported since the last call, after sending what the socket takes; never blocks.
    /// `.died` ends the stream. `timePosition` is reported when playback starts, jumps (a seek, a new track) or
    /// pauses, and every `positionCheckInterval` while it plays: the position as mpv answers a query, never its
    /// reports on every audio chunk.
    public func readEvents() -> [PlayerEvent] {
        var events = queued
        queued.removeAll()
        guard let process, process.connection >= 0 else { return events }
        let connected = stream.flush(to: process.connection)
        let received = stream.receive(from: process.connection)
        if received.overlongLines > 0 { talkedNonsense = true }
        for line in received.lines { events += decode(line) }
        if received.closed || !connected {
            events.append(.died(stopAfterHangUp(process)))
        } else if let deadline = replyDeadline, options.clock() >= deadline, !excuseWaitForCPU(process) {
            events.append(.died(stopHung(process)))
        } else if let due = positionCheckDue, options.clock() >= due {
            askPosition()
        }
        return events
    }

    /// At the reply deadline: whether mpv was kept from running since the oldest unanswered command was sent, so the
    /// deadline moves on instead of mpv counting as hung. Kept from running: it waited for a CPU longer than was known
    /// (the deadline moves by the difference), or it is ready to run now but got less than half a CPU since the last
    /// look (a wait the kernel counts only once it ends: look again in a second). Not for a player that talks
    /// nonsense (it runs), nor past `longestSilence`.
    private func excuseWaitForCPU(_ process: ChildProcess) -> Bool {
        let now = options.clock()
        guard !talkedNonsense, let oldest = awaited.oldest, let sent = oldest.schedule,
              now - oldest.sentAt < Self.longestSilence, let schedule = options.schedule(process.pid) else { return false }
        let excuse = excused?.id == oldest.id ? excused : nil
        let (lookedAt, looked) = excuse.map { ($0.lookedAt, $0.schedule) } ?? (oldest.sentAt, sent)
        // Threads' waits are summed: several waiting at once excuse no more than the time that passed.
        let waited = min(max(0, schedule.waited - sent.waited), now - oldest.sentAt)
        let waitingNow = schedule.runnable && schedule.ran - looked.ran < (now - lookedAt) / 2
        // Milliseconds are noise: a player that waited only that long had its time.
        guard waitingNow || waited > (excuse?.waited ?? 0) + 0.01 else { return false }
        excused = Excused(id: oldest.id, waited: waited, lookAgainAt: waitingNow ? now + 1 : nil, lookedAt: now,
                          schedule: schedule)
        return true
    }

    /// Sends a command; silently ignored when there is no player (the panel already said why).
    public func send(_ command: PlayerCommand) {
        switch command {
        case .load(let paths, let startAt):
            filePlays = false
            awaitedPosition = nil
            pendingStart = startAt > 0 && startAt < paths.count ? startAt : nil
            loadInFlight = !paths.isEmpty
            reorderReply = nil
            playlistQueries.removeAll()
            entryPassedOn = nil
        case .playIndex(let index) where loadInFlight:
            // mpv 0.35 leaving idle puts its playlist back at the first entry, so a pick sent before the album's
            // first file starts would be lost: it is kept for then, as a load's own start is.
            pendingStart = index > 0 ? index : nil
            return
        case .stop:
            filePlays = false
            playlistQueries.removeAll()
            entryPassedOn = nil
            pendingStart = nil
            awaitedPosition = nil
            loadInFlight = false
        default:
            break
        }
        let last = submit(MPVProtocol.commands(for: command))
        if case .reorder = command { reorderReply = last }
    }

    /// Asks mpv to quit (its `quit` command, then SIGTERM) and closes the connection, without waiting: `terminate`
    /// afterwards waits only what is left of the grace, so tui-clock's last save runs while a stubborn player ends.
    public func askToQuit() {
        guard let process else { return }
        if process.connection >= 0 {
            stream.queue(MPVProtocol.line(MPVProtocol.quit, requestID: 0))
            _ = stream.flush(to: process.connection)
        }
        process.askToEnd()
    }

    /// Stops mpv: asks it to quit, closes the connection, and ends it if it lingers (within a bounded wait).
    public func terminate() {
        guard let process else { return }
        askToQuit()
        process.terminate()
        self.process = nil
    }

    deinit {
        terminate()
    }

    /// Numbers the commands, queues them, and sends what the socket takes now; the rest goes when `poll` says writable.
    /// Returns the last command's request id.
    @discardableResult
    private func submit(_ commands: [MPVProtocol.Command]) -> Int? {
        guard let process, process.connection >= 0 else { return nil }
        var last: Int?
        let now = options.clock(), schedule = options.schedule(process.pid)
        for command in commands {
            let id = awaited.expect(at: now, schedule: schedule)
            stream.queue(MPVProtocol.line(command, requestID: id))
            last = id
        }
        _ = stream.flush(to: process.connection)  // a broken connection is reported by the next `readEvents()`
        return last
    }

    /// Asks mpv where the current file is; the answer becomes a `timePosition`, unless another file started meanwhile.
    private func askPosition() {
        guard let process, process.connection >= 0 else { return }
        let now = options.clock()
        let id = awaited.expect(at: now, schedule: options.schedule(process.pid))
        positionQueries[id] = fileNumber
        positionAskedAt = now
        stream.queue(MPVProtocol.line(MPVProtocol.positionQuery, requestID: id))
        _ = stream.flush(to: process.connection)
    }

    /// Asks mpv which playlist entry started: its observed `playlist-pos` says nothing when a new album starts at the
    /// index the old one was at (`loadlist replace` from 0 to 0), and the model waited for it ("Starting") for good.
    private func askPlaylistPosition() {
        guard let id = submit([MPVProtocol.playlistPositionQuery]) else { return }
        playlistQueries[id] = fileNumber
    }

    private func decode(_ line: Substring) -> [PlayerEvent] {
        let reading = MPVProtocol.read(line)
        var events: [PlayerEvent] = []
        var incoming = reading.events
        if let id = reading.replyTo {
            awaited.answered(id)
            if id == reorderReply { reorderReply = nil }
            talkedNonsense = false
            if positionQueries.removeValue(forKey: id) == fileNumber, let seconds = reading.replyNumber {
                events.append(.timePosition(seconds))
            }
            // An answer about a file since ended is old news; -1 (no entry) is for the observed property to say.
            if playlistQueries.removeValue(forKey: id) == fileNumber, let entry = reading.replyNumber, entry >= 0 {
                incoming.append(.playlistPosition(Int(entry)))
            }
        }
        if !reading.understood { talkedNonsense = true }
        if reading.restartsPlayback {
            filePlays = true
            askPosition()
        }
        if reading.startsFile {
            fileNumber += 1
            filePlays = false
            loadInFlight = false
            if let start = pendingStart {
                pendingStart = nil
                awaitedPosition = start
                submit([MPVProtocol.playIndex(start)])
            }
            askPlaylistPosition()
        }
        for event in reading.events {
            if case .playlistPosition = event { playlistQueries.removeAll() }
            if case .endOfFile = event { playlistQueries.removeAll() }
            if event == .idle { playlistQueries.removeAll() }
        }
        for event in incoming {
            // The property and the answer say the same entry in either order: the second is no news.
            if case .playlistPosition(let entry) = event, (entry ?? -1) == entryPassedOn { continue }
            switch event {
            case .paused(let now):
                // Where it stopped, or goes on from.
                if now != paused, filePlays { askPosition() }
                paused = now
            case .endOfFile, .idle:
                filePlays = false
            case .ready, .unavailable, .playlistPosition, .mediaTitle, .timePosition, .duration, .died, .volume,
                 .shuffle, .repeatMode, .queuedAlbumStarted, .serverQueue, .stopped:
                break
            }
            if event == .idle, loadInFlight { continue }
            if reorderReply != nil, case .playlistPosition = event { continue }
            if let awaited = awaitedPosition ?? pendingStart.map({ _ in -1 }) {
                // The model asked for track `awaited`: the first file's brief start is not news.
                switch event {
                case .playlistPosition(awaited): awaitedPosition = nil
                case .playlistPosition, .mediaTitle, .duration, .timePosition, .endOfFile(reason: "stop", _): continue
                default: break
                }
            }
            if case .playlistPosition(let entry) = event { entryPassedOn = entry ?? -1 }
            events.append(event)
        }
        return events
    }

    /// mpv closed the connection: it is quitting or crashed. Waits briefly to say how it ended, then makes sure it did.
    private func stopAfterHangUp(_ process: ChildProcess) -> String {
        process.closeConnection()
        let ended = process.waitForExit(within: ChildProcess.killWait)
        if !ended { process.terminate(grace: 0) }
        let how = ended ? process.exitDescription : nil
        forget()
        return how.map { "mpv quit unexpectedly (\($0))" } ?? "mpv closed its connection"
    }

    /// mpv left a command unanswered for too long: it is hung, so it is killed rather than asked.
    /// Short words, so the panel's status line holds them whole.
    private func stopHung(_ process: ChildProcess) -> String {
        process.terminate(grace: 0)
        let nonsense = talkedNonsense
        // Silent past the longest wait a starved machine is given: said as that, not as the timeout it outlasted.
        let starved = awaited.oldest.map { options.clock() - $0.sentAt >= Self.longestSilence } ?? false
        forget()
        let timeout = starved ? Self.longestSilence : options.replyTimeout
        let seconds = timeout.rounded() == timeout ? "\(Int(timeout))" : "\(timeout)"
        return nonsense ? "mpv answered nonsense for \(seconds) s" : "mpv did not answer within \(seconds) s"
    }

    private func forget() {
        process = nil
        stream = LineStream()
        awaited.forgetAll()
        excused = nil
        talkedNonsense = false
        pendingStart = nil
        awaitedPosition = nil
        loadInFlight = false
        reorderReply = nil
        positionQueries.removeAll()
        playlistQueries.removeAll()
        entryPassedOn = nil
        filePlays = false
        paused = false
        positionAskedAt = nil
    }
}
