import ClockCore
import Glibc

/// The audio player: one long-lived `mpv --idle` process, driven over its JSON IPC through an inherited
/// socket pair (`--input-ipc-client=fd://3`).
///
/// Shaped for a single-threaded poll loop: poll `fileDescriptor` for input, then call `readEvents()`
/// (never blocks); `send(_:)` writes commands. Call `readEvents()` once right after creating the player:
/// it reports `.ready`, or `.unavailable(hint:)` when mpv is not installed (then every call is a no-op).
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

        public init(audioOutput: String? = nil, executable: String? = nil, searchPath: String? = nil) {
            self.audioOutput = audioOutput
            self.executable = executable
            self.searchPath = searchPath
        }
    }

    /// Shown when mpv is missing.
    public static let installHint = "Install mpv to play music: sudo apt install mpv"

    private var process: ChildProcess?
    private var queued: [PlayerEvent]
    private var received: [UInt8] = []
    private var lastWholeSecond: Int?
    /// A load that should start at this index once mpv has started the playlist's first file.
    private var pendingStart: Int?
    /// After switching to the start index: the playlist position to wait for, hiding the first file's events.
    private var awaitedPosition: Int?
    /// Between a load and mpv starting its first file, mpv may still report the old idle state: not news either.
    private var loadInFlight = false

    /// Starts mpv (idle, no video, no config, no terminal output).
    public init(options: Options = Options()) {
        guard let mpv = options.executable ?? ChildProcess.find("mpv", searchPath: options.searchPath) else {
            queued = [.unavailable(hint: Self.installHint)]
            return
        }
        var arguments = ["--idle=yes", "--no-video", "--no-config", "--no-terminal", "--keep-open=no",
                         "--input-ipc-client=fd://\(ChildProcess.childSocketNumber)"]
        if let ao = options.audioOutput { arguments.append("--ao=\(ao)") }
        guard let child = ChildProcess(executable: mpv, arguments: arguments, withSocket: true) else {
            queued = [.unavailable(hint: "Cannot start \(mpv). " + Self.installHint)]
            return
        }
        process = child
        queued = [.ready]
        for line in MPVProtocol.observeLines() { write(line) }
    }

    /// The socket to poll for readability; nil when there is no player.
    public var fileDescriptor: Int32? {
        guard let process, process.socket >= 0 else { return nil }
        return process.socket
    }

    /// mpv's process id while it runs.
    public var processID: Int32? { process?.pid }

    /// Whether a player process is running and accepting commands.
    public var isRunning: Bool { fileDescriptor != nil }

    /// Everything mpv reported since the last call; never blocks. `.died` ends the stream.
    /// `timePosition` is reported once per whole second (and on jumps back), which is all a display needs.
    public func readEvents() -> [PlayerEvent] {
        var events = queued
        queued.removeAll()
        guard let process, process.socket >= 0 else { return events }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(process.socket, $0.baseAddress, $0.count) }
            if n > 0 {
                received += buffer[0..<n]
                continue
            }
            if n < 0, errno == EINTR { continue }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK { break }
            events += decodeReceived()
            events.append(.died(diedMessage()))
            process.closeSocket()
            return events
        }
        events += decodeReceived()
        return events
    }

    /// Sends a command; silently ignored when there is no player (the panel already said why).
    public func send(_ command: PlayerCommand) {
        switch command {
        case .load(let paths, let startAt):
            lastWholeSecond = nil
            awaitedPosition = nil
            pendingStart = startAt > 0 && startAt < paths.count ? startAt : nil
            loadInFlight = !paths.isEmpty
        case .stop:
            lastWholeSecond = nil
            pendingStart = nil
            awaitedPosition = nil
            loadInFlight = false
        default:
            break
        }
        for line in MPVProtocol.lines(for: command) { write(line) }
    }

    /// Stops mpv: asks it to quit, closes the connection, and kills it if it lingers.
    public func terminate() {
        guard let process else { return }
        if process.socket >= 0 { write(MPVProtocol.quitLine()) }
        process.terminate()
        self.process = nil
    }

    deinit {
        terminate()
    }

    private func write(_ line: String) {
        guard let process, process.socket >= 0 else { return }
        var bytes = Array(line.utf8)[...]
        while !bytes.isEmpty {
            // MSG_NOSIGNAL: a dead mpv must surface as `.died`, not kill tui-clock with SIGPIPE.
            let n = bytes.withUnsafeBytes { Glibc.send(process.socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n > 0 { bytes = bytes.dropFirst(n); continue }
            if n < 0, errno == EINTR { continue }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var pfd = pollfd(fd: process.socket, events: Int16(POLLOUT), revents: 0)
                _ = poll(&pfd, 1, 100)
                continue
            }
            return  // the connection is gone; readEvents() reports `.died`
        }
    }

    private func decodeReceived() -> [PlayerEvent] {
        var events: [PlayerEvent] = []
        while let newline = received.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Substring(String(decoding: received[..<newline], as: UTF8.self))
            received.removeSubrange(...newline)
            let startsFile = MPVProtocol.isStartFile(line)
            if startsFile { loadInFlight = false }
            if let start = pendingStart, startsFile {
                pendingStart = nil
                awaitedPosition = start
                write(MPVProtocol.playIndexLine(start))
            }
            for event in MPVProtocol.events(fromLine: line) {
                if event == .idle, loadInFlight { continue }
                if let awaited = awaitedPosition ?? pendingStart.map({ _ in -1 }) {
                    // The model asked for track `awaited`: the first file's brief start is not news.
                    switch event {
                    case .playlistPosition(awaited): awaitedPosition = nil
                    case .playlistPosition, .mediaTitle, .duration, .timePosition, .endOfFile(reason: "stop", _): continue
                    default: break
                    }
                }
                if case .timePosition(let seconds) = event {
                    let whole = Int(seconds.rounded(.down))
                    if let last = lastWholeSecond, whole == last { continue }
                    lastWholeSecond = whole
                }
                events.append(event)
            }
        }
        return events
    }

    private func diedMessage() -> String {
        guard let process else { return "mpv stopped" }
        for _ in 0..<20 where !process.hasExited { usleep(5_000) }
        return process.hasExited ? "mpv exited" : "mpv closed its connection"
    }
}
