import Glibc

/// How a process has been scheduled, as the kernel tells it for each of its threads: `/proc/PID/task/TID/schedstat`
/// (the seconds it ran, and `run_delay`, the seconds it was ready to run while others ran) and the state in
/// `/proc/PID/task/TID/stat`. A deadline for another program's answer leaves its waits for a CPU out, so on a starved
/// machine a program that is slow to be scheduled is not taken for hung. All threads count: mpv's main thread sleeps
/// while the thread it waits for is the one kept from running.
public enum ProcessSchedule {
    public struct Sample: Sendable, Equatable {
        /// Seconds on a CPU since it started, its threads' summed.
        public var ran: Double
        /// Seconds its threads waited for a CPU since they started, summed; counted each time a thread gets one (a
        /// wait in progress is not in it yet).
        public var waited: Double
        /// Whether a thread is running or ready to run (`R`), or waiting for the disk (`D`), rather than every one
        /// sleeping or stopped.
        public var runnable: Bool

        public init(ran: Double, waited: Double, runnable: Bool) {
            self.ran = ran
            self.waited = waited
            self.runnable = runnable
        }
    }

    /// The threads of `pid` now; nil when the kernel does not say (a process that is gone, a kernel without
    /// scheduler statistics).
    public static func sample(pid: pid_t) -> Sample? {
        guard let folder = opendir("/proc/\(pid)/task") else { return nil }
        defer { closedir(folder) }
        var sample = Sample(ran: 0, waited: 0, runnable: false)
        var threads = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            // A thread that ended between the listing and the reads is left out.
            guard pid_t(name) != nil, let schedstat = smallProcFile("/proc/\(pid)/task/\(name)/schedstat"),
                  let times = times(schedstat: schedstat), let stat = smallProcFile("/proc/\(pid)/task/\(name)/stat"),
                  let state = state(stat: stat) else { continue }
            sample.ran += times.ran
            sample.waited += times.waited
            if state == "R" || state == "D" { sample.runnable = true }
            threads += 1
        }
        return threads > 0 ? sample : nil
    }

    /// The two times of a schedstat line (`cpu_ns run_delay_ns timeslices`), in seconds; nil for anything else.
    public static func times(schedstat text: String) -> (ran: Double, waited: Double)? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count >= 3, let ran = UInt64(fields[0]), let waited = UInt64(fields[1]) else { return nil }
        return (Double(ran) / 1e9, Double(waited) / 1e9)
    }

    /// The state letter of a stat line: the field after the last `)` (the command name before it, in parentheses,
    /// may hold spaces and parentheses of its own).
    public static func state(stat text: String) -> Character? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ").first?.first
    }

    /// A /proc file of one short line, read whole (a stat line is a few hundred bytes).
    private static func smallProcFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        var n = -1
        repeat { n = read(fd, &buffer, buffer.count) } while n < 0 && errno == EINTR
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n], as: UTF8.self)
    }
}
