import Glibc

/// Starts a program with a new pseudo-terminal as its controlling terminal, the way a terminal window does:
/// what the pseudo-terminal tests and the benchmark share.
public enum PseudoTerminalSpawn {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// glibc's `POSIX_SPAWN_SETSID` (spawn.h, glibc ≥ 2.26); a GNU extension the Glibc module does not import.
    private static let spawnSetSID: Int16 = 0x80

    /// Starts `path` with `arguments` and exactly `environment` on a terminal of `columns` x `rows`, with default
    /// signal handlers and no blocked signals. Returns the child and the master side (close-on-exec, blocking).
    public static func start(path: String, arguments: [String], environment: [String: String],
                             columns: Int, rows: Int) throws(Failure) -> (pid: pid_t, master: Int32) {
        let master = Calls.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, Calls.grant(master) == 0, Calls.unlock(master) == 0, let name = Calls.slaveName(master) else {
            throw Failure(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slavePath = String(cString: name)
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        // The child starts a session, then opens the slave as fd 0: a session leader without a controlling
        // terminal that opens a tty (without O_NOCTTY) acquires it. glibc runs setsid before the file actions.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, spawnSetSID | Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard rc == 0 else {
            close(master)
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(rc)))")
        }
        return (child, master)
    }

    /// glibc's pseudo-terminal calls; stdlib.h declares them only for X/Open builds, which the Glibc module is not,
    /// so they are found by name in the C library already loaded.
    private enum Calls {
        static let openMaster: @convention(c) (Int32) -> Int32 = symbol("posix_openpt")
        static let grant: @convention(c) (Int32) -> Int32 = symbol("grantpt")
        static let unlock: @convention(c) (Int32) -> Int32 = symbol("unlockpt")
        static let slaveName: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>? = symbol("ptsname")

        private static func symbol<F>(_ name: String) -> F {
            guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("the C library has no \(name)") }
            return unsafeBitCast(address, to: F.self)
        }
    }

    /// Ends what `start` began: kills and reaps the child unless it already exited, and closes the master side.
    public static func end(pid: pid_t, master: Int32, exited: Bool) {
        if !exited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }
}
