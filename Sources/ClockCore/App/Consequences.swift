/// The consequences pass: after a message was routed, this is the one place that decides what the user is told and
/// what the world must do about it. It compares the model before and after (the saved alarms, whether anything
/// rings, the wake-up volume, the player's state, the covers on screen) and reads what the screens said happened.
extension AppModel {
    mutating func consequences(of happened: [Happening], since before: AppModel, at now: Moment) -> [Effect] {
        var effects = alarmConsequences(of: happened, since: before, at: now)
        effects += timerConsequences(of: happened, since: before, at: now, alarmEffects: effects)
        effects += ringToneEffects(of: happened, since: before)
        for item in happened {
            switch item {
            case .timer:
                break  // above, with the ringing they start and stop
            case .clock(.alarm):
                break  // above, with the ringing they start and stop
            case .clock(.changed(let change)):
                announce(change, since: before, at: now)
            case .music(.orderChanged(let order)):
                tell(Notice("Order: " + order.name, about: .wallOrder), at: now)
            case .music(.asked(let command)):
                effects.append(.player(command))
            case .music(.queued(let album)):
                // Queued, unless nothing played and `e` played it at once; the album playing may be queued again.
                if music.player.queue.count > before.music.player.queue.count {
                    tell(Notice("Queued: " + album.title, about: .playback), at: now)
                }
            case .music(.wakeTo):
                break  // routed to the clock screen, whose `.changed(.wakesTo)` is announced
            case .music(.readTracks(let album)):
                effects.append(.readTracks(album))
            case .music(.resumed(let title, let outcome)):
                announceResume(of: title, outcome, at: now)
            case .notice(let text, let severity):
                // A config mistake, a state file kept aside, a save that failed: the user must read it to fix it.
                let lasting: Notice.Lasting = {
                    switch severity {
                    case .warning, .error: return .untilDismissed
                    case .info, .success: return .seconds(SlideInNotification.defaultDuration)
                    }
                }()
                tell(Notice(text, severity: severity, lasting: lasting), at: now)
            case .wakeAlbumFailed(let album, let reason):
                ringSoundNote = nil
                tell(Notice("Cannot play \(album.title) (\(reason)): ring tone instead", severity: .warning,
                            lasting: .untilDismissed), at: now)
            }
        }
        if let wake = clock.wake, let was = before.clock.wake, wake.volume != was.volume {
            effects.append(.player(.setVolume(wake.volume)))
        }
        announcePlayback(since: before, at: now)
        // MPD's volume first heard as tui-clock starts (it follows MPD at once) is no news.
        let volumeNews = !music.player.playsOnServer || before.music.player.hasHeardServerVolume
        if music.player.volume != before.music.player.volume, clock.wake == nil, volumeNews {
            tell(Notice("Volume \(music.player.volume) %", about: .playback), at: now)
        }
        // The desktop's remote hears of every change, and of nothing else (Equatable compares the arrays' storage first).
        if music.player != before.music.player {
            let status = PlayerStatus(music.player)
            if status != PlayerStatus(before.music.player) { effects.append(.publishPlayerStatus(status)) }
        }
        if before.music.wall.isScanning, !music.wall.isScanning { effects.append(.releaseFreeMemory) }
        // A scan that found nothing wrong takes back what the one before it said about the music folder.
        if before.music.scanMessage != nil, music.scanMessage == nil { tell(.withdraw(.libraryScan), at: now) }
        showScanMessageIfOnWall(at: now)
        warnOnceIfClosingSilencesAlarms(since: before, at: now)
        let saved = savedState
        // The minute's refresh of `lastSeenRunning` alone is not written: it matters only after a crash (every change
        // that could make a start report a missed alarm wrongly is saved with it), and each write wakes the idle
        // background ringer. It goes with the next real change, and with the save on the way out.
        if saved.apartFromLastSeenRunning != savedAlarms.apartFromLastSeenRunning {
            savedAlarms = saved
            effects.append(.saveAlarms(saved))
        }
        // An alarm that wakes to an album needs the library read: from the start, or once one is set so.
        effects += scanLibraryForWakeAlbums()
        // Whatever the message changed (a scroll, a resize, new albums, the screen shown), the covers now on screen
        // are asked for here, once, instead of by the views.
        return effects + requestCoversOnScreen(at: now)
    }

