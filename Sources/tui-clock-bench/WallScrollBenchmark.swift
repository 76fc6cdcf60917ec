import ClockCore
import ClockRender
import ClockSystem
import ClockTerminal
import Foundation

/// Times scrolling the album wall in-process (model to canvas, nothing sent to a terminal) with every cover
/// already rendered: a step is one → key (`update` with the key, then a render) followed by the frames of the
/// glide that follows the focus (`update` with `.tick` every 1/30 s, then a render) until the wall rests.
/// Each frame also goes through the picture layer, as the screen sends it after curses' update: it compares the
/// canvas's picture placements with those standing and says what to send, which lands in an in-memory sink.
/// With a picture protocol every cover also comes encoded, so the UI thread's share is measured, not the worker's.
struct WallScrollBenchmark {
    /// Median and p99 over the steps of a run (and over the frames within them), each the median over the runs.
    struct Result {
        let size: Size
        let imageProtocol: ImageProtocol
        let stepMedianMilliseconds: Double
        let stepP99Milliseconds: Double
        let frameMedianMilliseconds: Double
        let frameP99Milliseconds: Double
        /// The picture layer's part of a frame: reading the canvas's placements and working out what to send.
        let layerMedianMilliseconds: Double
        let layerP99Milliseconds: Double
        /// Frames per step on average (1 when the focus moves within the screen, more when the wall glides).
        let framesPerStep: Double
        /// What the picture layer sends for the wall's first screen, every picture new to the terminal.
        let firstScreenBytes: Int
        /// Bytes the picture layer sends per step: the median and the mean over the steps, and for kitty the median
        /// of what is not image data (placements and deletions of images the terminal holds).
        let stepBytesMedian: Double
        let stepBytesMean: Double
        let placementBytesMedian: Double
        /// Covers the model asked for during the timed steps: 0 when every one was in its cache.
        let coverRequests: Int
        let steps: Int
        let runs: Int
    }

    static let sizes = [Size(width: 120, height: 40), Size(width: 250, height: 70)]
    static let protocols: [ImageProtocol] = [.symbols, .kitty, .sixel, .iterm2]
    static var size: Size { sizes[0] }
    /// Albums on the wall: more than fit on a screen, so stepping right keeps showing new ones, and few enough that
    /// all of them encoded as kitty pictures (about 136 KiB each) stay in the model's 24 MiB cover cache.
    static let albumCount = 160
    /// Steps taken and thrown away before timing (every cover then is in the source's dictionary).
    static let warmUpSteps = 2 * albumCount
    static let frameInterval = FrameRate.interval
    /// The cell size pictures are encoded for, as the picture benchmark's.
    static let cell = WallPictureBenchmark.cell
    /// kitty images the screen's picture layer lets the terminal hold.
    static let heldImages = PictureLayer().maxHeldImages

    let size: Size
    let imageProtocol: ImageProtocol
    let steps: Int
    let runs: Int

    init(size: Size = Self.size, imageProtocol: ImageProtocol = .symbols, steps: Int, runs: Int) {
        self.size = size
        self.imageProtocol = imageProtocol
        self.steps = steps
        self.runs = runs
    }

    /// Every size with every protocol.
    static func all(steps: Int, runs: Int) throws -> [Result] {
        try sizes.flatMap { size in
            try protocols.map { try WallScrollBenchmark(size: size, imageProtocol: $0, steps: steps, runs: runs).run() }
        }
    }

    var graphics: TerminalGraphics { TerminalGraphics(imageProtocol: imageProtocol, cellPixels: Self.cell) }

