import ClockCore
import ClockSystem
import Glibc

// The background ringer, `tui-clock daemon` (the front has checked the arguments and execv'd this program): rings
// the alarms that fall due while no tui-clock is open. Its own program, not the front's code, so it links no
// argument parser and no terminal; between alarms it becomes `tui-clock-daemon-idle` (IdleSelf), which sleeps in
// about a megabyte, and that becomes this program again when something happens.

// A write to a reader that has gone (a closed journal pipe, MPD or the sound player's socket) fails with EPIPE and
// is reported by the call that made it, as in the clock; SIGPIPE's default would end the ringer mid-ring. Children
// start with default signal actions (ChildProcess), so they are not affected.
signal(SIGPIPE, SIG_IGN)

let arguments = DaemonArguments(Array(CommandLine.arguments.dropFirst()))
let environment = ProcessEnvironment.current()
let time: SystemTimeSource
if let offset = arguments.offset {
    time = SystemTimeSource(offset: offset)
} else if let text = arguments.now {
    guard let start = NowOption.parse(text) else {
        RingerLog.write("--now '\(text)' is not a time: use HH:MM, HH:MM:SS or YYYY-MM-DDTHH:MM:SS")
        exit(2)
    }
    time = SystemTimeSource(startingAt: start)
} else {
    time = SystemTimeSource()
}

let store: StateStore
do {
    store = try StateStore(environment: environment)
    // Makes the state folder (private) when there is none yet, so it can be watched.
    try store.withLock {}
} catch {
    RingerLog.write("\(error)")
    exit(2)
}
let locks = RingerLocks(directory: store.directory)
var held = arguments.lockDescriptor.flatMap { locks.adoptDaemonLock(descriptor: $0) } ?? locks.becomeDaemon()
if held == nil {
    RingerLog.write("another tui-clock daemon rings the alarms; waiting until it stops")
    held = locks.waitToBecomeDaemon()
}
guard let held else {
    RingerLog.write("cannot take \(store.directory)/.daemon.lock")
    exit(1)
}

let loaded = (try? store.withLock { store.load(now: time.now().wall) }) ?? store.load(now: time.now().wall)
if let notice = loaded.notice { RingerLog.write(notice) }
let audioOutput = environment["TUI_CLOCK_AUDIO_OUTPUT"].flatMap { $0.isEmpty ? nil : $0 }
let notification = RingNotification()
// Said where the user looks too, not only in the journal: the alarms of a file kept aside are gone until restored,
// and with no clock open nothing else would tell (an open clock sees the good file written in its place).
if let notice = loaded.notice {
    notification.show(notice, body: "tui-clock", kind: .notice)
    notification.leave()
}
let ringer = BackgroundRinger(state: loaded.state, at: time.now(), calendar: WallCalendar(zone: SystemTimeZone.rules(around: time.now().wall)),
                              sync: StateFileSync(store: store, loaded: loaded.state), locks: locks,
                              tone: RingTone(resourcesNear: ExecutablePath.current, audioOutput: audioOutput),
                              notification: notification,
                              album: WakeAlbum(environment: environment, audioOutput: audioOutput))
let wakeUps = WakeUps(stateDirectory: store.directory)
// SIGTERM (systemctl stop) and SIGINT end the loop through the same poll, so the sound and the notification go too.
let stop = StopSignal()
if let checked = arguments.checkedUntil {
    ringer.continueWatching(checkedUntil: checked, at: time.now())
} else {
    ringer.start(at: time.now())
    // Said once the start's own business (a missed alarm, a ring left by a ringer before) is done.
    let alarms = loaded.state.alarms.filter(\.isOn).count, timers = ringer.timers.timers.filter(\.isRunning).count
    RingerLog.write("watching \(alarms) \(alarms == 1 ? "alarm" : "alarms") and \(timers) \(timers == 1 ? "timer" : "timers") in \(store.filePath)"
                    + (notification.isConnected ? "" : " (no session bus: sound only)"))
}
let idleSelf = IdleSelf(stateDirectory: store.directory, offset: time.offset, lock: held)
while !stop.received {
    let now = time.now()
    if ringer.isIdle, let checked = ringer.checkedUntil {
        // Returns only when the idle program cannot be started: then this one sleeps instead.
        idleSelf.sleep(until: ringer.nextDeadline(after: now), now: now, checkedUntil: checked, stateRead: ringer.sync.seen)
    }
    let woke = wakeUps.wait(until: ringer.nextDeadline(after: now), now: now, wallOffset: time.offset,
                            extra: [(stop.fileDescriptor, Int16(POLLIN), .stop),
                                    (notification.fileDescriptor, Int16(POLLIN), .notification),
                                    (ringer.soundDescriptor, Int16(POLLIN), .sound),
                                    (ringer.albumDescriptor.0, ringer.albumDescriptor.1, .album)])
    let then = time.now()
    if woke.contains(.stop) {
        stop.drain()
        if stop.received { break }
    }
    if woke.contains(.timeZone) || woke.contains(.due) {
        SystemTimeZone.reload()
        let zone = SystemTimeZone.rules(around: then.wall)
        if zone != ringer.calendar.zone { ringer.zoneChanged(to: zone, at: then) }
    }
    if woke.contains(.sound) { ringer.soundWrote() }
    ringer.albumAdvanced(at: then)
    if woke.contains(.stateFolder) { ringer.lookAgain(at: then) }
    for action in notification.clickedActions() { ringer.clicked(action, at: then) }
    ringer.tick(at: then)
}
ringer.leave()
RingerLog.write("stopped")
exit(0)
