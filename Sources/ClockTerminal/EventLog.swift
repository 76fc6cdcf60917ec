import ClockCore
import ClockSystem
import Glibc

/// The program's account of itself for end-to-end tests (`TUI_CLOCK_EVENT_LOG`), one line each: every decoded input
/// event, each change of the pictures covers are drawn as, when it turns busy or idle (`IdleReport`), and when it
/// decided to quit and when it was done leaving. The last four carry the time on CLOCK_MONOTONIC (`at=`), so a test
/// holds the program to its own promise ("q quits within a second", "the panel closes within a third of a second")
/// on the program's own clock: a test's clock through tmux on a loaded machine also counts the seconds the program
/// and tmux waited for the CPU.
/// Without a path nothing is written, and the idle loop pays nothing.
struct EventLog {
    /// The file's descriptor, or -1 with no log.
    private let fd: Int32

    init(path: String?) {
        fd = path.map { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644) } ?? -1
    }

    var isOn: Bool { fd >= 0 }

    func write(_ line: String) {
        guard isOn else { return }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    /// An `idle` or `busy` line, with the time it was written.
    func writeTimed(_ line: String) { write(line + " at=" + Self.text(KernelClocks.monotonicSeconds())) }

    /// When the last input bytes were read (CLOCK_MONOTONIC seconds), for the `quit` line.
    private var inputRead: Double?

    /// Input bytes have just been read.
    mutating func readInput() {
        if isOn { inputRead = KernelClocks.monotonicSeconds() }
    }

    /// `quit read=SECONDS at=SECONDS`: the program has decided to quit (`q`, the quit effect) and starts leaving;
    /// `read` is when the bytes that asked for it were read (nothing before that is the program's to answer for).
    func quitting() {
        let now = KernelClocks.monotonicSeconds()
        write("quit read=" + Self.text(inputRead ?? now) + " at=" + Self.text(now))
    }

    /// `exit code=N at=SECONDS`: everything on the way out is done (the save, the player stopped, the terminal
    /// restored); what is left is the process's own end.
    func exited(code: Int32) { write("exit code=\(code) at=" + Self.text(KernelClocks.monotonicSeconds())) }

    /// CLOCK_MONOTONIC seconds to the microsecond: the clock every process on the machine shares.
    private static func text(_ seconds: Double) -> String {
        let microseconds = Int64((seconds * 1e6).rounded())
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// A stable one-line description of an input event.
    static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(let k): return "key \(k.key)\(k.modifiers.isEmpty ? "" : " mods=\(k.modifiers.rawValue)")"
        case .mouse(let m):
            return "mouse \(m.action) \(m.button) \(m.position.x),\(m.position.y)\(m.modifiers.isEmpty ? "" : " mods=\(m.modifiers.rawValue)")"
        case .paste(let s): return "paste \(s.count)"
        case .reply(let r): return "reply \(r.kind) \(r.text.count)"
        }
    }

    /// The pictures the model now draws covers with.
    static func describe(_ graphics: TerminalGraphics) -> String {
        let cell = graphics.cellPixels
        return "graphics \(graphics.imageProtocol) \(cell.width)x\(cell.height)\(graphics.tmuxPassthrough ? " tmux" : "")"
    }
}
