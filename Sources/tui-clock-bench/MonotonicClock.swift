import Glibc

/// Seconds on CLOCK_MONOTONIC, for timing: never jumps with the wall clock.
enum MonotonicClock {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
