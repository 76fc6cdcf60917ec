import ClockCore
import Glibc

/// Messages for the user on stderr, one line each. A message may quote a file or an argument: what it quotes is
/// shown, never obeyed by the terminal (`OutsideText.escaped`).
public enum StandardError {
    public static func write(_ line: String) {
        let bytes = Array((OutsideText.escaped(line) + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else if n < 0, errno == EINTR { continue } else { return }
        }
    }
}
