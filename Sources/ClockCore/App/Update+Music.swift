/// The app's side of the album wall screen: routing messages to `MusicScreen.update` (the player's reports go to
/// the alarm instead while it wakes the user to an album), and asking for the covers on screen.
extension AppModel {
    /// Hands `msg` to the music screen with what it needs to know; nil for input it does not use. What it asks of
    /// the clock screen (`w`: wake to this album) is routed there at once.
    mutating func updateMusic(_ msg: MusicMsg, at now: Moment) -> [Happening]? {
        let context = MusicContext(now: now, screen: screenSize, reducedMotion: options.reducedMotion)
        guard let happened = music.update(msg, context) else { return nil }
        var all: [Happening] = []
        for item in happened {
            all.append(.music(item))
            if case .wakeTo(let album) = item { all += updateClock(.wakeTo(album, from: options.musicSource), at: now) ?? [] }
        }
        return all
    }

    /// Library and player messages, as the music screen's.
    mutating func handleMusicMessage(_ msg: Msg, at now: Moment, happened: inout [Happening]) -> [Effect] {
        let musicMsg: MusicMsg
        switch msg {
        case .albumsFound(let albums): musicMsg = .albumsFound(albums)
        case .albumsRemoved(let ids): musicMsg = .albumsRemoved(ids)
        case .tracksRead(let id, let tracks): musicMsg = .tracksRead(id: id, tracks: tracks)
        case .libraryScanProgress(let progress): musicMsg = .scanProgress(progress)
        case .libraryScanFinished(_, let message): musicMsg = .scanFinished(message: message)
        case .player(let event):
            // While an alarm wakes the user to an album, the player is the alarm's.
            if clock.wake != nil { return handleWakePlayerEvent(event, at: now, happened: &happened) }
            musicMsg = .player(event)
        case .coversRendered(let rendered): musicMsg = .coversRendered(rendered)
        case .coverRequestsDropped(let keys): musicMsg = .coverRequestsDropped(keys)
        case .started, .input, .tick, .resize, .resumed, .graphicsFound, .tmuxPassthroughChecked, .timeZoneChanged,
             .alarmsChanged, .notice, .remoteControl, .remoteQuit:
            return []
        }
        happened += updateMusic(musicMsg, at: now) ?? []
        if case .albumsFound(let albums) = msg { happened += readTracksOfWakeAlbums(among: albums) }
        return []
    }

    /// An alarm that wakes to an album plays it at once when it rings, so its tracks are read from the index as soon
    /// as the album comes (again, when the library changed it), not when it rings.
    mutating func readTracksOfWakeAlbums(among albums: [Album]) -> [Happening] {
        let wanted = Set(clock.alarms.settings.compactMap { s -> String? in
            if case .album(let id, _) = s.sound { return id } else { return nil }
        })
        guard !wanted.isEmpty else { return [] }
        return albums.filter { wanted.contains($0.id) && $0.needsTracks }
            .flatMap { music.awaitTracks(of: $0, for: nil) }.map(Happening.music)
    }

    /// Asks for the covers on screen that the model has neither got nor asked for already: the album wall's
    /// tiles and the player panel's cover, at the sizes they are drawn and, when the terminal shows pictures, in its
    /// picture format (the views look them up by the same key).
    mutating func requestCoversOnScreen(at now: Moment) -> [Effect] {
        let needed = screen == .albumWall ? music.coversOnScreen(at: now, format: graphics.pictureFormat) : []
        let missing = music.covers.request(needed)
        return missing.isEmpty ? [] : [.renderCovers(missing)]
    }
}

/// The words a playback change earns as a slide-in notification, if any.
struct PlaybackNotice: Equatable {
    var text: String
    var severity: NotificationSeverity

    init?(before: Playback, after: Playback) {
        switch after.phase {
        case .playing:
            // A track reached while paused (`n`, a click) does not play: announced, it read "Playing" over "Paused".
            guard !after.isPaused, let index = after.currentIndex,
                  before.currentIndex != index || before.phase != .playing else {
                return nil
            }
            text = "Playing: " + after.tracks[index].title
            severity = .info
        case .complete where before.phase != .complete && !before.isFailed:
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
