import ClockCore
import ClockSystem
import FoundationEssentials

/// The alarms and the timers without a terminal: the clock's own model (`AlarmList`, every SPEC §3/§8 rule: days, DST, snooze, late,
/// missed, the auto-silence) run on the kernel's wake-ups instead of a frame loop, kept in step with the state file
/// that every tui-clock process shares, and rung as sound and a desktop notification. The timers are the clock's
/// `TimerList` the same way (issue 25): "Timer done — Tea, 4:00" with Restart and Dismiss, their ring record in the file.
///
/// Exactly once: an occurrence is handled by whichever process's model reaches it first, and its `ringing` record and
/// `lastHandledOccurrence` are saved before any sound starts, so a restarted ringer never rings it again. While a
/// clock is open (`RingerLocks.clockIsOpen`), that clock makes the sound and this ringer only follows the ring; when
/// the last clock goes, even mid-ring (`kill -9`), or every open one is frozen (`kill -STOP`, `RingerLocks.clockRings`,
/// asked when something falls due or changes and every second while a clock sounds a ring, never while idle), the
/// ring is this one's.
final class BackgroundRinger {
    private(set) var alarms: AlarmList
    private(set) var timers: TimerList
    private(set) var calendar: WallCalendar
    let sync: StateFileSync
    private let locks: RingerLocks
    private let tone: RingTone
    private let notification: RingNotification
    private let album: WakeAlbum
    /// Whether this ring has tried its alarm's album (once: a failure plays the ring tone for the rest of it), and why
    /// the ring tone plays instead.
    private var albumTried = false
    private var albumNote: String?
    /// The state the file and the model last agreed on: a change from it is saved.
    private var agreed: SavedState
    /// A ring goes on and an open clock sounds it (as last settled): looked at every second (`nextDeadline`).
    private var aClockSounds = false

    init(state: SavedState, at now: Moment, calendar: WallCalendar, sync: StateFileSync, locks: RingerLocks, tone: RingTone,
         notification: RingNotification, album: WakeAlbum) {
        alarms = AlarmList(state)
        timers = TimerList(state.timers, at: now)
        agreed = state
        self.calendar = calendar
        self.sync = sync
        self.locks = locks
        self.tone = tone
        self.notification = notification
        self.album = album
    }

    var twentyFourHour: Bool { agreed.display?.twentyFourHour ?? false }

    /// The wall-clock time up to which every alarm has been checked.
    private(set) var checkedUntil: Date?

    /// Starts counting: an alarm due while nothing ran is reported missed (or rung, within the on-time grace). A ring
    /// recorded in the file is followed while a clock rings it; with none open it is a ring whose ringer went away
    /// (this one, restarted), let go rather than rung a second time, or, over by now, reported missed as the clock
    /// reports it (the notification, and the file saved without it, so it is said once).
    func start(at now: Moment) {
        let clockOpen = locks.clockRings
        if !clockOpen {
            for timer in timers.ringing { timers.change(id: timer.id) { $0.reset() } }
        }
        handle(alarms.each { $0.start(at: now, in: calendar, resumingRing: clockOpen) }, timers.start(at: now), at: now)
        checkedUntil = now.wall
    }

    /// Goes on after its idle self woke it: everything after `checkedUntil` is checked as a tick would.
    /// A timer that ended meanwhile rings (late, after a suspend), as a tick would ring it.
    func continueWatching(checkedUntil previous: Date, at now: Moment) {
        // A ring another process began meanwhile (its record in the file) is followed, as `lookAgain` follows one.
        for timer in timers.ringing {
            RingerLog.write("following the ring of timer \(timer.name)" + (locks.clockRings ? " (an open tui-clock rings it)" : ""))
        }
        handle(alarms.each { $0.continueWatching(checkedUntil: previous, at: now, in: calendar) },
               timers.each { $0.tick(at: now) }, at: now)
        checkedUntil = now.wall
    }

    /// A wake-up: whatever fell due (rings, the auto-silence) since the last one.
    func tick(at now: Moment) {
        handle(alarms.each { $0.tick(at: now, in: calendar) }, timers.each { $0.tick(at: now) }, at: now)
        checkedUntil = now.wall
    }

    /// The state file changed, or a clock closed: follow what another process did (a ring begun, stopped or snoozed
    /// there; alarms added, edited, removed), then see who makes the sound.
    func lookAgain(at now: Moment) {
        var events: [AlarmListEvent] = []
        var timerEvents: [TimerEvent] = []
        var endedElsewhere = false
        if let theirs = sync.poll() {
            let ringingAlarms = alarms.ringing
            events = alarms.adopt(theirs, at: now)
            let ringingTimers = timers.ringing
            timers.adopt(theirs.timers, at: now)
            timerEvents = timers.ringing.filter { r in !ringingTimers.contains { $0.id == r.id } }.map { .rang($0) }
            agreed = theirs
            endedElsewhere = sayRingsEnded(alarms: ringingAlarms, timers: ringingTimers)
        }
        handle(events, timerEvents, at: now, followed: true, endSaid: endedElsewhere)
    }