    /// The alarms' own news (ringing, missed, snoozed …) as notices, the bell and sounds; and the ringing's start
    /// and end read from before and after, however it came about (a key, the clock, another process's save).
    private mutating func alarmConsequences(of happened: [Happening], since before: AppModel, at now: Moment) -> [Effect] {
        var effects: [Effect] = []
        var rang = false
        for case .clock(.alarm(let item)) in happened {
            let event = item.event
            let text = AlarmText.message(for: event, now: now.wall, in: calendar, twentyFourHour: clock.display.twentyFourHour)
                .map { AlarmText.naming(item.alarm, in: $0, event: event) }
            switch event {
            case .ring:
                // The alarm takes the screen.
                screen = .clock
                showsHelp = false
                // "Alarm set for … — rings in 3 s" is out of date once it rings.
                tell(.withdraw(.alarmSetting(alarmID: item.alarm.id)), at: now)
                // Alarms due in the same minute ring as one notification, shown once below, naming each of them.
                rang = true
                if !effects.contains(.bell) { effects.append(.bell) }
                // The music would drown the alarm: pause it (Space in the panel resumes).
                if music.player.isPlaying, !effects.contains(.player(.setPaused(true))) {
                    effects += music.player.togglePause(seed: now.shuffleSeed).map(Effect.player)
                }
            case .bell:
                if !effects.contains(.bell) { effects.append(.bell) }
            case .missed, .missedWhileNotRunning, .autoSilenced:
                tell(Notice(text ?? "Missed alarm", severity: .warning, lasting: .untilDismissed), at: now)
            case .snoozed, .dismissed:
                if let text { tell(Notice(text), at: now) }
            }
        }
        // One sound for however many alarms ring (`ringingSound`); their album stops when the last of them stops.
        if before.clock.alarms.isRinging && !clock.alarms.isRinging {
            tell(.withdraw(.ringing), at: now)
            ringSoundNote = nil
            effects += stopWakeSound()
        }
        if rang {
            let sound = startWakeSound(at: now)
            effects += sound.effects
            if let note = sound.note { ringSoundNote = note }
        }
        // The one ringing notice names what rings now and what it plays: rewritten when an alarm joins, one stops
        // (silenced, deleted) or the album gives way to the ring tone, so it never names an alarm that is quiet.
        if clock.alarms.isRinging {
            tell(Notice(ringNoticeText, severity: .warning, about: .ringing, lasting: .untilDismissed, bounce: true,
                        actions: [.snooze, .dismiss], urgent: true), at: now)
        }
        return effects
    }

    /// Which changes to the alarms earn a notice, and which words.
    private mutating func announce(_ change: AlarmChange, since before: AppModel, at now: Moment) {
        switch change {
        case .toggled:
            if clock.alarm.settings.isOn {
                announceAlarmSet(at: now)
            } else if before.clock.alarm.settings.isOn {
                tell(Notice("Alarm off", about: .alarmSetting(alarmID: clock.alarm.settings.id)), at: now)
            }
        case .timeTurned:
            if clock.alarm.settings.isOn { announceAlarmSet(at: now) }
        case .nudged:
            // Nudging an alarm that is on shows on the dial as it happens; one that was off has just switched on.
            if clock.alarm.settings.isOn, before.clock.alarm.settings.id == clock.alarm.settings.id,
               !before.clock.alarm.settings.isOn {
                announceAlarmSet(at: now)
            }
        case .handDropped, .added, .setFromCommandLine:
            announceAlarmSet(at: now)
        case .listFull:
            tell(Notice("At most \(AlarmList.maxCount) alarms", severity: .warning), at: now)
        case .deleted:
            // What was said about the deleted alarm is no longer true; the undo hint is a subject of its own.
            if let gone = clock.deleted?.clock.settings.id {
                tell(.withdraw(.alarmSetting(alarmID: gone)), at: now)
                tell(.withdraw(.wakeSound(alarmID: gone)), at: now)
            }
            tell(Notice("Alarm deleted — u brings it back", about: .deletion), at: now)
        case .restored:
            tell(Notice("Alarm restored", about: .deletion), at: now)
        case .wakesTo(let album):
            let time = AlarmText.time(clock.alarm.settings.time, twentyFourHour: clock.display.twentyFourHour)
            tell(Notice("The \(time) alarm wakes you to \(album.title)", severity: .success,
                        about: .wakeSound(alarmID: clock.alarm.settings.id)), at: now)
        case .snoozeTurned, .switchedOnByHolding, .selected, .daysSet, .labelled, .displayChanged:
            // The dial, the drums and the list show these as they happen; a long press is announced when let go.
            break
        }
    }

