/// The figures of both benchmarks as tables, each measure beside its target.
enum Report {
    static let frameTarget = Target(limit: 1.0, text: "<= 1 ms median at 240x70")
    static let firstFrameTarget = Target(limit: 50, text: "<= 50 ms")
    static let bytesTarget = Target(limit: 300, text: "<= 300 B/s")
    static let cpuTarget = Target(limit: 0.05, text: "<= 0.05 %")
    static let wakeUpTarget = Target(limit: 3, text: "<= 3 /s")
    static let rssTarget = Target(limit: 15, text: "<= 15 MiB")
    static let resizeTarget = Target(limit: 50, text: "<= 50 ms")

    static func render(_ results: [RenderBenchmark.Result]) -> String {
        var table = ReportTable(["size", "mode", "median", "p99", "target", "verdict"], rightAligned: [2, 3])
        for r in results {
            let held = r.case.width == 240
            table.add("\(r.case.width)x\(r.case.height)", r.case.ascii ? "ascii" : "braille",
                      Format.number(r.medianMilliseconds, digits: 3) + " ms", Format.number(r.p99Milliseconds, digits: 3) + " ms",
                      held ? frameTarget.text : "", held ? frameTarget.verdict(r.medianMilliseconds) : "")
        }
        let first = results.first
        return """
            Frame render: AppView.render(model) to a canvas; clock screen, seconds shown, alarm on at 07:00;
            simulated time advancing \(RenderBenchmark.step) s a frame; \(first?.frames ?? 0) frames a run after \(RenderBenchmark.warmUpFrames) warm-up frames;
            median and p99 of each run, then the median of those over \(first?.runs ?? 0) runs.

            \(table.text)
            """
    }

    static func terminal(_ launches: [TerminalBenchmark.Launch], binary: String, options: BenchOptions) -> String {
        var table = ReportTable(["measure", "median", "min .. max", "target", "verdict"], rightAligned: [1, 2])
        func row(_ name: String, _ unit: String, digits: Int, target: Target? = nil, _ value: (TerminalBenchmark.Launch) -> Double) {
            let values = launches.map(value)
            let median = Statistics.median(values)
            let spread = "\(Format.number(values.min() ?? 0, digits: digits)) .. \(Format.number(values.max() ?? 0, digits: digits))"
            table.add(name, Format.number(median, digits: digits) + " " + unit, spread, target?.text ?? "", target?.verdict(median) ?? "")
        }
        row("first byte after spawn", "ms", digits: 1) { $0.firstByte * 1000 }
        row("first frame (end of 1st burst)", "ms", digits: 1, target: firstFrameTarget) { $0.firstFrame * 1000 }
        row("output while idle", "B/s", digits: 1, target: bytesTarget) { $0.bytesPerSecond }
        row("output bursts while idle", "/s", digits: 2) { $0.burstsPerSecond }
        row("idle CPU (utime+stime)", "%", digits: 3, target: cpuTarget) { $0.cpuPercent }
        if launches.allSatisfy({ $0.scheduledCPUPercent != nil }) {
            row("idle CPU (schedstat, ns)", "%", digits: 3, target: cpuTarget) { $0.scheduledCPUPercent ?? 0 }
        }
        row("wake-ups (context switches)", "/s", digits: 2, target: wakeUpTarget) { $0.wakeUpsPerSecond }
        row("  of which voluntary (sleeps)", "/s", digits: 2) { $0.voluntaryPerSecond }
        row("  of which involuntary (preempted)", "/s", digits: 2) { $0.involuntaryPerSecond }
        row("threads", "", digits: 0) { Double($0.threads) }
        row("VmRSS after the window", "MiB", digits: 1, target: rssTarget) { $0.rssMiB }
        row("  of which RssAnon (heap, stacks)", "MiB", digits: 1) { $0.anonymousRSSMiB }
        row("  of which RssFile (mapped files)", "MiB", digits: 1) { $0.fileRSSMiB }
        if launches.allSatisfy({ $0.proportionalMiB != nil }) {
            row("Pss (shared pages divided up)", "MiB", digits: 1) { $0.proportionalMiB ?? 0 }
        }
        row("VmHWM (peak RSS)", "MiB", digits: 1, target: rssTarget) { $0.peakRSSMiB }
        row("resize 120x40 -> 200x60 redrawn", "ms", digits: 1, target: resizeTarget) { $0.resize * 1000 }
        let clean = launches.filter { $0.exitCode == 0 }.count
        let codes = launches.map { $0.exitCode.map(String.init) ?? "still running" }.joined(separator: ", ")
        table.add("exit status after 'q'", "", codes, "0", clean == launches.count ? "ok" : "FAILED (\(launches.count - clean) launches)")

        let (w, h) = TerminalBenchmark.startSize
        return """
            Real terminal: \(binary) \(TerminalBenchmark.arguments.joined(separator: " "))
            on a pseudo-terminal \(w)x\(h), TERM=xterm-256color LANG=C.UTF-8, fresh XDG_STATE_HOME; \(launches.count) launches.
            A burst ends after \(Format.number(options.quietMilliseconds, digits: 0)) ms without output. Idle figures: \(Format.number(options.window, digits: 0)) s window,
            starting \(Format.number(options.settle, digits: 0)) s after the first frame (by default 7 s: the 5.6 s "Alarm set" notification is gone);
            CPU and wake-ups summed over all threads.

            \(table.text)

            Notes: utime+stime counts whole clock ticks (1/\(Int(ProcessSample.clockTicksPerSecond)) s), so over a \(Format.number(options.window, digits: 0)) s window one tick is \(Format.number(100 / ProcessSample.clockTicksPerSecond / options.window, digits: 3)) %;
            the schedstat line is exact. Voluntary switches are the program's own sleeps; involuntary ones are preemptions,
            mostly by the terminal's reader waking on each write(). Idle output depends on where the second hand is:
            --window 60 averages a whole turn.
            """
    }
}
