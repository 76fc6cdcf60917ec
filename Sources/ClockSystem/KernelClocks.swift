import Glibc

/// The kernel's two clocks, read with `clock_gettime`: CLOCK_MONOTONIC, which never jumps with the wall clock (for
/// animations, timeouts and timings), and CLOCK_REALTIME, the wall clock. The one reading of them that the program,
/// the music library and the benchmark share (the model never reads clocks).
public enum KernelClocks {
    /// Seconds on CLOCK_MONOTONIC (since boot, stopped while suspended).
    public static func monotonicSeconds() -> Double { seconds(on: CLOCK_MONOTONIC) }

    /// Seconds on CLOCK_REALTIME: since 1970 in UTC, as the system clock says.
    public static func wallSeconds() -> Double { seconds(on: CLOCK_REALTIME) }

    private static func seconds(on clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
