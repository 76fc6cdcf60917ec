import Glibc
import SystemClocks

/// A helper program started with `posix_spawn`, optionally holding one end of a socket pair as fd 3.
///
/// The child gets `/dev/null` as stdin/stdout/stderr (so it cannot scribble over the curses screen),
/// default signal handlers and an empty signal mask (whatever the UI thread blocks), and its own process
/// group, so the terminal's Ctrl-C / Ctrl-Z reach tui-clock alone.
///
/// Why the socket pair: our end is close-on-exec, the child's end is the only other copy. When tui-clock
/// ends in any way — quit, crash, `kill -9` — the kernel closes our end, the child reads end-of-file, and
/// mpv (`--input-ipc-client`) quits by itself. `posix_spawn` cannot set `PR_SET_PDEATHSIG`; this needs no helper binary.
final class ChildProcess {
    /// The fd number the child sees its end of the socket pair as.
    static let childSocketNumber: Int32 = 3

    let pid: pid_t
    /// Our end of the socket pair (non-blocking, close-on-exec), or -1 without one.
    private(set) var socket: Int32
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments` (argv[0] is added). Returns nil if it could not be started.
    init?(executable: String, arguments: [String], withSocket: Bool) {
        var pair: [Int32] = [-1, -1]
        if withSocket {
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
                return nil
            }
            // dup2 onto itself would keep close-on-exec set; move the child's end out of the way first.
            if pair[1] == Self.childSocketNumber {
                let moved = fcntl(pair[1], F_DUPFD_CLOEXEC, 10)
                close(pair[1])
                pair[1] = moved
            }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if withSocket { posix_spawn_file_actions_adddup2(&actions, pair[1], Self.childSocketNumber) }

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
        if withSocket { close(pair[1]) }
        guard result == 0 else {
            if withSocket { close(pair[0]) }
            return nil
        }
        pid = child
        socket = pair[0]
        if socket >= 0 { _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK) }
    }

    /// Whether the child has exited (reaps it if so, without blocking).
    var hasExited: Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid || (r < 0 && errno == ECHILD) {
            exitStatus = status
            return true
        }
        return false
    }

    /// Closes our end of the socket, asks the child to stop (SIGTERM), and after `grace` seconds kills it.
    func terminate(grace: Double = 0.5) {
        closeSocket()
        guard !hasExited else { return }
        kill(pid, SIGTERM)
        let deadline = MonotonicClock.now() + grace
        while !hasExited {
            if MonotonicClock.now() > deadline {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                exitStatus = status
                return
            }
            usleep(10_000)
        }
    }

    func closeSocket() {
        if socket >= 0 { close(socket) }
        socket = -1
    }

    /// Finds `name` in `$PATH` (or the given search path), like the shell does.
    static func find(_ name: String, searchPath: String? = nil) -> String? {
        let path = searchPath ?? (getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin")
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    deinit {
        terminate()
    }
}
