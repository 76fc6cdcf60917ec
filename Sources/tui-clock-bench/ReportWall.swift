import MusicLibrary
/// The album wall's figures as tables, each measure beside its target.
extension Report {
    static let wallFirstFrameTarget = Target(limit: 100, text: "<= 100 ms")
    static let scrollStepTarget = Target(limit: 5, text: "<= 5 ms")
    static let firstTitlesTarget = Target(limit: 500, text: "<= 500 ms")
    static let largeLibraryRSSTarget = Target(limit: 80, text: "<= 80 MiB")
    static let scrollGrowthTarget = Target(limit: 8, text: "<= 8 MiB")

    /// The scroll at each size with each protocol: the UI thread's time, then what the picture layer sends.
    static func wallScroll(_ results: [WallScrollBenchmark.Result]) -> String {
        func ms(_ v: Double) -> String { Format.number(v, digits: 3) + " ms" }
        func bytes(_ v: Double) -> String { v < 10 * 1024 ? Format.number(v, digits: 0) + " B" : Format.number(v / 1024, digits: 1) + " KiB" }
        var times = ReportTable(["size", "covers", "step median", "step p99", "frame median", "frame p99", "of which pictures",
                                 "p99", "frames/step", "target", "verdict"], rightAligned: [2, 3, 4, 5, 6, 7, 8])
        var sent = ReportTable(["size", "covers", "wall screen (Tab)", "per step median", "per step mean",
                                "of which placements"], rightAligned: [2, 3, 4, 5])
        for r in results {
            let size = "\(r.size.width)x\(r.size.height)"
            times.add(size, r.imageProtocol.rawValue, ms(r.stepMedianMilliseconds), ms(r.stepP99Milliseconds),
                      ms(r.frameMedianMilliseconds), ms(r.frameP99Milliseconds), ms(r.layerMedianMilliseconds),
                      ms(r.layerP99Milliseconds), Format.number(r.framesPerStep, digits: 2), scrollStepTarget.text,
                      scrollStepTarget.verdict(r.stepP99Milliseconds))
            sent.add(size, r.imageProtocol.rawValue, bytes(Double(r.firstScreenBytes)), bytes(r.stepBytesMedian),
                     bytes(r.stepBytesMean), r.imageProtocol == .kitty ? bytes(r.placementBytesMedian) : "")
        }
        let asked = results.map(\.coverRequests).max() ?? 0
        let first = results.first
        let cell = WallScrollBenchmark.cell
        return """
            Album wall scroll: update(model, →) then AppView.render(model) and the picture layer's frame (covers answered at
            once), then a .tick, a render and a layer frame every 1/30 s of simulated time until the glide rests; \(WallScrollBenchmark.albumCount) albums;
            pictures for \(cell.width)x\(cell.height)-pixel cells, every cover ready in the model's cache (covers asked for during the timed steps:
            \(asked == 0 ? "none" : "\(asked), so some were NOT cached")); \(first?.steps ?? 0) steps a run after \(WallScrollBenchmark.warmUpSteps) warm-up steps; median and p99 of
            each run, then the median of those over \(first?.runs ?? 0) runs. A step is the key and the glide's frames (the target holds
            its p99); a frame is one turn of the UI thread; "of which pictures" is the layer reading the canvas's placements
            and working out the bytes (not curses' output, nor the write to the terminal).

            \(times.text)

            Bytes the picture layer sends (an in-memory sink): for the wall's first screen, every picture new to the terminal;
            then per → step (median of the steps' medians). kitty transmits each cover once, then only places and unplaces
            it ("of which placements": the step's bytes that are not image data); the terminal holds at most \(WallScrollBenchmark.heldImages) images, so
            covers coming back after more than that were shown are transmitted again. sixel and iTerm2 leave while the wall
            glides and are all sent again when it rests.

            \(sent.text)
            """
    }

    static let searchCharacterTarget = Target(limit: 16, text: "<= 16 ms")

    /// Timings in milliseconds, median and p99, each beside its target when it has one.
    static func timings(_ rows: [(measure: String, median: Double, p99: Double, target: Target?)]) -> ReportTable {
        var table = ReportTable(["measure", "median", "p99", "target", "verdict"], rightAligned: [1, 2])
        func ms(_ v: Double) -> String { Format.number(v, digits: 3) + " ms" }
        for row in rows {
            table.add(row.measure, ms(row.median), ms(row.p99), row.target?.text ?? "",
                      row.target.map { $0.verdict(row.median) } ?? "")
        }
        return table
    }

