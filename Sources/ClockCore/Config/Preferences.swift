/// What the user chose, in the config file (`$XDG_CONFIG_HOME/tui-clock/config.toml`) or on the command line;
/// nil where they said nothing, so the built-in default decides. The file's keys are named like the long options.
public struct Preferences: Sendable, Equatable {
    /// `theme = "auto" | "light" | "dark"`, as written: one of `ThemeChoice`'s names.
    public var theme: String?
    /// `24h = true`
    public var twentyFourHour: Bool?
    /// `seconds = false` hides the second hand.
    public var seconds: Bool?
    /// `ascii = true`
    public var ascii: Bool?
    /// `mouse = false` leaves the mouse to the terminal.
    public var mouse: Bool?
    /// `animation = false`
    public var animation: Bool?
    /// `music = "~/Music"`, as written: a leading `~` is expanded by whoever knows the home folder.
    public var music: String?
    /// `snooze = 10`: the snooze length in minutes at start, within `AlarmSettings.snoozeMinutesRange`.
    public var snooze: Int?
    /// `braille = false` draws the face with block characters, for fonts without braille.
    public var braille: Bool?
    /// `images = "auto" | "kitty" | "sixel" | "iterm2" | "symbols"`: how covers are drawn.
    public var images: ImageChoice?

    public init(theme: String? = nil, twentyFourHour: Bool? = nil, seconds: Bool? = nil, ascii: Bool? = nil,
                mouse: Bool? = nil, animation: Bool? = nil, music: String? = nil, snooze: Int? = nil, braille: Bool? = nil,
                images: ImageChoice? = nil) {
        self.theme = theme
        self.twentyFourHour = twentyFourHour
        self.seconds = seconds
        self.ascii = ascii
        self.mouse = mouse
        self.animation = animation
        self.music = music
        self.snooze = snooze
        self.braille = braille
        self.images = images
    }

    /// These choices, with each one `other` makes put in its place: the command line over the config file.
    public func overridden(by other: Preferences) -> Preferences {
        var merged = self
        for setting in Setting.all { setting.override(other, &merged) }
        return merged
    }

    public static let themes = ThemeChoice.allCases.map(\.rawValue)

    /// The config file's keys, in the order the errors list them.
    public static let keys = Setting.all.map(\.name)

    /// The settings these preferences set, by name.
    public var namesSet: [String] { Setting.all.filter { $0.isSet(self) }.map(\.name) }
}
