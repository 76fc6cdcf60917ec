/// The album wall screen's part of `update`: keys and mouse on the wall and the player panel,
/// library results, and player events (which also become slide-in notifications).
extension AppModel {
    /// Handles input while the album wall is shown. Returns nil when the input is not the wall's or the panel's,
    /// so global keys (q, Tab, ?) can have it. An open panel takes all input; a closing one lets the wall have it.
    mutating func handleMusicInput(_ event: InputEvent, at now: Moment, happened: inout [Happening]) -> [Effect]? {
        if var panel = music.panel, !panel.isClosing {
            let outcome = panel.handle(event, at: now)
            music.panel = panel
            guard outcome.handled else { return nil }
            if outcome.wakeToAlbum { happened += updateClock(.wakeTo(panel.album), at: now) ?? [] }
            return outcome.commands.map(Effect.player)
        }
        switch music.wall.handle(event, at: now) {
        case .ignored:
            return nil
        case .handled:
            return []
        case .openAlbum(let index, let tile):
            return openAlbum(index, from: tile, at: now)
        case .orderChanged(let order):
            happened.append(.music(.orderChanged(order)))
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
    mutating func handleMusicMessage(_ msg: Msg, at now: Moment, happened: inout [Happening]) -> [Effect] {
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
        case .player(let event):
            // While an alarm wakes the user to an album, the player is the alarm's.
            if clock.wake != nil { return handleWakePlayerEvent(event, at: now, happened: &happened) }
            if var panel = music.panel, !panel.isClosing {
                panel.apply(event)
                music.panel = panel
            }
        case .coversRendered(let rendered):
            music.covers.store(rendered)
        case .coverRequestsDropped(let keys):
            music.covers.forget(keys)
        case .started, .input, .tick, .resize, .resumed, .graphicsFound, .tmuxPassthroughChecked, .timeZoneChanged,
             .alarmsChanged, .notice:
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
    mutating func tickMusic(at now: Moment) {
        music.wall.tick(at: now)
        if let panel = music.panel, panel.isGone(at: now) { music.panel = nil }
    }
}

/// What the album wall screen did that the app tells the user about.
public enum MusicHappening: Sendable, Equatable {
    /// `o` dealt the wall in another order.
    case orderChanged(AlbumOrder)
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
