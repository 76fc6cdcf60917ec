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
            if let panel, panel.isGone(at: now) { self.panel = nil }
        case .resize(let size):
            resize(to: size)
        case .albumsFound(let albums):
            addAlbums(albums)
        case .albumsRemoved(let ids):
            removeAlbums(ids)
        case .scanProgress(let progress):
            scanProgress = progress
        case .scanFinished(let message):
            wall.isScanning = false
            scanProgress = nil
            scanMessage = message
            scanMessagePending = message != nil
        case .player(let event):
            if var panel, !panel.isClosing {
                panel.apply(event)
                self.panel = panel
            }
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
            let outcome = panel.handle(event, at: now)
            self.panel = panel
            guard outcome.handled else { return nil }
            return (outcome.wakeToAlbum ? [.wakeTo(panel.album)] : []) + outcome.commands.map(MusicHappening.asked)
        }
        switch wall.handle(event, at: now) {
        case .ignored:
            return nil
        case .handled:
            return []
        case .openAlbum(let index, let tile):
            return openAlbum(index, from: tile, context)
        case .orderChanged(let order):
            return [.orderChanged(order)]
        }
    }

    /// Opens the player panel for album `index`, growing from `tile`, and starts playing it.
    mutating func openAlbum(_ index: Int, from tile: Rect, _ context: MusicContext) -> [MusicHappening] {
        guard wall.albums.indices.contains(index) else { return [] }
        var asked: [PlayerCommand] = []
        if var old = panel {
            asked += old.close(at: context.now)
        }
        let (opened, commands) = PlayerPanel.open(wall.albums[index], from: tile, screen: context.screen,
                                                  at: context.now, reducedMotion: context.reducedMotion)
        panel = opened
        return (asked + commands).map(MusicHappening.asked)
    }
}
