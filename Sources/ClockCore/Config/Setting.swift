import TOML

/// One setting, declared once: its name (the config file's key and the long option, `--24h` / `24h = true`), what it
/// does (the option's help and the config file's description), an example value, and where it lives in `Preferences`.
/// The config file reader, the command line's override and the help all read `Setting.all`; a test checks that the
/// command line offers exactly these options and the README lists them.
public struct Setting: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A switch with both forms, `--name` and `--no-name`, and `name = true|false` in the file.
        case flag
        /// `--name VALUE`, `name = VALUE` in the file; `valueName` is how the help shows the value.
        case value(valueName: String)
    }

    public let name: String
    public let kind: Kind
    /// One sentence for `--help`.
    public let help: String
    /// What `name = example` in the config file looks like.
    public let example: TOMLValue
    /// Sets the setting in `preferences` from the file's value, or says why it cannot (wrong type, out of range).
    let read: @Sendable (TOMLValue, inout Preferences) throws(TOMLProblem) -> Void
    /// Copies the setting from `over` into `preferences` when `over` sets it (the command line over the file).
    let override: @Sendable (Preferences, inout Preferences) -> Void
    /// Whether `preferences` sets it.
    let isSet: @Sendable (Preferences) -> Bool

    init<Value: Sendable>(_ name: String, _ kind: Kind, help: String, example: TOMLValue,
                          _ field: WritableKeyPath<Preferences, Value?> & Sendable,
                          read: @escaping @Sendable (TOMLValue, String) throws(TOMLProblem) -> Value) {
        self.name = name
        self.kind = kind
        self.help = help
        self.example = example
        self.read = { value, preferences throws(TOMLProblem) in preferences[keyPath: field] = try read(value, name) }
        self.override = { over, preferences in
            if let value = over[keyPath: field] { preferences[keyPath: field] = value }
        }
        self.isSet = { $0[keyPath: field] != nil }
    }

    /// The setting called `name`, if there is one.
    public static func named(_ name: String) -> Setting? { all.first { $0.name == name } }

    /// Why `value` is no value of this setting ("snooze must be 1 to 30 minutes, not 45"), or nil when it is one.
    public func problem(with value: TOMLValue) -> String? {
        var preferences = Preferences()
        do throws(TOMLProblem) {
            try read(value, &preferences)
            return nil
        } catch {
            return error.message
        }
    }
}

private func flag(_ value: TOMLValue, _ key: String) throws(TOMLProblem) -> Bool { try value.bool(for: key) }

/// "images must be one of "auto", "kitty", …, not "png"".
private func oneOf(_ names: [String], _ value: TOMLValue, _ key: String) throws(TOMLProblem) -> String {
    let name = try value.string(for: key)
    guard names.contains(name) else {
        throw TOMLProblem("\(key) must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), not \(value)")
    }
    return name
}

public extension Setting {
    /// Every setting, in the order the help and the config file's errors list them.
    static let all: [Setting] = [
        Setting("theme", .value(valueName: ThemeChoice.allCases.map(\.rawValue).joined(separator: "|")),
                help: "Colours for a light or dark background; auto (the default) asks the terminal (OSC 11), then COLORFGBG.",
                example: "dark", \.theme) { value, key throws(TOMLProblem) in
            try oneOf(ThemeChoice.allCases.map(\.rawValue), value, key)
        },
        Setting("24h", .flag, help: "Show times on a 24-hour clock (default: 12-hour).", example: true, \.twentyFourHour,
                read: flag),
        Setting("seconds", .flag, help: "Show the second hand and the seconds (default: on).", example: false, \.seconds,
                read: flag),
        Setting("ascii", .flag, help: "Draw with plain ASCII characters only (automatic when the locale is not UTF-8).",
                example: true, \.ascii, read: flag),
        Setting("mouse", .flag,
                help: "Use the mouse (default: on); --no-mouse leaves it to the terminal, for selecting text.",
                example: false, \.mouse, read: flag),
        Setting("animation", .flag,
                help: "Slide and zoom things in and out (default: on; TUI_CLOCK_REDUCED_MOTION=1 turns it off).",
                example: false, \.animation, read: flag),
        Setting("music", .value(valueName: "DIR"),
                help: "Music folder for the album wall, or an MPD server: mpd://[PASSWORD@]HOST[:PORT], unix:SOCKET, "
                    + "or mpd for $MPD_HOST and $MPD_PORT.",
                example: "~/Music", \.music) { value, key throws(TOMLProblem) in
            let path = try value.string(for: key)
            guard !path.isEmpty else { throw TOMLProblem("music must name a folder, not \"\"") }
            if case .failure(let error)? = MPDAddress.parse(path, environment: [:], home: "/") {
                throw TOMLProblem(error.description)
            }
            // `~/Music` is the home's, as the shell would have it; another user's `~name` is not looked up.
            guard TildePath.expanded(path, home: "/") != nil else {
                throw TOMLProblem(TildePath.otherUsersHome(path, given: "music ="))
            }
            return path
        },
        Setting("snooze", .value(valueName: "MINUTES"),
                help: "Every alarm's snooze length in minutes at each start (1-30), over the remembered ones.",
                example: 10, \.snooze) { value, key throws(TOMLProblem) in
            let minutes = try value.integer(for: key)
            let range = AlarmSettings.snoozeMinutesRange
            guard range.contains(minutes) else {
                throw TOMLProblem("snooze must be \(range.lowerBound) to \(range.upperBound) minutes, not \(minutes)")
            }
            return minutes
        },
        Setting("braille", .flag,
                help: "Draw the clock face with braille dots (default: on, except on the Linux console, TERM=linux); --no-braille draws it with block characters, for fonts without braille.",
                example: false, \.braille, read: flag),
        Setting("images", .value(valueName: ImageChoice.names.joined(separator: "|")),
                help: "How covers are drawn: as pictures (kitty, sixel, iterm2) or characters (symbols); auto (the default) asks the terminal.",
                example: "symbols", \.images) { value, key throws(TOMLProblem) in
            ImageChoice(name: try oneOf(ImageChoice.names, value, key))!
        },
    ]
}
