/// Applies one message to the model and returns the effects the run loop must perform. `respond` routes the
/// message to the part it is for; then one consequences pass (`AppModel.consequences`) compares the model before
/// and after and derives every save, notice, sound, player command and cover request.
public func update(_ model: inout AppModel, _ msg: Msg, at now: Moment) -> [Effect] {
    let before = model
    var happened: [Happening] = []
    let effects = respond(&model, msg, at: now, happened: &happened)
    let timerRows = min(model.timers.list.underWay.count, TimerList.rowsOnTheClock)
    if model.clock.timerRows != timerRows { model.clock.timerRows = timerRows }
    return effects + model.consequences(of: happened, since: before, at: now)
}

/// Something a part of the model did that may have consequences beyond it, in that part's words.
public enum Happening: Sendable, Equatable {
    case clock(ClockHappening)
    case music(MusicHappening)
    case timer(TimerHappening)
    /// Something to tell the user as it is (a start-up notice, a save that failed); warnings and errors, about the
    /// user's files, stay until dismissed.
    case notice(String, NotificationSeverity)
    /// The album an alarm wakes to cannot play; the ring tone took over.
    case wakeAlbumFailed(Album, reason: String)
}

/// Routes `msg`. Input goes first to the notifications (a click on one dismisses it), then to the screen on show,
/// and what neither uses falls through to the app's keys (q, Tab, ?).
func respond(_ model: inout AppModel, _ msg: Msg, at now: Moment, happened: inout [Happening]) -> [Effect] {
    model.now = now
    switch msg {
    case .started(let startUp):
        model.startClosedClockWarning(backgroundRinger: startUp.backgroundRinger)
        happened += model.updateClock(.started(alarm: startUp.alarm), at: now) ?? []
        happened += model.updateTimers(.started, at: now) ?? []
        happened += startUp.notices.map { .notice($0, .warning) }
        return model.startGraphics(startUp.graphics, at: now) + model.backgroundQuestion + model.remoteForResuming
    case .tick:
        happened += model.updateClock(.tick, at: now) ?? []
        happened += model.updateMusic(.tick, at: now) ?? []
        happened += model.updateTimers(.tick, at: now) ?? []
        model.notifications.update(.tick, at: now)
        return model.tickGraphics(at: now)
    case .resize(let size):
        model.screenSize = size
        model.notifications.update(.resize(size), at: now)
        happened += model.updateMusic(.resize(size), at: now) ?? []
        // A pane that changed size may have moved too (a split beside it): tmux is asked where it is now.
        return [.fullRedraw] + (model.graphics.tmuxPassthrough ? [.checkTmuxPassthrough] : [])
    case .resumed:
        return [.fullRedraw] + model.backgroundQuestion
    case .input(.reply(let reply)) where reply.kind != .operatingSystemCommand:
        return model.takeGraphicsReply(reply, at: now)
    case .input(.reply(let reply)):
        // The answer to the OSC 11 query sent at start picks the theme, unless `--theme` named one.
        guard model.options.asksForBackground, let background = TerminalBackground(osc11Reply: reply.text),
              background != model.background else { return [] }
        // The next frame differs in style only; the diff redraws exactly the cells whose colours change.
        model.background = background
        return []
    case .input(let event):
        return model.handle(event, at: now, happened: &happened)
    case .albumsFound, .albumsRemoved, .tracksRead, .libraryScanProgress, .libraryScanFinished, .player,
         .coversRendered, .coverRequestsDropped:
        return model.handleMusicMessage(msg, at: now, happened: &happened)
    case .graphicsFound(let graphics):
        model.graphics = graphics
        return []
    case .tmuxPassthroughChecked(let allowed, let paneOrigin):
        return model.tmuxPassthroughChecked(allowed, paneOrigin: paneOrigin, at: now)
    case .timeZoneChanged(let zone):
        model.calendar.zone = zone
        return []
    case .alarmsChanged(let saved):
        happened += model.updateClock(.adopt(saved), at: now) ?? []
        happened += model.updateTimers(.adopt(saved.timers.shifted(by: model.options.clockShift)), at: now) ?? []
        // Another clock may have told the user meanwhile (or a ringer's start forgot it).
        model.closedClockWarningTold = saved.closedClockWarningTold
        // What the file holds now needs no save of its own.
        model.savedAlarms = model.savedState
        return []
    case .notice(let text, let severity):
        happened.append(.notice(text, severity))
        return []
    case .remoteControl(let key):
        // As the key would, on whichever screen (so nothing while an album wakes the user, below).
        guard model.clock.wake == nil else { return [] }
        happened += model.updateMusic(.control(key), at: now) ?? []
        return []
    case .remoteQuit:
        return [.quit]
    }
}

