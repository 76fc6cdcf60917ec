/// The search line (`/`): what has been typed, the albums whose title, artist, or one of whose track titles or
/// tracks' own artists (a compilation's) contains it (case- and accent-insensitive), and the wall as it was before,
/// to go back to on `Esc`.
public struct WallSearch: Sendable, Equatable {
    /// The wall the search narrowed, restored on `Esc`.
    struct SavedWall: Sendable, Equatable {
        var deal: WallDeal
        var columns: Int
        var showsEachOnce: Bool
        var focus: TileCoordinate
        var viewport: WallViewport
        var screen: Size
        var presetIndex: Int
    }

    /// The text as typed.
    public private(set) var text: String
    /// The matching albums' catalog indices, in the wall's order; nil while the text is empty (the whole wall).
    public private(set) var matches: [Int]?
    /// For albums that match only by a track title or a track's own artist: catalog index → that track's index in the
    /// album. The wall shows the album; the search line says which track it was for.
    public private(set) var matchedTracks: [Int: Int]
    /// The albums of `matchedTracks` whose track matched by its artist, not its title: the search line names the
    /// artist too, or "Pillow Talk" would seem to have nothing to do with "duvets".
    public private(set) var matchedByArtist: Set<Int>
    var saved: SavedWall

    init(saved: SavedWall) {
        text = ""
        matches = nil
        matchedTracks = [:]
        matchedByArtist = []
        self.saved = saved
    }

    /// The longest text kept: a paste of a whole file must not make every keystroke fold a novel.
    public static let maxLength = 200

    /// Sets the text; control characters (a pasted newline) are left out.
    mutating func setText(_ newText: String) {
        text = String(newText.filter { !$0.isNewline && !($0.unicodeScalars.first?.properties.generalCategory == .control) }
            .prefix(WallSearch.maxLength))
    }

    /// Finds the albums that match the text, in the order of `arranged`.
    mutating func match(in catalog: AlbumCatalog, arranged: [Int]) {
        let query = TextFold.fold(text)
        matchedTracks = [:]
        matchedByArtist = []
        guard !query.isEmpty else {
            matches = nil
            return
        }
        let keys = catalog.keys
        var found: [Int] = []
        for index in arranged {
            if keys[index].matches(query) {
                found.append(index)
            } else if let match = keys[index].matchingTrack(query) {
                found.append(index)
                matchedTracks[index] = match.track
                if match.byArtist { matchedByArtist.insert(index) }
            }
        }
        matches = found
    }

    /// Follows the catalog's renumbering after a removal.
    mutating func renumber(_ newIndex: [Int?]) {
        matches = matches?.compactMap { newIndex[$0] }
        matchedTracks = Dictionary(uniqueKeysWithValues: matchedTracks.compactMap { old, track in
            newIndex[old].map { ($0, track) }
        })
        matchedByArtist = Set(matchedByArtist.compactMap { newIndex[$0] })
        saved.deal.renumber(newIndex)
    }
}

extension AlbumWall {
    /// The track the search found on the focused album, when the album matched only by it.
    public var focusedMatchedTrack: Track? {
        guard let index = focusedAlbumIndex, let track = search?.matchedTracks[index],
              albums.indices.contains(index), albums[index].tracks.indices.contains(track) else { return nil }
        return albums[index].tracks[track]
    }

    /// How the search line names the track found on the focused album: its title, and its artist when the artist
    /// is what matched ("Pillow Talk — The Duvets").
    public var focusedMatchedTrackName: String? {
        guard let track = focusedMatchedTrack else { return nil }
        guard let index = focusedAlbumIndex, search?.matchedByArtist.contains(index) == true,
              let artist = track.artist else { return track.title }
        return track.title + " — " + artist
    }

    /// `/`: opens the search line over the whole wall.
    public mutating func beginSearch() {
        guard search == nil else { return }
        search = WallSearch(saved: .init(deal: deal, columns: columns, showsEachOnce: showsEachOnce, focus: focus,
                                         viewport: viewport, screen: screen, presetIndex: presetIndex))
    }

    /// The search text changed (typed, deleted, pasted): the wall shows the matches, the first one on the focused
    /// tile; an empty text shows the whole wall as it was.
    public mutating func setSearchText(_ text: String) {
        guard var current = search else { return }
        current.setText(text)
        current.match(in: catalog, arranged: arranged)
        search = current
        if current.matches == nil {
            restoreSavedWall(current.saved)
        } else {
            dealAround(nil)
        }
    }

    /// Typing while the search line is open: characters and pastes add to the text, Backspace deletes, Esc leaves.
    /// Arrows, Enter, Tab and the mouse are left to the wall and the app (false).
    mutating func handleSearchInput(_ event: InputEvent) -> Bool {
        guard let text = search?.text else { return false }
        switch event {
        case .paste(let pasted):
            setSearchText(text + pasted)
        case .key(let key) where key.modifiers.isDisjoint(with: [.ctrl, .alt]):
            switch Self.searchKeys.action(for: key) {
            case .deleteLast: setSearchText(String(text.dropLast()))
            case .close: endSearch()
            case nil:
                guard case .char(let c) = key.key else { return false }
                setSearchText(text + String(c))
            }
        case .key, .mouse, .reply:
            return false
        }
        return true
    }

    /// The search line's keys; other characters are typed into it, and Enter is the wall's (it opens the focused match).
    public static let searchKeys = KeyMap<SearchKey>("Album search", [
        KeyRow(mouse: "type, paste", "title, artist, track, its artist (any case)"),
        KeyRow(.backspace, .deleteLast, "edit the search"),
        KeyRow(mouse: "Enter", "open the match, at the track found"),
        KeyRow(.escape, .close, "the whole wall again, at the album you were on"),
    ])

    /// `Esc`: closes the search line and shows the whole wall again at the album the user was on.
    public mutating func endSearch() {
        guard let current = search else { return }
        search = nil
        restoreSavedWall(current.saved)
    }

    /// Puts back the wall the search started from, then lets in what the library changed meanwhile.
    private mutating func restoreSavedWall(_ saved: WallSearch.SavedWall) {
        deal = saved.deal
        columns = saved.columns
        showsEachOnce = saved.showsEachOnce
        focus = saved.focus
        viewport = saved.viewport
        pan = nil
        if saved.screen != screen || saved.presetIndex != presetIndex {
            // The terminal or the tile size changed during the search: lay the saved wall out for the new one.
            relayout { _ in }
        }
        redealKeepingScreen()
    }
}

/// What a key asks of the open search line.
public enum SearchKey: Sendable, Equatable {
    case deleteLast, close
}
