import Glibc

/// Seconds on CLOCK_MONOTONIC, which never jumps with the wall clock: for animations, timeouts and timings.
/// The one reading of it that the program, the music library and the benchmark share (the model never reads clocks).
public enum MonotonicClock {
    public static func now() -> Double { seconds(on: CLOCK_MONOTONIC) }

    /// Seconds on `clock` (CLOCK_REALTIME is the wall clock), read with `clock_gettime`.
    public static func seconds(on clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
