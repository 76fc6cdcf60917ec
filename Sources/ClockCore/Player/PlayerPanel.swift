/// What the panel made of an input event.
public struct PanelOutcome: Sendable, Equatable {
    /// False for keys the panel does not use (Tab, q, ?, the music keys), which the app may act on; they should not
    /// reach the wall behind the panel.
    public var handled: Bool
    /// What the user asked of the music, if anything.
    public var request: PanelRequest?

    public init(handled: Bool, request: PanelRequest? = nil) {
        self.handled = handled
        self.request = request
    }

    public static let ignored = PanelOutcome(handled: false)
}

/// What the panel asks of the music player (or, for `w`, of the alarm).
public enum PanelRequest: Sendable, Equatable {
    case playPause, nextTrack, previousTrack
    /// Enter on the selected track or a click on one: play the track at this play position.
    case playTrack(Int)
    /// A click on the progress bar, this far through the track.
    case seek(toFraction: Double)
    case toggleShuffle, cycleRepeat
    /// Del: the last album queued comes off the queue.
    case unqueueLast
    /// `w`: the open album becomes the selected alarm's sound.
    case wakeToAlbum
}

/// What a key asks of the open player panel.
public enum PlayerKey: Sendable, Equatable {
    case playPause, nextTrack, previousTrack
    /// ↑ ↓: select a track; Enter plays it.
    case select(Int)
    /// PgUp PgDn: the selection a list's height up or down (an album of a thousand tracks is not walked one by one).
    case selectPage(Int)
    /// Home End: the first or the last track.
    case selectFirst, selectLast
    case playSelected
    case toggleShuffle, cycleRepeat
    case unqueueLast
    /// `w`: the open album becomes the selected alarm's sound.
    case wakeToAlbum
    /// Esc: close the panel (the music plays on).
    case back
}

/// The player panel of the album that plays: it grows out of the album's tile, shows the tracks and what plays,
/// and shrinks back into the tile when closed, leaving the music playing. All rects and points are in one screen space: the tile rect
/// passed in and the mouse positions must be measured from the same origin as `screen`.
public struct PlayerPanel: Sendable, Equatable {
    /// SPEC §6: the panel grows from the tile in about a quarter of a second.
    public static let zoomDuration = 0.25
    /// The panel's largest size; on smaller screens it keeps a margin around it.
    public static let maxSize = Size(width: 84, height: 30)

    /// The album shown: the one that plays (the app keeps it so when the queue moves on).
    public internal(set) var album: Album
    /// The track ↑ ↓ selected (its play position); nil until the arrows are used.
    public private(set) var selected: Int?
    /// The tile it grows from and shrinks back to.
    public private(set) var tile: Rect
    public private(set) var screen: Size
    /// Zoom progress: 0 is the tile, 1 the full panel.
    public private(set) var zoom: Tween
    public private(set) var isClosing: Bool
    /// Jump instead of zooming (`--no-animation`).
    public let reducedMotion: Bool

    private init(album: Album, tile: Rect, screen: Size, start: Uptime, reducedMotion: Bool) {
        self.album = album
        self.tile = tile
        self.screen = screen
        self.reducedMotion = reducedMotion
        self.zoom = Tween(from: 0, to: 1, start: start, duration: reducedMotion ? 0 : PlayerPanel.zoomDuration)
        self.isClosing = false
        self.selected = nil
    }

    /// Opens the panel showing `album`, growing from its tile.
    public static func open(_ album: Album, from tile: Rect, screen: Size, at now: Moment,
                            reducedMotion: Bool = false) -> PlayerPanel {
        PlayerPanel(album: album, tile: tile, screen: screen, start: now.uptime, reducedMotion: reducedMotion)
    }

    // MARK: Geometry and animation

    /// The panel at full size: centred, at most `maxSize`, with a margin when the screen allows.
    public var fullRect: Rect {
        let wanted = Size(width: PlayerPanel.maxSize.width,
                          height: min(PlayerPanel.maxSize.height, album.trackCount + 9))
        let width = screen.width >= 24 ? min(wanted.width, screen.width - 4) : screen.width
        let height = screen.height >= 12 ? min(max(wanted.height, 14), screen.height - 2) : screen.height
        return Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
    }

