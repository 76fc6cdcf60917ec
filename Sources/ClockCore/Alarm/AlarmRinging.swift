import FoundationEssentials

/// The ringing part of the alarm: decides on every tick whether the alarm is due, how late it is,
/// when the next bell sounds and when an unattended alarm gives up.
///
/// Wall-clock time (`Moment.wall`) decides *when* the alarm is due; monotonic time (`Moment.uptime`)
/// measures how long it has been ringing, so a clock jump neither cuts the ringing short nor prolongs it.
public struct AlarmRinging: Sendable, Equatable {
    /// Up to this late the alarm rings as if on time (a slow tick, a busy machine).
    public static let onTimeGrace: TimeInterval = 15
    /// An unattended alarm stops ringing after 10 minutes; an alarm more than this late is reported missed instead.
    public static let autoSilenceAfter: TimeInterval = 10 * 60
    /// The terminal bell repeats about every 3 seconds while ringing.
    public static let bellInterval: TimeInterval = 3
    /// How often `lastSeenRunning` is refreshed (each refresh is a settings change the app persists).
    public static let lastSeenRefreshInterval: TimeInterval = 60

    /// A ringing alarm.
    public struct Ringing: Sendable, Equatable {
        public var occurrence: AlarmOccurrence
        /// How late it started ringing, nil when on time.
        public var lateBy: TimeInterval?
        public var sinceWall: Date
        public var sinceUptime: Uptime
        /// Monotonic time of the next bell.
        public var nextBellUptime: Uptime
        /// Monotonic time at which it stops by itself.
        public var silencesAtUptime: Uptime { sinceUptime + AlarmRinging.autoSilenceAfter }
    }

    /// The user's choices and the persisted memory. Persist whenever this changes.
    public var settings: AlarmSettings
    /// The current ringing, if any; the state file carries it as `settings.ringing` for the other processes.
    public private(set) var ringing: Ringing? {
        didSet {
            settings.ringing = ringing.map { RingRecord(occurrence: $0.occurrence, since: $0.sinceWall, lateBy: $0.lateBy) }
        }
    }
    /// The wall-clock time of the last check; the next check looks at (lastCheck, now].
    public private(set) var lastCheck: Date?

    /// A ring recorded in `settings` is taken over by `start` (or `follow`), which know the time.
    public init(settings: AlarmSettings = AlarmSettings()) {
        self.settings = settings
    }

    public var isRinging: Bool { ringing != nil }

    /// Call once when the program starts: reports an alarm that was due while it was not running
    /// (since `settings.lastSeenRunning`) and sets the baseline for `tick`. A ring another process recorded in the
    /// state file is taken over when `resumingRing` (a clock opened while the background ringer rings); otherwise
    /// it is let go, never rung a second time (the background ringer restarted mid-ring). Either way a record whose
    /// ring is over by now (its clock or ringer went away mid-ring) is reported missed, once.
    public mutating func start(at now: Moment, in calendar: WallCalendar, resumingRing: Bool = true) -> [AlarmEvent] {
        defer {
            lastCheck = now.wall
            settings.lastSeenRunning = now.wall
        }
        var resumed: [AlarmEvent] = []
        if let record = settings.ringing {
            // The ringer's own start let an old record go without a word, so an alarm nobody heard left no trace
            // where the clock says "Missed alarm at …"; `takeOver` reports one that is over, and takes up no ring.
            if resumingRing || record.isOver(at: now) { resumed = takeOver(record, at: now) } else { settings.ringing = nil }
        }
        guard let lastSeen = settings.lastSeenRunning else {
            return resumed
        }
        let due = dueOccurrences(after: lastSeen, upTo: now.wall, in: calendar)
        guard let latest = due.last else { return resumed }
        markHandled(due)
        if now.wall.timeIntervalSince(latest.instant) <= Self.onTimeGrace {
            return [startRinging(latest, at: now)]
        }
        return resumed + [.missedWhileNotRunning(latest)]
    }

    /// Call on every tick: checks (last check, now] for a due alarm, and keeps a ringing alarm ringing.
    public mutating func tick(at now: Moment, in calendar: WallCalendar) -> [AlarmEvent] {
        check(from: lastCheck ?? now.wall, to: now, in: calendar)
    }

    /// Checks the wall-clock interval (previous, now]. After a backward jump the interval is empty, and an
    /// occurrence already handled is never handled again.
    public mutating func check(from previous: Date, to now: Moment, in calendar: WallCalendar) -> [AlarmEvent] {
        var events: [AlarmEvent] = []
        if var r = ringing {
            if now.uptime >= r.silencesAtUptime {
                ringing = nil
                events.append(.autoSilenced(r.occurrence))
            } else if now.uptime >= r.nextBellUptime {
                r.nextBellUptime += Self.bellInterval
                if r.nextBellUptime <= now.uptime { r.nextBellUptime = now.uptime + Self.bellInterval }
                ringing = r
                events.append(.bell)
            }
        }
        let due = dueOccurrences(after: previous, upTo: now.wall, in: calendar)
        if let latest = due.last {
            markHandled(due)
            let late = now.wall.timeIntervalSince(latest.instant)
            if late > Self.autoSilenceAfter {
                events.append(.missed(latest))
            } else {
                events.append(startRinging(latest, at: now))
            }
        }
        lastCheck = now.wall
        refreshLastSeen(at: now.wall)
        return events
    }

