import ClockSystem

/// The state file's watch wakes the run loop like any other source; its members already answer `WakeSource`.
extension StateFileWatch: WakeSource {}

/// The state file's writer wakes the run loop when its saves are written; until then the program is busy, and a
/// leaving program waits for its last save.
extension StateFileWriter: WakeSource {
    public func waitForWorkInFlight() { waitUntilWritten() }
}
