import FoundationEssentials

/// How a timer stands: counting down, held, or done and ringing.
public enum TimerRun: Sendable, Equatable {
    /// Counting down to `ends` on the monotonic clock; `wallEnds` is the same instant on the wall clock, written to the
    /// state file so a restart (which starts a new monotonic clock) finds the timer where it was.
    case running(ends: Uptime, wallEnds: Date)
    /// Held with `left` seconds to go; a timer not started yet, or reset, is held at its whole length.
    case paused(left: Double)
    /// Done: rings from `since` until dismissed, restarted or silenced; the bell sounds again at `nextBell`.
    case ringing(since: Uptime, nextBell: Uptime)
}

/// What happened to a timer by itself or through a key, for the notices and sounds.
public enum TimerEvent: Sendable, Equatable {
    /// It reached zero and rings.
    case rang(CountdownTimer)
    /// Its bell is due again while it rings.
    case bell
    /// Nobody answered: it stopped ringing by itself (after `AlarmRinging.autoSilenceAfter`).
    case autoSilenced(CountdownTimer)
    /// It reached zero while the program was not running, at `endedAt`.
    case missedWhileClosed(CountdownTimer, endedAt: Date)
}

/// One countdown: a length in seconds, an optional label, and how it runs. A timer is a span of time, not a time of
/// day: it counts on the monotonic clock, so neither a daylight-saving change nor a wall-clock jump moves its end.
public struct CountdownTimer: Sendable, Equatable, Identifiable {
    public var id: Int
    public var label: String
    /// The length it was set to: what reset and restart go back to (a minute added runs this time only).
    public var duration: Int
    public var run: TimerRun {
        didSet { if !isRinging { rangAt = nil } }
    }
    /// The wall-clock instant it began ringing, while it rings: the state file's ring record, which every tui-clock
    /// process follows (the background ringer and the open clocks ring one timer once, and a clock opened mid-ring
    /// takes it over), and from which the auto-silence counts in a process that takes the ring over.
    public private(set) var rangAt: Date?
    /// When a ring read from the state file began that was over by then (its clock went away mid-ring and the
    /// auto-silence passed): nobody answered it, which the start reports once.
    public private(set) var unansweredRingAt: Date?

    public init(id: Int, label: String = "", duration: Int, run: TimerRun? = nil) {
        self.id = id
        self.label = AlarmSettings.cleanLabel(label)
        self.duration = min(max(1, duration), TimerDuration.longest)
        self.run = run ?? .paused(left: Double(self.duration))
    }

    /// The unanswered ring has been reported.
    mutating func forgetUnansweredRing() { unansweredRingAt = nil }

    public var isRunning: Bool { if case .running = run { return true } else { return false } }
    public var isRinging: Bool { if case .ringing = run { return true } else { return false } }
    /// Held at its whole length: not started, or reset.
    public var isReset: Bool { run == .paused(left: Double(duration)) }

    /// Seconds to go at `t` (0 once done).
    public func left(at t: Uptime) -> Double {
        switch run {
        case .running(let ends, _): return max(0, ends - t)
        case .paused(let left): return left
        case .ringing: return 0
        }
    }

    /// How much of the set length is still to go, 1 → 0 (the arc on the dial).
    public func fractionLeft(at t: Uptime) -> Double {
        min(1, left(at: t) / Double(max(duration, 1)))
    }

    /// "Tea, 4:00", or "4:00" without a label: how notices name it.
    public var name: String { label.isEmpty ? TimerDuration.text(duration) : "\(label), \(TimerDuration.text(duration))" }

    /// Starts or resumes counting from what is left (a done timer starts again from its whole length).
    public mutating func resume(at now: Moment) {
        let left: Double
        switch run {
        case .running: return
        case .paused(let l): left = l
        case .ringing: left = Double(duration)
        }
        run = .running(ends: now.uptime + left, wallEnds: now.wall.addingTimeInterval(left))
    }

    /// Holds it where it is; one whose end has come is done, not held at 0:00 (`tui-clock timers pause` on a timer
    /// that ended while no clock ran made it "0:00 paused", so the clock never said it had ended).
    public mutating func pause(at t: Uptime) {
        guard isRunning, left(at: t) > 0 else { return }
        run = .paused(left: left(at: t))
    }

    /// Back to its whole length, held.
    public mutating func reset() { run = .paused(left: Double(duration)) }