    static func wallSearch(_ r: WallSearchBenchmark.Result) -> String {
        let table = timings([("one typed character (update + render)", r.medianMilliseconds, r.p99Milliseconds,
                              searchCharacterTarget)])
        return """
            Album wall search: "/" then "\(WallSearchBenchmark.query)" typed and deleted again (\(r.characters) keys) at \(WallScrollBenchmark.size.width)x\(WallScrollBenchmark.size.height),
            \(r.albumCount) albums of \(r.trackCount) tracks\(r.tracksInIndex ? " left in the index (their folded titles searched)" : ""); median and p99 of each run, then the median over \(r.runs) runs.

            \(table.text)
            """
    }

    static func wallTerminal(_ launches: [WallTerminalBenchmark.Launch], library: String, options: BenchOptions) -> String {
        var table = SpreadTable()
        table.row("wall first frame after Tab", "ms", digits: 1, target: wallFirstFrameTarget,
                  launches.map { $0.firstFrame * 1000 })
        table.row("  bytes of that frame", "B", digits: 0, launches.map { Double($0.firstFrameBytes) })
        table.row("every cover drawn after Tab", "ms", digits: 1, launches.map { $0.coversDrawn * 1000 })
        table.row("full repaint (Ctrl-L)", "B", digits: 0, launches.map { Double($0.fullRepaintBytes) })
        typealias Kind = WallTerminalBenchmark.Step.Kind
        func steps(_ kind: Kind, _ launch: WallTerminalBenchmark.Launch) -> [WallTerminalBenchmark.Step] {
            launch.steps.filter { $0.kind == kind }
        }
        func perStep(_ kind: Kind, _ value: (WallTerminalBenchmark.Step) -> Double) -> [Double] {
            launches.map { Statistics.median(steps(kind, $0).map(value)) }
        }
        table.row("step moving only the focus: bytes", "B", digits: 0, perStep(.focusOnly) { $0.bytes })
        table.row("→ step gliding a tile: bytes", "B", digits: 0, perStep(.scrollRight) { $0.bytes })
        table.row("  frames (output bursts)", "", digits: 0, perStep(.scrollRight) { Double($0.frames) })
        table.row("  bytes a frame", "B", digits: 0, perStep(.scrollRight) { $0.bytes / Double(max(1, $0.frames)) })
        table.row("  key to last byte", "ms", digits: 1, perStep(.scrollRight) { $0.seconds * 1000 })
        table.row("↓ step gliding a tile: bytes", "B", digits: 0, perStep(.scrollDown) { $0.bytes })
        table.row("  frames (output bursts)", "", digits: 0, perStep(.scrollDown) { Double($0.frames) })
        table.row("  bytes a frame", "B", digits: 0, perStep(.scrollDown) { $0.bytes / Double(max(1, $0.frames)) })
        table.row("  key to last byte", "ms", digits: 1, perStep(.scrollDown) { $0.seconds * 1000 })
        table.exitRow(launches.map(\.exitCode))
        let (w, h) = WallTerminalBenchmark.size
        return """
            Album wall, real terminal: tui-clock --music \(library)
            on a pseudo-terminal \(w)x\(h); \(launches.count) launches. Tab is typed just after an idle clock frame; the first frame
            ends after \(Format.number(options.quietMilliseconds, digits: 0)) ms of silence, "every cover drawn" when neither output nor CPU moved for \(Format.number(PseudoTerminal.settleWindow * 1000, digits: 0)) ms.
            Then Ctrl-L, then \(WallTerminalBenchmark.rightSteps) → and \(WallTerminalBenchmark.downSteps) ↓ keys, each measured until \(Format.number(WallTerminalBenchmark.stepQuiet * 1000, digits: 0)) ms of silence (a glide's frames
            included); the first few only move the focus frame, the rest glide the wall a tile (found by taking the same
            steps in-process). Figures per kind of step are the median over a launch's steps, then over the launches.

            \(table.text)
            """
    }

