import ClockCore
import ClockSystem
import Foundation
import MusicLibrary

/// What covers as real pictures cost: the bytes of one wall screen of covers in each protocol (every tile the
/// screen shows, encoded once, as the terminal receives it before any placing), and how long encoding one cover
/// takes on the cover worker (off the UI thread, so it delays pictures, never a frame).
struct WallPictureBenchmark {
    struct Result {
        let imageProtocol: ImageProtocol
        /// Covers one screen shows and the cells each fills.
        let tiles: Int
        let tileSize: Size
        let screenBytes: Int
        /// Per cover: chafa's encoder alone, from pixels already decoded.
        let encodeMedianMilliseconds: Double
        let encodeP99Milliseconds: Double
        let runs: Int
    }

    static let cell = PixelSize(width: 10, height: 20)
    static let protocols: [ImageProtocol] = [.kitty, .sixel, .iterm2]
    let runs: Int

    func run() throws -> [Result] {
        let screen = WallScrollBenchmark.wallModel(covers: ReadyCovers()).music.coversOnScreen(at: RenderBenchmark.start)
        guard let tileSize = screen.first?.key.size else { throw BenchError.system("the wall shows no covers") }
        let covers = try ReadyPictures.decodedCovers()
        return try Self.protocols.map { chosen in
            let format = PictureFormat(imageProtocol: chosen, cellPixels: Self.cell)
            var screenBytes = 0
            var medians: [Double] = [], p99s: [Double] = []
            for run in 0..<runs {
                var times: [Double] = []
                for (index, request) in screen.enumerated() {
                    let began = KernelClocks.monotonicSeconds()
                    let picture = try ReadyPictures.encode(covers[index % covers.count], cells: request.key.size,
                                                           format: format)
                    times.append(KernelClocks.monotonicSeconds() - began)
                    if run == 0 { screenBytes += picture.bytes.count }
                }
                medians.append(Statistics.median(times))
                p99s.append(Statistics.percentile(times, 99))
            }
            return Result(imageProtocol: chosen, tiles: screen.count, tileSize: tileSize, screenBytes: screenBytes,
                          encodeMedianMilliseconds: Statistics.median(medians) * 1000,
                          encodeP99Milliseconds: Statistics.median(p99s) * 1000, runs: runs)
        }
    }
}
