import Foundation

/// A stand-in for mpv that misbehaves on purpose (`Tests/Fixtures/fake-mpv`, whose comment lists the modes):
/// a private folder holding `mpv`, a link to the fixture, and the `mode` it reads when it starts.
/// Point a player at `executable`, or put `folder` first in `PATH`, as tui-clock finds mpv there.
public final class FakeMPV {
    public enum Mode: String, CaseIterable, Sendable {
        /// A tiny well-behaved mpv: answers every command and starts the album it is given.
        case play
        /// Plays, then exits with code 3 a second after the album is loaded.
        case die
        /// Reads commands and never answers; ignores SIGTERM.
        case hang
        /// Writes without newlines, as fast as it can, forever; ignores SIGTERM.
        case flood
        /// Answers every command with lines that are not mpv's JSON IPC.
        case garbage
        /// Exits with code 2 at once, like mpv given an audio output it does not have.
        case fail
    }

    public static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fake-mpv").path

    public let folder: String
    public var executable: String { folder + "/mpv" }

    public init(_ mode: Mode) throws {
        folder = NSTemporaryDirectory() + "tui-clock-fake-mpv-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: executable, withDestinationPath: Self.fixture)
        self.mode = mode
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What the next start of the fake does; a running one keeps its mode.
    public var mode: Mode {
        get { Mode(rawValue: (try? String(contentsOfFile: folder + "/mode", encoding: .utf8)) ?? "") ?? .play }
        set { _ = FileManager.default.createFile(atPath: folder + "/mode", contents: Data(newValue.rawValue.utf8)) }
    }

    /// The command line of every start so far, one entry per start, arguments separated by tabs.
    public var calls: [String] {
        ((try? String(contentsOfFile: folder + "/calls", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// How many times the fake reported its playback time unasked (as mpv does, ten times a second, for an observed
    /// `time-pos` or `playback-time`): each of those would wake the program.
    public var timeReports: Int {
        ((try? String(contentsOfFile: folder + "/time-reports", encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// Whether a misbehaving fake has begun to misbehave (answered nothing to a command, flooded, sent garbage,
    /// died): what a test waits for before it checks how the program copes.
    public var hasMisbehaved: Bool { FileManager.default.fileExists(atPath: folder + "/misbehaving") }

    /// `PATH` with the fake first.
    public var searchPath: String {
        folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }
}
