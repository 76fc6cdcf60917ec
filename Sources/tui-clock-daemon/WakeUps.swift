import ClockCore
import ClockSystem
import CWakeUps
import Glibc

/// What wakes the background ringer, and nothing else: it sleeps in one `poll` until the next alarm is due (a
/// timer on the wall clock, which the kernel also fires when the clock is set or jumps, and after a resume), the
/// state file or a clock's lock changes (inotify on the state folder), the time zone changes (inotify on /etc for
/// `localtime`), a notification button is clicked, or the ring sound's player writes or ends. Idle, that is no
/// wake-up at all.
final class WakeUps {
    enum Reason {
        case due, stateFolder, timeZone, notification, sound, album, stop
    }

    private let timer: Int32
    private let folderWatch: Int32
    private let zoneWatch: Int32

    init(stateDirectory: String) {
        timer = timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        folderWatch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        // Saves are renames; lock files closed by a clock that ends (however it ends) are a close after writing.
        _ = inotify_add_watch(folderWatch, stateDirectory, UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE | IN_CREATE))
        zoneWatch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        _ = inotify_add_watch(zoneWatch, "/etc", UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE | IN_CREATE))
    }

    /// Sleeps until `deadline` (nil: only for the other reasons) and says why it woke. `wallOffset` is `--now`'s
    /// shift of the wall clock, which the kernel's timer does not know.
    func wait(until deadline: Moment?, now: Moment, wallOffset: Double, extra: [(Int32, Int16, Reason)]) -> Set<Reason> {
        arm(deadline.map { $0.wall.timeIntervalSince1970 - wallOffset } ?? (now.wall.timeIntervalSince1970 - wallOffset + 366 * 86_400))
        var fds = [pollfd(fd: timer, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: folderWatch, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: zoneWatch, events: Int16(POLLIN), revents: 0)]
        let reasons: [Reason] = [.due, .stateFolder, .timeZone] + extra.map(\.2)
        fds += extra.map { pollfd(fd: $0.0, events: $0.1, revents: 0) }
        while poll(&fds, nfds_t(fds.count), -1) < 0, errno == EINTR {}
        var woke = Set<Reason>()
        for (i, fd) in fds.enumerated() where fd.revents != 0 {
            woke.insert(reasons[i])
            switch reasons[i] {
            case .due:
                // ECANCELED when the wall clock was set: a wake-up all the same.
                var expirations: UInt64 = 0
                _ = read(timer, &expirations, 8)
            case .stateFolder:
                drainEvents(folderWatch)
            case .timeZone:
                if !drainEvents(zoneWatch, named: "localtime") { woke.remove(.timeZone) }
            case .notification, .sound, .album, .stop:
                break
            }
        }
        return woke
    }

    /// Arms the wall-clock timer at `seconds` since 1970 (just after, so the check finds the instant passed).
    private func arm(_ seconds: Double) {
        let at = max(seconds, 0) + 0.001
        var spec = itimerspec()
        spec.it_value.tv_sec = Int(at)
        spec.it_value.tv_nsec = Int((at - at.rounded(.down)) * 1e9)
        timerfd_settime(timer, Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET), &spec, nil)
    }

    /// Reads every waiting inotify event; true when one names `named` (or any, with no name given).
    @discardableResult
    private func drainEvents(_ fd: Int32, named: String? = nil) -> Bool {
        let events = InotifyEvents.read(fd)
        guard let named else { return fd >= 0 }
        return events.contains { $0.name == named }
    }
}
