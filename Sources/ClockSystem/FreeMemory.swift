import Glibc

/// Hands the pages malloc holds free back to the kernel. glibc returns only the top of its heaps by itself; a scan
/// that built and dropped hundreds of megabytes leaves the rest resident (counted in RSS) until asked.
public enum FreeMemory {
    /// glibc's `malloc_trim(0)`, which Swift's Glibc module does not declare: found by name, called when present.
    public static func handBack() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        _ = trim(0)
    }
}
