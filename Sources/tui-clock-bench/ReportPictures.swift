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
