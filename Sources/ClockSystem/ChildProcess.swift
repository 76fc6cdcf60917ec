import Glibc

/// A helper program started with `posix_spawn`: the one way the program starts another (mpv, the ring tone's
/// player, `tmux display`), connected to us by one descriptor, `connection`.
///
/// The child gets `/dev/null` as stdin/stdout/stderr (so it cannot scribble over the curses screen) except where its
/// `Connection` goes, default signal handlers and an empty signal mask (whatever the UI thread blocks), and its own
/// process group, so the terminal's Ctrl-C / Ctrl-Z reach tui-clock alone.
///
/// Why a socket pair for a player: our end is close-on-exec, the child's end is the only other copy. When tui-clock
/// ends in any way — quit, crash, `kill -9` — the kernel closes our end, the child reads end-of-file, and
/// mpv (`--input-ipc-client`) quits by itself. `posix_spawn` cannot set `PR_SET_PDEATHSIG`; this needs no helper binary.
/// The other way round, our end reads end-of-file when the child ends, so polling it tells when to reap.
public final class ChildProcess {
    /// How the child is connected to us.
    public enum Connection: Sendable {
        /// One end of a socket pair, as the child's fd 3 (`childSocketNumber`): a player's IPC.
        case socketAsFD3
        /// A pipe from the child's standard output: a command whose answer is what it prints.
        case standardOutput
        /// One pipe from the child's standard output and error together: a command whose complaints the user must
        /// read (`systemctl --user` saying why it cannot reach the user's service manager).
        case standardOutputAndError
    }

    /// The fd number the child sees its end of the socket pair as.
    public static let childSocketNumber: Int32 = 3

    public let pid: pid_t
    /// Our end of the connection (non-blocking, close-on-exec), or -1 once closed.
    public private(set) var connection: Int32
    /// The status `waitpid` gave, once reaped.
    private var exitStatus: Int32?
    private var reaped = false
    /// When the grace that `askToEnd` began is over (CLOCK_MONOTONIC seconds); nil until asked.
    private var endBy: Double?

    /// Starts `executable` (a path; see `find`) with `arguments` (argv[0] is added). Nil if it could not be started.
    public init?(executable: String, arguments: [String], connection kind: Connection = .socketAsFD3) {
        var pair: [Int32] = [-1, -1]
        switch kind {
        case .socketAsFD3:
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
                return nil
            }
        case .standardOutput, .standardOutputAndError:
            guard pipe(&pair) == 0 else { return nil }
            for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        // The child's end: dup2 onto itself would keep close-on-exec set, so it is moved out of the way first.
        let target = kind == .socketAsFD3 ? Self.childSocketNumber : 1
        if pair[1] <= 2 || pair[1] == target {
            let moved = fcntl(pair[1], F_DUPFD_CLOEXEC, 10)
            close(pair[1])
            pair[1] = moved
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if kind == .socketAsFD3 { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        if kind == .standardOutputAndError {
            posix_spawn_file_actions_adddup2(&actions, pair[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, pair[1], target)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes,
                                 Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        close(pair[1])
        guard result == 0 else {
            close(pair[0])
            return nil
        }
        pid = child
        connection = pair[0]
        _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) | O_NONBLOCK)
    }

    /// Whether the child has exited (reaps it if so, without blocking).
    public var hasExited: Bool {
        if reaped { return true }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid || (r < 0 && errno == ECHILD) {
            exitStatus = r == pid ? status : nil
            reaped = true
            return true
        }
        return false
    }

    /// Waits at most `seconds` for the child to exit, reaping it; whether it has.
    /// Polls rather than blocking in `waitpid`, so a child that cannot die (stuck in the kernel) costs `seconds`, no more.
    public func waitForExit(within seconds: Double) -> Bool {
        let deadline = KernelClocks.monotonicSeconds() + seconds
        while !hasExited {
            if KernelClocks.monotonicSeconds() >= deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// Closes our end of the connection and asks the child to end (SIGTERM), without waiting: a `terminate` after it
    /// waits only what is left of `grace`, so the caller's own work on the way out (the save) runs in the grace.
    public func askToEnd(grace: Double = 0.3) {
        closeConnection()
        guard endBy == nil, !hasExited else { return }
        if grace > 0 { kill(pid, SIGTERM) }
        endBy = KernelClocks.monotonicSeconds() + grace
    }

    /// Closes our end of the connection and ends the child: SIGTERM, then SIGKILL after `grace` seconds (0: SIGKILL at once),
    /// counted from an earlier `askToEnd` where there was one. Every wait is bounded; a child still not reaped
    /// afterwards is left to init when tui-clock exits.
    public func terminate(grace: Double = 0.3) {
        askToEnd(grace: grace)
        guard !hasExited else { return }
        let now = KernelClocks.monotonicSeconds()
        let left = min(endBy ?? now, now + grace) - now
        if left > 0, waitForExit(within: left) { return }
        kill(pid, SIGKILL)
        _ = waitForExit(within: Self.killWait)
    }

    /// How long a SIGKILLed child may take to become reapable (normally well under a millisecond).
    public static let killWait = 0.1

    /// The child's exit code once reaped; nil while it runs, when a signal ended it, or when it was not ours to reap.
    public var exitCode: Int32? {
        guard let status = exitStatus, status & 0x7F == 0 else { return nil }
        return (status >> 8) & 0xFF
    }

    /// How the child ended, in words for the user; nil while it runs or when it was not ours to reap.
    public var exitDescription: String? {
        guard let status = exitStatus else { return nil }
        let signal = status & 0x7F
        if signal == 0 { return "exit code \((status >> 8) & 0xFF)" }
        return signal == SIGKILL ? "killed" : "signal \(signal)"
    }

    public func closeConnection() {
        if connection >= 0 { close(connection) }
        connection = -1
    }

    /// Finds `name` in `$PATH` (or the given search path), like the shell does.
    public static func find(_ name: String, searchPath: String? = nil) -> String? {
        let path = searchPath ?? (getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin")
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    deinit {
        terminate(grace: 0)
    }
}
