import Foundation
import Glibc

/// What the kernel reports about a running process at one moment, from /proc.
struct ProcessSample {
    /// User plus system CPU time of all threads, in seconds (`/proc/PID/stat`, clock-tick resolution).
    let cpuSeconds: Double
    /// CPU time of all threads in seconds from the scheduler (`/proc/PID/task/*/schedstat`, nanoseconds), if available.
    let scheduledSeconds: Double?
    /// Context switches summed over the threads alive now: voluntary ones (the process went to sleep: poll,
    /// a blocking write) and involuntary ones (the scheduler preempted it; mostly other load on the machine).
    let voluntarySwitches: Int
    let involuntarySwitches: Int
    var contextSwitches: Int { voluntarySwitches + involuntarySwitches }
    /// Threads alive now.
    let threads: Int
    /// Resident set size and its peak, in KiB.
    let rssKiB: Int
    let peakRSSKiB: Int
    /// The resident set split into private memory (heap, stacks) and mapped files (libraries, ICU data), in KiB.
    let anonymousRSSKiB: Int
    let fileRSSKiB: Int
    /// Proportional set size (shared pages divided among the processes mapping them), in KiB, if available.
    let proportionalKiB: Int?

    static let clockTicksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// Reads the sample, or nil if the process is gone.
    init?(pid: pid_t) {
        guard let stat = Self.read("/proc/\(pid)/stat"), let status = Self.read("/proc/\(pid)/status") else { return nil }
        // Fields after the command name, which is in parentheses and may contain spaces: utime and stime
        // are fields 14 and 15 of the line, so 12 and 13 after the ")".
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = Double(fields[11]), let stime = Double(fields[12]) else { return nil }
        cpuSeconds = (utime + stime) / Self.clockTicksPerSecond
        rssKiB = Self.number("VmRSS", in: status)
        peakRSSKiB = Self.number("VmHWM", in: status)
        anonymousRSSKiB = Self.number("RssAnon", in: status)
        fileRSSKiB = Self.number("RssFile", in: status)
        proportionalKiB = Self.read("/proc/\(pid)/smaps_rollup").map { Self.number("Pss", in: $0) }

        // /proc/PID/status counts context switches of the main thread only; add up every thread's.
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var voluntary = 0, involuntary = 0
        var scheduled: Double? = 0
        for task in tasks {
            if let s = Self.read("/proc/\(pid)/task/\(task)/status") {
                voluntary += Self.number("voluntary_ctxt_switches", in: s)
                involuntary += Self.number("nonvoluntary_ctxt_switches", in: s)
            }
            if let line = Self.read("/proc/\(pid)/task/\(task)/schedstat"),
               let first = line.split(separator: " ").first, let ns = Double(first) {
                scheduled? += ns / 1e9
            } else {
                scheduled = nil
            }
        }
        voluntarySwitches = voluntary
        involuntarySwitches = involuntary
        scheduledSeconds = scheduled
        threads = tasks.count
    }

    private static func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// The number after `key:` on its line of a /proc status file (0 if missing).
    private static func number(_ key: String, in status: String) -> Int {
        for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
            return Int(line.dropFirst(key.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
        }
        return 0
    }
}