    func run() throws -> Result {
        let encoded = try graphics.pictureFormat.map { format in
            let screen = Self.wallModel(covers: ReadyCovers(), size: size, graphics: graphics)
            guard let tile = screen.music.coversOnScreen(at: screen.now, format: format).first?.key.size else {
                throw BenchError.system("the wall shows no covers at \(size.width)x\(size.height)")
            }
            return try ReadyPictures(format: format, cells: tile)
        }
        let measured = (0..<runs).map { _ in measure(encoded: encoded) }
        func median(_ value: (Measured) -> Double) -> Double { Statistics.median(measured.map(value)) }
        return Result(size: size, imageProtocol: imageProtocol,
                      stepMedianMilliseconds: median { Statistics.median($0.steps) } * 1000,
                      stepP99Milliseconds: median { Statistics.percentile($0.steps, 99) } * 1000,
                      frameMedianMilliseconds: median { Statistics.median($0.frames) } * 1000,
                      frameP99Milliseconds: median { Statistics.percentile($0.frames, 99) } * 1000,
                      layerMedianMilliseconds: median { Statistics.median($0.layer) } * 1000,
                      layerP99Milliseconds: median { Statistics.percentile($0.layer, 99) } * 1000,
                      framesPerStep: median { Double($0.frames.count) / Double($0.steps.count) },
                      firstScreenBytes: measured.first?.firstScreenBytes ?? 0,
                      stepBytesMedian: median { Statistics.median($0.stepBytes) },
                      stepBytesMean: median { $0.stepBytes.reduce(0, +) / Double(max(1, $0.stepBytes.count)) },
                      placementBytesMedian: median { Statistics.median($0.placementBytes) },
                      coverRequests: measured.map(\.coverRequests).max() ?? 0, steps: steps, runs: runs)
    }

    /// One run's samples: seconds per step, per frame and per frame in the picture layer; bytes per step.
    private struct Measured {
        var steps: [Double] = [], frames: [Double] = [], layer: [Double] = []
        var stepBytes: [Double] = [], placementBytes: [Double] = []
        var firstScreenBytes = 0
        var coverRequests = 0
    }

    /// The samples of `steps` steps after the warm-up.
    private func measure(encoded: ReadyPictures?) -> Measured {
        let covers = ReadyCovers(encoded: encoded)
        var model = Self.wallModel(covers: covers, size: size, graphics: graphics)
        var layer = PictureLayer()
        var sink: [UInt8] = []
        var measured = Measured()
        measured.firstScreenBytes = layer.frame(AppView.render(model).pictures, screen: size, repainted: false).bytes.count
        var requestsBefore = covers.requests
        var checksum = 0
        let right = Msg.input(.key(KeyEvent(.right)))
        for i in 0..<(Self.warmUpSteps + steps) {
            let timed = i >= Self.warmUpSteps
            if i == Self.warmUpSteps { requestsBefore = covers.requests }
            var step = 0.0
            var msg = right
            var now = model.now.advanced(by: Self.frameInterval)
            sink.removeAll(keepingCapacity: true)
            repeat {
                let began = KernelClocks.monotonicSeconds()
                covers.update(&model, msg, at: now)
                let canvas = AppView.render(model)
                let rendered = KernelClocks.monotonicSeconds()
                let frame = layer.frame(canvas.pictures, screen: canvas.size, repainted: false)
                let ended = KernelClocks.monotonicSeconds()
                // The screen writes the frame's bytes as they are; collecting them is not the UI thread's work.
                sink += frame.bytes
                checksum &+= canvas.cells.count
                step += ended - began
                if timed {
                    measured.frames.append(ended - began)
                    measured.layer.append(ended - rendered)
                }
                msg = .tick
                now = now.advanced(by: Self.frameInterval)
            } while model.music.wall.nextDeadline(after: model.now) != nil
            guard timed else { continue }
            measured.steps.append(step)
            measured.stepBytes.append(Double(sink.count))
            measured.placementBytes.append(Double(sink.count - KittyTraffic.transmittedBytes(in: sink)))
        }
        precondition(checksum > 0, "nothing rendered")
        measured.coverRequests = covers.requests - requestsBefore
        return measured
    }

    /// The app at `size` switched to the album wall (Tab), with a finished scan of `albumCount` albums, its covers
    /// drawn as `graphics` says.
    static func wallModel(covers: ReadyCovers, size: Size = Self.size, graphics: TerminalGraphics = .symbols) -> AppModel {
        let now = RenderBenchmark.start
        var model = AppModel(options: AppOptions(), screenSize: size, calendar: RenderBenchmark.calendar, now: now)
        _ = update(&model, .started(StartUp()), at: now)
        covers.update(&model, .graphicsFound(graphics), at: now)
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
