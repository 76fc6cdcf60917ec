import Foundation
import XCTest

/// A D-Bus session bus of the test's own (Debian's `dbus-daemon`), so MPRIS and the background ringer's
/// notifications are tested without the desktop's bus and without disturbing anything on it. `stop()` ends the daemon; tests call it in `tearDown`, so it ends on every
/// path, a failed assertion included.
final class PrivateSessionBus {
    let address: String
    private let daemon: Process
    /// The test's folder for the bus's socket and whatever else a test keeps beside it.
    let folder: String
    private var monitor: Process?

    init() throws {
        folder = NSTemporaryDirectory() + "tui-clock-bus-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--address=unix:path=\(folder)/bus", "--nofork", "--print-address"]
        let out = Pipe()
        daemon.standardOutput = out
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        // The daemon prints its address, with the bus's guid, once it listens.
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        let line = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("unix:") else {
            daemon.terminate()
            throw XCTSkip("dbus-daemon did not start (apt install dbus): \(line)")
        }
        address = line
    }

    func stop() {
        if let monitor, monitor.isRunning {
            monitor.terminate()
            monitor.waitUntilExit()
        }
        if daemon.isRunning {
            daemon.terminate()
            daemon.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `playerctl args` against this bus; its standard output, trimmed.
    @discardableResult
    func playerctl(_ args: [String]) -> String {
        Command.run(["playerctl"] + args, environment: environment).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts recording the MPRIS signals on the bus (PropertiesChanged and Seeked) with `dbus-monitor`.
    func recordSignals() throws {
        let recorder = Process()
        recorder.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-monitor")
        recorder.arguments = ["--address", address, "type='signal',member='PropertiesChanged'", "type='signal',member='Seeked'"]
        _ = FileManager.default.createFile(atPath: signalLog, contents: nil)
        recorder.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: signalLog))
        recorder.standardError = FileHandle.nullDevice
        try recorder.run()
        monitor = recorder
        // It listens once it has given up its own name to become a monitor, which it prints first.
        poll(timeout: 10) { ((try? String(contentsOfFile: signalLog, encoding: .utf8)) ?? "").contains("member=NameLost") }
    }

    private var signalLog: String { folder + "/signals" }

    /// The signals recorded so far, one per element: for PropertiesChanged the names of the properties it carries
    /// ("PropertiesChanged PlaybackStatus"), for Seeked its position ("Seeked 31006679").
    func signals() -> [String] {
        let text = (try? String(contentsOfFile: signalLog, encoding: .utf8)) ?? ""
        var found: [String] = []
        var lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }[...]
        while let line = lines.popFirst() {
            if line.hasPrefix("signal "), line.contains("member=PropertiesChanged") {
                var names: [String] = []
                // The first array holds the changed properties; it ends at the first "]".
                while let next = lines.first, !next.hasPrefix("signal "), next != "]" {
                    lines.removeFirst()
                    if next == "dict entry(", let name = lines.first, name.hasPrefix("string ") {
                        names.append(String(name.dropFirst(8).dropLast()))
                    }
                }
                found.append((["PropertiesChanged"] + names).joined(separator: " "))
            } else if line.hasPrefix("signal "), line.contains("member=Seeked"), let value = lines.first {
                found.append("Seeked " + (value.split(separator: " ").last.map(String.init) ?? ""))
            }
        }
        return found
    }

    /// Every PlaybackStatus the recorded signals carried, in order ("Playing", "Paused", "Stopped").
    func playbackStatuses() -> [String] {
        let text = (try? String(contentsOfFile: signalLog, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return zip(lines, lines.dropFirst()).compactMap { name, value in
            guard name == #"string "PlaybackStatus""#, let quote = value.firstIndex(of: "\"") else { return nil }
            return String(value[value.index(after: quote)...].dropLast())
        }
    }

    /// Calls `method` of tui-clock's MPRIS root interface with `dbus-send`, waiting for the answer.
    func send(_ method: String) -> Command.Result {
        Command.run(["dbus-send", "--session", "--print-reply", "--dest=org.mpris.MediaPlayer2.tui_clock",
                     "/org/mpris/MediaPlayer2", "org.mpris.MediaPlayer2." + method], environment: environment)
    }

    /// The names of the players on this bus, as `playerctl -l` lists them.
    var players: [String] { playerctl(["-l"]).split(separator: "\n").map(String.init) }

    /// The test's own environment pointed at this bus.
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["DBUS_SESSION_BUS_ADDRESS": address]) { $1 }
    }

}
