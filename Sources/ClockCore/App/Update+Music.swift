/// The album wall screen's part of `update`: keys and mouse on the wall and the player panel,
/// library results, and player events (which also become slide-in notifications).
extension AppModel {
    /// Handles input while the album wall is shown. Returns nil when the input is not the wall's or the panel's,
    /// so global keys (q, Tab, ?) can have it. An open panel takes all input; a closing one lets the wall have it.
    mutating func handleMusicInput(_ event: InputEvent, at now: Moment) -> [Effect]? {
        if var panel = music.panel, !panel.isClosing {
            let outcome = panel.handle(event, at: now)
            music.panel = panel
            guard outcome.handled else { return nil }
            return outcome.commands.map(Effect.player) + (outcome.wakeToAlbum ? wakeToOpenAlbum(at: now) : [])
        }
        switch music.wall.handle(event, at: now) {
        case .ignored:
            return nil
        case .handled:
            return []
        case .openAlbum(let index, let tile):
            return openAlbum(index, from: tile, at: now)
        case .orderChanged(let order):
            if let old = music.orderNotice { notifications.dismiss(old, at: now.uptime) }
            music.orderNotice = notifications.show("Order: " + order.name, from: .top, severity: .info, at: now.uptime)
            return []
        }
    }

    /// Opens the player panel for album `index`, growing from `tile`, and starts playing it.
    mutating func openAlbum(_ index: Int, from tile: Rect, at now: Moment) -> [Effect] {
        guard music.wall.albums.indices.contains(index) else { return [] }
        var effects: [Effect] = []
        if var old = music.panel {
            effects += old.close(at: now).map(Effect.player)
        }
        let (panel, commands) = PlayerPanel.open(music.wall.albums[index], from: tile, screen: screenSize, at: now,
                                                 reducedMotion: options.reducedMotion)
        music.panel = panel
        return effects + commands.map(Effect.player)
    }

    /// Library and player messages.
    mutating func handleMusicMessage(_ msg: Msg, at now: Moment) -> [Effect] {
        switch msg {
        case .albumsFound(let albums):
            music.addAlbums(albums)
        case .albumsRemoved(let ids):
            music.removeAlbums(ids)
        case .libraryScanProgress(let progress):
            music.scanProgress = progress
        case .libraryScanFinished(_, let message):
            music.wall.isScanning = false
            music.scanProgress = nil
            music.scanMessage = message
            music.scanMessagePending = message != nil
            showScanMessageIfOnWall(at: now)
        case .player(let event):
            // While an alarm wakes the user to an album, the player is the alarm's.
            if clock.wake != nil { return handleWakePlayerEvent(event, at: now) }
            applyPlayerEvent(event, at: now)
        case .coversRendered(let rendered):
            music.covers.store(rendered)
        case .coverRequestsDropped(let keys):
            music.covers.forget(keys)
        default:
            break
        }
        return []
    }

    /// Asks for the covers on screen that the model has neither got nor asked for already: the album wall's
    /// tiles and the player panel's cover, at the sizes they are drawn and, when the terminal shows pictures, in its
    /// picture format (the views look them up by the same key).
    mutating func requestCoversOnScreen(at now: Moment) -> [Effect] {
        let needed = screen == .albumWall ? music.coversOnScreen(at: now, format: graphics.pictureFormat) : []
        let missing = music.covers.request(needed)
        return missing.isEmpty ? [] : [.renderCovers(missing)]
    }

    /// Advances the wall's and the panel's animations and drops a panel that has shrunk away.
    mutating func tickMusic(at now: Moment) -> [Effect] {
        music.wall.tick(at: now)
        if let panel = music.panel, panel.isGone(at: now) { music.panel = nil }
        showScanMessageIfOnWall(at: now)
        return []
    }

    /// The scan's message is about the wall, so it waits until the wall is on screen.
    private mutating func showScanMessageIfOnWall(at now: Moment) {
        guard music.scanMessagePending, screen == .albumWall, let message = music.scanMessage else { return }
        music.scanMessagePending = false
        let severity: NotificationSeverity = music.wall.albums.isEmpty ? .error : .warning
        notifications.show(message, from: .top, severity: severity, at: now.uptime)
    }

    /// Hands a player report to the open panel, and tells the user about changes worth a notification:
    /// a new track, the end of the album, a missing or failed player.
    private mutating func applyPlayerEvent(_ event: PlayerEvent, at now: Moment) {
        guard var panel = music.panel, !panel.isClosing else { return }
        let before = panel.playback
        panel.apply(event)
        music.panel = panel
        let after = panel.playback
        if let notice = PlaybackNotice(before: before, after: after) {
            if let old = music.playbackNotice { notifications.dismiss(old, at: now.uptime) }
            music.playbackNotice = notifications.show(notice.text, from: .top, severity: notice.severity,
                                                      at: now.uptime)
        }
    }
}

/// The words a playback change earns as a slide-in notification, if any.
struct PlaybackNotice: Equatable {
    var text: String
    var severity: NotificationSeverity

    init?(before: Playback, after: Playback) {
        switch after.phase {
        case .playing:
            guard let index = after.currentIndex, before.currentIndex != index || before.phase != .playing else {
                return nil
            }
            text = "Playing: " + after.tracks[index].title
            severity = .info
        case .complete where before.phase != .complete:
            text = after.statusText ?? "Playback complete"
            severity = after.playedNothing ? .warning : .success
        case .unavailable(let hint) where before.phase != after.phase:
            text = hint
            severity = .warning
        case .failed(let reason) where before.phase != after.phase:
            text = "The player stopped: " + reason
            severity = .error
        default:
            return nil
        }
    }
}
