import ArgumentParser
import ClockCore
import ClockSystem
import FoundationEssentials

/// `tui-clock timers …`: the countdown timers for scripts, one locked read-modify-write of the state file each, as
/// `alarms` does; a running tui-clock takes the change within a second and rings the timer when it ends.
struct TimersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timers",
        abstract: "List, add, remove, pause and resume countdown timers (also while tui-clock runs).",
        subcommands: [List.self, Add.self, Remove.self, Pause.self, Resume.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the timers, numbered, with the time each has left.")

        func run() throws {
            let state = try AlarmsCommand.change { _ in }
            print(OutsideText.escaped(TimersListing.text(state.timers, now: Date())), terminator: "")
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Start a timer.")

        // Every word that is not `--label`: `-5` would otherwise be read as an unknown option, where the user meant
        // a (negative) length, and `1h 30m` may come unquoted.
        @Argument(parsing: .allUnrecognized,
                  help: ArgumentHelp("How long: 5min, 5 min, 90s, 1h30 (or 1h30m, 1h 30m), 2 hours, 25:00 "
                                     + "(minutes:seconds) or 1:30:00; units h, hr, hour(s), m, min(s), minute(s), "
                                     + "s, sec(s), second(s); a bare number is minutes.", valueName: "DURATION"))
        var duration: [String] = []

        @Option(help: ArgumentHelp("What to call it (shown when it is done).", valueName: "TEXT"))
        var label = ""

        /// The words as one duration (`1h 30m` is `1h30m`); a `--` that ends the options comes in them too.
        private var words: [String] { duration.filter { $0 != "--" } }
        private var text: String { words.joined(separator: " ") }

        func validate() throws {
            guard !words.isEmpty else {
                throw ValidationError("say how long the timer runs, like \(TimerDuration.examples)")
            }
            // `-5` is a length with a sign, which `read` explains; `--lable` or `-l` is a mistyped option.
            let isOption = { (word: String) in word.hasPrefix("--") || word.hasPrefix("-") && word.dropFirst().first?.isLetter == true }
            if let option = words.first(where: isOption) {
                throw ValidationError("unknown option '\(option)': 'timers add' takes only --label TEXT beside the length")
            }
            do {
                _ = try TimerDuration.read(text)
            } catch {
                throw ValidationError("\(error)")
            }
            guard label == AlarmSettings.cleanLabel(label) else {
                throw ValidationError("--label must be at most \(AlarmSettings.maxLabelLength) characters, without control or bidi characters")
            }
        }

        func run() throws {
            let length = try TimerDuration.read(text)
            let now = Date()
            var added: SavedTimer?
            var number = 0
            _ = try AlarmsCommand.change { state in
                guard state.timers.timers.count < TimerList.maxCount else {
                    throw ValidationError("there are already \(TimerList.maxCount) timers, the most tui-clock keeps")
                }
                // The monotonic half is this process's and is not kept; the wall-clock end is what the file holds.
                let moment = Moment(wall: now, uptime: 0)
                var list = TimerList(state.timers, at: moment)
                list.start(length, label: label, at: moment)
                state.timers = list.saved
                number = state.timers.timers.count
                added = state.timers.timers.last
            }
            if let added { print(OutsideText.escaped("Started timer \(number): \(TimersListing.line(added, now: now))")) }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove timer N (as numbered by `timers list`).")
        @Argument(help: "The timer's number.") var number: Int

        func run() throws {
            var removed: SavedTimer?
            _ = try AlarmsCommand.change { state in
                let i = try TimersCommand.index(number, in: state.timers)
                removed = state.timers.timers.remove(at: i)
            }
            if let removed { print(OutsideText.escaped("Removed timer \(number): \(TimersListing.line(removed, now: Date()))")) }
        }
    }

    struct Pause: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Hold timer N where it is.")
        @Argument(help: "The timer's number.") var number: Int
        func run() throws { try TimersCommand.change(number) { timer, now in timer.pause(at: now.uptime) } }
    }

    struct Resume: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Let timer N count down again.")
        @Argument(help: "The timer's number.") var number: Int
        func run() throws { try TimersCommand.change(number) { timer, now in timer.resume(at: now) } }
    }

    /// Changes timer `number` as the app would, on this process's clock: the file keeps only wall-clock ends.
    static func change(_ number: Int, _ body: (inout CountdownTimer, Moment) -> Void) throws {
        let now = Moment(wall: Date(), uptime: 0)
        var changed: SavedTimer?
        _ = try AlarmsCommand.change { state in
            let i = try index(number, in: state.timers)
            var timer = CountdownTimer(state.timers.timers[i], at: now)
            body(&timer, now)
            state.timers.timers[i] = timer.saved
            changed = timer.saved
        }
        if let changed { print(OutsideText.escaped("Timer \(number): \(TimersListing.line(changed, now: now.wall))")) }
    }

    static func index(_ number: Int, in timers: SavedTimers) throws -> Int {
        guard timers.timers.indices.contains(number - 1) else {
            throw ValidationError(timers.timers.isEmpty ? "there is no timer \(number): there are no timers"
                                  : "there is no timer \(number): the timers are numbered 1 to \(timers.timers.count)")
        }
        return number - 1
    }
}

/// The text `tui-clock timers list` prints: one numbered line per timer. It quotes the state file, so whatever
/// prints it passes it through `OutsideText.escaped` first.
enum TimersListing {
    /// `3:12 left  of 4:00  running  Tea`
    static func line(_ t: SavedTimer, now: Date) -> String {
        // A timer ringing now (its ring record) is done, whichever process rings it.
        let left = t.ringingSince != nil ? 0 : t.endsAt.map { max(0, $0.timeIntervalSince(now)) } ?? t.left ?? Double(t.duration)
        let state = t.ringingSince != nil ? "RINGING"
            : t.endsAt != nil ? (left > 0 ? "running" : "done") : (left == Double(t.duration) ? "ready" : "paused")
        var text = "\(TimerDuration.text(left: left)) left  of \(TimerDuration.text(t.duration))  \(state)"
        if !t.label.isEmpty { text += "  \(t.label)" }
        return text
    }

    static func text(_ timers: SavedTimers, now: Date) -> String {
        guard !timers.timers.isEmpty else { return "No timers.\n" }
        return timers.timers.enumerated().map { "\($0.offset + 1)  \(line($0.element, now: now))\n" }.joined()
    }
}