    /// A button on the notification: on an alarm's (shown while an alarm rings), on the alarms; else on the timers'.
    func clicked(_ action: RingNotification.Action, at now: Moment) {
        RingerLog.write("\(action.rawValue) clicked on the notification")
        switch action {
        case .snooze: handle(alarms.each { $0.isRinging ? $0.snooze(at: now) : [] }, at: now)
        case .dismiss where alarms.isRinging: handle(alarms.each { $0.isRinging ? $0.dismiss(at: now) : [] }, at: now)
        case .dismiss, .restart:
            for timer in timers.ringing {
                RingerLog.write((action == .restart ? "timer restarted: " : "timer dismissed: ") + timer.name)
                timers.change(id: timer.id) { action == .restart ? $0.resume(at: now) : $0.reset() }
            }
            handle([], at: now)
        }
    }

    func zoneChanged(to zone: TimeZoneRules, at now: Moment) {
        RingerLog.write("time zone now \(zone.name)")
        calendar.zone = zone
        tick(at: now)
    }

    /// When the model next needs a look: the next ring, or while ringing the next bell or the auto-silence; and
    /// while a clock sounds the ring, a second from now: frozen mid-ring with `kill -STOP` (nothing tells of that
    /// stop), it leaves the ring to this ringer within a second, not at the next bell. Never while nothing rings.
    func nextDeadline(after now: Moment) -> Moment? {
        let lookAtTheClocks = isRinging && aClockSounds ? now.advanced(by: 1) : nil
        return Moment.earliest(alarms.deadlines(in: calendar).nextDeadline(after: now), album.nextDeadline(after: now),
                               timers.nextDeadline(after: now, countdownsShown: false), lookAtTheClocks)
    }

    var isRinging: Bool { alarms.isRinging || timers.isRinging }

    /// Nothing rings and nothing sounds: the ringer may sleep as its idle self.
    var isIdle: Bool { !isRinging && !tone.isPlaying && !album.isPlaying }

    /// The wake album's player, to poll while it plays (-1 otherwise), and for what.
    var albumDescriptor: (Int32, Int16) { (album.fileDescriptor, album.pollEvents) }

    /// The album's player wrote, or a fade step is due: an album that cannot play gives way to the ring tone.
    func albumAdvanced(at now: Moment) {
        guard album.isPlaying, let why = album.advance(at: now) else { return }
        fallBackToRingTone(why, at: now)
    }

    /// The ring sound's player, to poll while it plays; -1 otherwise.
    var soundDescriptor: Int32 { tone.fileDescriptor }

    /// The player wrote or ended.
    func soundWrote() { tone.drain() }

    /// The ringer stops (a signal): the sound stops and the notification goes; the ring itself stays recorded in
    /// the state file, for a clock opened now to take over, and is not rung again by the next ringer.
    func leave() {
        tone.stop()
        album.stop()
        notification.close()
    }

    /// What the events mean here; then the state is saved, and only then the sound and the notification follow it.
    /// `followed`: the events are another process's ring taken up (it was logged there).
    /// `endSaid`: a ring's end was logged already (ended in a clock or from the shell).
    private func handle(_ events: [AlarmListEvent], _ timerEvents: [TimerEvent] = [], at now: Moment, followed: Bool = false,
                        endSaid: Bool = false) {
        let clockOpen = locks.clockRings
        for item in events {
            let text = AlarmText.message(for: item.event, now: now.wall, in: calendar, twentyFourHour: twentyFourHour)
                .map { AlarmText.naming(item.alarm, in: $0, event: item.event) }
            switch item.event {
            case .ring:
                RingerLog.write((followed ? "following the ring of " : "ringing ") + RingerLog.name(item.alarm)
                                + (clockOpen ? " (an open tui-clock rings it)" : ""))
            case .missed, .missedWhileNotRunning, .autoSilenced:
                let said = text ?? "Missed alarm"
                RingerLog.write(said.prefix(1).lowercased() + said.dropFirst())
                if !clockOpen {
                    notification.show(said, body: "tui-clock", kind: .notice)
                    notification.leave()
                }
            case .snoozed(let until):
                // "snoozed 07:30 Work until 7:40 AM": which alarm, as the ring's line named it.
                RingerLog.write("snoozed \(RingerLog.name(item.alarm)) until \(clock(until))")
            case .dismissed:
                RingerLog.write("dismissed \(RingerLog.name(item.alarm))")
            case .bell:
                break
            }
        }
        for event in timerEvents { timerHappened(event, clockOpen: clockOpen, followed: followed, at: now) }
        save(at: now)
        settle(clockOpen: clockOpen, endSaid: endSaid, at: now)
    }

