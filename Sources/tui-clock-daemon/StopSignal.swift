import CWakeUps
import Glibc

/// SIGTERM (`systemctl --user stop`), SIGINT (Ctrl-C) and SIGHUP as a descriptor to poll (signalfd): the ringer ends
/// its loop and stops its sound and notification, rather than dying with the ring tone's player left to notice.
final class StopSignal {
    let fileDescriptor: Int32
    private(set) var received = false

    init() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        // Blocked, the signals wait in the descriptor; child processes are started with every signal unblocked.
        sigprocmask(SIG_BLOCK, &set, nil)
        fileDescriptor = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    }

    /// Reads the signals that came.
    func drain() {
        var info = signalfd_siginfo()
        while read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size) > 0 {
            RingerLog.write("stopping on signal \(info.ssi_signo)")
            received = true
        }
    }
}
