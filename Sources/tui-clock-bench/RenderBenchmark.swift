import ClockCore
import ClockRender
import ClockSystem
import Foundation

/// Times `AppView.render(model)` (model to canvas, nothing sent to a terminal) for the clock screen with
/// seconds and the alarm on, at several sizes, in braille and in ASCII, on simulated time.
struct RenderBenchmark {
    /// One size and drawing mode.
    struct Case {
        let width: Int
        let height: Int
        let ascii: Bool
        var label: String { "\(width)x\(height) \(ascii ? "ascii" : "braille")" }
    }

    /// Median and p99 of one case, each the median over the runs.
    struct Result {
        let `case`: Case
        let medianMilliseconds: Double
        let p99Milliseconds: Double
        let runs: Int
        let frames: Int
    }

    static let cases: [Case] = [(80, 24), (120, 40), (240, 70)].flatMap { size in
        [false, true].map { Case(width: size.0, height: size.1, ascii: $0) }
    }

    /// Simulated time advances this much between frames: the idle tick, so every frame shows a new hand position.
    static let step = ClockTicks.interval
    /// Frames drawn and thrown away before timing (caches, first allocations).
    static let warmUpFrames = 50

    let frames: Int
    let runs: Int

    func run() -> [Result] {
        Self.cases.map { c in
            var medians: [Double] = []
            var p99s: [Double] = []
            for run in 0..<runs {
                let times = measure(c, startingAt: Double(run) * 3600)
                medians.append(Statistics.median(times))
                p99s.append(Statistics.percentile(times, 99))
            }
            return Result(case: c, medianMilliseconds: Statistics.median(medians) * 1000,
                          p99Milliseconds: Statistics.median(p99s) * 1000, runs: runs, frames: frames)
        }
    }

    /// Seconds per frame for `frames` frames, each at a later simulated moment than the one before.
    private func measure(_ c: Case, startingAt offset: Double) -> [Double] {
        var model = Self.model(c, at: Self.start.advanced(by: offset))
        var times: [Double] = []
        times.reserveCapacity(frames)
        var checksum = 0
        for i in 0..<(Self.warmUpFrames + frames) {
            let now = model.now.advanced(by: Self.step)
            _ = update(&model, .tick, at: now)
            let began = KernelClocks.monotonicSeconds()
            let canvas = AppView.render(model)
            let took = KernelClocks.monotonicSeconds() - began
            checksum &+= canvas.cells.count
            if i >= Self.warmUpFrames { times.append(took) }
        }
        precondition(checksum > 0, "nothing rendered")
        return times
    }

    /// 2026-11-21 10:08:00 UTC, well away from the 07:00 alarm so it never rings during a run.
    static let start: Moment = {
        let date = calendar.date(from: LocalDateTime(year: 2026, month: 11, day: 21, hour: 10, minute: 8))
        return Moment(wall: date, uptime: 100)
    }()

    static let calendar = WallCalendar.utc

    /// The clock screen with seconds shown and the alarm on at 07:00, with no notification on screen.
    static func model(_ c: Case, at now: Moment) -> AppModel {
        let alarm = AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!)
        var model = AppModel(options: AppOptions(ascii: c.ascii, showSeconds: true),
                             screenSize: Size(width: c.width, height: c.height), calendar: calendar, now: now, alarm: alarm)
        _ = update(&model, .started(StartUp()), at: now)
        return model
    }
}
