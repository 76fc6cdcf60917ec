import ClockSystem

/// The state file's watch wakes the run loop like any other source; its members already answer `WakeSource`.
extension StateFileWatch: WakeSource {}