    /// One more minute to go (a held timer too; a ringing one counts down a minute from now, as phones do). A timer
    /// not started yet (or reset) is ready at its whole length: the minute lengthens it, so it stays ready ("2:30"),
    /// where adding to what is left showed "2:30 paused of 1:30" for a timer nobody had paused.
    public mutating func addMinute(at now: Moment) {
        if isReset {
            duration = min(duration + 60, TimerDuration.longest)
            return reset()
        }
        switch run {
        case .running(let ends, let wallEnds):
            let room = Double(TimerDuration.longest) - (ends - now.uptime)
            let added = min(60, max(0, room))
            run = .running(ends: ends + added, wallEnds: wallEnds.addingTimeInterval(added))
        case .paused(let left):
            run = .paused(left: min(left + 60, Double(TimerDuration.longest)))
        case .ringing:
            run = .paused(left: 60)
            resume(at: now)
        }
    }

    /// Reaches zero, rings its bell again, or silences itself.
    public mutating func tick(at now: Moment) -> [TimerEvent] {
        switch run {
        case .running(let ends, _) where ends <= now.uptime:
            run = .ringing(since: now.uptime, nextBell: now.uptime + AlarmRinging.bellInterval)
            rangAt = now.wall
            return [.rang(self)]
        case .running, .paused:
            return []
        case .ringing(let since, let nextBell):
            if now.uptime >= since + AlarmRinging.autoSilenceAfter {
                reset()
                return [.autoSilenced(self)]
            }
            guard now.uptime >= nextBell else { return [] }
            var next = nextBell + AlarmRinging.bellInterval
            if next <= now.uptime { next = now.uptime + AlarmRinging.bellInterval }
            run = .ringing(since: since, nextBell: next)
            return [.bell]
        }
    }

    /// When it next changes by itself: its end, its next bell or its silence, and while it runs and its countdown is
    /// on screen (`countdownShown`) each time the seconds it shows change (they count down from its end, not with the
    /// clock's second).
    public func nextDeadline(after now: Moment, countdownShown: Bool = true) -> Uptime? {
        switch run {
        case .running(let ends, _) where !countdownShown:
            return ends
        case .running(let ends, _):
            let left = ends - now.uptime
            let shown = TimerDuration.shownSeconds(left: left)
            guard shown > 0 else { return ends }
            return now.uptime + (left - TimerDuration.shownSlack - Double(shown - 1))
        case .paused:
            return nil
        case .ringing(let since, let nextBell):
            return min(nextBell, since + AlarmRinging.autoSilenceAfter)
        }
    }

    // MARK: The state file's form

    /// What the state file keeps: the length, the label, and the wall-clock end while running or what is left while
    /// held. A ringing timer is kept as done (held at its whole length) with its ring record (`rangAt`): a process
    /// that reads it follows the ring, and the ring's end (dismissed, restarted, silenced) is a change it sees.
    public var saved: SavedTimer {
        switch run {
        case .running(_, let wallEnds): return SavedTimer(id: id, label: label, duration: duration, endsAt: wallEnds)
        case .paused(let left): return SavedTimer(id: id, label: label, duration: duration, left: left)
        case .ringing:
            return SavedTimer(id: id, label: label, duration: duration, left: Double(duration), ringingSince: rangAt)
        }
    }

    /// A timer from the state file at `now`: a running one ends at the same wall-clock instant, measured on this
    /// run's monotonic clock from now on; a ringing one rings on, its auto-silence counting from when it began (a ring
    /// older than that ended unattended: held at its length).
    public init(_ saved: SavedTimer, at now: Moment) {
        self.init(id: saved.id, label: saved.label, duration: saved.duration)
        if let since = saved.ringingSince {
            let age = max(0, now.wall.timeIntervalSince(since))
            guard age < AlarmRinging.autoSilenceAfter else {
                unansweredRingAt = since
                return
            }
            run = .ringing(since: now.uptime - age, nextBell: now.uptime)
            rangAt = since
        } else if let endsAt = saved.endsAt {
            let left = endsAt.timeIntervalSince(now.wall)
            run = .running(ends: now.uptime + left, wallEnds: endsAt)
        } else {
            run = .paused(left: min(max(0, saved.left ?? Double(duration)), Double(TimerDuration.longest)))
        }
    }
}

/// A timer as the state file keeps it (see `CountdownTimer.saved`).
public struct SavedTimer: Sendable, Equatable, Identifiable {
    public var id: Int
    public var label: String
    public var duration: Int
    /// When it reaches zero, while it runs.
    public var endsAt: Date?
    /// Seconds to go, while held.
    public var left: Double?
    /// When it began ringing, while it rings (held at its length then).
    public var ringingSince: Date?

    public init(id: Int, label: String = "", duration: Int, endsAt: Date? = nil, left: Double? = nil,
                ringingSince: Date? = nil) {
        self.id = id
        self.label = label
        self.duration = duration
        self.endsAt = endsAt
        self.left = endsAt == nil ? (left ?? Double(duration)) : nil
        self.ringingSince = endsAt == nil ? ringingSince : nil
    }
}
