import ClockCommandLine
import ClockCore
import ClockSystem
import ClockTerminal
import FoundationEssentials
import Glibc
import MusicLibrary

/// Wires the parts together: the clock source, the saved alarm, the model, the terminal, the music library,
/// and the run loop; afterwards it restores everything, whichever way the loop ended.
struct Launcher {
    /// `TUI_CLOCK_AUDIO_OUTPUT`: mpv's `--ao` (e.g. `null` to play silently, as the end-to-end tests do).
    static let audioOutputVariable = "TUI_CLOCK_AUDIO_OUTPUT"

    let options: Options

    func run() -> Int32 {
        let env = ProcessEnvironment.current()
        var notices: [String] = []
        var (fromFile, configPath) = Self.configFile(environment: env, notices: &notices)
        // TUI_CLOCK_MUSIC, being set for this run, goes before the file's music folder.
        if env[LibraryLocation.environmentVariable].map({ !$0.isEmpty }) == true { fromFile.music = nil }
        // Where the music was named: a folder that is not there is fixed in the file that names it.
        var musicNamedBy = LibraryLocation.Reason.commandLine
        if options.preferences.music == nil, fromFile.music != nil, let configPath {
            musicNamedBy = .configFile(configPath)
        }
        // `--theme` over the file's `theme`, else auto.
        let chosen = fromFile.overridden(by: options.preferences)
        let time: SystemTimeSource
        if let text = options.now, let start = NowOption.parse(text) {
            time = SystemTimeSource(startingAt: start)
        } else {
            time = SystemTimeSource()
        }
        let calendar = WallCalendar(zone: SystemTimeZone.rules(around: time.now().wall))
        let found = try? StateStore(environment: env)
        // Under the lock: an upgrade of an old file must not race a `tui-clock alarms` command.
        let loaded = found.map { store in
            (try? store.withLock { store.load(now: time.now().wall) }) ?? store.load(now: time.now().wall)
        }
        // A bad file that could not be kept aside must not be replaced by a save.
        let store = loaded?.savingIsSafe == false ? nil : found
        let sync = store.map { StateFileWatch(sync: StateFileSync(store: $0, loaded: loaded?.state ?? SavedState()),
                                              directory: $0.directory) }
        // Held while the clock is open: the background ringer makes no sound meanwhile, and learns at once when the
        // clock goes, however it goes.
        // Only in a folder the clock uses: one it refused (another user's) gets no lock files either.
        let locks = store.map { RingerLocks(directory: $0.directory) }
        var clockOpen = locks?.holdClockOpen()

        let signals: SignalPipe
        let inbox: Inbox
        // Saves are written on a thread of their own: the clock never waits for the disk.
        let writer: StateFileWriter?
        let screen: TerminalScreen
        do {
            signals = try SignalPipe()
            inbox = try Inbox()
            writer = try sync.map { watch throws(TerminalError) in
                guard let writer = StateFileWriter(sync: watch.sync) else { throw .initFailed("cannot create a pipe") }
                return writer
            }
            screen = try TerminalScreen(mouse: chosen.mouse ?? true, environment: env)
        } catch {
            StandardError.write("\(error)")
            return 2
        }
        // Made before the model, which records the music's source in an alarm set to wake to an album.
        let audioOutput = env[Self.audioOutputVariable].flatMap { $0.isEmpty ? nil : $0 }
        let music = MusicSources(music: chosen.music, namedBy: musicNamedBy, rescan: options.rescan,
                                 audioOutput: audioOutput, environment: env, inbox: inbox)
        // What `t` and `s` last set (the state file) goes over the config file; the command line goes over both.
        let remembered = loaded?.state.display
        let appOptions = AppOptions(
            ascii: chosen.ascii ?? false || !screen.unicode,
            twentyFourHour: options.preferences.twentyFourHour ?? remembered?.twentyFourHour ?? chosen.twentyFourHour ?? false,
            showSeconds: options.preferences.seconds ?? remembered?.showSeconds ?? chosen.seconds ?? true,
            reducedMotion: !(chosen.animation ?? true) || env["TUI_CLOCK_REDUCED_MOTION"] == "1",
            // The Linux console's font has no braille.
            braille: chosen.braille ?? (env["TERM"] != "linux"),
            theme: chosen.theme.flatMap(ThemeChoice.init(rawValue:)) ?? .auto,
            backgroundHint: BackgroundQuery.hint(environment: env),
            colorDepth: ColorDepth(colors: screen.colorCount),
            images: chosen.images ?? .auto,
            clockShift: time.offset,
            musicServer: MusicSources.server(music: chosen.music, environment: env), musicFolder: music.folder,
            musicSource: music.source)
        let start = time.now()
        var saved = loaded?.state ?? SavedState()
        // The config file's snooze length is every alarm's at each start (README: config.toml).
        if let minutes = chosen.snooze {
            for i in saved.alarms.indices { saved.alarms[i].setSnoozeMinutes(minutes) }
        }
        let model = AppModel(options: appOptions, screenSize: screen.size, calendar: calendar, now: start,
                             alarms: saved)
        // The objects the effect switch calls, each made once here.
        let alarmSound = AlarmSound(resourcesNear: ExecutablePath.current, audioOutput: audioOutput, locks: locks)
        let (player, library) = (music.player, music.library)
        let remote = RemoteControlChannel()
        let covers = BackgroundCoverTiles(mode: TileMode(colors: screen.colorCount, ascii: appOptions.ascii),
                                          onRendered: { inbox.post([.coversRendered([$0])]) },
                                          onDropped: { inbox.post([.coverRequestsDropped($0)]) })
        let effects = ProgramEffects(alarmsFile: writer, ringSound: alarmSound, player: player, remote: remote,
                                     library: library,
                                     covers: covers, inbox: inbox)
        if found == nil {
            notices.append("Cannot find a place for the state file (set HOME or XDG_STATE_HOME); "
                           + "the alarm will not be remembered")
        }
        if let notice = loaded?.notice { notices.append(notice) }
        let graphics = GraphicsStart(choice: appOptions.images, environment: env, cellPixels: GraphicsQuery.measuredCell())
        let startUp = StartUp(alarm: options.alarm, notices: notices, graphics: graphics,
                              backgroundRinger: locks?.daemonIsRunning ?? false)

        let zoneWatch = TimeZoneWatch(zone: calendar.zone, at: start)
        // The writer before the watch: on the wake-up that says a save is written, the look the watch put off
        // during it is made in the same turn, before the program can say it is idle.
        let loop = AppRunLoop(model: model, screen: screen, time: time, signals: signals,
                              sources: [player, remote, alarmSound] + (writer.map { [$0] } ?? []) + (sync.map { [$0] } ?? [])
                                  + [zoneWatch], inbox: inbox,
                              eventLogPath: env["TUI_CLOCK_EVENT_LOG"], performer: effects, environment: env)
        // Stopped (Ctrl-Z), the clock is not open for the alarms: the background ringer, or another open clock, rings
        // what falls due meanwhile, and the ring this one sounded. Back, it takes the ring over again.
        loop.onSuspend = { resumed in
            if resumed {
                clockOpen = locks?.holdClockOpen()
                alarmSound.resume()
            } else {
                alarmSound.suspend()
                clockOpen = nil
            }
        }
        // Frozen by `kill -STOP` it kept the lock (no handler sees that stop) and the background ringer rang in its
        // place; running again, it says so, for the ringer to hand the ring back, and its ring sound, paused by
        // whoever stood in for it, plays on.
        loop.onContinued = {
            alarmSound.continued()
            locks?.announceClockOpen()
        }
        let code = loop.run(startUp: startUp)
        // mpv is told to quit first and ends during the save (a player that ignores it is killed after its grace,
        // counted from here: the grace and the save's fsyncs no longer add up on a busy machine).
        player.beginShutdown()
        // The last save goes the way every save goes; what went wrong is said once the terminal is back.
        let problems = loop.leave()
        // The scan, the cover renderer and the player process stop on every exit path.
        library.cancel()
        covers.stop()
        player.shutdown()
        // The MPRIS name goes with the program, whichever way it leaves.
        remote.shutdown()
        screen.shutdown()
        for problem in problems { StandardError.write("tui-clock: " + problem) }
        loop.reportExit(code: code)
        withExtendedLifetime(clockOpen) {}
        return code
    }

    /// The config file's settings and its path as the user would type it; no settings, and a notice naming the file
    /// and the line, when it has a mistake.
    private static func configFile(environment env: [String: String],
                                   notices: inout [String]) -> (settings: Preferences, shownPath: String?) {
        guard let path = ConfigFileLoader.path(environment: env) else { return (Preferences(), nil) }
        let shown = ConfigFileLoader.shown(path, home: env["HOME"])
        switch ConfigFileLoader.load(path: path) {
        case .success(let read):
            return (read, shown)
        case .failure(let error):
            notices.append(error.notice(path: shown))
            return (Preferences(), shown)
        }
    }
}
