/// How the clock screen shows the time, as the user set it at runtime with the clock's keys (tty-clock's `t` and
/// `s`): 12- or 24-hour times, the seconds, and the face alone without the panel and the hints. Kept in the state
/// file once a key changed it, so the next start looks the same.
public struct ClockDisplay: Sendable, Hashable {
    public var twentyFourHour: Bool
    public var showSeconds: Bool
    /// The face alone, as large as the screen allows: no panel, no key hints (`F`).
    public var clockOnly: Bool

    public init(twentyFourHour: Bool = false, showSeconds: Bool = true, clockOnly: Bool = false) {
        self.twentyFourHour = twentyFourHour
        self.showSeconds = showSeconds
        self.clockOnly = clockOnly
    }

    /// One of the display's switches, for the keys that flip them.
    public enum Switch: Sendable, Equatable, CaseIterable {
        case twentyFourHour, seconds, clockOnly
    }

    public mutating func flip(_ which: Switch) {
        switch which {
        case .twentyFourHour: twentyFourHour.toggle()
        case .seconds: showSeconds.toggle()
        case .clockOnly: clockOnly.toggle()
        }
    }
}
