import ClockCore

/// The figures of covers as real pictures (issue 14: "the benchmark reports the bytes sent per wall screen for
/// each protocol").
extension Report {
    static func wallPictures(_ results: [WallPictureBenchmark.Result]) -> String {
        var table = ReportTable(["protocol", "bytes per wall screen", "per cover", "encode median", "encode p99"],
                                rightAligned: [1, 2, 3, 4])
        for r in results {
            let perCover = Double(r.screenBytes) / Double(max(1, r.tiles))
            table.add(r.imageProtocol.rawValue, Format.number(Double(r.screenBytes) / 1_048_576, digits: 2) + " MiB",
                      Format.number(perCover / 1024, digits: 1) + " KiB",
                      Format.number(r.encodeMedianMilliseconds, digits: 2) + " ms",
                      Format.number(r.encodeP99Milliseconds, digits: 2) + " ms")
        }
        let first = results.first
        let (w, h) = (WallScrollBenchmark.size.width, WallScrollBenchmark.size.height)
        let cell = WallPictureBenchmark.cell
        let tile = first?.tileSize ?? Size(width: 0, height: 0)
        return """
            Covers as pictures: the \(first?.tiles ?? 0) covers one album wall screen shows at \(w)x\(h), each \(tile.width)x\(tile.height) cells of \(cell.width)x\(cell.height) pixels
            (\(tile.width * cell.width)x\(tile.height * cell.height) pixels), encoded by chafa from the demo library's covers (decoded beforehand);
            bytes as the terminal receives them for one full screen (kitty sends each cover once, then only places it);
            encode time per cover on the cover worker, off the UI thread; median and p99 of each run, then the median over \(first?.runs ?? 0) runs.

            \(table.text)
            """
    }
}

extension Report {
    /// The release binary on a pseudo-terminal with each `--images` protocol beside the default (symbols, as no
    /// terminal answers the probe): what it writes for Tab and for arrow-key steps once the covers arrived.
    static func wallPicturesTerminal(symbols: [WallTerminalBenchmark.Launch],
                                     pictures: [(ImageProtocol, [WallTerminalBenchmark.Launch])], library: String) -> String {
        var table = ReportTable(["covers", "Tab: bytes to rest", "time to rest", "→ step gliding", "↓ step gliding", "key to last byte",
                                 "focus only", "exit"], rightAligned: [1, 2, 3, 4, 5, 6])
        typealias Kind = WallTerminalBenchmark.Step.Kind
        func bytes(_ v: Double) -> String {
            v < 10 * 1024 ? Format.number(v, digits: 0) + " B" : Format.number(v / 1024, digits: 1) + " KiB"
        }
        func median(_ launches: [WallTerminalBenchmark.Launch], _ value: (WallTerminalBenchmark.Launch) -> Double) -> Double {
            Statistics.median(launches.map(value))
        }
        func perStep(_ launches: [WallTerminalBenchmark.Launch], _ kinds: Set<Kind>,
                     _ value: (WallTerminalBenchmark.Step) -> Double) -> Double {
            median(launches) { Statistics.median($0.steps.filter { kinds.contains($0.kind) }.map(value)) }
        }
        for (name, launches) in [("symbols", symbols)] + pictures.map({ ($0.0.rawValue, $0.1) }) {
            let clean = launches.filter { $0.exitCode == 0 }.count
            table.add(name, bytes(median(launches) { Double($0.coversDrawnBytes) }),
                      Format.number(median(launches) { $0.coversDrawn * 1000 }, digits: 0) + " ms",
                      bytes(perStep(launches, [.scrollRight]) { $0.bytes }), bytes(perStep(launches, [.scrollDown]) { $0.bytes }),
                      Format.number(perStep(launches, [.scrollRight, .scrollDown]) { $0.seconds * 1000 }, digits: 0) + " ms",
                      bytes(perStep(launches, [.focusOnly]) { $0.bytes }),
                      clean == launches.count ? "ok" : "FAILED (\(launches.count - clean))")
        }
        let (w, h) = WallTerminalBenchmark.size
        return """
            Covers as pictures, real terminal: tui-clock --music \(library) --images PROTOCOL on a pseudo-terminal \(w)x\(h)
            (no pixel size given: the default \(PixelSize.defaultCell.width)x\(PixelSize.defaultCell.height)-pixel cell), the same launches and steps as the album wall's above, \(symbols.count) launches each.
            "Tab to rest": every byte written from Tab until nothing moved for \(Format.number(PseudoTerminal.settleWindow * 1000, digits: 0)) ms (the wall, its covers, their pictures).
            Steps come after that, so every cover has arrived: a gliding step's bytes include its frames and, for sixel and
            iTerm2, the pictures sent again when the wall rests; medians over a launch's steps, then over the launches.

            \(table.text)
            """
    }
}
