import Glibc

/// The processes running a given program file, as the kernel names them in `/proc/PID/exe` (symlinks resolved).
/// Only this user's processes can be read there (root's: everyone's), so it never finds another user's ringer
/// for an ordinary user. `uninstall` asks it for the background ringers running from the prefix it empties (a
/// ringer started by hand, not by systemd, would go on without its ring tone, and say it runs), which it stops,
/// and for the clocks open from there, which it leaves to the user and names.
public enum RunningPrograms {
    /// How often `stop` looks whether they ended.
    static let checkInterval = 0.01

    /// The processes whose program is one of `programs` (paths; a missing one matches nothing).
    public static func processes(running programs: [String]) -> [pid_t] {
        let wanted = Set(programs.compactMap(resolved))
        guard !wanted.isEmpty else { return [] }
        var found: [pid_t] = []
        for name in ProcFiles.entryNames("/proc") {
            guard let pid = pid_t(name), pid != getpid(), let program = program(of: pid) else { continue }
            if wanted.contains(program) { found.append(pid) }
        }
        return found.sorted()
    }

    /// Asks each process to stop with SIGTERM (what `systemctl --user stop` sends; the ringer ends its ring and its
    /// notification first) and waits up to `timeout` seconds for them to end. Returns those still running.
    public static func stop(_ pids: [pid_t], programs: [String], timeout: Double) -> [pid_t] {
        for pid in pids { kill(pid, SIGTERM) }
        let wanted = Set(programs.compactMap(resolved))
        // A process that ended has no program any more (a zombie's `exe` cannot be read); a reused pid runs another.
        func stillRunning() -> [pid_t] { pids.filter { program(of: $0).map(wanted.contains) ?? false } }
        let deadline = KernelClocks.monotonicSeconds() + timeout
        var left = stillRunning()
        while !left.isEmpty, KernelClocks.monotonicSeconds() < deadline {
            var pause = timespec(tv_sec: 0, tv_nsec: Int(checkInterval * 1e9))
            nanosleep(&pause, nil)
            left = stillRunning()
        }
        return left
    }

    /// The program file process `pid` runs; nil when it ended or is not this user's.
    static func program(of pid: pid_t) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/\(pid)/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
