import ArgumentParser
import ClockSystem
import FoundationEssentials

/// `--now TIME` on an alarms command, for a ringer or clock started with `--now` (tests, and people checking a
/// schedule). Declared here for the command's help; the clock's options, parsed first, take `--now` wherever it
/// stands on the line (and refuse what is not a time), so the value is read from them (`@ParentCommand`).
struct PinnedNow: ParsableArguments {
    @Option(name: .customLong("now"),
            help: ArgumentHelp("Take this local time (HH:MM[:SS] today, or YYYY-MM-DDTHH:MM:SS) as now: the time of a "
                               + "ringer or clock started with --now.", valueName: "TIME"))
    var now: String?
}

extension Options {
    /// The time `--now` names, else the real clock's.
    var pinnedNow: Date { now.flatMap { NowOption.parse($0) } ?? Date() }
}
