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
        var sample = Sample(ran: 0, waited: 0, runnable: false)
        var threads = 0
        // A thread that ended between the listing and the reads is left out. Each file is one short line.
        for name in ProcFiles.entryNames("/proc/\(pid)/task") where pid_t(name) != nil {
            guard let schedstat = ProcFiles.text("/proc/\(pid)/task/\(name)/schedstat", limit: 1024),
                  let times = times(schedstat: schedstat),
                  let stat = ProcFiles.text("/proc/\(pid)/task/\(name)/stat", limit: 1024),
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

    /// The state letter of a stat line; nil for anything else.
    public static func state(stat text: String) -> Character? {
        ProcFiles.statFields(text)?.first?.first
    }
}
