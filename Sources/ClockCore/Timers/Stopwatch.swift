/// A stopwatch: start, stop, laps, reset. It counts on the monotonic clock; while it runs the screen shows hundredths
/// and redraws at the frame rate, at rest it asks for nothing.
public struct Stopwatch: Sendable, Equatable {
    public enum Run: Sendable, Equatable {
        /// Counting since `since`, with `before` seconds from earlier runs.
        case running(since: Uptime, before: Double)
        /// Held at `elapsed` (0 and no laps: reset).
        case stopped(elapsed: Double)
    }

    /// At most this many laps are kept (the oldest go).
    public static let maxLaps = 99

    public private(set) var run: Run
    /// The total time at each lap, oldest first.
    public private(set) var laps: [Double]
    /// How many of the oldest laps went (past `maxLaps`): the kept ones keep their numbers, so the 100th lap is
    /// "Lap 100", not a second "Lap 99".
    public private(set) var lapsDropped: Int
    /// The total at the last lap that went, where the oldest kept lap's split begins.
    private var droppedTotal: Double

    public init() {
        run = .stopped(elapsed: 0)
        laps = []
        lapsDropped = 0
        droppedTotal = 0
    }

    public var isRunning: Bool { if case .running = run { return true } else { return false } }
    public var isReset: Bool { run == .stopped(elapsed: 0) && laps.isEmpty }

    public func elapsed(at t: Uptime) -> Double {
        switch run {
        case .running(let since, let before): return before + max(0, t - since)
        case .stopped(let elapsed): return elapsed
        }
    }

    /// Starts, or stops where it is.
    public mutating func startStop(at t: Uptime) {
        switch run {
        case .running: run = .stopped(elapsed: elapsed(at: t))
        case .stopped(let elapsed): run = .running(since: t, before: elapsed)
        }
    }

    /// Takes a lap while it runs.
    public mutating func lap(at t: Uptime) {
        guard isRunning else { return }
        laps.append(elapsed(at: t))
        if laps.count > Self.maxLaps {
            droppedTotal = laps.removeFirst()
            lapsDropped += 1
        }
    }

    public mutating func reset() {
        run = .stopped(elapsed: 0)
        laps = []
        lapsDropped = 0
        droppedTotal = 0
    }

    /// Each lap's own time (its split) and the total at its end, newest first, numbered from 1.
    public var lapRows: [(number: Int, split: Double, total: Double)] {
        laps.indices.reversed().map { i in
            (lapsDropped + i + 1, laps[i] - (i > 0 ? laps[i - 1] : droppedTotal), laps[i])
        }
    }

    /// `1:02.34`, `1:02:03.45` past an hour; `hundredths: false` gives `1:02`.
    public static func text(_ seconds: Double, hundredths: Bool) -> String {
        // Whole hundredths first (a millionth's slack: 22.84 is 22.8399… in binary), then split.
        let total = Int((max(0, seconds) * 100 + 1e-6).rounded(.down))
        let base = TimerDuration.text(total / 100)
        return hundredths ? base + "." + TimeFormat.twoDigits(total % 100) : base
    }

    /// Seconds between the frames of a running stopwatch: its hundredths are a blur at any rate, and 20 a second
    /// (every fifth hundredth, counted from its start, so the digits step evenly) reads as running at two thirds of
    /// the cost of the animations' 30 (measured: 0.74 % of a core at 30, see the README).
    public static let frameInterval = 0.05

    /// The next frame while it runs (the hundredths move); nil at rest.
    public func nextDeadline(after now: Moment) -> Moment? {
        guard case .running(let since, _) = run else { return nil }
        let frames = ((now.uptime - since) / Self.frameInterval).rounded(.down) + 1
        return now.at(uptime: since + frames * Self.frameInterval)
    }

    /// The next change of its whole seconds while it runs, for a screen that shows it without hundredths; nil at rest.
    public func nextSecond(after now: Moment) -> Moment? {
        guard case .running(let since, let before) = run else { return nil }
        // Where it read 0:00, as if it had never stopped: its seconds turn over a whole number of seconds after.
        let zero = since - before
        let seconds = (now.uptime - zero + 1e-9).rounded(.down) + 1
        return now.at(uptime: zero + seconds)
    }
}
