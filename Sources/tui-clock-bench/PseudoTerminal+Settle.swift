import ClockSystem
import Foundation

extension PseudoTerminal {
    /// CPU the child may use in a `settleWindow` and still count as at rest (its idle ticks use far less).
    static let restingCPUSeconds = 0.005
    static let settleWindow = 0.3

    /// Reads output until the child has written nothing and used almost no CPU for a whole `settleWindow`:
    /// the library scan, cover rendering and any glide are over. Returns false if that did not happen by `deadline`.
    @discardableResult
    func settle(until deadline: Double) -> Bool {
        while KernelClocks.monotonicSeconds() < deadline {
            guard let before = ProcessSample(pid: pid) else { return false }
            let bytes = bytesRead
            pump(until: min(deadline, KernelClocks.monotonicSeconds() + Self.settleWindow))
            guard let after = ProcessSample(pid: pid) else { return false }
            let used = (after.scheduledSeconds ?? after.cpuSeconds) - (before.scheduledSeconds ?? before.cpuSeconds)
            if bytesRead == bytes, used < Self.restingCPUSeconds { return true }
        }
        return false
    }

    /// Waits for output after `since`, then until `quiet` seconds pass without any; returns the bytes written
    /// after `since` and when the last of them arrived, or nil if nothing came within `limit`.
    func output(after since: Double, quiet: Double, limit: Double) -> (bytes: Int, last: Double)? {
        let before = bytesRead
        guard let burst = burst(after: since, quiet: quiet, limit: limit) else { return nil }
        return (bytesRead - before, burst.last)
    }

    /// CPU the child may use between two looks 10 ms apart and still count as still (an idle tick uses far less).
    static let stillCPUSeconds = 0.0005

    /// Reads output until the child has written nothing and used almost no CPU for `quiet` seconds, looking every
    /// 10 ms; returns when it last wrote or worked (the end of its work, to 10 ms), or nil if it never stood still
    /// for that long by `deadline`. Finer than `settle`, whose answer is only as fine as its window.
    func lastMoved(quiet: Double, until deadline: Double) -> Double? {
        guard var cpu = ProcessSample(pid: pid).map({ $0.scheduledSeconds ?? $0.cpuSeconds }) else { return nil }
        var bytes = bytesRead
        var moved = KernelClocks.monotonicSeconds()
        while KernelClocks.monotonicSeconds() < deadline {
            pump(until: KernelClocks.monotonicSeconds() + 0.01)
            guard let sample = ProcessSample(pid: pid) else { return nil }
            let now = KernelClocks.monotonicSeconds()
            let used = (sample.scheduledSeconds ?? sample.cpuSeconds) - cpu
            cpu = sample.scheduledSeconds ?? sample.cpuSeconds
            if bytesRead != bytes || used > Self.stillCPUSeconds {
                moved = now
                bytes = bytesRead
            } else if now - moved >= quiet {
                return moved
            }
        }
        return nil
    }
}
