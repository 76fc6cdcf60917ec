import ClockSystem
import Foundation
import XCTest

/// Drives the built `tui-clock` binary in a private tmux server, the way a person at a terminal would:
/// it types keys, sends raw SGR mouse bytes, resizes the window, and reads the screen and the pane's modes.
/// Each session has its own server socket (`tmux -L`), and only that server is killed.
final class TmuxSession {
    let socket: String
    let eventLog: String
    private(set) var width: Int
    private(set) var height: Int
    /// The background ringer's lock, held for `backgroundRinger`.
    private var ringerLock: RingerLocks.Held?
    /// Key, mouse and paste events sent to the program so far, as its event log's `idle` lines count them.
    private(set) var sentInputs = 0

    /// The tui-clock binary next to the test bundle (both are built by `swift build --build-tests` / `swift test`).
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["TUI_CLOCK_BINARY"] { return path }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("tui-clock").path), dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("tui-clock").path
    }

    /// Starts `tui-clock args` in a new pane of the given size. After the program exits the pane stays,
    /// showing `EXIT=<code>`, so tests can read the exit code and the terminal modes left behind.
    /// With `shell`, the pane runs an interactive bash instead, for tests that need job control; `config` is a tmux
    /// configuration file (a pane colour, which tmux gives as its answer to OSC 11). With `backgroundRinger`, the
    /// session holds the background ringer's lock in the state folder, as a user who installed the service has one
    /// running, so the clock does not warn that alarms ring only while it is open (a notice of its own in the stack).
    /// `program` is the built binary unless a test runs another copy (an installed one).
    init(width: Int = 120, height: Int = 40, args: [String] = [], env: [String: String] = [:],
         term: String = "tmux-256color", shell: Bool = false, config: String = "/dev/null",
         backgroundRinger: Bool = false, program: String = TmuxSession.binary) throws {
        socket = "tui-clock-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        eventLog = NSTemporaryDirectory() + socket + ".events"
        self.width = width
        self.height = height
        var environment = ["TZ": "UTC", "LANG": "C.UTF-8", "TUI_CLOCK_EVENT_LOG": eventLog, "TERM": term,
                           "XDG_STATE_HOME": NSTemporaryDirectory() + socket + "-state",
                           // The library index goes with the state folder, not into the user's cache.
                           "XDG_CACHE_HOME": NSTemporaryDirectory() + socket + "-state/cache",
                           // A folder that does not exist: the user's own config.toml must not change what tests see.
                           "XDG_CONFIG_HOME": NSTemporaryDirectory() + socket + "-config"]
        environment.merge(env) { $1 }
        if backgroundRinger, let home = environment["XDG_STATE_HOME"] {
            let folder = home + "/tui-clock"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            chmod(home, 0o700)
            ringerLock = RingerLocks(directory: folder).becomeDaemon()
        }
        let exports = environment.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        let command = shell
            ? "env \(exports) PS1='$ ' bash --norc --noprofile -i"
            : "env \(exports) \(Self.quote(program)) \(args.map(Self.quote).joined(separator: " ")); echo EXIT=$?; sleep 600"
        Command.run(["tmux", "-L", socket, "-f", config, "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                     command], discardOutput: true)
    }

    deinit { kill() }

    func kill() {
        // tmux leaves its socket file behind when its server is killed; remove this server's, and only it.
        let socketPath = tmux(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let program = programPID()
        tmux(["kill-server"])
        // The program saves its state as it exits on the hang-up; let it finish before its folder is removed.
        if let program {
            poll(timeout: 3, every: 0.005) { !Self.isRunning(program) }
        }
        if socketPath.hasPrefix("/"), socketPath.hasSuffix("/" + socket) { try? FileManager.default.removeItem(atPath: socketPath) }
        try? FileManager.default.removeItem(atPath: eventLog)
        // The default state folder, named after the socket (a test that passes its own keeps it).
        try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + socket + "-state")
    }

    static func quote(_ s: String) -> String { Command.quoteForShell(s) }

    /// Whether the process exists and has not exited (a zombie waiting to be reaped has).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: end)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    @discardableResult
    func tmux(_ args: [String]) -> String {
        Command.run(["tmux", "-L", socket] + args).output
    }

    /// The screen as text lines (trailing blanks removed).
    func screen() -> [String] {
        let text = tmux(["capture-pane", "-p", "-t", "0"])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var l = Substring(line)
            while l.last == " " { l.removeLast() }
            return String(l)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    var screenText: String { screen().joined(separator: "\n") }

    /// The screen with its colours, as SGR codes (`capture-pane -e`).
    func styledScreen() -> String { tmux(["capture-pane", "-e", "-p", "-t", "0"]) }

    /// `alternate_on mouse_sgr_flag mouse_button_flag` of the pane, e.g. "1 1 1" while tui-clock runs.
    func modes() -> String {
        tmux(["display-message", "-p", "-t", "0", "#{alternate_on} #{mouse_sgr_flag} #{mouse_button_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends tmux key names ("Enter", "C-c", "Up") or text (each character one key).
    func keys(_ names: String...) {
        sentInputs += InputCount.keys(names)
        _ = tmux(["send-keys", "-t", "0"] + names)
    }

    /// Sends bytes as they are (`send-keys -l`), e.g. an SGR mouse report.
    func literal(_ text: String) {
        sentInputs += InputCount.bytes(text)
        _ = tmux(["send-keys", "-t", "0", "-l", text])
    }

    /// SGR mouse reports with 0-based cell coordinates.
    func press(_ x: Int, _ y: Int, button: Int = 0) { literal("\u{1B}[<\(button);\(x + 1);\(y + 1)M") }
    func drag(_ x: Int, _ y: Int, button: Int = 0) { literal("\u{1B}[<\(32 + button);\(x + 1);\(y + 1)M") }
    func release(_ x: Int, _ y: Int, button: Int = 0) { literal("\u{1B}[<\(button);\(x + 1);\(y + 1)m") }

    /// Waits until the program is idle after every input sent so far (its event log's `idle` line; see
    /// `IdleReport`) and the pane shows what it drew: the screen is then what the program means it to be, however
    /// loaded the machine. Fails the test after `timeout`.
    @discardableResult
    func waitForIdle(timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let idle = waitUntil(timeout: timeout) { IdleLog.isIdle(logLines(), afterInputs: sentInputs) }
        guard idle else {
            XCTFail("not idle after \(sentInputs) inputs within \(timeout) s; the log ends: "
                    + logLines().suffix(4).joined(separator: " | "), file: file, line: line)
            return false
        }
        // The program has written its frame; tmux reads it on its own time. The pane is drawn once two captures
        // agree (only the clock's next second can still change it, and then a third capture agrees).
        var last = styledScreen()
        return waitUntil(timeout: timeout) {
            let now = styledScreen()
            defer { last = now }
            return now == last
        }
    }

    func resize(_ w: Int, _ h: Int) {
        width = w
        height = h
        _ = tmux(["resize-window", "-t", "0", "-x", "\(w)", "-y", "\(h)"])
    }

    /// The pid of the program running in the pane (the first child of the pane's shell).
    func programPID() -> pid_t? {
        guard let shell = Int32(tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        let out = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return out.split(separator: " ").compactMap { Int32($0) }.first
    }

    /// Decoded input events the program logged (and the pictures it chose), one per line.
    func events() -> [String] { IdleLog.withoutIdleLines(logLines()) }

    /// Every line of the event log, the `idle` and `busy` lines included.
    func logLines() -> [String] {
        ((try? String(contentsOfFile: eventLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Polls until `condition` holds or `timeout` passes; returns whether it held.
    @discardableResult
    func waitUntil(timeout: Double = 3, _ condition: () -> Bool) -> Bool {
        poll(timeout: timeout, every: 0.03, condition)
    }

    /// Seconds from now (the last keys or bytes sent have reached the pane) until `condition` holds, polling the pane
    /// as fast as tmux answers, for timing what the program draws; nil after `timeout`.
    func secondsUntil(timeout: Double = 3, _ condition: () -> Bool) -> Double? {
        let start = Date()
        return poll(timeout: timeout, every: 0.002, condition) ? Date().timeIntervalSince(start) : nil
    }

    /// Waits for the program to exit and returns its exit code.
    func exitCode(timeout: Double = 3) -> Int? {
        var code: Int?
        waitUntil(timeout: timeout) {
            code = screen().compactMap { line in line.hasPrefix("EXIT=") ? Int(line.dropFirst(5)) : nil }.last
            return code != nil
        }
        return code
    }
}