    public func zoomProgress(at now: Moment) -> Double { zoom.value(at: now.uptime) }

    /// The frame at `now`: between the tile and `fullRect`.
    public func rect(at now: Moment) -> Rect {
        let p = zoomProgress(at: now), a = tile, b = fullRect
        func mix(_ u: Int, _ v: Int) -> Int { Int((Double(u) + (Double(v) - Double(u)) * p).rounded()) }
        let x = mix(a.x, b.x), y = mix(a.y, b.y)
        return Rect(x: x, y: y, width: mix(a.maxX, b.maxX) - x, height: mix(a.maxY, b.maxY) - y)
    }

    /// Fully grown: the contents are shown and it takes input.
    public func isOpen(at now: Moment) -> Bool { !isClosing && zoom.isFinished(at: now.uptime) }

    /// Shrunk away after closing: the app drops it.
    public func isGone(at now: Moment) -> Bool { isClosing && zoom.isFinished(at: now.uptime) }

    /// The layout of the full panel, for the parts that do not scroll with the tracks (the cover).
    public var layout: PlayerPanelLayout { layout(current: nil) }

    /// The layout of the full panel while `current` (a play position) plays.
    public func layout(current: Int?) -> PlayerPanelLayout {
        PlayerPanelLayout(frame: fullRect, trackCount: album.trackCount, currentIndex: selected ?? current)
    }

    /// The screen changed size; `tile` is where the album's tile is now, if the caller knows.
    public mutating func resize(to size: Size, tile newTile: Rect? = nil) {
        screen = size
        if let newTile { tile = newTile }
    }

    /// Starts shrinking back into the tile; the music plays on. Closing twice does nothing.
    public mutating func close(at now: Moment) {
        guard !isClosing else { return }
        let t = now.uptime, p = zoom.value(at: t)
        isClosing = true
        zoom = Tween(from: p, to: 0, start: t, duration: reducedMotion ? 0 : PlayerPanel.zoomDuration * p,
                     easing: .easeInCubic)
    }

    /// Shows another album (the queue moved on); the selection starts over.
    mutating func show(_ next: Album) {
        guard next != album else { return }
        album = next
        selected = nil
    }

    // MARK: Input

    /// Input with `playback` (the player's, in play order) current; `playback` places the progress bar and the
    /// selection's start.
    public mutating func handle(_ event: InputEvent, playback: Playback, at now: Moment) -> PanelOutcome {
        guard !isClosing else { return .ignored }
        switch event {
        case .key(let key): return handle(key, playback: playback, at: now)
        case .mouse(let mouse): return handle(mouse, playback: playback, at: now)
        case .paste: return PanelOutcome(handled: true)
        case .reply: return .ignored
        }
    }

    /// The panel's keys.
    public static let keys = KeyMap<PlayerKey>("Player", [
        KeyRow(.char(" "), .playPause, "play / pause"),
        KeyRow([(.key(.char("n")), .nextTrack), (.key(.char("b")), .previousTrack)], "next / previous track"),
        KeyRow([(.key(.up), .select(-1)), (.key(.down), .select(1))], "select a track"),
        KeyRow([(.key(.pageUp), .selectPage(-1)), (.key(.pageDown), .selectPage(1))], "select a page of tracks up / down"),
        KeyRow([(.key(.home), .selectFirst), (.key(.end), .selectLast)], "select the first / last track"),
        KeyRow(.enter, .playSelected, "play the selected track"),
        KeyRow([(.key(.char("s")), .toggleShuffle), (.key(.char("r")), .cycleRepeat)],
               "shuffle on/off / repeat: off, album, track"),
        KeyRow([(.key(.delete), .unqueueLast), (.key(.backspace), .unqueueLast)], "take the last album off the queue"),
        KeyRow(.char("w"), .wakeToAlbum, "wake to this album (the selected alarm)"),
        KeyRow(.escape, .back, "close the panel (the music plays on)"),
        KeyRow(mouse: "click a track", "play it; a click outside closes"),
        KeyRow(mouse: "wheel", "select a track, three at a notch"),
        KeyRow(mouse: "click the bar", "seek there"),
    ])

