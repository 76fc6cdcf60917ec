import ClockSystem
import Glibc

nonisolated(unsafe) private var signalWriteFD: Int32 = -1

/// Turns asynchronous signals into bytes on a pipe the run loop polls, so all handling happens on the
/// loop's one thread (the classic self-pipe trick). Installed before curses starts, so curses keeps its hands off them.
///
/// Every catchable signal whose default action would end the program is either here (the loop quits the ordinary
/// way: terminal restored, state saved, exit code 128 + signal), in `CrashRestore` (synchronous faults, restored
/// in the handler), or ignored (SIGPIPE, SIGXFSZ: the failing write reports the error instead).
public final class SignalPipe {
    private let pipe: WakePipe
    public var readFD: Int32 { pipe.readEnd }
    /// Signals that ask the program to end: the ones people and tools send to stop it, and the ones nothing here
    /// uses (timers, USR1/2, I/O, power, real-time) whose default action is to terminate.
    public static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                             SIGPROF, SIGIO, SIGPWR, SIGSTKFLT]
        + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    public static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT] + terminating
    /// Default action "terminate", but what they report is better told by the call that failed.
    static let ignored: [Int32] = [SIGPIPE, SIGXFSZ]

    public init() throws {
        guard let pipe = WakePipe() else { throw TerminalError.initFailed("cannot create a pipe") }
        self.pipe = pipe
        signalWriteFD = pipe.writeEnd
        for sig in Self.ignored { signal(sig, SIG_IGN) }
        for sig in Self.handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                var byte = UInt8(truncatingIfNeeded: sig)
                let saved = errno
                _ = write(signalWriteFD, &byte, 1)
                errno = saved
            }
            action.sa_flags = Int32(SA_RESTART)
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, nil)
        }
    }

    /// The signals that arrived since the last call, oldest first.
    public func drain() -> [Int32] {
        pipe.drain().map { Int32($0) }
    }

    /// Stops the process for Ctrl-Z with the default action, then comes back here after `fg`.
    public static func stopSelf() {
        kill(getpid(), SIGSTOP)
    }
}
