import Foundation
import Glibc

/// The background ringer's cost between alarms (issue 22): `tui-clock daemon` with an alarm hours away, on a state
/// folder of its own and no session bus, measured over an idle window once it has gone to sleep as its idle self:
/// wake-ups (context switches), CPU time and resident memory. The target: no wake-up at all, CPU ≈ 0, ≤ 8 MiB.
struct DaemonBenchmark {
    struct Result {
        var window: Double
        var wakeUps: Int
        var cpuPercent: Double
        var scheduledCPUPercent: Double?
        var rssMiB: Double
        var peakRSSMiB: Double
        var program: String
    }

    static let wakeUpTarget = Target(limit: 0, text: "0 /s")
    static let cpuTarget = Target(limit: 0.001, text: "<= 0.001 %")
    static let rssTarget = Target(limit: 8, text: "<= 8 MiB")

    let binary: String
    let window: Double

    func run() throws -> Result {
        let state = try TemporaryDirectory()
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = state.path
        env["DBUS_SESSION_BUS_ADDRESS"] = nil
        // An alarm twelve hours from now: due long after the window.
        var hour = Calendar.current.component(.hour, from: Date()) + 12
        hour %= 24
        try run([binary, "alarms", "add", String(format: "%02d:00", hour), "--days", "daily"], env: env)
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words: [String] = [binary, "daemon"]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        guard posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0 else { throw BenchError.system("cannot start \(binary) daemon") }
        defer {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        // Asleep: it has become its idle self.
        let deadline = Date().addingTimeInterval(30)
        while !program(of: pid).hasSuffix("-idle"), Date() < deadline { usleep(20_000) }
        guard program(of: pid).hasSuffix("-idle") else { throw BenchError.system("the daemon never went idle") }
        // The exec has happened; the idle program still sets up its timer and watches before it sleeps.
        Thread.sleep(forTimeInterval: 2)
        progress("daemon: \(Int(window)) s idle window")
        guard let before = ProcessSample(pid: pid) else { throw BenchError.system("the daemon exited") }
        let start = Date()
        Thread.sleep(forTimeInterval: window)
        guard let after = ProcessSample(pid: pid) else { throw BenchError.system("the daemon exited while idle") }
        let elapsed = Date().timeIntervalSince(start)
        return Result(window: elapsed, wakeUps: after.contextSwitches - before.contextSwitches,
                      cpuPercent: (after.cpuSeconds - before.cpuSeconds) / elapsed * 100,
                      scheduledCPUPercent: after.scheduledSeconds.flatMap { a in before.scheduledSeconds.map { (a - $0) / elapsed * 100 } },
                      rssMiB: Double(after.rssKiB) / 1024, peakRSSMiB: Double(after.peakRSSKiB) / 1024,
                      program: URL(fileURLWithPath: program(of: pid)).lastPathComponent)
    }

    private func program(of pid: pid_t) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? ""
    }

    private func run(_ argv: [String], env: [String: String]) throws {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let a: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        let e: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        guard posix_spawn(&pid, argv[0], &actions, nil, a, e) == 0 else { throw BenchError.system("cannot run \(argv[0])") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

extension Report {
    static func daemon(_ r: DaemonBenchmark.Result) -> String {
        var table = ReportTable(["measure", "value", "target", "verdict"], rightAligned: [1])
        let perSecond = Double(r.wakeUps) / r.window
        table.add("wake-ups (context switches)", "\(r.wakeUps) in \(Format.number(r.window, digits: 0)) s",
                  DaemonBenchmark.wakeUpTarget.text, DaemonBenchmark.wakeUpTarget.verdict(perSecond))
        table.add("idle CPU (utime+stime)", Format.number(r.cpuPercent, digits: 4) + " %", DaemonBenchmark.cpuTarget.text,
                  DaemonBenchmark.cpuTarget.verdict(r.cpuPercent))
        if let scheduled = r.scheduledCPUPercent {
            table.add("idle CPU (schedstat, ns)", Format.number(scheduled, digits: 4) + " %", DaemonBenchmark.cpuTarget.text,
                      DaemonBenchmark.cpuTarget.verdict(scheduled))
        }
        table.add("VmRSS after the window", Format.number(r.rssMiB, digits: 1) + " MiB", DaemonBenchmark.rssTarget.text,
                  DaemonBenchmark.rssTarget.verdict(r.rssMiB))
        table.add("VmHWM (peak since it went idle)", Format.number(r.peakRSSMiB, digits: 1) + " MiB", "", "")
        return "Background ringer (tui-clock daemon, idle as \(r.program), one alarm 12 h away, no session bus)\n"
            + table.text
    }
}
