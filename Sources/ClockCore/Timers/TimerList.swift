import FoundationEssentials

/// The timers in the order they were made (`tui-clock timers` numbers them so), one selected, and the last few
/// lengths started, newest first, as presets.
public struct TimerList: Sendable, Equatable {
    /// At most this many timers (the state file refuses more as damage).
    public static let maxCount = 20
    /// How many recent lengths are kept as presets.
    public static let presetCount = 5

    public private(set) var timers: [CountdownTimer]
    /// The index of the selected timer; 0 when there is none.
    public private(set) var selected: Int
    public private(set) var presets: [Int]

    public init(timers: [CountdownTimer] = [], presets: [Int] = []) {
        self.timers = timers
        self.presets = Array(presets.prefix(Self.presetCount))
        selected = 0
    }

    public init(_ saved: SavedTimers, at now: Moment) {
        self.init(timers: saved.timers.map { CountdownTimer($0, at: now) }, presets: saved.presets)
    }

    /// What the state file keeps.
    public var saved: SavedTimers { SavedTimers(timers: timers.map(\.saved), presets: presets) }

    public var isEmpty: Bool { timers.isEmpty }
    public var isRinging: Bool { timers.contains(where: \.isRinging) }
    /// Whether a timer runs or rings: only those change by themselves (`nextDeadline`); paused and reset ones wait.
    public var hasTimerMoving: Bool { timers.contains { $0.isRunning || $0.isRinging } }
    public var ringing: [CountdownTimer] { timers.filter(\.isRinging) }
    /// The timers the clock screen shows: running, held part-way, or done; not those waiting at their full length.
    public var underWay: [CountdownTimer] { timers.filter { !$0.isReset } }
    /// At most this many timers are listed beside the clock (the timer screen lists them all).
    public static let rowsOnTheClock = 3

    public var current: CountdownTimer? { timers.indices.contains(selected) ? timers[selected] : nil }
    /// An id no timer has.
    public var nextID: Int { (timers.map(\.id).max() ?? 0) + 1 }

    /// The running timer that ends first: the one the dial shows.
    public func nearest(at t: Uptime) -> CountdownTimer? {
        timers.filter(\.isRunning).min { $0.left(at: t) < $1.left(at: t) }
    }

    public mutating func select(_ index: Int) {
        selected = timers.isEmpty ? 0 : min(max(index, 0), timers.count - 1)
    }

    /// Selects `offset` places on, round the list.
    public mutating func select(by offset: Int) {
        guard !timers.isEmpty else { return }
        select(((selected + offset) % timers.count + timers.count) % timers.count)
    }

    /// Starts a new timer of `duration` seconds and selects it; false when the list is full.
    @discardableResult
    public mutating func start(_ duration: Int, label: String, at now: Moment) -> Bool {
        guard timers.count < Self.maxCount, duration > 0 else { return false }
        var timer = CountdownTimer(id: nextID, label: label, duration: duration)
        timer.resume(at: now)
        timers.append(timer)
        selected = timers.count - 1
        remember(timer.duration)
        return true
    }

    /// Puts `duration` first among the presets.
    mutating func remember(_ duration: Int) {
        presets.removeAll { $0 == duration }
        presets.insert(duration, at: 0)
        presets = Array(presets.prefix(Self.presetCount))
    }

    /// Changes the selected timer (nothing when there is none).
    public mutating func changeCurrent(_ change: (inout CountdownTimer) -> Void) {
        guard timers.indices.contains(selected) else { return }
        change(&timers[selected])
    }

    /// Changes the timer with `id`.
    public mutating func change(id: Int, _ change: (inout CountdownTimer) -> Void) {
        guard let i = timers.firstIndex(where: { $0.id == id }) else { return }
        change(&timers[i])
    }

    public mutating func deleteCurrent() {
        guard timers.indices.contains(selected) else { return }
        timers.remove(at: selected)
        select(selected)
    }

    /// Runs `operation` on every timer; what they report, in list order.
    public mutating func each(_ operation: (inout CountdownTimer) -> [TimerEvent]) -> [TimerEvent] {
        var events: [TimerEvent] = []
        for i in timers.indices { events += operation(&timers[i]) }
        return events
    }

    /// At start: a timer that reached zero while the program was closed is reported (and held at its length again);
    /// one that ended moments ago (`AlarmRinging.onTimeGrace`) rings now instead; one the state file says rings
    /// (another tui-clock process rang it) is taken over, said again as `.rang` so this one makes the sound; one whose
    /// ring was over by then (its clock went away mid-ring) is reported as a ring nobody answered.
    public mutating func start(at now: Moment) -> [TimerEvent] {
        each { timer in
            if timer.isRinging { return [.rang(timer)] }
            if timer.unansweredRingAt != nil {
                timer.forgetUnansweredRing()
                return [.autoSilenced(timer)]
            }
            guard case .running(_, let wallEnds) = timer.run, wallEnds <= now.wall else { return [] }
            if now.wall.timeIntervalSince(wallEnds) <= AlarmRinging.onTimeGrace { return timer.tick(at: now) }
            timer.reset()
            return [.missedWhileClosed(timer, endedAt: wallEnds)]
        }
    }

    /// Takes the timers as another process (`tui-clock timers …`) or a merged save left them: a timer whose saved form
    /// is unchanged keeps what it is doing (ringing, its monotonic end); the others are read afresh.
    public mutating func adopt(_ saved: SavedTimers, at now: Moment) {
        let selectedID = current?.id
        let mine = Dictionary(timers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        timers = saved.timers.map { s in
            if let kept = mine[s.id], kept.saved == s { return kept }
            return CountdownTimer(s, at: now)
        }
        presets = Array(saved.presets.prefix(Self.presetCount))
        select(timers.firstIndex { $0.id == selectedID } ?? selected)
    }

    /// The earliest moment a timer changes by itself; without `countdownsShown` (a screen that shows no timer),
    /// only ends and bells count.
    public func nextDeadline(after now: Moment, countdownsShown: Bool = true) -> Moment? {
        let t = timers.compactMap { $0.nextDeadline(after: now, countdownShown: countdownsShown) }.min()
        return t.map { now.advanced(by: $0 - now.uptime) }
    }
}

/// The timers as the state file keeps them.
public struct SavedTimers: Sendable, Equatable {
    public var timers: [SavedTimer]
    /// The last lengths started, newest first.
    public var presets: [Int]

    public init(timers: [SavedTimer] = [], presets: [Int] = []) {
        self.timers = timers
        self.presets = presets
    }

    /// The same timers with every running one's end, and every ringing one's start, `seconds` later: from the real
    /// wall clock the file keeps to the one a program started with `--now` shows, and back (`AppOptions.clockShift`).
    /// A ring's start left real made a shifted clock opened mid-ring find it hours old ("nobody answered").
    public func shifted(by seconds: Double) -> SavedTimers {
        guard seconds != 0 else { return self }
        var moved = self
        for i in moved.timers.indices {
            moved.timers[i].endsAt = moved.timers[i].endsAt?.addingTimeInterval(seconds)
            moved.timers[i].ringingSince = moved.timers[i].ringingSince?.addingTimeInterval(seconds)
        }
        return moved
    }
}
