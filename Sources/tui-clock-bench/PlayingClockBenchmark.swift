import ClockSystem
import Foundation
import Glibc

/// The clock screen while music plays (issue 21: "a playing clock screen should cost well under 1 % of a core"):
/// launches the release tui-clock on a generated album of long silent tracks, plays it from the wall (Tab, Enter),
/// goes back to the clock (Esc, Tab), and measures CPU and wake-ups over the window, with the real mpv playing
/// silently and MPRIS connected to a private session bus of the benchmark's own (when `dbus-daemon` is installed).
/// mpv's own CPU is its process's, not the clock's, and is not counted.
struct PlayingClockBenchmark {
    struct Launch {
        var cpuPercent = 0.0
        var scheduledCPUPercent: Double?
        var wakeUpsPerSecond = 0.0
        var rssMiB = 0.0
        /// Whether mpv ran and the MPRIS plugin was loaded through the window.
        var playing = false
        var remote = false
    }

    let binary: String
    let options: BenchOptions

    func run() throws -> [Launch] {
        let library = try TemporaryDirectory()
        let album = library.path + "/Bench Artist/Long Silence"
        try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
        // Ten minutes each: playback outlasts settle and window at their defaults and at 60 s.
        let wav = Self.silentWAV(seconds: 600)
        for n in 1...2 { try wav.write(to: URL(fileURLWithPath: album + "/0\(n) Quiet \(n).wav")) }
        let bus = SessionBus()
        defer { bus?.stop() }
        return try options.eachLaunch({ "playing launch \($0)/\(options.runs): play from the wall, back to the clock, \(options.settle) s settle, \(options.window) s window" }) {
            try launch(library: library.path, busAddress: bus?.address)
        }
    }

    private func launch(library: String, busAddress: String?) throws -> Launch {
        let clock = try LaunchedClock.onMusic(library, binary: binary, options: options,
                                              environment: busAddress.map { ["DBUS_SESSION_BUS_ADDRESS": $0] } ?? [:])
        defer { withExtendedLifetime(clock) {} }
        let tty = clock.tty
        func wait(_ seconds: Double) { tty.pump(until: KernelClocks.monotonicSeconds() + seconds) }
        tty.type("\t")
        wait(3)
        tty.type("\r")
        wait(2)
        tty.type("\u{1B}")
        // Apart from the Esc, which with Tab at once would be Alt-Tab.
        wait(1)
        tty.type("\t")
        wait(options.settle)
        guard let before = ProcessSample(pid: tty.pid) else { throw BenchError.system("tui-clock exited before the window") }
        let t0 = KernelClocks.monotonicSeconds()
        wait(options.window)
        guard let after = ProcessSample(pid: tty.pid) else { throw BenchError.system("tui-clock exited during the window") }
        let elapsed = KernelClocks.monotonicSeconds() - t0
        var result = Launch()
        result.cpuPercent = (after.cpuSeconds - before.cpuSeconds) / elapsed * 100
        if let a = after.scheduledSeconds, let b = before.scheduledSeconds { result.scheduledCPUPercent = (a - b) / elapsed * 100 }
        result.wakeUpsPerSecond = Double(after.contextSwitches - before.contextSwitches) / elapsed
        result.rssMiB = Double(after.rssKiB) / 1024
        let maps = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(tty.pid)/maps")).readToEnd()) ?? nil
        result.remote = maps.map { String(decoding: $0, as: UTF8.self).contains("libtui-clock-mpris.so") } ?? false
        let children = (try? String(contentsOfFile: "/proc/\(tty.pid)/task/\(tty.pid)/children", encoding: .utf8)) ?? ""
        result.playing = children.split(separator: " ").contains { pid in
            ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "").hasPrefix("mpv")
        }
        tty.type("q")
        _ = tty.waitForExit(timeout: TerminalBenchmark.patience)
        return result
    }

    /// A mono 8 kHz 16-bit WAV of silence.
    static func silentWAV(seconds: Int) -> Data {
        let rate = 8000, samples = rate * seconds
        var data = Data()
        func append32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append32(36 + samples * 2)
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append32(16); append16(1); append16(1)
        append32(rate); append32(rate * 2); append16(2); append16(16)
        data.append(contentsOf: Array("data".utf8)); append32(samples * 2)
        data.append(Data(count: samples * 2))
        return data
    }
}

/// A session bus of the benchmark's own, so MPRIS is measured connected whatever the machine has; nil without
/// `dbus-daemon`.
final class SessionBus {
    let address: String
    private let daemon: Process
    private let folder: TemporaryDirectory

    init?() {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"), let folder = try? TemporaryDirectory()
        else { return nil }
        self.folder = folder
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--address=unix:path=\(folder.path)/bus", "--nofork", "--print-address"]
        let out = Pipe()
        daemon.standardOutput = out
        daemon.standardError = FileHandle.nullDevice
        guard (try? daemon.run()) != nil else { return nil }
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        address = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard address.hasPrefix("unix:") else {
            daemon.terminate()
            return nil
        }
    }

    func stop() {
        guard daemon.isRunning else { return }
        daemon.terminate()
        daemon.waitUntilExit()
    }
}
