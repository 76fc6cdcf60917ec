import ArgumentParser
import ClockCore
import ClockSystem
import FoundationEssentials

/// `tui-clock alarms …`: the alarms for scripts. Each command is one locked read-modify-write of the state file,
/// so it is safe while the app runs (the app shows the change within a second).
struct AlarmsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alarms",
        abstract: "List, add, remove and switch alarms, snooze or stop the one ringing (also while tui-clock runs).",
        subcommands: [List.self, Add.self, Remove.self, On.self, Off.self, Snooze.self, Stop.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the alarms, numbered, and which rings next.")

        @OptionGroup var pinned: PinnedNow
        @ParentCommand var clock: Options

        func run() throws {
            let state = try AlarmsCommand.change { _ in }
            // "next: 07:30 — in 1 h 30 min" counted from the time a pinned ringer or clock is at.
            let now = clock.pinnedNow
            let directory = (try? StateStore(environment: ProcessEnvironment.current()))?.directory
            let ringing = Set(state.alarms.filter { AlarmsCommand.ringsNow($0, now: now, in: directory) }.map(\.id))
            print(OutsideText.escaped(AlarmsListing.text(state, now: now, calendar: AlarmsCommand.calendar(), ringing: ringing)),
                  terminator: "")
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add an alarm, switched on.")

        @Argument(help: ArgumentHelp("The 24-hour time it rings (e.g. 07:30).", valueName: "HH:MM"))
        var time: AlarmTime

        @Option(help: ArgumentHelp("once, daily, weekdays, weekends, or days like mon,wed,fri.", valueName: "DAYS"))
        var days: AlarmDays = .once

        @Option(help: ArgumentHelp("What to call it (shown when it rings).", valueName: "TEXT"))
        var label = ""

        func validate() throws {
            guard label == AlarmSettings.cleanLabel(label) else {
                throw ValidationError("--label must be at most \(AlarmSettings.maxLabelLength) characters, without control or bidi characters")
            }
        }

        func run() throws {
            var number = 0
            let state = try AlarmsCommand.change { state in
                guard state.alarms.count < AlarmList.maxCount else {
                    throw ValidationError("there are already \(AlarmList.maxCount) alarms, the most tui-clock keeps")
                }
                var list = AlarmList(state)
                list.add(AlarmSettings(isOn: true, time: time, days: days, label: label))
                // The alarms only: `list.saved` knows nothing of the timers, the display or the player's memory.
                (state.alarms, state.selected) = (list.saved.alarms, list.saved.selected)
                number = state.alarms.count
            }
            print(OutsideText.escaped("Added alarm \(number): \(AlarmsListing.line(state.alarms[number - 1]))"))
            AlarmsCommand.warnIfNoRingerRuns()
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove alarm N (as numbered by `alarms list`).")
        @Argument(help: "The alarm's number.") var number: Int

        func run() throws {
            var removed: AlarmSettings?
            _ = try AlarmsCommand.change { state in
                let i = try AlarmsCommand.index(number, in: state)
                removed = state.alarms.remove(at: i)
                state.selected = min(state.selected, max(0, state.alarms.count - 1))
            }
            if let removed { print(OutsideText.escaped("Removed alarm \(number): \(AlarmsListing.line(removed))")) }
        }
    }

    struct On: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Switch alarm N on.")
        @Argument(help: "The alarm's number.") var number: Int
        func run() throws { try AlarmsCommand.setOn(true, number) }
    }

    struct Off: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Switch alarm N off.")
        @Argument(help: "The alarm's number.") var number: Int
        func run() throws { try AlarmsCommand.setOn(false, number) }
    }

    static func setOn(_ on: Bool, _ number: Int) throws {
        var changed = AlarmSettings()
        _ = try change { state in
            let i = try index(number, in: state)
            state.alarms[i] = state.alarms[i].applying(state.alarms[i].isOn == on ? .set(state.alarms[i].time) : .toggle)
            // Occurrences from while it was off were not missed: the next start begins counting afresh.
            if on { state.alarms[i].lastSeenRunning = nil }
            // Off silences it and cancels its snooze, as the clock's `a` does, even when it is off already: a
            // once alarm is off from the moment it rings, and `off` is how a shell says "not this one any more".
            if !on { (state.alarms[i].ringing, state.alarms[i].pendingSnooze) = (nil, nil) }
            changed = state.alarms[i]
        }
        print(OutsideText.escaped("Alarm \(number): \(AlarmsListing.line(changed))"))
        if on { warnIfNoRingerRuns() }
    }

    /// An alarm added or switched on from a shell rings only if something of tui-clock runs when it is due: said as
    /// the clock says it when an alarm is switched on there, since with the window closed it would pass in silence.
    static func warnIfNoRingerRuns() {
        guard let directory = (try? StateStore(environment: ProcessEnvironment.current()))?.directory,
              !RingerLocks(directory: directory).daemonIsRunning else { return }
        StandardError.write(ClosedClockWarning.text + ".")
    }

    static func index(_ number: Int, in state: SavedState) throws -> Int {
        guard state.alarms.indices.contains(number - 1) else {
            throw ValidationError(state.alarms.isEmpty ? "there is no alarm \(number): there are no alarms"
                                  : "there is no alarm \(number): the alarms are numbered 1 to \(state.alarms.count)")
        }
        return number - 1
    }

    /// One locked read-modify-write of the state file. A bad file kept aside is said on stderr, whatever the
    /// command then does (SPEC §3: the user is told), and counts as none: a first alarm added is alarm 1.
    static func change(_ body: (inout SavedState) throws -> Void) throws -> SavedState {
        let store: StateStore
        do {
            store = try StateStore(environment: ProcessEnvironment.current())
        } catch {
            throw ValidationError("\(error)")
        }
        do {
            // A first alarm from the command line is the first alarm: no default one before it.
            return try store.update(now: Date(), fresh: SavedState(alarms: []), told: StandardError.write, body).state
        } catch let error as StateStoreError {
            throw ValidationError("\(error)")
        }
    }

    static func calendar() -> WallCalendar { WallCalendar(zone: SystemTimeZone.rules(around: Date())) }
}

/// `--days weekdays`, read by the one parser of repeat days.
extension AlarmDays: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// The text `tui-clock alarms list` prints: one numbered line per alarm, then the next due. It quotes the state
/// file, so whatever prints it passes it through `OutsideText.escaped` first.
enum AlarmsListing {
    /// `07:30  on   weekdays  Work`
    static func line(_ a: AlarmSettings) -> String {
        var text = "\(AlarmText.time(a.time, twentyFourHour: true))  \(a.isOn ? "on " : "off")  \(a.days)"
        if !a.label.isEmpty { text += "  \(a.label)" }
        if case .album = a.sound { text += "  (wakes to an album)" }
        return text
    }

    /// `ringing`: the ids of the alarms ringing now, marked `RINGING` (`tui-clock alarms snooze|stop` end it).
    static func text(_ state: SavedState, now: Date, calendar: WallCalendar, ringing: Set<Int> = []) -> String {
        guard !state.alarms.isEmpty else { return "No alarms.\n" }
        var out = ""
        for (i, a) in state.alarms.enumerated() {
            out += "\(i + 1)  \(line(a))" + (ringing.contains(a.id) ? "  RINGING" : "") + "\n"
        }
        let list = AlarmList(state)
        if let (i, at) = list.nextDue(after: now, in: calendar) {
            out += AlarmText.next(state.alarms[i], at: at, now: now, in: calendar, twentyFourHour: true) + "\n"
        }
        return out
    }
}
