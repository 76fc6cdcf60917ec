import Glibc

/// The background ringer's log: one line per event on stderr, which systemd's journal keeps with the time and the
/// unit (`journalctl --user -u tui-clock`); run by hand, it reads the same.
enum RingerLog {
    static func write(_ line: String) {
        var text = Array(("tui-clock daemon: " + line + "\n").utf8)
        // One write per line, so lines from two ringers (one waiting) never interleave.
        _ = text.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
