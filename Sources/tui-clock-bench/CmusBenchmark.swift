import ClockSystem
import Foundation
import Glibc

/// cmus on the same library as tui-clock's index benchmark, where cmus is installed (Debian `cmus`; it is never a
/// test dependency): `cmus --listen SOCKET` on a pseudo-terminal with a fresh `CMUS_HOME`, then
/// `cmus-remote -C 'add DIR'` (its first scan) and, started again on the cache that left, `update-cache` (its check
/// of unchanged files). cmus-remote may wait seconds for cmus's main loop to take a command, so each step is timed
/// by cmus's own CPU time (all threads, /proc, 10 ms ticks): from the last sample before it grew to the last sample
/// that grew before it stood still for half a second — and cmus agreed it was done: at 1,000,000 tracks, on a
/// loaded machine, cmus's add stood still for half a second part-way, so a still CPU is only taken for the end
/// once cmus accepts `save -l` (it answers "can't save when tracks are being added" while an add or
/// update-cache is running); until then the wait goes on.
struct CmusBenchmark {
    struct Run {
        var addWall = 0.0
        var addCPU = 0.0
        var updateCacheCPU = 0.0
        /// cmus started again on the cache the add left: from its spawn until its CPU time stood still (the cache
        /// loaded, the library shown), and that CPU.
        var startOnCacheWall = 0.0
        var startOnCacheCPU = 0.0
        /// Tracks in cmus's library after the add (`save -l`), to show it read them all.
        var tracks = 0
        /// cmus's VmRSS once the add is over, and its peak (VmHWM) then, in MiB.
        var rssAfterAddMiB = 0.0
        var peakRSSAddMiB = 0.0
    }

    let cmus: String
    let remote: String
    let library: String

    /// Nil when cmus or cmus-remote is not on the PATH.
    init?(library: String) {
        func find(_ name: String) -> String? {
            let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
        }
        guard let cmus = find("cmus"), let remote = find("cmus-remote") else { return nil }
        self.cmus = cmus
        self.remote = remote
        self.library = library
    }

    func run(options: BenchOptions) throws -> [Run] {
        try options.eachLaunch({ "cmus \($0)/\(options.runs): add, then update-cache" }) {
            let home = try TemporaryDirectory()
            var result = Run()
            try withCmus(home: home.path) { session in
                let list = home.path + "/library.pl"
                let add = try session.step("add " + library, proof: list)
                (result.addWall, result.addCPU) = (add.wall, add.cpu)
                result.rssAfterAddMiB = Double(add.sample.rssKiB) / 1024
                result.peakRSSAddMiB = Double(add.sample.peakRSSKiB) / 1024
                result.tracks = ((try? String(contentsOfFile: list, encoding: .utf8)) ?? "").split(separator: "\n").count
            }
            (result.startOnCacheCPU, result.startOnCacheWall) = try withCmus(home: home.path) { session in
                result.updateCacheCPU = try session.step("update-cache", proof: home.path + "/after-update.pl").cpu
            }
            return result
        }
    }

    /// cmus started on `home`, ready for commands (its own start, cache loading included, over), quit afterwards;
    /// returns the CPU and wall seconds of that start.
    @discardableResult
    private func withCmus(home: String, _ body: (Session) throws -> Void) throws -> (cpu: Double, wall: Double) {
        let socket = home + "/socket"
        let tty = try PseudoTerminal(path: cmus, arguments: ["--listen", socket],
                                     environment: ["CMUS_HOME": home, "HOME": home, "TERM": "xterm", "PATH": "/usr/bin:/bin"],
                                     columns: 120, rows: 40)
        let session = Session(tty: tty, remote: remote, socket: socket)
        let deadline = KernelClocks.monotonicSeconds() + 30
        // cmus stops at "Press <enter> to continue" when it cannot reach a sound server or D-Bus.
        while access(socket, F_OK) != 0 {
            guard KernelClocks.monotonicSeconds() < deadline else { throw BenchError.system("cmus did not listen on \(socket)") }
            tty.type("\r")
            tty.pump(until: KernelClocks.monotonicSeconds() + 0.05)
        }
        var (cpu, grewAt) = try session.waitForStill(since: session.cpu(), quiet: 0.5)
        // cmus answers only from its main loop, once its cache is loaded: a pause while loading a large one is not
        // the end of its start (the rest would be counted as the next step's). More than a tick of CPU while the
        // answer came: wait for it to stand still again.
        _ = session.query()
        if try session.cpu() > cpu + 0.015 { (cpu, grewAt) = try session.waitForStill(since: cpu, quiet: 0.5, grewAt: grewAt) }
        try body(session)
        _ = session.command("quit")
        _ = tty.waitForExit(timeout: 30)
        return (cpu, grewAt - tty.spawnedAt)
    }

