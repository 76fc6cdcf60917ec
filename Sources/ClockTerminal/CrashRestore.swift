import Glibc

// State the fatal-signal handler reads. It is written once at start-up, before any handler can run.
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreCount = 0
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var haveTermios = false
/// Child processes (the audio player) to kill if we die abruptly.
nonisolated(unsafe) private var childPIDs = [pid_t](repeating: 0, count: 4)
/// The handlers that were there before ours (Swift's backtracer), run after the terminal is restored.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

/// Restores the terminal if the program dies from a fatal signal (a crash, an abort, a failed precondition),
/// so the user's shell is never left in raw mode on the alternate screen with mouse reports on.
public enum CrashRestore {
    /// Faults and limits that may strike while the loop cannot run: restored in the handler, then the default action.
    static let fatalSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS, SIGXCPU]

    static func install(sequence: [UInt8]) {
        if restoreBytes == nil {
            restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
        }
        restoreCount = min(sequence.count, 512)
        for i in 0..<restoreCount { restoreBytes![i] = sequence[i] }
        if tcgetattr(STDIN_FILENO, &savedTermios) == 0 { haveTermios = true }
        for sig in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                if let bytes = restoreBytes { _ = write(STDOUT_FILENO, bytes, restoreCount) }
                if haveTermios { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
                for i in 0..<4 where childPIDs[i] > 0 { kill(childPIDs[i], SIGKILL) }
                if sig >= 0 && sig < 32 { sigaction(sig, previousActions + Int(sig), nil) } else { signal(sig, SIG_DFL) }
                raise(sig)
            }
            action.sa_flags = 0
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, previousActions + Int(sig))
        }
    }

    /// Registers a child process to be killed if the program crashes (slot 0...3).
    public static func registerChild(_ pid: pid_t, slot: Int) {
        guard (0..<4).contains(slot) else { return }
        childPIDs[slot] = pid
    }
}
