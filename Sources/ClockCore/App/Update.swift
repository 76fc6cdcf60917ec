/// Applies one message to the model and returns the effects the run loop must perform.
/// Input goes first to the notifications (a click on one dismisses it), then to the screen on show,
/// and what neither uses falls through to the global keys (q, Tab, ?).
public func update(_ model: inout AppModel, _ msg: Msg, at now: Moment) -> [Effect] {
    let effects = respond(&model, msg, at: now)
    // Whatever the message changed (a scroll, a resize, new albums, the screen shown), the covers now on screen
    // are asked for here, once, instead of by the views.
    return effects + model.requestCoversOnScreen(at: now)
}

func respond(_ model: inout AppModel, _ msg: Msg, at now: Moment) -> [Effect] {
    model.now = now
    switch msg {
    case .started(let startUp):
        return model.start(startUp, at: now) + model.startGraphics(startUp.graphics, at: now) + model.backgroundQuestion
    case .tick:
        return model.tick(at: now)
    case .resize(let size):
        model.screenSize = size
        model.notifications.resize(to: size, at: now.uptime)
        model.music.resize(to: size)
        return [.fullRedraw]
    case .resumed:
        return [.fullRedraw] + model.backgroundQuestion
    case .input(.reply(let reply)) where reply.kind != .operatingSystemCommand:
        return model.takeGraphicsReply(reply, at: now)
    case .input(.reply(let reply)):
        // The answer to the OSC 11 query sent at start picks the theme, unless `--theme` named one.
        guard model.options.asksForBackground, reply.kind == .operatingSystemCommand,
              let background = TerminalBackground(osc11Reply: reply.text), background != model.background else { return [] }
        // The next frame differs in style only; the diff redraws exactly the cells whose colours change.
        model.background = background
        return []
    case .input(let event):
        return model.handle(event, at: now)
    case .albumsFound, .albumsRemoved, .libraryScanProgress, .libraryScanFinished, .player, .coversRendered,
         .coverRequestsDropped:
        return model.handleMusicMessage(msg, at: now)
    case .graphicsFound(let graphics):
        model.graphics = graphics
        return []
    case .tmuxPassthroughChecked(let allowed):
        return model.tmuxPassthroughChecked(allowed, at: now)
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
        effects += tickGraphics(at: now)
        notifications.tick(at: now.uptime)
        return effects
    }

    mutating func handle(_ event: InputEvent, at now: Moment) -> [Effect] {
        if case .key(let key) = event, let action = KeyBindings.always.action(for: key) {
            switch action {
            case .quit: return [.quit]
            case .suspend: return [.suspend]
            case .redraw: return [.fullRedraw]
            }
        }
        if showsHelp { return handleHelpInput(event) }
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
        guard case .key(let key) = event, let action = KeyBindings.anywhere.action(for: key) else { return [] }
        switch action {
        case .quit: return [.quit]
        case .showHelp:
            showsHelp = true
            helpScroll = 0
        case .nextScreen:
            let all = Screen.allCases
            screen = all[(all.firstIndex(of: screen)! + 1) % all.count]
            if screen == .albumWall, !music.scanRequested {
                music.scanRequested = true
                return [.scanLibrary]
            }
        }
        return []
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
