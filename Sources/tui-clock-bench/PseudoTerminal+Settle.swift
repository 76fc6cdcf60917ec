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
}
