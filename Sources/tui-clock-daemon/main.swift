import ClockCore
import ClockSystem
import Glibc

// The background ringer, `tui-clock daemon` (the front has checked the arguments and execv'd this program): rings
// the alarms that fall due while no tui-clock is open, and sleeps between them. Its own program, not the front's
// code, so it links no argument parser, no terminal and no music library index.

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.current()
let time: SystemTimeSource
if let i = arguments.firstIndex(of: "--now"), i + 1 < arguments.count {
    guard let start = NowOption.parse(arguments[i + 1]) else {
        RingerLog.write("--now '\(arguments[i + 1])' is not a time: use HH:MM, HH:MM:SS or YYYY-MM-DDTHH:MM:SS")
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
var held = locks.becomeDaemon()
if held == nil {
    RingerLog.write("another tui-clock daemon rings the alarms; waiting until it stops")
    held = locks.waitToBecomeDaemon()
}
guard held != nil else {
    RingerLog.write("cannot take \(store.directory)/.daemon.lock")
    exit(1)
}

let loaded = (try? store.withLock { store.load(now: time.now().wall) }) ?? store.load(now: time.now().wall)
if let notice = loaded.notice { RingerLog.write(notice) }
let audioOutput = environment["TUI_CLOCK_AUDIO_OUTPUT"].flatMap { $0.isEmpty ? nil : $0 }
let notification = RingNotification()
let ringer = BackgroundRinger(state: loaded.state, calendar: WallCalendar(zone: SystemTimeZone.rules(around: time.now().wall)),
                              sync: StateFileSync(store: store, loaded: loaded.state), locks: locks,
                              tone: RingTone(resourcesNear: ExecutablePath.current, audioOutput: audioOutput),
                              notification: notification)
let wakeUps = WakeUps(stateDirectory: store.directory)
// SIGTERM (systemctl stop) and SIGINT end the loop through the same poll, so the sound and the notification go too.
let stop = StopSignal()
ringer.start(at: time.now())
// Said once the start's own business (a missed alarm, a ring left by a ringer before) is done.
RingerLog.write("watching \(loaded.state.alarms.filter(\.isOn).count) alarms in \(store.filePath)"
                + (notification.isConnected ? "" : " (no session bus: sound only)"))
while !stop.received {
    let now = time.now()
    let woke = wakeUps.wait(until: ringer.nextDeadline(after: now), now: now, wallOffset: time.offset,
                            extra: [(stop.fileDescriptor, .stop), (notification.fileDescriptor, .notification),
                                    (ringer.soundDescriptor, .sound)])
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
    if woke.contains(.stateFolder) { ringer.lookAgain(at: then) }
    for action in notification.clickedActions() { ringer.clicked(action, at: then) }
    ringer.tick(at: then)
}
ringer.leave()
RingerLog.write("stopped")
exit(0)
