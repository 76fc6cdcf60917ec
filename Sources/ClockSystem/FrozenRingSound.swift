import Glibc

/// The ring sound of a clock frozen with `kill -STOP`. Its player is a child in a process group of its own, so the
/// stop does not reach it: it loops on while the clock can neither stop it for a Dismiss given elsewhere nor end it
/// at the auto-silence, and whoever takes the ring over would make a second sound beside it. So the one taking over
/// (another open clock, or the background ringer) pauses that player with SIGSTOP: the sound freezes with its owner,
/// and the owner, running again, continues it (`SoundPlayer.continuePlaying`, on its SIGCONT).
///
/// A player paused this way whose owner is killed instead ends all the same: its process group is orphaned with a
/// stopped member, so the kernel sends it SIGHUP and SIGCONT, and it reads its socket's end.
public enum FrozenRingSound {
    /// Pauses every child of `owners` whose command line names a file called `ringFileName` (the ring tone, never
    /// the album's player). Returns those it paused.
    @discardableResult
    public static func pausePlayers(of owners: [pid_t], ringFileName: String) -> [pid_t] {
        guard !owners.isEmpty else { return [] }
        var paused: [pid_t] = []
        for name in ProcFiles.entryNames("/proc") {
            guard let pid = pid_t(name), let stat = ProcFiles.text("/proc/\(pid)/stat"),
                  let parent = parent(stat: stat), owners.contains(parent),
                  let command = ProcFiles.text("/proc/\(pid)/cmdline"),
                  plays(command: command, ringFileName: ringFileName) else { continue }
            if kill(pid, SIGSTOP) == 0 { paused.append(pid) }
        }
        return paused
    }

    /// Undoes `pausePlayers` for an owner that ran again meanwhile: its own SIGCONT to them may have come first.
    public static func continuePlayers(_ players: [pid_t]) {
        for pid in players { kill(pid, SIGCONT) }
    }

    /// The parent's pid in a `/proc/PID/stat` line: the field after the state.
    static func parent(stat text: String) -> pid_t? {
        guard let fields = ProcFiles.statFields(text), fields.count > 1 else { return nil }
        return pid_t(fields[1])
    }

    /// Whether a `/proc/PID/cmdline` (arguments ended by NULs) has an argument naming the file `ringFileName`.
    static func plays(command: String, ringFileName: String) -> Bool {
        command.split(separator: "\0").dropFirst().contains { argument in
            argument == ringFileName || argument.hasSuffix("/" + ringFileName)
        }
    }
}
