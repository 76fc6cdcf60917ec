import Glibc

/// Who holds a lock on a file, and whether they are stopped, as the kernel tells it in `/proc/locks` and
/// `/proc/PID/stat`. A clock frozen by `kill -STOP` (SIGSTOP cannot be caught, so it cannot let its lock go as Ctrl-Z
/// does) still holds the open-clock lock though it rings nothing: the background ringer asks this when an alarm falls
/// due, and rings it itself when every holder is stopped.
public enum LockHolders {
    /// The processes holding a lock on the file with inode `inode` (waiters, `->` lines, hold nothing yet). A lock
    /// whose holder the kernel does not name (an open file description lock, pid -1) is left out.
    public static func holders(ofInode inode: UInt64, locks text: String) -> [pid_t] {
        var found: [pid_t] = []
        for line in text.split(separator: "\n") {
            // `1: FLOCK  ADVISORY  WRITE 1234 fe:00:5547253 0 EOF`: the pid, then major:minor:inode.
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] != "->", let pid = pid_t(fields[4]), pid > 0,
                  let lockedInode = fields[5].split(separator: ":").last.flatMap({ UInt64($0) }),
                  lockedInode == inode else { continue }
            if !found.contains(pid) { found.append(pid) }
        }
        return found
    }

    /// Whether `/proc/PID/stat` says the process is stopped: `T` (a stop signal) or `t` (stopped by a tracer). The
    /// state is the field after the last `)`: the command name before it, in parentheses, may hold spaces and
    /// parentheses of its own. Nil when the text is not a stat line.
    public static func isStopped(stat text: String) -> Bool? {
        guard let state = ProcessSchedule.state(stat: text) else { return nil }
        return state == "T" || state == "t"
    }

    /// Whether the file at `path` is locked and every holder of its locks is stopped. False when nobody holds it,
    /// when one holder runs, or when the kernel's word cannot be read (then whoever holds it is taken at its word).
    public static func everyHolderIsStopped(path: String) -> Bool { stoppedHolders(path: path) != nil }

    /// The holders of the file's locks when there are some and every one is stopped; nil otherwise (as
    /// `everyHolderIsStopped`).
    public static func stoppedHolders(path: String) -> [pid_t]? {
        var info = stat()
        guard stat(path, &info) == 0, let locks = ProcFiles.text("/proc/locks") else { return nil }
        let pids = holders(ofInode: UInt64(info.st_ino), locks: locks)
        let stopped = !pids.isEmpty && pids.allSatisfy { pid in
            ProcFiles.text("/proc/\(pid)/stat").flatMap { isStopped(stat: $0) } ?? false
        }
        return stopped ? pids : nil
    }
}
