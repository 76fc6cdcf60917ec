import CNCursesW
import Glibc

/// The bytes that put a terminal back the way we found it, prepared before curses starts so a crash
/// handler can write them with nothing but `write(2)` (the only kind of call allowed in a signal handler).
enum TerminalRestore {
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    static let cursorOn = "\u{1B}[?25h"
    /// Bracketed paste (mode 2004): without it the terminal types a paste as keys, so a pasted line break was
    /// Enter and the letters after it commands (`a` switched the alarm on, `q` quit).
    static let pasteOn = "\u{1B}[?2004h"
    static let pasteOff = "\u{1B}[?2004l"

    /// Saves the terminal's modes and the escape sequence for leaving the alternate screen.
    static func prepare() {
        var sequence = mouseOff + pasteOff + "\u{1B}[0m" + cursorOn
        if let rmcup = tigetstr("rmcup"), Int(bitPattern: rmcup) != -1 { sequence += String(cString: rmcup) }
        sequence += "\r\n"
        CrashRestore.install(sequence: Array(sequence.utf8))
    }

    static func writeRaw(_ s: String) { writeRaw(Array(s.utf8)) }

    /// Writes `bytes` whole after whatever curses or stdio still hold, in one write unless the terminal is slow.
    static func writeRaw(_ bytes: [UInt8]) {
        tc_flush_stdout()
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                return
            }
            offset += n
        }
    }
}
