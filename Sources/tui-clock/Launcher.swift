import ClockCore
import ClockTerminal
import Foundation

/// Wires the parts together: the clock source, the model, the terminal and the run loop.
struct Launcher {
    let options: Options

    func run() -> Int32 {
        let env = ProcessInfo.processInfo.environment
        let calendar = Calendar.current
        let time: SystemTimeSource
        if let text = options.now, let start = CommandLineValues.parseNow(text, today: Date(), calendar: calendar) {
            time = SystemTimeSource(startingAt: start)
        } else {
            time = SystemTimeSource()
        }
        let signals: SignalPipe
        let screen: TerminalScreen
        do {
            signals = try SignalPipe()
            screen = try TerminalScreen(mouse: !options.noMouse, environment: env)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
        let appOptions = AppOptions(
            ascii: options.ascii || !screen.unicode,
            twentyFourHour: options.twentyFourHour,
            showSeconds: !options.noSeconds,
            reducedMotion: options.noAnimation || env["TUI_CLOCK_REDUCED_MOTION"] == "1")
        let model = AppModel(options: appOptions, screenSize: screen.size, calendar: calendar, now: time.now())
        let loop = AppRunLoop(model: model, screen: screen, time: time, signals: signals,
                              eventLogPath: env["TUI_CLOCK_EVENT_LOG"])
        let code = loop.run()
        screen.shutdown()
        return code
    }
}
