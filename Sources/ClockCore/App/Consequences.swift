/// The consequences pass: after a message was routed, this is the one place that decides what the user is told and
/// what the world must do about it. It compares the model before and after (the saved alarms, whether anything
/// rings, the wake-up volume, the player's state, the covers on screen) and reads what the screens said happened.
extension AppModel {
    mutating func consequences(of happened: [Happening], since before: AppModel, at now: Moment) -> [Effect] {
        var effects = alarmConsequences(of: happened, since: before, at: now)
        for item in happened {
            switch item {
            case .clock(.alarm):
                break  // above, with the ringing they start and stop
            case .clock(.changed(let change)):
                announce(change, since: before, at: now)
            case .music(.orderChanged(let order)):
                notifications.show("Order: " + order.name, about: .wallOrder, severity: .info, at: now.uptime)
            case .music(.asked(let command)):
                effects.append(.player(command))
            case .music(.queued(let album)):
                if music.player.album != album {
                    notifications.show("Queued: " + album.title, about: .playback, from: .top, severity: .info,
                                       at: now.uptime)
                }
            case .music(.wakeTo):
                break  // routed to the clock screen, whose `.changed(.wakesTo)` is announced
            case .notice(let text, let severity):
                notifications.show(text, severity: severity, at: now.uptime)
            case .wakeAlbumFailed(let album, let reason):
                notifications.show("Cannot play \(album.title) (\(reason)): ring tone instead", from: .top, for: 0,
                                   severity: .warning, at: now.uptime)
            }
        }
        if let wake = clock.wake, let was = before.clock.wake, wake.volume != was.volume {
            effects.append(.player(.setVolume(wake.volume)))
        }
        announcePlayback(since: before, at: now)
        if music.player.volume != before.music.player.volume, clock.wake == nil {
            notifications.show("Volume \(music.player.volume) %", about: .playback, from: .top, severity: .info,
                               at: now.uptime)
        }
        showScanMessageIfOnWall(at: now)
        let saved = savedState
        if saved != savedAlarms {
            savedAlarms = saved
            effects.append(.saveAlarms(saved))
            effects += scanLibraryForWakeAlbums()
        }
        // Whatever the message changed (a scroll, a resize, new albums, the screen shown), the covers now on screen
        // are asked for here, once, instead of by the views.
        return effects + requestCoversOnScreen(at: now)
    }

    /// The alarms' own news (ringing, missed, snoozed …) as notices, the bell and sounds; and the ringing's start
    /// and end read from before and after, however it came about (a key, the clock, another process's save).
    private mutating func alarmConsequences(of happened: [Happening], since before: AppModel, at now: Moment) -> [Effect] {
        var effects: [Effect] = []
        var ringText: String?
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
                notifications.dismiss(about: .alarmSetting, at: now.uptime)
                // Alarms due in the same minute ring as one notification, shown once below, naming each of them.
                if ringText == nil { ringText = text ?? "Wake up!" }
                if !effects.contains(.bell) { effects.append(.bell) }
                // The music would drown the alarm: pause it (Space in the panel resumes).
                if music.player.isPlaying, !effects.contains(.player(.setPaused(true))) {
                    effects += music.player.togglePause(seed: now.shuffleSeed).map(Effect.player)
                }
            case .bell:
                if !effects.contains(.bell) { effects.append(.bell) }
            case .missed, .missedWhileNotRunning:
                notifications.show(text ?? "Missed alarm", from: .top, for: 0, severity: .warning, at: now.uptime)
            case .autoSilenced, .snoozed, .dismissed:
                if let text {
                    let lasting: Double = { if case .autoSilenced = event { return 0 } else { return 5 } }()
                    notifications.show(text, from: .top, for: lasting, severity: lasting == 0 ? .warning : .info,
                                       at: now.uptime)
                }
            }
        }
        // One ring sound for however many alarms ring; it stops when the last of them stops.
        if before.clock.alarms.isRinging && !clock.alarms.isRinging {
            notifications.dismiss(about: .ringing, at: now.uptime)
            effects += [.ringSound(false)] + stopWakeSound()
        }
        if var ringText {
            let names = AlarmText.ringing(clock.alarms.ringing, twentyFourHour: clock.display.twentyFourHour)
            if let names { ringText += " — \(names)" }
            let sound = startWakeSound(at: now)
            effects += sound.effects
            if let note = sound.note { ringText += " (\(note))" }
            notifications.show(ringText, about: .ringing, from: .top, for: 0, bounce: true, severity: .warning,
                               actions: [.snooze, .dismiss], urgent: true, at: now.uptime)
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
                notifications.show("Alarm off", about: .alarmSetting, from: .top, severity: .info, at: now.uptime)
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
            notifications.show("At most \(AlarmList.maxCount) alarms", severity: .warning, at: now.uptime)
        case .deleted:
            notifications.show("Alarm deleted — u brings it back", about: .alarmSetting, from: .top, severity: .info,
                               at: now.uptime)
        case .restored:
            notifications.show("Alarm restored", about: .alarmSetting, from: .top, severity: .info, at: now.uptime)
        case .wakesTo(let album):
            let time = AlarmText.time(clock.alarm.settings.time, twentyFourHour: clock.display.twentyFourHour)
            notifications.show("The \(time) alarm wakes you to \(album.title)", from: .top, severity: .success,
                               at: now.uptime)
        case .snoozeTurned, .switchedOnByHolding, .selected, .daysSet, .labelled, .displayChanged:
            // The dial, the drums and the list show these as they happen; a long press is announced when let go.
            break
        }
    }

    /// Shows "Alarm set for 7:30 AM — rings in 8 h 2 min", replacing an earlier one so repeated changes do not pile up.
    private mutating func announceAlarmSet(at now: Moment) {
        guard let ring = clock.alarm.nextRing(after: now.wall, in: calendar) else { return }
        notifications.show(AlarmText.alarmSet(clock.alarm.settings.time, ringsAt: ring, now: now.wall,
                                              twentyFourHour: clock.display.twentyFourHour),
                           about: .alarmSetting, from: .top, severity: .success, at: now.uptime)
    }

    /// A new track, the end of the album, a missing or failed player: what the playback became.
    private mutating func announcePlayback(since before: AppModel, at now: Moment) {
        let player = music.player, was = before.music.player
        guard let album = player.album, was.album?.id == album.id, was.playback != player.playback,
              let notice = PlaybackNotice(before: was.playback, after: player.playback) else { return }
        notifications.show(notice.text, about: .playback, from: .top, severity: notice.severity, at: now.uptime)
    }

    /// The scan's message is about the wall, so it waits until the wall is on screen.
    private mutating func showScanMessageIfOnWall(at now: Moment) {
        guard music.scanMessagePending, screen == .albumWall, let message = music.scanMessage else { return }
        music.scanMessagePending = false
        let severity: NotificationSeverity = music.wall.albums.isEmpty ? .error : .warning
        notifications.show(message, from: .top, severity: severity, at: now.uptime)
    }
}
