import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and waits for it with posix_spawn and waitpid.
///
/// Foundation's `Process` on Linux watches the child through a descriptor the child inherits; a tmux client
/// forks the long-lived tmux server, which keeps that descriptor open, so `waitUntilExit` would wait for the
/// server to die. Spawning directly with only stdin/stdout/stderr passed on avoids that.
enum Command {
    /// Single-quotes a word for sh.
    static func quoteForShell(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// `tui-clock alarms ARGS` with its state under `stateHome`, in UTC, as a script would run it.
    @discardableResult
    static func alarms(_ args: [String], stateHome: String) -> Result {
        run([TmuxSession.binary, "alarms"] + args,
            environment: ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome, "TZ": "UTC"]) { $1 })
    }

    /// Runs `argv` (looked up in PATH) with an optional environment; stdout and stderr are captured unless
    /// `discardOutput`, in which case they go to /dev/null (use that for anything that may start a daemon).
    @discardableResult
    static func run(_ argv: [String], environment: [String: String]? = nil, discardOutput: Bool = false,
                    stdinNull: Bool = true) -> Result {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdinNull { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
        if discardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            _ = pipe(&outPipe)
            _ = pipe(&errPipe)
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
            for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup($0) } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        let rc = posix_spawnp(&pid, argv[0], &actions, nil, cArgs, cEnv)
        if !discardOutput {
            close(outPipe[1])
            close(errPipe[1])
        }
        guard rc == 0 else {
            if !discardOutput { close(outPipe[0]); close(errPipe[0]) }
            return Result(status: 127, output: "", error: "cannot run \(argv[0])")
        }
        var output = Data(), error = Data()
        if !discardOutput {
            // Read both pipes fully before waiting (small outputs; stderr is read after stdout closes).
            output = FileHandle(fileDescriptor: outPipe[0], closeOnDealloc: true).readDataToEndOfFile()
            error = FileHandle(fileDescriptor: errPipe[0], closeOnDealloc: true).readDataToEndOfFile()
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exit, output: String(decoding: output, as: UTF8.self),
                      error: String(decoding: error, as: UTF8.self))
    }
}