    /// Saves a change merged with the file; what another process changed meanwhile is followed.
    private func save(at now: Moment) {
        // Only the alarms and the timers are this ringer's: the rest (how the clock is shown, the player's memory)
        // stays as the file had it.
        var mine = agreed
        (mine.alarms, mine.selected) = (alarms.saved.alarms, alarms.saved.selected)
        mine.timers = timers.saved
        guard mine != agreed else { return }
        do {
            if let merged = try sync.save(mine) {
                _ = alarms.adopt(merged, at: now)
                timers.adopt(merged.timers, at: now)
                agreed = merged
            } else {
                agreed = mine
            }
        } catch {
            RingerLog.write("cannot save the alarms: \(error)")
        }
    }

    /// The sound and the notification as the ring now is: this ringer's only while no clock is open. The sound is
    /// the first ringing alarm's album, tried once per ring, else the ring tone.
    private func settle(clockOpen: Bool, endSaid: Bool = false, at now: Moment) {
        aClockSounds = isRinging && clockOpen
        guard isRinging, !clockOpen else {
            if tone.isPlaying || album.isPlaying {
                if isRinging {
                    RingerLog.write("an open tui-clock took the ring over")
                } else if !endSaid {
                    RingerLog.write("the ring ended")
                }
                tone.stop()
                album.stop()
            }
            if !alarms.isRinging {
                albumTried = false
                albumNote = nil
            }
            notification.close()
            return
        }
        // Open clocks all frozen mid-ring: the one that sounded it would go on looping beside this ringer's sound,
        // past a Dismiss it cannot hear; its player is paused until it runs again.
        let clocksFrozen = locks.clockIsOpen
        if clocksFrozen, let file = tone.file { _ = locks.pauseFrozenRingSound(ringFile: file) }
        if !tone.isPlaying, !album.isPlaying {
            if clocksFrozen { RingerLog.write("every open tui-clock is frozen (kill -STOP): the ring is this ringer's") }
            if let (id, source) = wantedAlbum, !albumTried {
                albumTried = true
                if let why = album.start(id, from: source, at: now) { fallBackToRingTone(why, at: now) }
            } else {
                RingerLog.write(tone.start() ? "ring sound on" : "no ring sound (no ring file or no mpv): notification only")
            }
        }
        showRing(at: now)
    }

    /// The ring's notification: an alarm's while one rings, else the timers'.
    private func showRing(at now: Moment) {
        if alarms.isRinging {
            notification.show(ringText(at: now), body: "Snooze for \(snoozeMinutes) min, or dismiss", kind: .alarmRinging)
        } else if timers.isRinging {
            notification.show("Timer done — " + timers.ringing.map(\.name).joined(separator: "; "),
                              body: "Restart it, or dismiss", kind: .timerRinging)
        }
    }

    /// The album the first ringing alarm with one wakes to, and the music source it was chosen from.
    private var wantedAlbum: (id: String, source: String?)? {
        alarms.ringing.lazy.compactMap { s -> (id: String, source: String?)? in
            if case .album(let id, let source) = s.sound { (id, source) } else { nil }
        }.first
    }

    private func fallBackToRingTone(_ why: String, at now: Moment) {
        RingerLog.write("cannot play the album (\(why)): ring tone instead")
        albumNote = "\(why): ring tone instead"
        tone.start()
        showRing(at: now)
    }

    private var snoozeMinutes: Int { alarms.clocks.first(where: \.isRinging)?.settings.snoozeMinutes ?? 10 }

    /// `Wake up! 7:30 AM — Work`: the alarm that began ringing last, and each alarm ringing now by its label or time.
    private func ringText(at now: Moment) -> String {
        let newest = alarms.clocks.compactMap(\.ringing).max { $0.sinceUptime < $1.sinceUptime }
        var text = newest.flatMap {
            AlarmText.message(for: .ring($0.occurrence, lateBy: $0.lateBy), now: now.wall, in: calendar,
                              twentyFourHour: twentyFourHour)
        } ?? "Wake up!"
        if let names = AlarmText.ringing(alarms.ringing, twentyFourHour: twentyFourHour) { text += " — \(names)" }
        if let wake = album.wake { text += " — playing \(wake.album.title)" }
        if let albumNote { text += " (\(albumNote))" }
        return text
    }

    /// A timer's event, as the clock words it: logged, and while no clock is open, what is over is a notice.
    private func timerHappened(_ event: TimerEvent, clockOpen: Bool, followed: Bool, at now: Moment) {
        let said: String
        switch event {
        case .rang(let timer):
            RingerLog.write((followed ? "following the ring of timer " : "timer done: ") + timer.name
                            + (clockOpen ? " (an open tui-clock rings it)" : ""))
            return
        case .bell:
            return
        case .autoSilenced(let timer):
            said = "Timer done, nobody answered — \(timer.name)"
        case .missedWhileClosed(let timer, let endedAt):
            let t = TimeOfDay(endedAt, calendar: calendar)
            said = "Timer ended at \(TimeFormat.clock(hour: t.hour, minute: t.minute, twentyFourHour: twentyFourHour))"
                + " while nothing rang — \(timer.name)"
        }
        RingerLog.write(said.prefix(1).lowercased() + said.dropFirst())
        if !clockOpen {
            notification.show(said, body: "tui-clock", kind: .notice)
            notification.leave()
        }
    }
}
