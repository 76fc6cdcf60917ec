/// What the program found while starting, for the first `update`: the `--alarm` option and what the user must be
/// told (a state file kept aside, nowhere to keep one). What it leads to (a missed alarm reported, a save) comes
/// back from `update` as effects, like everything else.
public struct StartUp: Sendable, Equatable {
    /// `--alarm HH:MM`: set this time and switch the alarm on.
    public var alarm: AlarmTime?
    /// Warnings to show as notifications.
    public var notices: [String]
    /// What is known about the terminal's pictures before asking it (`--images`, the environment, TIOCGWINSZ).
    public var graphics: GraphicsStart
    /// Whether a background ringer (`tui-clock daemon`) runs, to ring the alarms once this program is closed.
    public var backgroundRinger: Bool

    public init(alarm: AlarmTime? = nil, notices: [String] = [], graphics: GraphicsStart = .symbols,
                backgroundRinger: Bool = true) {
        self.alarm = alarm
        self.notices = notices
        self.graphics = graphics
        self.backgroundRinger = backgroundRinger
    }
}
