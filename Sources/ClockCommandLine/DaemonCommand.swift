import ArgumentParser
import ClockSystem

/// `tui-clock daemon`: the background ringer. The front reads these arguments and starts `tui-clock-daemon` beside it
/// in its own process (execv), as it starts the clock; this type only declares the command for the parser and the help.
public struct DaemonCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Ring the alarms and timers while no tui-clock is open (the user service runs this).",
        discussion: """
            Sleeps until an alarm or a timer is due or they change, then rings it: the ring tone through mpv and a \
            desktop notification with Snooze and Dismiss (a timer's: Restart and Dismiss; sound only without a \
            session bus). While a tui-clock is open, that one rings. One line per event goes to stderr. \
            'tui-clock alarms snooze|stop' act on its ring.
            """)

    @Option(name: .customLong("now"),
            help: ArgumentHelp("Run from this local time (HH:MM[:SS] today, or YYYY-MM-DDTHH:MM:SS), advancing in real time.",
                               valueName: "TIME"))
    public var now: String?

    public init() {}

    public func validate() throws {
        if let now, NowOption.parse(now) == nil {
            throw ValidationError("--now '\(now)' is not a time: use HH:MM, HH:MM:SS or YYYY-MM-DDTHH:MM:SS (local time)")
        }
    }

    public func run() throws {
        throw ValidationError("the background ringer is started as 'tui-clock daemon'")
    }
}
