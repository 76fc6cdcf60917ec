/// What the wall made of an input event.
public enum WallOutcome: Sendable, Equatable {
    /// Not a wall key or click: the app may use it (Tab, q, ?).
    case ignored
    /// The wall used it (it moved, zoomed, panned…).
    case handled
    /// Enter on the focused tile or a click on a tile: open this album in the player panel,
    /// growing from `tile` (screen cells, relative to the wall's area).
    case openAlbum(index: Int, tile: Rect)
    /// `o` dealt the wall in another order: the app says which.
    case orderChanged(AlbumOrder)
    /// `e`: queue this album after what plays.
    case enqueue(index: Int)
}

/// What a key asks of the album wall.
public enum WallKey: Sendable, Equatable {
    case moveFocus(rows: Int, columns: Int)
    case page(Int)
    case home
    case tileSize(Int)
    case open
    /// `/`: open the search line over the wall.
    case search
    /// `o`: the wall's next order.
    case cycleOrder
    /// `e`: queue the focused album (cmus's `e`).
    case enqueue
}

extension AlbumWall {
    /// The wall's keys.
    public static let keys = KeyMap<WallKey>("Album wall", [
        KeyRow([(.key(.up), .moveFocus(rows: -1, columns: 0)), (.key(.down), .moveFocus(rows: 1, columns: 0))],
               "focus up / down"),
        KeyRow([(.key(.left), .moveFocus(rows: 0, columns: -1)), (.key(.right), .moveFocus(rows: 0, columns: 1))],
               "focus left / right"),
        KeyRow([(.key(.char("k")), .moveFocus(rows: -1, columns: 0)), (.key(.char("j")), .moveFocus(rows: 1, columns: 0)),
                (.key(.char("h")), .moveFocus(rows: 0, columns: -1)), (.key(.char("l")), .moveFocus(rows: 0, columns: 1))],
               "focus up, down, left, right"),
        KeyRow([(.key(.pageUp), .page(-1)), (.key(.pageDown), .page(1))], "a screenful up / down"),
        KeyRow(.home, .home, "back to the first album"),
        KeyRow([(.key(.char("+")), .tileSize(1)), (.key(.char("=")), .tileSize(1)),
                (.key(.char("-")), .tileSize(-1)), (.key(.char("_")), .tileSize(-1))], "bigger / smaller tiles"),
        KeyRow(.enter, .open, "play the album"),
        KeyRow(.char("e"), .enqueue, "queue the album after what plays"),
        KeyRow(.char("/"), .search, "search album titles and artists"),
        KeyRow(.char("o"), .cycleOrder, "order: artist, album, year, recently added"),
        KeyRow(mouse: "click a tile", "play the album"),
        KeyRow(mouse: "drag, wheel", "move the wall (Shift: sideways)"),
        KeyRow(mouse: "tilt the wheel", "sideways; xterm keeps Shift-wheel for itself"),
    ])

    /// Applies one key or mouse event at `now`. Mouse positions are relative to the wall's area.
    public mutating func handle(_ event: InputEvent, at now: Moment) -> WallOutcome {
        if search != nil, handleSearchInput(event) { return .handled }
        switch event {
        case .key(let key): return handle(key, at: now)
        case .mouse(let mouse): return handle(mouse, at: now)
        case .paste, .reply: return .ignored
        }
    }

    /// The wall's keys (`keys`).
    mutating func handle(_ event: KeyEvent, at now: Moment) -> WallOutcome {
        guard let action = Self.keys.action(for: event) else { return .ignored }
        switch action {
        case .moveFocus(let rows, let columns): moveFocus(rows: rows, cols: columns, at: now)
        case .page(let pages): page(by: pages, at: now)
        case .home: goHome(at: now)
        case .tileSize(let change): changeTileSize(by: change)
        case .search: beginSearch()
        case .cycleOrder:
            cycleOrder()
            return .orderChanged(order)
        case .enqueue:
            guard let index = focusedAlbumIndex else { return .handled }
            return .enqueue(index: index)
        case .open:
            guard let index = focusedAlbumIndex else { return .handled }
            return .openAlbum(index: index, tile: rect(of: focus, at: now))
        }
        return .handled
    }

    mutating func handle(_ event: MouseEvent, at now: Moment) -> WallOutcome {
        // Shift turns the wheel sideways, as in most desktop programs.
        let sideways = event.modifiers.contains(.shift)
        switch event.action {
        case .wheelUp: sideways ? wheel(rows: 0, columns: -1, at: now) : wheel(rows: -1, columns: 0, at: now)
        case .wheelDown: sideways ? wheel(rows: 0, columns: 1, at: now) : wheel(rows: 1, columns: 0, at: now)
        case .wheelLeft: wheel(rows: 0, columns: -1, at: now)
        case .wheelRight: wheel(rows: 0, columns: 1, at: now)
        case .press where event.button == .left:
            beginPan(at: event.position, now: now)
        case .drag where pan != nil:
            continuePan(to: event.position, now: now)
        case .release where pan != nil:
            guard let tile = endPan(at: event.position, now: now), let index = albumIndex(at: tile) else { return .handled }
            return .openAlbum(index: index, tile: rect(of: tile, at: now))
        default:
            return .ignored
        }
        return .handled
    }
}
