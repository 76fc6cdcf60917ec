/// Applies one message to the model and returns the effects the run loop must perform.
/// Input goes first to the notifications (a click on one dismisses it), then to the screen on show,
/// and what neither uses falls through to the global keys (q, Tab, ?).
public func update(_ model: inout AppModel, _ msg: Msg, at now: Moment) -> [Effect] {
    let effects = respond(&model, msg, at: now)
    // Whatever the message changed (a scroll, a resize, new albums, the screen shown), the covers now on screen
    // are asked for here, once, instead of by the views.
    return effects + model.requestCoversOnScreen(at: now)
}

private func respond(_ model: inout AppModel, _ msg: Msg, at now: Moment) -> [Effect] {
    model.now = now
    switch msg {
    case .started(let startUp):
        return model.start(startUp, at: now)
    case .tick:
        return model.tick(at: now)
    case .resize(let size):
        model.screenSize = size
        model.notifications.resize(to: size, at: now.uptime)
        model.music.resize(to: size)
        return [.fullRedraw]
    case .resumed:
        return [.fullRedraw]
    case .input(.reply):
        // Terminal answers (OSC colour replies and the like) are read but not used yet.
        return []
    case .input(let event):
        return model.handle(event, at: now)
    case .albumsFound, .albumsRemoved, .libraryScanProgress, .libraryScanFinished, .player, .coversRendered,
         .coverRequestsDropped:
        return model.handleMusicMessage(msg, at: now)
    case .timeZoneChanged(let zone):
        model.calendar.zone = zone
        return []
    case .alarmsChanged(let saved):
        return model.adoptSavedAlarms(saved, at: now)
    case .notice(let text, let severity):
        model.notifications.show(text, severity: severity, at: now.uptime)
        return []
    }
}

extension AppModel {
    mutating func tick(at now: Moment) -> [Effect] {
        var effects = tickClock(at: now)
        effects += tickMusic(at: now)
        notifications.tick(at: now.uptime)
        return effects
    }

    mutating func handle(_ event: InputEvent, at now: Moment) -> [Effect] {
        if case .key(let key) = event {
            switch key.key {
            case .ctrl("c"): return [.quit]
            case .ctrl("z"): return [.suspend]
            case .ctrl("l"): return [.fullRedraw]
            default: break
            }
        }
        if showsHelp {
            // Any key or click closes the help; q still quits.
            if case .key(let key) = event {
                showsHelp = false
                return key.key == .char("q") ? [.quit] : []
            }
            if case .mouse(let m) = event, m.action == .press { showsHelp = false }
            return []
        }
        if case .mouse(let m) = event, m.action == .press, m.button == .left,
           let hit = notifications.click(at: m.position, screen: screenSize, at: now.uptime) {
            return notificationClicked(hit, at: now)
        }
        let used: [Effect]?
        switch screen {
        case .clock: used = handleClockInput(event, at: now)
        case .albumWall: used = handleMusicInput(event, at: now)
        }
        if let used { return used }
        guard case .key(let key) = event else { return [] }
        switch key.key {
        case .char("q"): return [.quit]
        case .char("?"): showsHelp = true
        case .tab:
            let all = Screen.allCases
            screen = all[(all.firstIndex(of: screen)! + 1) % all.count]
            if screen == .albumWall, !music.scanRequested {
                music.scanRequested = true
                return [.scanLibrary]
            }
        default: break
        }
        return []
    }
}
