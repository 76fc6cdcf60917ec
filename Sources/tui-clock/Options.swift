import ArgumentParser
import ClockCore
import FoundationEssentials
import MusicLibrary

/// The command line of tui-clock.
struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tui-clock",
        abstract: "An analog alarm clock, a spinning snooze selector and an endless album wall for the terminal.",
        discussion: "Keys: Tab next screen, ? help, q quit; on the clock a alarm on/off, arrows move the alarm, p AM/PM.",
        version: "tui-clock \(TUIClockVersion.current)",
        subcommands: [AlarmsCommand.self])

    @Flag(help: "Draw with plain ASCII characters only (automatic when the locale is not UTF-8).")
    var ascii = false

    @Flag(name: .customLong("24h"), help: "Show times on a 24-hour clock.")
    var twentyFourHour = false

    @Flag(name: .customLong("no-seconds"), help: "Hide the second hand and the seconds.")
    var noSeconds = false

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (for selecting text).")
    var noMouse = false

    @Flag(name: .customLong("no-animation"), help: "Show and hide things without motion (also TUI_CLOCK_REDUCED_MOTION=1).")
    var noAnimation = false

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

/// The program's version, shown by `--version`.
enum TUIClockVersion {
    static let current = "0.1.0"
}