    /// Snooze (`s`): stops ringing and rings again `settings.snoozeMinutes` from now. Nothing when not ringing.
    public mutating func snooze(at now: Moment) -> [AlarmEvent] {
        guard ringing != nil else { return [] }
        ringing = nil
        let until = AlarmSchedule.snoozeEnd(from: now.wall, minutes: settings.snoozeMinutes)
        settings.pendingSnooze = until
        return [.snoozed(until: until)]
    }

    /// Dismiss (`Enter`, a click): stops ringing and drops a pending snooze. A repeating alarm stays on.
    public mutating func dismiss(at now: Moment) -> [AlarmEvent] {
        guard ringing != nil || settings.pendingSnooze != nil else { return [] }
        ringing = nil
        settings.pendingSnooze = nil
        return [.dismissed]
    }

    /// Applies a keyboard edit; switching the alarm off also silences it.
    public mutating func apply(_ edit: AlarmEdit) -> [AlarmEvent] {
        settings = settings.applying(edit)
        if !settings.isOn, ringing != nil {
            ringing = nil
            return [.dismissed]
        }
        return []
    }

    /// The next instant the alarm will ring: a pending snooze or the next occurrence on its days while on.
    public func nextRing(after now: Date, in calendar: WallCalendar) -> Date? {
        let snooze = settings.pendingSnooze.map { max($0, now) }
        guard let set = nextOccurrence(after: now, in: calendar) else { return snooze }
        return min(snooze ?? set, set)
    }

    /// The next instant the alarm's own time comes on its days while it is on, a pending snooze left aside:
    /// what "Alarm set for 11:45 AM — rings in 4 h 45 min" counts to.
    public func nextOccurrence(after now: Date, in calendar: WallCalendar) -> Date? {
        guard settings.isOn else { return nil }
        // An occurrence already handled (before a backward jump) does not ring again.
        let from = max(now, settings.lastHandledOccurrence ?? now)
        return AlarmSchedule.nextOccurrence(of: settings.time, on: settings.days, after: from, in: calendar)
    }

    /// The alarm's deadlines in `calendar`, which decides when the dial time next comes round.
    public func deadlines(in calendar: WallCalendar) -> AlarmDeadlines { AlarmDeadlines(alarm: self, calendar: calendar) }

    /// Whether `other` is the same alarm apart from the record of when it was last checked (which every tick
    /// moves on, and nothing shows).
    func sameState(as other: AlarmRinging) -> Bool {
        var a = self
        a.lastCheck = other.lastCheck
        a.settings.lastSeenRunning = other.settings.lastSeenRunning
        return a == other
    }

    /// Occurrences due in (previous, now], oldest first: the daily alarm (while on) and a pending snooze.
    /// Occurrences at or before `lastHandledOccurrence` are left out; a due snooze always counts.
    private func dueOccurrences(after previous: Date, upTo now: Date, in calendar: WallCalendar) -> [AlarmOccurrence] {
        var due: [AlarmOccurrence] = []
        if settings.isOn, previous < now {
            let d = AlarmSchedule.latestOccurrence(of: settings.time, on: settings.days, atOrBefore: now,
                                                           in: calendar)
            if d > previous, d > (settings.lastHandledOccurrence ?? .distantPast) {
                due.append(AlarmOccurrence(instant: d, time: settings.time))
            }
        }
        if let s = settings.pendingSnooze, s <= now {
            let local = calendar.localTime(of: s)
            let time = AlarmTime(hour: local.hour, minute: local.minute) ?? settings.time
            due.append(AlarmOccurrence(instant: s, time: time, isSnooze: true))
        }
        return due.sorted { $0.instant < $1.instant }
    }

    /// Keeps `lastSeenRunning` within a minute of now without changing the settings on every tick.
    private mutating func refreshLastSeen(at now: Date) {
        if let seen = settings.lastSeenRunning, seen <= now,
           now.timeIntervalSince(seen) < Self.lastSeenRefreshInterval {
            return
        }
        settings.lastSeenRunning = now
    }

    /// Stops a ring that ended in another process.
    mutating func stopFollowing() { ringing = nil }

    /// Rings `r`, taken over from another process.
    mutating func resume(_ r: Ringing) { ringing = r }

    private mutating func markHandled(_ due: [AlarmOccurrence]) {
        for o in due {
            if o.isSnooze {
                settings.pendingSnooze = nil
            } else {
                settings.lastHandledOccurrence = max(settings.lastHandledOccurrence ?? o.instant, o.instant)
                // A once alarm has had its one occurrence (rung or missed); a snooze of it still comes.
                if settings.days.isOnce { settings.isOn = false }
            }
        }
    }

    private mutating func startRinging(_ o: AlarmOccurrence, at now: Moment) -> AlarmEvent {
        let late = now.wall.timeIntervalSince(o.instant)
        let lateBy = late > Self.onTimeGrace ? late : nil
        ringing = Ringing(occurrence: o, lateBy: lateBy, sinceWall: now.wall, sinceUptime: now.uptime,
                          nextBellUptime: now.uptime + Self.bellInterval)
        return .ring(o, lateBy: lateBy)
    }
}

/// The alarm as the run loop sees it: when it next rings (in a calendar), bells or silences itself.
public struct AlarmDeadlines: Timed {
    public var alarm: AlarmRinging
    public var calendar: WallCalendar

    /// The next ring, bell or auto-silence; nil when nothing is due.
    public func nextDeadline(after now: Moment) -> Moment? {
        let ring = alarm.nextRing(after: now.wall, in: calendar).map { now.advanced(by: $0.timeIntervalSince(now.wall)) }
        let ringing = alarm.ringing.map { now.at(uptime: min($0.nextBellUptime, $0.silencesAtUptime)) }
        return Moment.earliest(ring, ringing)
    }
}
