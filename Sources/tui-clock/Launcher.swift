import ClockCore
import ClockTerminal
import FoundationEssentials
import Glibc
import MusicLibrary

/// Wires the parts together: the clock source, the saved alarm, the model, the terminal, the music library,
/// and the run loop; afterwards it restores everything, whichever way the loop ended.
struct Launcher {
    let options: Options

    func run() -> Int32 {
        let env = ProcessEnvironment.current()
        let time: SystemTimeSource
        if let text = options.now, let start = Self.parseNow(text) {
            time = SystemTimeSource(startingAt: start)
        } else {
            time = SystemTimeSource()
        }
        let calendar = WallCalendar(zone: SystemTimeZone.rules(around: time.now().wall))
        let store = try? StateStore(environment: env)
        let loaded = store?.load(now: time.now().wall)

        let signals: SignalPipe
        let screen: TerminalScreen
        do {
            signals = try SignalPipe()
            screen = try TerminalScreen(mouse: !options.noMouse, environment: env)
        } catch {
            StandardError.write("\(error)")
            return 2
        }
        let appOptions = AppOptions(
            ascii: options.ascii || !screen.unicode,
            twentyFourHour: options.twentyFourHour,
            showSeconds: !options.noSeconds,
            reducedMotion: options.noAnimation || env["TUI_CLOCK_REDUCED_MOTION"] == "1")
        let start = time.now()
        var model = AppModel(options: appOptions, screenSize: screen.size, calendar: calendar, now: start,
                             alarm: loaded?.state.alarm ?? AlarmSettings())
        let alarmSound = AlarmSound(resourcesNear: ExecutablePath.current)
        let music = MusicWiring(musicDirectory: options.music, rescan: options.rescan, environment: env, ascii: appOptions.ascii,
                                colors: screen.colorCount)
        var initial = model.start(at: start)
        if let text = options.alarm, let alarm = AlarmTime(parsing: text) {
            initial += model.setAlarm(alarm, at: start)
        }
        if store == nil {
            _ = update(&model, .notice("Cannot find a place for the state file (set HOME or XDG_STATE_HOME); "
                                       + "the alarm will not be remembered", .warning), at: start)
        }
        if let notice = loaded?.notice { _ = update(&model, .notice(notice, .warning), at: start) }

        let save: (AlarmSettings, inout AppModel) -> Void = { settings, model in
            guard let store else { return }
            do {
                try store.save(SavedState(alarm: settings))
            } catch {
                _ = update(&model, .notice("\(error)", .error), at: time.now())
            }
        }
        let loop = AppRunLoop(model: model, screen: screen, time: time, signals: signals, sources: music.sources,
                              eventLogPath: env["TUI_CLOCK_EVENT_LOG"]) { effect, model in
            switch effect {
            case .saveAlarm(let settings): save(settings, &model)
            case .ringSound(let on): on ? alarmSound.start() : alarmSound.stop()
            case .player(let command): music.perform(command)
            case .scanLibrary: music.startScan()
            case .renderCovers(let requests): music.renderCovers(requests)
            default: break
            }
        }
        for effect in initial { loop.perform(effect) }
        let code = loop.run()
        alarmSound.stop()
        music.shutdown()
        screen.shutdown()
        var final = loop.model.clock.alarm.settings
        final.lastSeenRunning = time.now().wall
        try? store?.save(SavedState(alarm: final))
        return code
    }

    /// `--now` in the system time zone. Read once with the zone's table around today, then again with the
    /// table around the time it names, which may lie beyond the first table's window.
    private static func parseNow(_ text: String) -> Date? {
        let today = Date()
        let here = WallCalendar(zone: SystemTimeZone.rules(around: today))
        guard let first = CommandLineValues.parseNow(text, today: today, calendar: here) else { return nil }
        let there = WallCalendar(zone: SystemTimeZone.rules(around: first))
        return there == here ? first : CommandLineValues.parseNow(text, today: today, calendar: there)
    }
}

/// The looping ring sound, through whichever audio player is installed; without one the bell alone rings.
final class AlarmSound {
    private let file: String?
    private var player: SoundPlayer?

    init(resourcesNear executable: String) {
        file = ShippedResources.find(executablePath: executable)?.ringSound
    }

    func start() {
        guard player == nil, let file else { return }
        player = SoundPlayer.start(file: file, loop: true)
    }

    func stop() {
        player?.stop()
        player = nil
    }
}