    static func largeLibrary(_ launches: [LargeLibraryBenchmark.Launch], library: String, options: BenchOptions) -> String {
        var table = SpreadTable()
        table.row("first titles after Tab", "ms", digits: 1, target: firstTitlesTarget, launches.map { $0.firstTitles * 1000 })
        table.row("  after the spawn (scan start)", "ms", digits: 1, launches.map { $0.firstTitlesSinceSpawn * 1000 })
        table.row("VmRSS, scan complete, at rest", "MiB", digits: 1, target: largeLibraryRSSTarget, launches.map(\.rssMiB))
        table.row("  of which RssAnon", "MiB", digits: 1, launches.map(\.anonymousRSSMiB))
        table.row("VmRSS growth over the scroll", "MiB", digits: 1, target: scrollGrowthTarget,
                  launches.map { $0.rssAfterScrollMiB - $0.rssMiB })
        table.row("VmHWM (peak RSS)", "MiB", digits: 1, launches.map(\.peakRSSMiB))
        table.row("time the scroll took", "s", digits: 1, launches.map(\.scrollSeconds))
        table.exitRow(launches.map(\.exitCode))
        let quarter = options.screens / 4
        return """
            Large library, real terminal: tui-clock --music \(library) (\(options.tracks) tracks); \(launches.count) launches.
            Tab right after the clock's first frame; "first titles" is the read that brings the first "\(LargeLibraryBenchmark.titleText)…".
            The scan is complete when neither output nor CPU moved for \(Format.number(PseudoTerminal.settleWindow * 1000, digits: 0)) ms. Then \(quarter) PgDn, \(quarter) PgUp, \(quarter) x \(LargeLibraryBenchmark.columnsPerScreen) →
            and \(quarter) x \(LargeLibraryBenchmark.columnsPerScreen) ← (\(options.screens) screens), \(LargeLibraryBenchmark.screensPerBatch) screens a batch with a frame read between; growth is VmRSS at rest after it
            minus VmRSS at rest before. mpv is never started.

            \(table.text)
            """
    }
}

extension Report {
    static let indexFirstTitlesTarget = Target(limit: 200, text: "≤ 200 ms")
    static let indexCheckTarget = Target(limit: 3, text: "≤ 3 s")
    static let fullScanTarget = Target(limit: 15, text: "≤ 15 s")
    static let indexRSSTarget = Target(limit: 60, text: "≤ 60 MiB")
    /// The million-track run's own (issue 23): a wall of 100,000 albums in 120 MiB, its first titles within 100 ms;
    /// the scan and the check scale with the files (ten times the 100,000-track targets).
    static let millionRSSTarget = Target(limit: 120, text: "≤ 120 MiB")
    static let millionFirstTitlesTarget = Target(limit: 100, text: "≤ 100 ms")
    static let millionScanTarget = Target(limit: 150, text: "≤ 150 s")
    static let millionCheckTarget = Target(limit: 30, text: "≤ 30 s")

    static func indexedLibrary(_ runs: [IndexedLibraryBenchmark.Run], library: String, tracks: Int,
                               format: TagOnlyLibrary.Format) -> String {
        let million = tracks >= 1_000_000
        let rssTarget = million ? millionRSSTarget : indexRSSTarget
        var table = SpreadTable()
        table.row("full scan, no index (in process)", "s", digits: 2, target: million ? millionScanTarget : fullScanTarget,
                  runs.map(\.fullScan))
        table.row("  its CPU (every thread)", "s", digits: 2, runs.map(\.fullScanCPU))
        table.row("first albums from the index (in process)", "ms", digits: 1, runs.map { $0.firstAlbumsFromIndex * 1000 })
        table.row("check of the unchanged folder (in process)", "s", digits: 2,
                  target: million ? millionCheckTarget : indexCheckTarget, runs.map(\.check))
        table.row("  CPU of the start: index's albums and the check", "s", digits: 3, runs.map(\.startCPU))
        table.row("  CPU of the check alone (one thread)", "s", digits: 3, runs.map(\.checkCPU))
        table.row("  tags read by the check", "", digits: 0, runs.map { Double($0.tagReadsInCheck) })
        table.row("launch, empty cache: VmRSS after the scan", "MiB", digits: 1, target: rssTarget,
                  runs.map(\.rssAfterFullScanMiB))
        table.row("  VmHWM (peak RSS)", "MiB", digits: 1, runs.map(\.peakRSSFullScanMiB))
        table.row("launch, index built: first titles after Tab", "ms", digits: 1,
                  target: million ? millionFirstTitlesTarget : indexFirstTitlesTarget,
                  runs.map { $0.firstTitles * 1000 })
        table.row("  VmRSS after the check, at rest", "MiB", digits: 1, target: rssTarget, runs.map(\.rssAfterCheckMiB))
        table.row("  VmHWM (peak RSS of the start and check)", "MiB", digits: 1, runs.map(\.peakRSSSecondStartMiB))
        table.exitRow(runs.flatMap(\.exitCodes))
        return """
            Library index: \(tracks) tag-only \(format == .flac ? "FLAC" : "MP3") tracks in \(library); \(runs.count) runs.
            In process: a full scan with an empty cache (the index written), then a start from that index, timed to its
            first albums and to the end of the check (files stat'ed, none changed). Then tui-clock launched with an empty
            cache and with the built one: Tab right after the clock's first frame, "first titles" is the read that brings
            the first "\(LargeLibraryBenchmark.titleText)…"; at rest when neither output nor CPU moved for \(Format.number(PseudoTerminal.settleWindow * 1000, digits: 0)) ms.

            \(table.text)
            """
    }
}

