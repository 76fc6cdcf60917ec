/// The album wall screen's `update`: keys and mouse on the wall and the player panel, the library's results and the
/// player's reports. It changes only the screen and says what happened; player commands and notices are the app's
/// consequences.
extension MusicScreen {
    /// Applies `msg`; returns what happened, or nil for input neither the wall nor the panel uses (the app's keys
    /// may have it). An open panel takes all input; a closing one lets the wall have it.
    public mutating func update(_ msg: MusicMsg, _ context: MusicContext) -> [MusicHappening]? {
        let now = context.now
        switch msg {
        case .key(let key): return handle(.key(key), context)
        case .mouse(let mouse): return handle(.mouse(mouse), context)
        case .paste(let text): return handle(.paste(text), context)
        case .tick:
            wall.tick(at: now)
            player.moveOn(at: now)
            if let panel, panel.isGone(at: now) { self.panel = nil }
        case .resize(let size):
            resize(to: size)
        case .albumsFound(let albums):
            addAlbums(albums)
        case .albumsRemoved(let ids):
            removeAlbums(ids)
        case .tracksRead(let id, let tracks):
            return tracksRead(tracks, forAlbum: id, at: now)
        case .scanProgress(let progress):
            scanProgress = progress
        case .scanFinished(let message):
            wall.isScanning = false
            scanProgress = nil
            scanMessage = message
            scanMessagePending = message != nil
        case .player(let event):
            let asked = player.apply(event, seed: now.shuffleSeed, at: now.uptime)
            // The queue moved on: the panel shows the album that plays now.
            if let album = player.album { panel?.show(album) }
            return asked.map(MusicHappening.asked)
        case .control(let key):
            if let reading = resumeAfterReading(for: key, at: now) { return reading }
            return player.perform(key, at: now).map(MusicHappening.asked)
        case .openPlaying:
            guard let album = player.album ?? player.resumePoint?.album else { return [] }
            let centre = Rect(x: context.screen.width / 2, y: context.screen.height / 2, width: 1, height: 1)
            panel = PlayerPanel.open(album, from: centre, screen: context.screen, at: now,
                                     reducedMotion: context.reducedMotion)
            if album.needsTracks { return awaitTracks(of: album, for: nil) }
        case .coversRendered(let rendered):
            covers.store(rendered)
        case .coverRequestsDropped(let keys):
            covers.forget(keys)
        }
        return []
    }

    private mutating func handle(_ event: InputEvent, _ context: MusicContext) -> [MusicHappening]? {
        let now = context.now
        if var panel, !panel.isClosing {
            let outcome = panel.handle(event, playback: player.playback, at: now)
            self.panel = panel
            guard outcome.handled else { return nil }
            guard let request = outcome.request else { return [] }
            return perform(request, from: panel, at: now)
        }
        switch wall.handle(event, at: now) {
        case .ignored:
            return nil
        case .handled:
            return readTracksOfFocusedMatch()
        case .openAlbum(let index, let tile):
            return openAlbum(index, from: tile, context)
        case .orderChanged(let order):
            return [.orderChanged(order)]
        case .enqueue(let index):
            guard wall.albums.indices.contains(index) else { return [] }
            let album = wall.albums[index]
            if album.needsTracks { return awaitTracks(of: album, for: .queue) }
            return player.enqueue(album, seed: now.shuffleSeed).map(MusicHappening.asked) + [.queued(album)]
        }
    }

    /// What the panel asked of the player (or of the alarm).
    private mutating func perform(_ request: PanelRequest, from panel: PlayerPanel, at now: Moment) -> [MusicHappening] {
        let commands: [PlayerCommand]
        switch request {
        case .playPause:
            if let reading = resumeAfterReading(for: .playPause, at: now) { return reading }
            commands = player.togglePause(seed: now.shuffleSeed)
        case .nextTrack: commands = player.next(seed: now.shuffleSeed)
        case .previousTrack: commands = player.previous()
        case .playTrack(let index):
            // The panel shows an album that is no longer loaded (stopped): it starts again at that track.
            guard player.album == panel.album else { commands = player.play(panel.album, track: index, seed: now.shuffleSeed); break }
            commands = player.play(index: index)
        case .seek(let fraction): commands = player.seek(toFraction: fraction)
        case .toggleShuffle: commands = player.toggleShuffle(seed: now.shuffleSeed)
        case .cycleRepeat: commands = player.cycleRepeat()
        case .unqueueLast:
            commands = player.unqueue(player.queue.count - 1)
        case .wakeToAlbum:
            // The panel may show a part of the album (the songs of it in MPD's queue): the alarm wakes to all of it.
            return [.wakeTo(wall.albums.first { $0.id == panel.album.id } ?? panel.album)]
        }
        return commands.map(MusicHappening.asked)
    }

    /// Opens the player panel for album `index`, growing from `tile`, and starts playing it: from the track the
    /// search found in it, else from the first.
    mutating func openAlbum(_ index: Int, from tile: Rect, _ context: MusicContext) -> [MusicHappening] {
        guard wall.albums.indices.contains(index) else { return [] }
        let album = wall.albums[index]
        panel = PlayerPanel.open(album, from: tile, screen: context.screen, at: context.now,
                                 reducedMotion: context.reducedMotion)
        let track = wall.search?.matchedTracks[index] ?? 0
        if album.needsTracks { return awaitTracks(of: album, for: .play(track: track)) }
        return player.play(album, track: track, seed: context.now.shuffleSeed).map(MusicHappening.asked)
    }
}