extension AppModel {
    /// Hands `msg` to the clock screen with what it needs to know; nil for input it does not use.
    mutating func updateClock(_ msg: ClockMsg, at now: Moment) -> [Happening]? {
        // The layout as it is before the message, from what it is worked out of (a copy of the whole model, twice a
        // second for the idle tick that needs no layout, cost more than the tick).
        let (before, size, glyphs, nowPlaying) = (clock, screenSize, options.faceGlyphs, music.player.isLoaded)
        let context = ClockContext(now: now, calendar: calendar, makeLayout: {
            before.layout(size: size, glyphs: glyphs, nowPlaying: nowPlaying)
        })
        return clock.update(msg, context)?.map(Happening.clock)
    }

    /// Hands `msg` to the timer screen; nil for input it does not use.
    mutating func updateTimers(_ msg: TimerMsg, at now: Moment) -> [Happening]? {
        timers.update(msg, at: now, size: screenSize)?.map(Happening.timer)
    }

    /// Whether `event` goes into text the shown screen is editing: a label or the days (every key: Enter keeps
    /// them), or the wall's search line (characters: its Enter opens the match, which a done timer's Enter answers
    /// first).
    private func typesText(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return false }
        switch screen {
        case .clock: return clock.labelDraft != nil || clock.dayDraft != nil
        case .timers: return timers.labelDraft != nil
        case .albumWall:
            guard case .char = key.key else { return false }
            return music.wall.search != nil
        }
    }

    mutating func handle(_ event: InputEvent, at now: Moment, happened: inout [Happening]) -> [Effect] {
        if case .key(let key) = event, let action = KeyBindings.always.action(for: key) {
            switch action {
            case .quit: return [.quit]
            case .suspend: return [.suspend]
            case .redraw: return [.fullRedraw]
            }
        }
        if showsHelp { return handleHelpInput(event) }
        if case .mouse(let m) = event, m.action == .press, m.button == .left,
           case .clicked(let hit) = notifications.update(.click(m.position), at: now) {
            if hit.id == notifications.latest(about: .timerRinging), timers.list.isRinging {
                // Restart counts the timers down again; Dismiss, or the notice itself, stops them.
                happened += updateTimers(hit.action == .restart ? .restartRinging : .dismissRinging, at: now) ?? []
                return []
            }
            // Its Snooze button snoozes; Dismiss, or the notice itself, dismisses.
            guard hit.id == notifications.latest(about: .ringing), clock.alarms.isRinging else { return [] }
            happened += updateClock(hit.action == .snooze ? .snoozeRinging : .dismissRinging, at: now) ?? []
            return []
        }
        // A timer that is done answers Enter and r on every screen; a ringing alarm's keys come first, and so does
        // text being typed (the r of "tarragon" in a label restarted the timer and was lost).
        if timers.list.isRinging, !clock.alarms.isRinging, !typesText(event), case .key(let key) = event,
           let action = ClockScreen.ringingKeys.action(for: key) {
            switch action {
            case .restart:
                happened += updateTimers(.restartRinging, at: now) ?? []
                return []
            case .dismiss:
                happened += updateTimers(.dismissRinging, at: now) ?? []
                return []
            case .snooze:
                break  // an alarm's: s is the screen's own key (the stopwatch on the timer screen)
            }
        }
        switch screen {
        case .clock:
            if case .mouse(let m) = event, m.action == .press, m.button == .left, let line = clockLayout.nowPlaying,
               line.contains(m.position) {
                // The now-playing line opens the player on the wall.
                screen = .albumWall
                happened += updateMusic(.openPlaying, at: now) ?? []
                return scanLibraryOnFirstVisit()
            }
            let clockInput: ClockMsg?
            switch event {
            case .key(let key): clockInput = .key(key)
            case .mouse(let mouse): clockInput = .mouse(mouse)
            case .paste(let text):
                // Only the label being typed takes a paste; elsewhere on the clock a paste means nothing.
                if let draft = clock.labelDraft { clock.labelDraft = LabelTyping.pasted(text, on: draft) }
                clockInput = nil
            case .reply: clockInput = nil
            }
            if let clockInput, let used = updateClock(clockInput, at: now) {
                happened += used
                return []
            }
        case .albumWall:
            let musicInput: MusicMsg?
            switch event {
            case .key(let key): musicInput = .key(key)
            case .mouse(let mouse): musicInput = .mouse(mouse)
            case .paste(let text): musicInput = .paste(text)
            case .reply: musicInput = nil
            }
            if let musicInput, let used = updateMusic(musicInput, at: now) {
                happened += used
                return []
            }
        case .timers:
            let timerInput: TimerMsg?
            switch event {
            case .key(let key): timerInput = .key(key)
            case .mouse(let mouse): timerInput = .mouse(mouse)
            case .paste(let text):
                if let draft = timers.labelDraft { timers.labelDraft = LabelTyping.pasted(text, on: draft) }
                timerInput = nil
            case .reply: timerInput = nil
            }
            if let timerInput, let used = updateTimers(timerInput, at: now) {
                happened += used
                return []
            }
        }
        guard case .key(let key) = event else { return [] }
        if let control = MusicPlayer.keys.action(for: key) {
            // While an album wakes the user the player is the alarm's (Snooze, Dismiss): its reports go to the alarm,
            // so the music resumed over it stood at "Starting" for good, after the ring too.
            if clock.wake == nil { happened += updateMusic(.control(control), at: now) ?? [] }
            return []
        }
        guard let action = KeyBindings.anywhere.action(for: key) else { return [] }
        switch action {
        case .quit: return [.quit]
        case .showHelp:
            showsHelp = true
            helpScroll = 0
        case .nextScreen:
            // Tab switches between the clock and the wall (SPEC §7), so Tab twice is back where it began; from the
            // timers, which `T` shows, it goes to the clock, so Tab never strands the user there.
            switch screen {
            case .clock: screen = .albumWall
            case .albumWall, .timers: screen = .clock
            }
            return scanLibraryOnFirstVisit()
        case .showTimers:
            screen = screen == .timers ? .clock : .timers
        }
        return []
    }

    /// The library is read the first time the wall is shown.
    private mutating func scanLibraryOnFirstVisit() -> [Effect] {
        guard screen == .albumWall, !music.scanRequested else { return [] }
        music.scanRequested = true
        return [.scanLibrary]
    }

    /// The help scrolls with its keys and the wheel; any other key or a click closes it, and q still quits.
    private mutating func handleHelpInput(_ event: InputEvent) -> [Effect] {
        let page = helpPage
        switch event {
        case .key(let key):
            switch KeyBindings.helpKeys.action(for: key) {
            case .scroll(let lines): helpScroll = page.clamped(helpScroll + lines)
            case .scrollPage(let pages): helpScroll = page.clamped(helpScroll + pages * max(1, page.visibleLines - 1))
            case nil:
                showsHelp = false
                return KeyBindings.anywhere.action(for: key) == .quit ? [.quit] : []
            }
        case .mouse(let m):
            switch m.action {
            case .wheelUp: helpScroll = page.clamped(helpScroll - Self.helpWheelLines)
            case .wheelDown: helpScroll = page.clamped(helpScroll + Self.helpWheelLines)
            case .press: showsHelp = false
            case .drag, .release, .move, .wheelLeft, .wheelRight: break
            }
        case .paste, .reply:
            break
        }
        return []
    }

    /// Lines one wheel notch scrolls the help, as most terminals' pagers do.
    static let helpWheelLines = 3
}