extension Report {
    /// tui-clock's first scan and check beside cmus's `add` and `update-cache` of the same library (medians).
    static func besideCmus(_ runs: [IndexedLibraryBenchmark.Run], cmus: [CmusBenchmark.Run], tracks: Int) -> String {
        var table = ReportTable(["measure", "tui-clock", "cmus", "ratio"], rightAligned: [1, 2, 3])
        // The median, and the range when there are several runs: the machine's load spreads them.
        func cell(_ values: [Double], _ unit: String, _ digits: Int) -> String {
            let median = Format.number(Statistics.median(values), digits: digits) + " " + unit
            guard values.count > 1, let low = values.min(), let high = values.max() else { return median }
            return median + " (" + Format.number(low, digits: digits) + "–" + Format.number(high, digits: digits) + ")"
        }
        func row(_ name: String, _ ours: [Double], _ theirs: [Double], unit: String = "s", digits: Int = 3) {
            let (a, b) = (Statistics.median(ours), Statistics.median(theirs))
            table.add(name, cell(ours, unit, digits), cell(theirs, unit, digits),
                      b > 0 ? Format.number(a / b, digits: 2) + " ×" : "")
        }
        row("first scan (cmus: add), wall", runs.map(\.fullScan), cmus.map(\.addWall))
        row("first scan (cmus: add), CPU", runs.map(\.fullScanCPU), cmus.map(\.addCPU))
        row("check of the unchanged folder (cmus: update-cache), CPU", runs.map(\.checkCPU), cmus.map(\.updateCacheCPU))
        row("second start: first titles (cmus: its start on its cache), wall", runs.map(\.firstTitles),
            cmus.map(\.startOnCacheWall))
        row("second start and check, CPU (cmus: start on its cache + update-cache)", runs.map(\.startCPU),
            cmus.map { $0.startOnCacheCPU + $0.updateCacheCPU })
        row("VmRSS after the first scan (cmus: after add)", runs.map(\.rssAfterFullScanMiB), cmus.map(\.rssAfterAddMiB),
            unit: "MiB", digits: 1)
        row("  VmHWM, peak until then", runs.map(\.peakRSSFullScanMiB), cmus.map(\.peakRSSAddMiB), unit: "MiB", digits: 1)
        return """
            Beside cmus, \(tracks) tracks; \(cmus.count) runs of each, cmus's after tui-clock's. cmus's library after
            'add': \(cmus.map { String($0.tracks) }.joined(separator: ", ")) tracks. cmus is timed by its CPU time
            (10 ms ticks): wall from when it began to when it stood still and accepted 'save -l' (see CmusBenchmark).
            Medians, ranges in brackets.

            \(table.text)
            """
    }
}

/// A table of per-launch figures: the median, the spread, and the target if there is one.
struct SpreadTable {
    private var table = ReportTable(["measure", "median", "min .. max", "target", "verdict"], rightAligned: [1, 2])

    mutating func row(_ name: String, _ unit: String, digits: Int, target: Target? = nil, _ values: [Double]) {
        let median = Statistics.median(values)
        let spread = "\(Format.number(values.min() ?? 0, digits: digits)) .. \(Format.number(values.max() ?? 0, digits: digits))"
        table.add(name, Format.number(median, digits: digits) + " " + unit, spread, target?.text ?? "", target?.verdict(median) ?? "")
    }

    /// That 'q' ended every launch with status 0.
    mutating func exitRow(_ codes: [Int32?]) {
        let clean = codes.filter { $0 == 0 }.count
        let text = codes.map { $0.map(String.init) ?? "still running" }.joined(separator: ", ")
        table.add("exit status after 'q'", "", text, "0", clean == codes.count ? "ok" : "FAILED (\(codes.count - clean) launches)")
    }

    var text: String { table.text }
}
