import ClockSystem
import Glibc

/// Plays one sound file, by default over and over, until stopped: the alarm's ring.
///
/// Uses mpv when installed (`--loop-file=inf`, tied to tui-clock by the same IPC socket hang-up as `MPVPlayer`,
/// so it stops if tui-clock dies); otherwise `paplay` or `aplay`, which play the file once and are not restarted.
/// Without any of them, `start` returns nil and the caller relies on the terminal bell.
///
/// A player that fails (no audio device, a bad `--ao`) exits at once: poll `fileDescriptor` and call `readOutput()`,
/// which reaps it, so no zombie waits for the end of the ringing.
public final class SoundPlayer {
    /// Which program is playing.
    public let program: String
    private let process: ChildProcess

    private init(program: String, process: ChildProcess) {
        self.program = program
        self.process = process
    }

    /// Starts playing `file`. `audioOutput` is mpv's `--ao` ("null" in tests).
    /// - Parameter searchPath: where to look for the players; nil uses `$PATH`.
    public static func start(file: String, loop: Bool = true, audioOutput: String? = nil,
                             searchPath: String? = nil) -> SoundPlayer? {
        if let mpv = ChildProcess.find("mpv", searchPath: searchPath) {
            var arguments = ["--no-video", "--no-config", "--no-terminal",
                             "--input-ipc-client=fd://\(ChildProcess.childSocketNumber)"]
            if loop { arguments.append("--loop-file=inf") }
            if let audioOutput { arguments.append("--ao=\(audioOutput)") }
            arguments.append(file)
            return ChildProcess(executable: mpv, arguments: arguments).map { SoundPlayer(program: "mpv", process: $0) }
        }
        for name in ["paplay", "aplay"] {
            if let player = ChildProcess.find(name, searchPath: searchPath),
               let process = ChildProcess(executable: player, arguments: name == "aplay" ? ["-q", file] : [file]) {
                return SoundPlayer(program: name, process: process)
            }
        }
        return nil
    }

    /// The player's process id.
    public var processID: Int32 { process.pid }

    /// What to poll: readable when the player writes (mpv's IPC events) or ends; nil once it has ended.
    public var fileDescriptor: Int32? { process.connection >= 0 ? process.connection : nil }

    /// Whether the sound is still playing.
    public var isPlaying: Bool { !process.hasExited }

    /// Reads and drops what the player wrote (nobody needs mpv's events about the ring, but unread they would fill
    /// the socket); when the player has ended, reaps it. Never blocks. Returns whether the sound is still playing.
    @discardableResult
    public func readOutput() -> Bool {
        guard process.connection >= 0 else { return isPlaying }
        var discard = LineStream()
        guard discard.receive(from: process.connection).closed else { return true }
        // The player's end closed: it is exiting. Reap it, or end it if it only closed the socket.
        process.closeConnection()
        if !process.waitForExit(within: ChildProcess.killWait) { process.terminate(grace: 0) }
        return false
    }

    /// Plays on after a pause: whoever took the ring over while this program was frozen (`kill -STOP`) paused the
    /// player with it (`FrozenRingSound`); the program runs again, and so does its sound.
    public func continuePlaying() {
        if !process.hasExited { kill(process.pid, SIGCONT) }
    }

    /// Stops the sound now (within a bounded wait).
    public func stop() {
        process.terminate(grace: 0.2)
    }

    deinit {
        stop()
    }
}
