import Glibc

/// The terminal's size as the kernel holds it (TIOCGWINSZ): cells, and pixels where the terminal fills them in.
/// Read on every SIGWINCH by the screen (cells) and the graphics probe (the cell's pixels).
enum WindowSize {
    static func read() -> winsize? {
        var size = winsize()
        return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? size : nil
    }
}
