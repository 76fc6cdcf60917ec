import ClockSystem
import Foundation

/// A real MPD (Debian's `mpd`) of the test's own: `mpd --no-daemon` on 127.0.0.1 and a free port, with a temporary
/// config, database and state, a null audio output (with MPD's software mixer, so it has a volume), and
/// `musicDirectory` as its library, its database updated before `init` returns. `stop()` (also on deinit) ends it;
/// call it on every path (`defer`).
public final class RealMPD {
    public let port: Int
    public let folder: String
    public let musicDirectory: String
    /// MPD's unix socket, beside its loopback port.
    public var socketPath: String { folder + "/socket" }
    private let process: Process
    /// MPD's process, to stop and continue it (`kill -STOP`: a server that hangs, then comes back as itself).
    public var pid: pid_t { process.processIdentifier }

    public enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case didNotStart(String)
        public var description: String {
            switch self {
            case .notInstalled: "mpd or mpc is not installed (apt-get install mpd mpc)"
            case .didNotStart(let why): "mpd did not start: \(why)"
            }
        }
    }

    /// - Parameter port: a port of the caller's choice (to start MPD again where it was), else a free one.
    /// - Parameter updateTimeLimit: how long MPD's first `update` may take: the tests' libraries are read in well under
    ///   a second, the benchmark's 100,000 songs in about a minute.
    public init(musicDirectory: String, password: String? = nil, port chosenPort: Int? = nil,
                updateTimeLimit: Double = 15) throws {
        guard let mpd = ChildProcess.find("mpd"), ChildProcess.find("mpc") != nil else { throw Failure.notInstalled }
        self.musicDirectory = musicDirectory
        folder = NSTemporaryDirectory() + "tui-clock-mpd-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        port = try chosenPort ?? Self.freePort()
        var config = """
            music_directory "\(musicDirectory)"
            db_file "\(folder)/database"
            state_file "\(folder)/state"
            log_file "\(folder)/log"
            bind_to_address "127.0.0.1"
            bind_to_address "\(folder)/socket"
            port "\(port)"
            auto_update "no"
            audio_output {
                type "null"
                name "null"
                mixer_type "software"
            }

            """
        if let password { config += "password \"\(password)@read,add,control,admin\"\ndefault_permissions \"\"\n" }
        try config.write(toFile: folder + "/mpd.conf", atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: mpd)
        process.arguments = ["--no-daemon", "--stderr", folder + "/mpd.conf"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        self.password = password
        try process.run()
        // MPD listens once its config is read; it is ready when mpc gets an answer (10 s: 3× what a loaded
        // machine needs).
        let deadline = Date().addingTimeInterval(10)
        while mpc(["status"]).exitCode != 0 {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw Failure.didNotStart((try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? "no log")
            }
            usleep(50_000)
        }
        let update = mpc(["update", "--wait"], timeLimit: updateTimeLimit)
        guard update.exitCode == 0 else {
            stop()
            throw Failure.didNotStart("mpc update: \(update.output)")
        }
    }

    private var password: String?

    deinit { stop() }

    /// `mpc -h 127.0.0.1 -p PORT arguments…`, with the password when the server has one.
    @discardableResult
    public func mpc(_ arguments: [String], timeLimit: Double = 15) -> FinishedCommand {
        let host = password.map { "\($0)@127.0.0.1" } ?? "127.0.0.1"
        return FinishedCommand.run(ChildProcess.find("mpc")!, ["-h", host, "-p", String(port)] + arguments,
                                   timeLimit: timeLimit)
    }

    /// Stops MPD and removes its folder; safe to call more than once.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A port nobody listens on now: the kernel picks one for a socket that is closed at once.
    public static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(fd, raw, length) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else { throw Failure.didNotStart("no free port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
