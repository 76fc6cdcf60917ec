import Foundation
import XCTest

/// The fake notification server (`fake-notification-server`, built beside tui-clock) owning
/// org.freedesktop.Notifications on a private session bus of its own: what the background ringer's end-to-end tests
/// show notifications to, and click their buttons through.
final class NotificationBus {
    let bus: PrivateSessionBus
    private let server: SpawnedProcess
    private var record: String { bus.folder + "/notifications" }

    var address: String { bus.address }

    init() throws {
        bus = try PrivateSessionBus()
        let serverPath = URL(fileURLWithPath: TmuxSession.binary).deletingLastPathComponent()
            .appendingPathComponent("fake-notification-server").path
        server = try SpawnedProcess([serverPath, bus.folder + "/notifications"], environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address],
                                    output: bus.folder + "/server.out")
        guard poll(timeout: 10, { self.lines.contains("ready") }) else {
            XCTFail("the fake notification server did not own its name")
            return
        }
    }

    deinit {
        server.stop()
        bus.stop()
    }

    /// What the server was asked, one line per call (`notify id=… urgency=… actions=… summary=…`, `close id=…`).
    var lines: [String] {
        ((try? String(contentsOfFile: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    var notifications: [String] { lines.filter { $0.hasPrefix("notify ") } }

    /// Clicks `action` on notification `id`, as a user would: the server emits ActionInvoked.
    func click(_ action: String, on id: Int) {
        let result = Command.run(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.Notifications",
                                  "/org/freedesktop/Notifications", "org.tuiclock.FakeNotifications.Invoke",
                                  "uint32:\(id)", "string:\(action)"], environment: bus.environment)
        XCTAssertEqual(result.status, 0, result.error)
    }
}

/// `tui-clock daemon` running in the background of a test, its stderr kept in a file.
final class BackgroundRingerProcess {
    let process: SpawnedProcess
    let logPath: String

    /// `now`: `--now`, a full local date and time (the tests run in UTC); nil for the real clock (timers, which
    /// `tui-clock timers add` sets on the real clock).
    init(stateHome: String, now: String?, bus: NotificationBus?, extra: [String: String] = [:]) throws {
        logPath = stateHome + "-daemon-\(UUID().uuidString.prefix(6)).log"
        var env = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome, "TZ": "UTC",
                                                               "TUI_CLOCK_AUDIO_OUTPUT": "null"]) { $1 }
        env["DBUS_SESSION_BUS_ADDRESS"] = bus?.address
        env.merge(extra) { $1 }
        process = try SpawnedProcess([TmuxSession.binary, "daemon"] + (now.map { ["--now", $0] } ?? []), environment: env, output: logPath,
                                     replacing: true)
    }

    deinit { process.stop() }

    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Waits until the ringer has started and done its start's business (it says "watching …").
    func waitUntilWatching(timeout: Double = 15) -> Bool {
        poll(timeout: timeout) { self.log.contains("watching ") }
    }

    /// The ring tone players this ringer runs now (mpv with the ring file, its child).
    var ringPlayers: [pid_t] { SpawnedProcess.children(of: process.pid).filter { SpawnedProcess.commandLine($0).contains("ring.ogg") } }
}

/// A process started with posix_spawn, output to a file, stopped with SIGTERM (then SIGKILL) and reaped.
final class SpawnedProcess {
    let pid: pid_t

    /// `replacing`: the environment is `environment` alone, not added to this process's.
    init(_ argv: [String], environment: [String: String] = [:], output: String, replacing: Bool = false) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let env = (replacing ? environment : ProcessInfo.processInfo.environment.merging(environment) { $1 })
            .map { "\($0.key)=\($0.value)" }
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup($0) } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        // Default actions for every signal, as a shell starts a program: a test before may have left SIGPIPE
        // ignored in this process, and what the program does with it must be its own doing.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawnp(&pid, argv[0], &actions, &attributes, cArgs, cEnv) == 0 else {
            throw XCTSkip("cannot run \(argv[0])")
        }
        self.pid = pid
    }

    var isRunning: Bool { TmuxSession.isRunning(pid) }

    func signal(_ number: Int32) { Glibc.kill(pid, number) }

    /// Whether it ended within `timeout` (reaped).
    @discardableResult
    func waitForExit(timeout: Double) -> Bool {
        var status: Int32 = 0
        return poll(timeout: timeout, every: 0.01) { waitpid(pid, &status, WNOHANG) == pid }
    }

    /// The status `waitpid` gave, if it ended within `timeout` (reaped).
    func waitForStatus(timeout: Double) -> Int32? {
        var status: Int32 = 0
        return poll(timeout: timeout, every: 0.01) { waitpid(pid, &status, WNOHANG) == pid } ? status : nil
    }

    func stop() {
        signal(SIGTERM)
        if !waitForExit(timeout: 3) {
            signal(SIGKILL)
            waitForExit(timeout: 3)
        }
    }

    static func children(of pid: pid_t) -> [pid_t] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0) }.filter { TmuxSession.isRunning($0) }
    }

    static func commandLine(_ pid: pid_t) -> String {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
    }
}

/// One fake wall clock for several processes started at different moments: `--now` for each, so they agree.
struct SharedFakeClock {
    let start: Date
    let realStart = Date()

    /// `text`: `YYYY-MM-DDTHH:MM:SS` in UTC.
    init(_ text: String) {
        start = ISO8601DateFormatter().date(from: text + "Z")!
    }

    /// The fake time now, whole seconds, for `--now`.
    var now: String {
        let at = start.addingTimeInterval(Date().timeIntervalSince(realStart).rounded())
        return String(ISO8601DateFormatter().string(from: at).dropLast())
    }

    /// Real seconds until the fake clock shows `text`.
    func secondsUntil(_ text: String) -> Double {
        ISO8601DateFormatter().date(from: text + "Z")!.timeIntervalSince(start) - Date().timeIntervalSince(realStart)
    }
}

/// A test with a state folder of its own (`XDG_STATE_HOME`), removed after it, and the `alarms` commands and clocks
/// that share it: the set-up the background ringer's end-to-end tests have in common. It holds no tests itself.
class RingerStateTestCase: XCTestCase {
    var stateHome: String!

    override func setUp() {
        stateHome = NSTemporaryDirectory() + "tui-clock-ringer-e2e-\(UUID().uuidString.prefix(8))"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    @discardableResult
    func alarms(_ args: String...) -> Command.Result { Command.alarms(args, stateHome: stateHome) }

    /// An open clock on this state folder, its clock pinned at `now`, its sounds silent.
    func clock(now: String) throws -> TmuxSession {
        try TmuxSession(args: ["--now", now], env: ["XDG_STATE_HOME": stateHome, "TUI_CLOCK_AUDIO_OUTPUT": "null"])
    }
}