    /// Shows "Alarm set for 7:30 AM — rings in 8 h 2 min", replacing an earlier one so repeated changes do not pile up.
    /// It counts to the time set, not to a snooze still pending (that one says "Snoozed until …" in the panel):
    /// moved while snoozed, the alarm said "Alarm set for 11:45 AM — rings in 10 min" at 7:00.
    private mutating func announceAlarmSet(at now: Moment) {
        guard let ring = clock.alarm.nextOccurrence(after: now.wall, in: calendar) else { return }
        tell(Notice(AlarmText.alarmSet(clock.alarm.settings.time, ringsAt: ring, now: now.wall,
                                       twentyFourHour: clock.display.twentyFourHour),
                    severity: .success, about: .alarmSetting(alarmID: clock.alarm.settings.id)), at: now)
    }

    /// A new track, the end of the album, a missing or failed player: what the playback became. "Playing: …" holds
    /// only while that track plays: stopped, paused or another album, it goes (closing the panel leaves it playing).
    private mutating func announcePlayback(since before: AppModel, at now: Moment) {
        let player = music.player, was = before.music.player
        if let album = player.album, was.album?.id == album.id, was.playback != player.playback,
           let notice = PlaybackNotice(before: was.playback, after: player.playback) {
            tell(Notice(notice.text, severity: notice.severity, about: .playback), at: now)
            return
        }
        guard let wasAlbum = was.album, let track = Self.trackPlaying(was.playback) else { return }
        if player.album?.id == wasAlbum.id, Self.trackPlaying(player.playback) == track { return }
        tell(.withdraw(.playback), at: now)
    }

    /// The track that plays, unpaused; nil when nothing does.
    private static func trackPlaying(_ playback: Playback) -> Int? {
        playback.phase == .playing && !playback.isPaused ? playback.currentIndex : nil
    }

    /// The album resumed after a restart was not as it was left: the user hears what plays instead, or why nothing.
    private mutating func announceResume(of title: String, _ outcome: ResumeOutcome, at now: Moment) {
        switch outcome {
        case .asLeft:
            break
        case .trackGone(let playing):
            tell(Notice("\(title): the track it stopped at is gone; playing \(playing) from its start",
                        severity: .warning), at: now)
        case .albumGone:
            tell(Notice("Cannot resume \(title): its files are gone from the music library", severity: .warning,
                        lasting: .untilDismissed), at: now)
        }
    }

    /// The scan's message is about the wall, so it waits until the wall is on screen.
    private mutating func showScanMessageIfOnWall(at now: Moment) {
        guard music.scanMessagePending, screen == .albumWall, let message = music.scanMessage else { return }
        music.scanMessagePending = false
        let severity: NotificationSeverity = music.wall.albums.isEmpty ? .error : .warning
        // About the user's music folder (unreadable files, nothing playable): it stays until read.
        tell(Notice(message, severity: severity, about: .libraryScan, lasting: .untilDismissed), at: now)
    }

    /// Hands a notice to the notification queue.
    mutating func tell(_ notice: Notice, at now: Moment) {
        notifications.update(.show(notice), at: now)
    }

    mutating func tell(_ msg: NotificationMsg, at now: Moment) {
        notifications.update(msg, at: now)
    }
}

extension SavedState {
    /// The state with the alarms' `lastSeenRunning` moved to one instant: what tells a change worth writing. Whether
    /// an alarm has one still counts (the first stamp lets a later start report what it missed; a fresh install's
    /// first start writes the file with it); moving it on does not.
    var apartFromLastSeenRunning: SavedState {
        var state = self
        for i in state.alarms.indices where state.alarms[i].lastSeenRunning != nil {
            state.alarms[i].lastSeenRunning = .distantPast
        }
        return state
    }
}
