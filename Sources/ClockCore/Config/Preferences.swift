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
        Preferences(theme: other.theme ?? theme, twentyFourHour: other.twentyFourHour ?? twentyFourHour,
                    seconds: other.seconds ?? seconds, ascii: other.ascii ?? ascii, mouse: other.mouse ?? mouse,
                    animation: other.animation ?? animation, music: other.music ?? music, snooze: other.snooze ?? snooze,
                    braille: other.braille ?? braille, images: other.images ?? images)
    }

    public static let themes = ThemeChoice.allCases.map(\.rawValue)

    /// The config file's keys, in the order the errors list them.
    public static let keys = ["theme", "24h", "seconds", "ascii", "mouse", "animation", "music", "snooze", "braille", "images"]

    /// "images must be one of "auto", "kitty", …, not "png"".
    private static func notOneOf(_ names: [String], _ key: String, _ value: ConfigValue) -> ConfigFileError.Problem {
        .init("\(key) must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), not \(value)")
    }

    /// Sets `key` from a parsed value, or says why it cannot (unknown key, wrong type, out of range).
    mutating func set(_ key: String, to value: ConfigValue) throws(ConfigFileError.Problem) {
        switch key {
        case "theme":
            let name = try value.string(for: key)
            guard Self.themes.contains(name) else { throw Self.notOneOf(Self.themes, key, value) }
            theme = name
        case "images":
            let name = try value.string(for: key)
            guard let choice = ImageChoice(name: name) else { throw Self.notOneOf(ImageChoice.names, key, value) }
            images = choice
        case "24h": twentyFourHour = try value.bool(for: key)
        case "seconds": seconds = try value.bool(for: key)
        case "ascii": ascii = try value.bool(for: key)
        case "mouse": mouse = try value.bool(for: key)
        case "animation": animation = try value.bool(for: key)
        case "braille": braille = try value.bool(for: key)
        case "music":
            let path = try value.string(for: key)
            guard !path.isEmpty else { throw .init("music must name a folder, not \"\"") }
            music = path
        case "snooze":
            let minutes = try value.integer(for: key)
            let range = AlarmSettings.snoozeMinutesRange
            guard range.contains(minutes) else {
                throw .init("snooze must be \(range.lowerBound) to \(range.upperBound) minutes, not \(minutes)")
            }
            snooze = minutes
        default:
            throw .init("unknown key '\(key)'; the keys are \(Self.keys.joined(separator: ", "))")
        }
    }
}

/// A value as the config file wrote it.
enum ConfigValue: Equatable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case string(String)

    var description: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .integer(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        }
    }

    func bool(for key: String) throws(ConfigFileError.Problem) -> Bool {
        guard case .bool(let b) = self else { throw .init("\(key) must be true or false, not \(self)") }
        return b
    }

    func integer(for key: String) throws(ConfigFileError.Problem) -> Int {
        guard case .integer(let n) = self else { throw .init("\(key) must be a whole number, not \(self)") }
        return n
    }

    func string(for key: String) throws(ConfigFileError.Problem) -> String {
        guard case .string(let s) = self else { throw .init("\(key) must be a quoted string, not \(self)") }
        return s
    }
}

/// Why the config file was not used, with the line to look at: "config.toml:3: unknown key 'colour'".
public struct ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based; 0 when the problem is the whole file (it cannot be read).
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line): \(message)" : message }

    /// "~/.config/tui-clock/config.toml:3: unknown key 'colour' …; using the defaults", for a start-up notice.
    public func notice(path: String) -> String {
        (line > 0 ? "\(path):\(line): " : "\(path): ") + message + "; using the defaults"
    }

    /// A problem within one line, before the parser adds the line number.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
