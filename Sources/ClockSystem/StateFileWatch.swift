import ClockCore
import Glibc

/// Wakes the clock when another process (the background ringer's ring record, `tui-clock alarms …`, a second clock)
/// replaces the state file, and only then: an inotify watch on the state folder, read through the run loop's wake
/// sources. An idle second costs no `stat` and no copy of the saved state, where the poll this replaces did both on
/// every tick.
///
/// The folder is watched, not the file: every save is a rename over it, which a watch on the file would lose. Only
/// events that name the state file count; the lock files and the saves' temp files beside it wake the loop but
/// change nothing. Where inotify is unavailable (no watch left, a folder it cannot watch) the file is looked at on
/// the clock's own ticks, as before (`pollInterval`). The program's own saves are written by `StateFileWriter`.
public final class StateFileWatch {
    /// Without inotify, how often the file is looked at: within a second of a change the app shows it.
    public static let pollInterval = 0.5

    public let sync: StateFileSync
    private let fileName: String
    /// The inotify descriptor, or -1 when the folder is not watched (then the file is polled).
    public private(set) var fileDescriptor: Int32 = -1
    /// When the file is looked at next without an event: every `pollInterval` while polling; once, on the loop's
    /// next wake-up, after a look refused while the program's own save was being written.
    private var nextLook: Uptime?

    /// `watching: false` polls as if inotify were unavailable (for tests of the fallback).
    public init(sync: StateFileSync, directory: String, fileName: String = StateStore.fileName, watching: Bool = true) {
        self.sync = sync
        self.fileName = fileName
        fileDescriptor = watching ? Self.watch(directory) : -1
        // Without a watch the file is looked at on the loop's next wake-up, and every `pollInterval` after.
        if fileDescriptor < 0 { nextLook = 0 }
    }

    /// An inotify descriptor watching `directory`, or -1 when inotify refuses.
    private static func watch(_ directory: String) -> Int32 {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return -1 }
        // Saves rename a finished temp file over the old one; an editor may write it in place or delete it.
        let mask = UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVE_SELF | IN_DELETE_SELF | IN_ONLYDIR)
        guard inotify_add_watch(fd, directory, mask) >= 0 else {
            close(fd)
            return -1
        }
        return fd
    }

    deinit { if fileDescriptor >= 0 { close(fileDescriptor) } }

    /// Whether the folder is watched (false: the file is polled).
    public var isWatching: Bool { fileDescriptor >= 0 }

    public var checkAfter: Uptime? { nextLook }

    /// On an event (or a look that came due): the file's alarms, when another process changed them. The program's
    /// own saves (`StateFileWriter`, on its thread) wake it too: a look then finds the identity it wrote and nothing
    /// changed. A look while one is being written is made once it is done, on the loop's next wake-up (the writer's
    /// own, at the latest): it does not wait for the save's fsyncs, and another process's save made meanwhile is
    /// not lost.
    public func drain(at now: Moment) -> [Msg] {
        if fileDescriptor >= 0 {
            let events = readEvents()
            guard events.namesFile || nextLook != nil else { return [] }
            nextLook = events.watchLost ? now.uptime + Self.pollInterval : nil
        } else {
            nextLook = now.uptime + Self.pollInterval
        }
        switch sync.lookUnlessSaving() {
        case .unchanged:
            return []
        case .changed(let theirs):
            return [.alarmsChanged(theirs)]
        case .saving:
            nextLook = 0
            return []
        }
    }

    /// Reads every waiting event: whether one names the state file (or the queue overflowed, so any might have),
    /// and whether the watch ended (the folder was removed or moved away), after which the file is polled.
    private func readEvents() -> (namesFile: Bool, watchLost: Bool) {
        var namesFile = false
        var watchLost = false
        for event in InotifyEvents.read(fileDescriptor) {
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 || event.name == fileName { namesFile = true }
            if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 { watchLost = true }
        }
        if watchLost {
            close(fileDescriptor)
            fileDescriptor = -1
            namesFile = true
        }
        return (namesFile, watchLost)
    }
}
