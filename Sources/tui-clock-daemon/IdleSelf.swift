import ClockCore
import ClockSystem
import FoundationEssentials
import Glibc

/// The ringer between alarms: `tui-clock-daemon-idle`, beside this program, which it becomes (execv: the same pid,
/// the ringer's lock kept open) once nothing rings. Measured in a release build, this program sits at about 10 MiB
/// resident (Foundation's code and the Swift runtime paged in, libsystemd), the idle one at 1.6 MiB; it wakes
/// this one again, with the arguments below, when the next deadline comes, the state file or the time zone changes,
/// or the clock is set.
struct IdleSelf {
    static let fileName = InstalledLayout.daemonIdleProgramName

    let stateDirectory: String
    let offset: Double
    let lock: RingerLocks.Held

    /// Becomes the idle program until `deadline` (nil: until something else happens). Returns only when it cannot.
    /// `stateRead`: the state file as the ringer last read it (`StateFileSync.seen`), so a change made before the
    /// idle program watches the folder still wakes it.
    func sleep(until deadline: Moment?, now: Moment, checkedUntil: Date, stateRead: StateStore.FileIdentity?) {
        let folder = ExecutablePath.folder(of: ExecutablePath.current)
        let idle = folder + "/" + Self.fileName
        // The real clock's instant: `--now` shifts only what the program shows.
        let wakeAt = deadline.map { String($0.wall.timeIntervalSince1970 - offset) } ?? "never"
        let back = [ExecutablePath.current, "daemon",
                    DaemonArguments.offsetOption, String(offset),
                    DaemonArguments.lockOption, String(lock.keptAcrossExec()),
                    DaemonArguments.checkedOption, String(checkedUntil.timeIntervalSince1970)]
        var argv = ([idle, wakeAt, stateDirectory, stateRead?.stamp ?? "none"] + back).map { strdup($0) } + [nil]
        execv(idle, &argv)
        RingerLog.write("cannot sleep as \(idle): \(String(cString: strerror(errno))); sleeping here")
        lock.closedOnExec()
        argv.forEach { free($0) }
    }
}
