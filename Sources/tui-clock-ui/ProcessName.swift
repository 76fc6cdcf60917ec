import Glibc

/// The name `ps`, `top` and `killall` show: the file exec'd (`tui-clock-ui`, cut to 15 bytes) unless set. To the user
/// the program is `tui-clock`, which they started.
enum ProcessName {
    static func set(_ name: String) {
        let fd = open("/proc/self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = name.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }
}
