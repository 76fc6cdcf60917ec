import ArgumentParser
import ClockCore
import FoundationEssentials
import MusicLibrary

/// The command line of tui-clock.
struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tui-clock",
        abstract: "An analog alarm clock, a spinning snooze selector and an endless album wall for the terminal.",
        discussion: """
            Settings can also be kept in $XDG_CONFIG_HOME/tui-clock/config.toml (default ~/.config/tui-clock/config.toml), \
            one per line, named like the options: theme = "dark", 24h = true, seconds = false, ascii = true, mouse = false, \
            animation = false, braille = false, images = "symbols", music = "~/Music", snooze = 10 (minutes, 1-30). The command line overrides it.

            Keys: Tab next screen, ? help, q quit; on the clock a alarm on/off, arrows move the alarm, p AM/PM.
            """,
        version: "tui-clock \(TUIClockVersion.current)",
        subcommands: [AlarmsCommand.self])

    // Each switch has both forms (--seconds / --no-seconds) so the command line can undo what the config file says.
    @Flag(inversion: .prefixedNo, help: "Draw with plain ASCII characters only (automatic when the locale is not UTF-8).")
    var ascii: Bool?

    @Flag(name: .customLong("24h"), inversion: .prefixedNo, help: "Show times on a 24-hour clock (default: 12-hour).")
    var twentyFourHour: Bool?

    @Flag(inversion: .prefixedNo, help: "Show the second hand and the seconds (default: on).")
    var seconds: Bool?

    @Flag(inversion: .prefixedNo, help: "Use the mouse (default: on); --no-mouse leaves it to the terminal, for selecting text.")
    var mouse: Bool?

    @Flag(inversion: .prefixedNo,
          help: "Slide and zoom things in and out (default: on; TUI_CLOCK_REDUCED_MOTION=1 turns it off).")
    var animation: Bool?

    @Flag(inversion: .prefixedNo,
          help: "Draw the clock face with braille dots (default: on, except on the Linux console, TERM=linux); --no-braille draws it with block characters, for fonts without braille.")
    var braille: Bool?

    @Option(name: .customLong("theme"),
            help: ArgumentHelp("Colours for a light or dark background; auto (the default) asks the terminal (OSC 11), then COLORFGBG.",
                               valueName: "auto|light|dark"))
    var theme: ThemeChoice?

    @Option(name: .customLong("images"),
            help: ArgumentHelp("How covers are drawn: as pictures (kitty, sixel, iterm2) or characters (symbols); auto (the default) asks the terminal.",
                               valueName: "auto|kitty|sixel|iterm2|symbols"))
    var images: ImageChoice?

    @Option(name: .customLong("music"), help: ArgumentHelp("Music folder for the album wall.", valueName: "DIR"))
    var music: String?

    @Flag(help: "Forget the music library's index and read every file's tags again.")
    var rescan = false

    @Option(name: .customLong("alarm"),
            help: ArgumentHelp("Set the alarm to this 24-hour time (e.g. 07:30) and switch it on.", valueName: "HH:MM"))
    var alarm: AlarmTime?

    @Option(name: .customLong("now"),
            help: ArgumentHelp("Run the clock from this local time (HH:MM[:SS] today, or YYYY-MM-DDTHH:MM:SS), advancing in real time.",
                               valueName: "TIME"))
    var now: String?

    /// What the command line chose, in the config file's terms, to lay over it.
    var preferences: Preferences {
        Preferences(theme: theme?.rawValue, twentyFourHour: twentyFourHour, seconds: seconds, ascii: ascii, mouse: mouse, animation: animation,
                    music: music, braille: braille, images: images)
    }

    mutating func validate() throws {
        if let now, CommandLineValues.parseNow(now, today: Date(), calendar: .utc) == nil {
            throw ValidationError("--now '\(now)' is not a time: use HH:MM, HH:MM:SS or YYYY-MM-DDTHH:MM:SS (local time)")
        }
        if let music {
            if !LibraryLocation.isDirectory(music) {
                throw ValidationError("--music '\(music)' is not a folder")
            }
        }
    }
}

/// `--alarm HH:MM`, read by the one parser of alarm times. A malformed value is reported by argument-parser
/// ("The value '25:00' is invalid for '--alarm <HH:MM>'") and exits with code 2 (see `parseOptions`).
extension AlarmTime: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// `--theme auto|light|dark`; argument-parser lists the choices when the value is none of them.
extension ThemeChoice: ExpressibleByArgument {}

/// `--images auto|kitty|sixel|iterm2|symbols`; argument-parser lists the choices when the value is none of them.
extension ImageChoice: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { names }
}

/// The program's version, shown by `--version`.
enum TUIClockVersion {
    static let current = "0.1.0"
}