    /// The panel's keys (`keys`). It takes every other key too (the wall behind stays put), except the app's
    /// (Tab, q, ?) and the music keys that work everywhere.
    mutating func handle(_ event: KeyEvent, playback: Playback, at now: Moment) -> PanelOutcome {
        guard let action = Self.keys.action(for: event) else {
            let elsewhere = KeyBindings.anywhere.action(for: event) != nil || MusicPlayer.keys.action(for: event) != nil
            return elsewhere ? .ignored : PanelOutcome(handled: true)
        }
        switch action {
        case .playPause: return PanelOutcome(handled: true, request: .playPause)
        case .nextTrack: return PanelOutcome(handled: true, request: .nextTrack)
        case .previousTrack: return PanelOutcome(handled: true, request: .previousTrack)
        case .select(let step):
            moveSelection(by: step, playback: playback)
            return PanelOutcome(handled: true)
        case .selectPage(let pages):
            let rows = max(1, layout(current: selected ?? playback.currentIndex).trackRows.count)
            moveSelection(by: pages * rows, playback: playback)
            return PanelOutcome(handled: true)
        case .selectFirst:
            if !album.tracks.isEmpty { selected = 0 }
            return PanelOutcome(handled: true)
        case .selectLast:
            if !album.tracks.isEmpty { selected = album.tracks.count - 1 }
            return PanelOutcome(handled: true)
        case .playSelected:
            guard let index = selected ?? playback.currentIndex else { return PanelOutcome(handled: true) }
            selected = nil
            return PanelOutcome(handled: true, request: .playTrack(index))
        case .toggleShuffle: return PanelOutcome(handled: true, request: .toggleShuffle)
        case .cycleRepeat: return PanelOutcome(handled: true, request: .cycleRepeat)
        case .unqueueLast: return PanelOutcome(handled: true, request: .unqueueLast)
        case .back:
            close(at: now)
            return PanelOutcome(handled: true)
        case .wakeToAlbum: return PanelOutcome(handled: true, request: .wakeToAlbum)
        }
    }

    /// Moves the selection `step` tracks, from the selected one, else the one playing, else from before the first
    /// (down) or after the last (up); it stops at the ends.
    mutating func moveSelection(by step: Int, playback: Playback) {
        guard !album.tracks.isEmpty else { return }
        let from = selected ?? playback.currentIndex ?? (step > 0 ? -1 : album.tracks.count)
        selected = min(max(from + step, 0), album.tracks.count - 1)
    }

    /// Tracks a wheel notch moves the selection, as a list scrolls in most programs.
    static let wheelStep = 3

    mutating func handle(_ event: MouseEvent, playback: Playback, at now: Moment) -> PanelOutcome {
        // The wheel over the open panel walks its track list, which scrolls to keep the selection shown.
        if event.action == .wheelUp || event.action == .wheelDown {
            if isOpen(at: now), rect(at: now).contains(event.position) {
                moveSelection(by: event.action == .wheelUp ? -Self.wheelStep : Self.wheelStep, playback: playback)
            }
            return PanelOutcome(handled: true)
        }
        guard event.action == .press, event.button == .left else { return PanelOutcome(handled: true) }
        if !rect(at: now).contains(event.position) {
            close(at: now)
            return PanelOutcome(handled: true)
        }
        guard isOpen(at: now) else { return PanelOutcome(handled: true) }
        let layout = layout(current: playback.currentIndex)
        if let bar = layout.progressBar(for: playback), bar.contains(event.position) {
            let fraction = (Double(event.position.x - bar.x) + 0.5) / Double(bar.width)
            return PanelOutcome(handled: true, request: .seek(toFraction: fraction))
        }
        guard let index = layout.track(at: event.position) else { return PanelOutcome(handled: true) }
        selected = nil
        return PanelOutcome(handled: true, request: .playTrack(index))
    }
}

extension PlayerPanel: Timed {
    /// Frames while it grows or shrinks; once shrunk away it is due at once, so the app drops it.
    public func nextDeadline(after now: Moment) -> Moment? {
        FrameRate.nextFrame(after: now, until: zoom.end) ?? (isGone(at: now) ? now : nil)
    }
}
