// The program's code that talks to the terminal also starts the state file's watch and reads the time zone; seeing
// ClockSystem through ClockTerminal keeps the run loop's and the wiring's files as they are until the update
// refactor lands (then each can import ClockSystem itself and this export can go).
@_exported import ClockSystem

/// The state file's watch wakes the run loop like any other source; its members already answer `WakeSource`.
extension StateFileSync: WakeSource {}
