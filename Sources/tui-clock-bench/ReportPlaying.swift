extension Report {
    /// Issue 21: well under 1 % of a core while music plays.
    static let playingCPUTarget = Target(limit: 1.0, text: "well under 1 %")

    static func playingClock(_ launches: [PlayingClockBenchmark.Launch], options: BenchOptions) -> String {
        var table = ReportTable(["measure", "median", "min .. max", "target", "verdict"], rightAligned: [1, 2])
        func row(_ name: String, _ unit: String, digits: Int, target: Target? = nil, _ value: (PlayingClockBenchmark.Launch) -> Double) {
            let values = launches.map(value)
            let median = Statistics.median(values)
            let spread = "\(Format.number(values.min() ?? 0, digits: digits)) .. \(Format.number(values.max() ?? 0, digits: digits))"
            table.add(name, Format.number(median, digits: digits) + " " + unit, spread, target?.text ?? "", target?.verdict(median) ?? "")
        }
        row("CPU while playing (utime+stime)", "%", digits: 3, target: playingCPUTarget) { $0.cpuPercent }
        if launches.allSatisfy({ $0.scheduledCPUPercent != nil }) {
            row("CPU while playing (schedstat, ns)", "%", digits: 3, target: playingCPUTarget) { $0.scheduledCPUPercent ?? 0 }
        }
        row("wake-ups (context switches)", "/s", digits: 2) { $0.wakeUpsPerSecond }
        row("VmRSS after the window", "MiB", digits: 1) { $0.rssMiB }
        let playing = launches.filter(\.playing).count, remote = launches.filter(\.remote).count
        return """
            The clock screen while music plays: the release tui-clock at 120x40, an album of silent WAV tracks played
            from the wall with the real mpv (TUI_CLOCK_AUDIO_OUTPUT=null), then back to the clock; \(options.runs) launches,
            \(options.settle) s settle, \(options.window) s window. The clock's process only (mpv is a process of its own).
            mpv running through the window: \(playing) of \(launches.count) launches; MPRIS plugin loaded: \(remote) of \(launches.count).

            \(table.text)
            """
    }
}
