import FoundationEssentials

/// An alarm ringing now, as the state file tells every tui-clock process: the background ringer and any number of
/// open clocks see the same ring, so whichever of them makes the sound, the others show it, `tui-clock alarms
/// stop|snooze` can end it, and a clock opened mid-ring takes it over. Written when the ring starts, removed when it
/// ends (dismissed, snoozed, silenced); the occurrence itself is remembered apart (`lastHandledOccurrence`), so a
/// ring that ended is never rung again.
public struct RingRecord: Sendable, Equatable {
    /// The occurrence that rings.
    public var occurrence: AlarmOccurrence
    /// Wall-clock time the ring began (its 10-minute auto-silence counts from here in a process that takes it over).
    public var since: Date
    /// How late it began, nil when on time.
    public var lateBy: TimeInterval?

    public init(occurrence: AlarmOccurrence, since: Date, lateBy: TimeInterval? = nil) {
        self.occurrence = occurrence
        self.since = since
        self.lateBy = lateBy
    }

    /// Whether the ring's auto-silence has passed by `now`: nobody answered it, wherever it rang.
    func isOver(at now: Moment) -> Bool {
        now.wall.timeIntervalSince(since) >= AlarmRinging.autoSilenceAfter
    }
}

extension AlarmRinging {
    /// Makes the ringing match what another process left in the state file (`settings.ringing`): a ring that ended
    /// there (dismissed or snoozed from a shell, by another clock) ends here, without a word of its own; a ring that
    /// began there, and is less than the auto-silence old, rings here too, as a `.ring` event so the taker shows it
    /// and makes the sound. The occurrence is not handled again: it rang once, wherever.
    public mutating func follow(_ file: AlarmSettings, at now: Moment) -> [AlarmEvent] {
        let wasRinging = ringing
        settings = file
        switch (wasRinging, file.ringing) {
        case (nil, nil):
            return []
        case (_?, nil):
            stopFollowing()
            return []
        case (let mine?, let theirs?) where mine.occurrence.instant == theirs.occurrence.instant:
            return []
        case (_, let theirs?):
            return takeOver(theirs, at: now)
        }
    }

    /// Watches on after a sleep in another program image (the background ringer's idle self, which checked
    /// nothing): (`checkedUntil`, now] is checked as a tick would, so an alarm a resume from suspend made late still
    /// rings late, within the auto-silence, rather than being called missed; a ring another process began meanwhile
    /// is followed.
    public mutating func continueWatching(checkedUntil previous: Date, at now: Moment, in calendar: WallCalendar) -> [AlarmEvent] {
        var events: [AlarmEvent] = []
        if let record = settings.ringing { events = takeOver(record, at: now) }
        return events + check(from: previous, to: now, in: calendar)
    }

    /// Begins ringing `record` here, as the process that rang it first would have gone on; a record older than the
    /// auto-silence is a ring nobody answered, reported missed.
    mutating func takeOver(_ record: RingRecord, at now: Moment) -> [AlarmEvent] {
        let age = max(0, now.wall.timeIntervalSince(record.since))
        guard !record.isOver(at: now) else {
            // Its ringer went away mid-ring (closed terminal, SIGTERM, quit) long ago and nobody answered: the ring
            // ended unattended, and the user is told so, with the day, as an alarm due while nothing ran is.
            settings.ringing = nil
            stopFollowing()
            return [.missedWhileNotRunning(record.occurrence)]
        }
        resume(Ringing(occurrence: record.occurrence, lateBy: record.lateBy, sinceWall: record.since,
                       sinceUptime: now.uptime - age, nextBellUptime: now.uptime))
        return [.ring(record.occurrence, lateBy: record.lateBy)]
    }
}
