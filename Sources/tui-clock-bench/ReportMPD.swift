/// tui-clock on a library served by MPD beside the same library read from its local index, in one table.
extension Report {
    static func besideMPD(_ sizes: [MPDLibraryBenchmark.Size], server: String) -> String {
        var table = ReportTable(["songs", "measure", "local index", "min .. max", "MPD", "min .. max"],
                                rightAligned: [0, 2, 3, 4, 5])
        for size in sizes {
            var first = true
            func row(_ measure: String, _ unit: String, digits: Int, _ value: (WallLaunch) -> Double) {
                func cells(_ values: [Double]) -> (String, String) {
                    (Format.number(Statistics.median(values), digits: digits) + " " + unit,
                     "\(Format.number(values.min() ?? 0, digits: digits)) .. \(Format.number(values.max() ?? 0, digits: digits))")
                }
                let local = cells(size.runs.map { value($0.local) })
                let mpd = cells(size.runs.map { value($0.mpd) })
                table.add(first ? String(size.tracks) : "", measure, local.0, local.1, mpd.0, mpd.1)
                first = false
            }
            row("Tab → first titles", "ms", digits: 1) { $0.firstTitles * 1000 }
            row("Tab → every album read, at rest", "ms", digits: 0) { $0.atRest * 1000 }
            row("VmRSS at rest", "MiB", digits: 1) { $0.rssMiB }
            row("VmHWM (peak RSS)", "MiB", digits: 1) { $0.peakRSSMiB }
            func exits(_ launches: [WallLaunch]) -> String {
                launches.map { $0.exit.map(String.init) ?? "still running" }.joined(separator: ", ")
            }
            table.add("", "exit status after 'q'", exits(size.runs.map(\.local)), "", exits(size.runs.map(\.mpd)), "")
        }
        let updates = sizes.map { "\($0.tracks) songs \(Format.number($0.mpdUpdate, digits: 1)) s" }
        return """
            Beside MPD (\(server)): the tag-only FLAC libraries served by an MPD of the benchmark's own on 127.0.0.1
            (null audio output), tui-clock --music mpd://127.0.0.1:PORT; and the same folders with their local index built
            (--music DIR). \(sizes.first?.runs.count ?? 0) runs of each, back to back. "First titles" is the read that brings the first
            "\(LargeLibraryBenchmark.titleText)…"; "every album read" is the last moment tui-clock wrote or used CPU before standing
            still for \(Format.number(WallLaunch.quiet * 1000, digits: 0)) ms (looked at every 10 ms): the albums read, the first screen's covers drawn, and for the
            local index its check of the folder. MPD's own start and update (mpc update --wait), once per size: \(updates.joined(separator: ", ")).

            \(table.text)
            """
    }
}