    /// A running cmus.
    private struct Session {
        let tty: PseudoTerminal
        let remote: String
        let socket: String

        func cpu() throws -> Double {
            guard let sample = ProcessSample(pid: tty.pid) else { throw BenchError.system("cmus ended") }
            return sample.cpuSeconds
        }

        /// Runs `cmus-remote -C command`, waits for it, and returns what it printed (cmus's error, if any).
        @discardableResult
        func command(_ command: String) -> String { remote(["-C", command]) }

        /// `cmus-remote -Q`: cmus's status, once its main loop answers.
        func query() -> String { remote(["-Q"]) }

        private func remote(_ arguments: [String]) -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: remote)
            process.arguments = ["--server", socket] + arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            guard (try? process.run()) != nil else { return "cmus-remote did not start" }
            while process.isRunning { tty.pump(until: KernelClocks.monotonicSeconds() + 0.01) }
            return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }

        /// Sends `command` and times cmus's work on it: wall and CPU seconds, and cmus as it was at the end. The
        /// end is the last growth of its CPU time before it stood still and then accepted `save -l proof` (a
        /// library list, left in `proof`): a pause part-way through a long add is not its end.
        func step(_ command: String, proof: String) throws -> (wall: Double, cpu: Double, sample: ProcessSample) {
            let before = try cpu()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: remote)
            process.arguments = ["--server", socket, "-C", command]
            var lastStill = KernelClocks.monotonicSeconds()
            try process.run()
            var sample = before
            while sample == before {
                if KernelClocks.monotonicSeconds() - lastStill > 60 { throw BenchError.system("cmus never began '\(command)'") }
                lastStill = KernelClocks.monotonicSeconds()
                tty.pump(until: lastStill + 0.01)
                sample = try cpu()
            }
            let deadline = KernelClocks.monotonicSeconds() + 3600
            var (after, end) = try waitForStill(since: sample, quiet: 0.5)
            while true {
                guard let atEnd = ProcessSample(pid: tty.pid) else { throw BenchError.system("cmus ended") }
                let reply = self.command("save -l " + proof)
                if !reply.contains("can't save") && !reply.contains("Error") {
                    while process.isRunning { tty.pump(until: KernelClocks.monotonicSeconds() + 0.01) }
                    return (end - lastStill, after - before, atEnd)
                }
                guard KernelClocks.monotonicSeconds() < deadline else {
                    throw BenchError.system("cmus was still busy with '\(command)' after an hour: \(reply)")
                }
                (after, end) = try waitForStill(since: after, quiet: 0.5, grewAt: end)
            }
        }

        /// Waits until cmus's CPU time has not grown for `quiet` seconds; its CPU time then and when it last grew.
        /// `grewAt`: when it last grew, if known (a wait that goes on after cmus said it was busy).
        func waitForStill(since start: Double, quiet: Double, grewAt known: Double? = nil) throws
            -> (cpu: Double, grewAt: Double) {
            var last = start
            var grewAt = known ?? KernelClocks.monotonicSeconds()
            let began = KernelClocks.monotonicSeconds()
            while KernelClocks.monotonicSeconds() - max(grewAt, began) < quiet {
                tty.pump(until: KernelClocks.monotonicSeconds() + 0.01)
                let now = try cpu()
                if now > last {
                    last = now
                    grewAt = KernelClocks.monotonicSeconds()
                }
            }
            return (last, grewAt)
        }
    }
}
