/// What the panel made of an input event.
public struct PanelOutcome: Sendable, Equatable {
    /// False for keys the panel does not use (Tab, q, ?), which the app may act on; they should not reach
    /// the wall behind the panel.
    public var handled: Bool
    /// What to tell the audio player.
    public var commands: [PlayerCommand]
    /// The user asked to wake to this album (`w`): the app makes it the selected alarm's sound.
    public var wakeToAlbum: Bool

    public init(handled: Bool, commands: [PlayerCommand] = [], wakeToAlbum: Bool = false) {
        self.handled = handled
        self.commands = commands
        self.wakeToAlbum = wakeToAlbum
    }

    public static let ignored = PanelOutcome(handled: false)
}

/// What a key asks of the open player panel.
public enum PlayerKey: Sendable, Equatable {
    case playPause, nextTrack, previousTrack
    /// `w`: the open album becomes the selected alarm's sound.
    case wakeToAlbum
    /// Esc: close the panel.
    case back
}

/// The player panel of one album: it grows out of the album's tile, shows the tracks and what plays,
/// and shrinks back into the tile when closed. All rects and points are in one screen space: the tile rect
/// passed in and the mouse positions must be measured from the same origin as `screen`.
public struct PlayerPanel: Sendable, Equatable {
    /// SPEC §6: the panel grows from the tile in about a quarter of a second.
    public static let zoomDuration = 0.25
    /// The panel's largest size; on smaller screens it keeps a margin around it.
    public static let maxSize = Size(width: 84, height: 30)

    public let album: Album
    /// The tile it grows from and shrinks back to.
    public private(set) var tile: Rect
    public private(set) var screen: Size
    /// Zoom progress: 0 is the tile, 1 the full panel.
    public private(set) var zoom: Tween
    public private(set) var isClosing: Bool
    public private(set) var playback: Playback
    /// Jump instead of zooming (`--no-animation`).
    public let reducedMotion: Bool

    private init(album: Album, tile: Rect, screen: Size, start: Double, reducedMotion: Bool) {
        self.album = album
        self.tile = tile
        self.screen = screen
        self.reducedMotion = reducedMotion
        self.zoom = Tween(from: 0, to: 1, start: start, duration: reducedMotion ? 0 : PlayerPanel.zoomDuration)
        self.isClosing = false
        self.playback = Playback(tracks: album.tracks)
    }

    /// Opens the panel for `album` from its tile and asks the player to play the album from the first track.
    public static func open(_ album: Album, from tile: Rect, screen: Size, at now: Moment,
                            reducedMotion: Bool = false) -> (panel: PlayerPanel, commands: [PlayerCommand]) {
        let panel = PlayerPanel(album: album, tile: tile, screen: screen, start: now.uptime, reducedMotion: reducedMotion)
        let commands: [PlayerCommand] = album.tracks.isEmpty ? [] : [.load(paths: panel.playback.paths, startAt: 0)]
        return (panel, commands)
    }

    // MARK: Geometry and animation

    /// The panel at full size: centred, at most `maxSize`, with a margin when the screen allows.
    public var fullRect: Rect {
        let wanted = Size(width: PlayerPanel.maxSize.width, height: min(PlayerPanel.maxSize.height, album.tracks.count + 9))
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

    /// The layout of the full panel.
    public var layout: PlayerPanelLayout {
        PlayerPanelLayout(frame: fullRect, trackCount: album.tracks.count, currentIndex: playback.currentIndex)
    }

    /// The screen changed size; `tile` is where the album's tile is now, if the caller knows.
    public mutating func resize(to size: Size, tile newTile: Rect? = nil) {
        screen = size
        if let newTile { tile = newTile }
    }

    /// Starts shrinking back into the tile and stops playback. Closing twice does nothing.
    public mutating func close(at now: Moment) -> [PlayerCommand] {
        guard !isClosing else { return [] }
        let t = now.uptime, p = zoom.value(at: t)
        isClosing = true
        zoom = Tween(from: p, to: 0, start: t, duration: reducedMotion ? 0 : PlayerPanel.zoomDuration * p,
                     easing: .easeInCubic)
        return playback.hasPlayer ? [.stop] : []
    }

    // MARK: Player events and input

    /// A report from the audio player.
    public mutating func apply(_ event: PlayerEvent) { playback.apply(event) }

    public mutating func handle(_ event: InputEvent, at now: Moment) -> PanelOutcome {
        guard !isClosing else { return .ignored }
        switch event {
        case .key(let key): return handle(key, at: now)
        case .mouse(let mouse): return handle(mouse, at: now)
        case .paste: return PanelOutcome(handled: true)
        case .reply: return .ignored
        }
    }

    /// The panel's keys.
    public static let keys = KeyMap<PlayerKey>("Player", [
        KeyRow(.char(" "), .playPause, "play / pause"),
        KeyRow([(.key(.char("n")), .nextTrack), (.key(.char("b")), .previousTrack)], "next / previous track"),
        KeyRow(.char("w"), .wakeToAlbum, "wake to this album (the selected alarm)"),
        KeyRow(.escape, .back, "close the panel"),
        KeyRow(mouse: "click a track", "play it; a click outside closes"),
    ])

    /// The panel's keys (`keys`). It takes every other key too (the wall behind stays put), except the global
    /// ones (Tab, q, ?).
    mutating func handle(_ event: KeyEvent, at now: Moment) -> PanelOutcome {
        guard let action = Self.keys.action(for: event) else {
            return KeyBindings.anywhere.action(for: event) == nil ? PanelOutcome(handled: true) : .ignored
        }
        switch action {
        case .playPause: return PanelOutcome(handled: true, commands: playback.togglePause())
        case .nextTrack: return PanelOutcome(handled: true, commands: playback.next())
        case .previousTrack: return PanelOutcome(handled: true, commands: playback.previous())
        case .back: return PanelOutcome(handled: true, commands: close(at: now))
        case .wakeToAlbum: return PanelOutcome(handled: true, wakeToAlbum: true)
        }
    }

    mutating func handle(_ event: MouseEvent, at now: Moment) -> PanelOutcome {
        guard event.action == .press, event.button == .left else { return PanelOutcome(handled: true) }
        if !rect(at: now).contains(event.position) { return PanelOutcome(handled: true, commands: close(at: now)) }
        guard isOpen(at: now), let index = layout.track(at: event.position) else { return PanelOutcome(handled: true) }
        return PanelOutcome(handled: true, commands: playback.play(index: index))
    }
}

extension PlayerPanel: Timed {
    /// Frames while it grows or shrinks; once shrunk away it is due at once, so the app drops it.
    public func nextDeadline(after now: Moment) -> Moment? {
        FrameRate.nextFrame(after: now, until: zoom.end) ?? (isGone(at: now) ? now : nil)
    }
}
