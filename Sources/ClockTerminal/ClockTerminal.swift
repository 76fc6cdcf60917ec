import CNCursesW
/// The terminal backend, input decoding, signals and the run loop.
public enum ClockTerminal {}
