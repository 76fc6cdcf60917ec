import ArgumentParser
import ClockCore
import ClockSystem
import FoundationEssentials
import TOML

/// The command line of tui-clock.
public struct Options: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tui-clock",
        abstract: "An analog alarm clock, a spinning snooze selector, timers with a stopwatch and an endless album wall for the terminal.",
        discussion: """
            Settings can also be kept in $XDG_CONFIG_HOME/tui-clock/config.toml (default ~/.config/tui-clock/config.toml), \
            one per line, named like the options: \(Setting.all.map { "\($0.name) = \($0.example)" }.joined(separator: ", ")). \
            The command line overrides it.

            Keys: Tab next screen, T timers and the stopwatch, ? help (every key), q quit; on the clock a alarm on/off, arrows move the alarm, p AM/PM.

            Alarms ring while tui-clock is open; with it closed only while 'tui-clock daemon' runs (the user service \
            'tui-clock service install' runs it), which rings them with sound and a desktop notification.
            """,
        version: "tui-clock \(TUIClockVersion.current)",
        subcommands: [AlarmsCommand.self, TimersCommand.self, DaemonCommand.self, ServiceCommand.self, InstallCommand.self, UninstallCommand.self])

    // The settings (`Setting.all`, one table for the option, the config key, the override and the help): argument-parser
    // needs a property for each, named and described by the table. Each switch has both forms (--seconds / --no-seconds)
    // so the command line can undo what the config file says.
    @Flag(name: .customLong("ascii"), inversion: .prefixedNo, help: settingHelp("ascii"))
    public var ascii: Bool?

    @Flag(name: .customLong("24h"), inversion: .prefixedNo, help: settingHelp("24h"))
    public var twentyFourHour: Bool?

    @Flag(name: .customLong("seconds"), inversion: .prefixedNo, help: settingHelp("seconds"))
    public var seconds: Bool?

    @Flag(name: .customLong("mouse"), inversion: .prefixedNo, help: settingHelp("mouse"))
    public var mouse: Bool?

    @Flag(name: .customLong("animation"), inversion: .prefixedNo, help: settingHelp("animation"))
    public var animation: Bool?

    @Flag(name: .customLong("braille"), inversion: .prefixedNo, help: settingHelp("braille"))
    public var braille: Bool?

    @Option(name: .customLong("theme"), help: settingHelp("theme"))
    public var theme: ThemeChoice?

    @Option(name: .customLong("images"), help: settingHelp("images"))
    public var images: ImageChoice?

    @Option(name: .customLong("music"), help: settingHelp("music"))
    public var music: String?

    @Option(name: .customLong("snooze"), help: settingHelp("snooze"))
    public var snooze: Int?

    @Flag(help: "Forget the music library's index and read every file's tags again.")
    public var rescan = false

    @Option(name: .customLong("alarm"),
            help: ArgumentHelp("Set the alarm to this 24-hour time (e.g. 07:30) and switch it on; beside several alarms, switch on the one at that time or add one.", valueName: "HH:MM"))
    public var alarm: AlarmTime?

    @Option(name: .customLong("now"),
            help: ArgumentHelp("Run the clock from this local time (HH:MM[:SS] today, or YYYY-MM-DDTHH:MM:SS), advancing in real time.",
                               valueName: "TIME"))
    public var now: String?

    /// What the command line chose, in the config file's terms, to lay over it.
    public var preferences: Preferences {
        Preferences(theme: theme?.rawValue, twentyFourHour: twentyFourHour, seconds: seconds, ascii: ascii, mouse: mouse, animation: animation,
                    music: music, snooze: snooze, braille: braille, images: images)
    }

    public init() {}

    public mutating func validate() throws {
        if let now, CommandLineValues.parseNow(now, today: Date(), calendar: .utc) == nil {
            throw ValidationError("--now '\(now)' is not a time: use HH:MM, HH:MM:SS or YYYY-MM-DDTHH:MM:SS (local time)")
        }
        if let snooze, let problem = Setting.named("snooze")!.problem(with: .integer(snooze)) {
            throw ValidationError("--\(problem)")
        }
        if let music {
            switch MPDAddress.parse(music, environment: [:], home: "/") {
            case .failure(let error)?: throw ValidationError("--music: \(error)")
            case .success?: break
            case nil:
                let home = ProcessEnvironment.current()["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
                self.music = try Self.musicFolder(music, home: home)
            }
        }
    }

    /// The folder `--music` names, its leading `~` or `~/` (quoted, or after `=`, so no shell expanded it) taken as
    /// `home`; refused when it is no folder.
    static func musicFolder(_ music: String, home: String) throws -> String {
        guard let folder = TildePath.expanded(music, home: home) else {
            throw ValidationError(TildePath.otherUsersHome(music, given: "--music"))
        }
        guard Folder.exists(folder) else {
            throw ValidationError("--music '\(music)' is not a folder")
        }
        return folder
    }
}

/// The help of the setting called `name`, from the one table of settings, with its value's name for options.
private func settingHelp(_ name: String) -> ArgumentHelp {
    let setting = Setting.named(name)!
    switch setting.kind {
    case .flag: return ArgumentHelp(setting.help)
    case .value(let valueName): return ArgumentHelp(setting.help, valueName: valueName)
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
public enum TUIClockVersion {
    public static let current = "0.1.0"
}
