import ClockCore
import ClockRender
import Foundation
import SystemClocks

/// Times scrolling the album wall in-process (model to canvas, nothing sent to a terminal) with every cover
/// already rendered: a step is one → key (`update` with the key, then a render) followed by the frames of the
/// glide that follows the focus (`update` with `.tick` every 1/30 s, then a render) until the wall rests.
struct WallScrollBenchmark {
    /// Median and p99 over the steps of a run (and over the frames within them), each the median over the runs.
    struct Result {
        let stepMedianMilliseconds: Double
        let stepP99Milliseconds: Double
        let frameMedianMilliseconds: Double
        let frameP99Milliseconds: Double
        /// Frames per step on average (1 when the focus moves within the screen, more when the wall glides).
        let framesPerStep: Double
        let steps: Int
        let runs: Int
    }

    static let size = Size(width: 120, height: 40)
    /// Albums on the wall: more than fit on a screen, so stepping right keeps showing new ones.
    static let albumCount = 200
    /// Steps taken and thrown away before timing (every cover then is in the source's dictionary).
    static let warmUpSteps = 2 * albumCount
    static let frameInterval = FrameRate.interval

    let steps: Int
    let runs: Int

    func run() -> Result {
        var stepMedians: [Double] = [], stepP99s: [Double] = []
        var frameMedians: [Double] = [], frameP99s: [Double] = []
        var framesPerStep: [Double] = []
        for _ in 0..<runs {
            let (stepTimes, frameTimes) = measure()
            stepMedians.append(Statistics.median(stepTimes))
            stepP99s.append(Statistics.percentile(stepTimes, 99))
            frameMedians.append(Statistics.median(frameTimes))
            frameP99s.append(Statistics.percentile(frameTimes, 99))
            framesPerStep.append(Double(frameTimes.count) / Double(stepTimes.count))
        }
        return Result(stepMedianMilliseconds: Statistics.median(stepMedians) * 1000,
                      stepP99Milliseconds: Statistics.median(stepP99s) * 1000,
                      frameMedianMilliseconds: Statistics.median(frameMedians) * 1000,
                      frameP99Milliseconds: Statistics.median(frameP99s) * 1000,
                      framesPerStep: Statistics.median(framesPerStep), steps: steps, runs: runs)
    }

    /// Seconds of work per step and per frame, for `steps` steps after the warm-up.
    private func measure() -> (steps: [Double], frames: [Double]) {
        let covers = ReadyCovers()
        var model = Self.wallModel(covers: covers)
        var stepTimes: [Double] = [], frameTimes: [Double] = []
        var checksum = 0
        let right = Msg.input(.key(KeyEvent(.right)))
        for i in 0..<(Self.warmUpSteps + steps) {
            var step = 0.0
            var msg = right
            var now = model.now.advanced(by: Self.frameInterval)
            repeat {
                let began = MonotonicClock.now()
                covers.update(&model, msg, at: now)
                let canvas = AppView.render(model)
                let took = MonotonicClock.now() - began
                checksum &+= canvas.cells.count
                step += took
                if i >= Self.warmUpSteps { frameTimes.append(took) }
                msg = .tick
                now = now.advanced(by: Self.frameInterval)
            } while model.music.wall.nextDeadline(after: model.now) != nil
            if i >= Self.warmUpSteps { stepTimes.append(step) }
        }
        precondition(checksum > 0, "nothing rendered")
        return (stepTimes, frameTimes)
    }

    /// The app at 120x40 switched to the album wall (Tab), with a finished scan of `albumCount` albums.
    static func wallModel(covers: ReadyCovers) -> AppModel {
        let now = RenderBenchmark.start
        var model = AppModel(options: AppOptions(), screenSize: size, calendar: RenderBenchmark.calendar, now: now)
        _ = update(&model, .started(StartUp()), at: now)
        let albums = (0..<albumCount).map { i in
            Album(id: "artist \(i / 10)\u{1f}album \(i)", title: "Album \(i)", artist: "Artist \(i / 10)",
                  directory: "/music/Artist \(i / 10)/Album \(i)",
                  tracks: [Track(title: "Track 1", path: "/music/Artist \(i / 10)/Album \(i)/01.ogg")],
                  cover: .file(path: "/music/Artist \(i / 10)/Album \(i)/cover.jpg"))
        }
        covers.update(&model, .albumsFound(albums), at: now)
        covers.update(&model, .libraryScanFinished(albumCount: albumCount, message: nil), at: now)
        covers.update(&model, .input(.key(KeyEvent(.tab))), at: now)
        precondition(model.screen == .albumWall, "Tab did not open the album wall")
        return model
    }
}
