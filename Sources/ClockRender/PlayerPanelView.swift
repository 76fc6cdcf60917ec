import ClockCore

/// Draws the player panel over whatever is behind it: while it zooms, an empty frame that grows or shrinks;
/// once open, the cover, album, artist, track list, what plays, a status line and the keys.
public struct PlayerPanelView {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool = false, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    /// The keys, in the words of SPEC §7 and issue 21.
    /// Shown where the tracks go while they are read from the library index.
    public static let readingTracks = "Reading the tracks"
    /// Under what plays on a music server.
    public static let playsOnAfterQuit = "MPD plays on after you quit tui-clock (Space pauses it)"
    /// The panel's keys, most needed first: a narrow panel shows the first that fit, whole. "Esc close" was last
    /// and cut to "Esc c…" at 120 columns and gone at 80, where the panel is most of the screen.
    public static let keyHintItems = ["Space play/pause", "n next", "b previous", "Esc close", "↑↓ Enter pick",
                                      "s shuffle", "r repeat"]
    public static let asciiKeyHintItems = ["Space play/pause", "n next", "b previous", "Esc close", "Up/Down Enter pick",
                                           "s shuffle", "r repeat"]
    public static let keyHint = keyHintItems.joined(separator: "  ")
    public static let asciiKeyHint = asciiKeyHintItems.joined(separator: "  ")

    /// As many of the key hints as fit in `width` columns, whole; the first cut when not even it fits.
    public static func fittedKeyHint(width: Int, ascii: Bool) -> String {
        var line = ""
        for item in ascii ? asciiKeyHintItems : keyHintItems {
            let longer = line.isEmpty ? item : line + "  " + item
            guard CharacterWidth.of(longer) <= width else { break }
            line = longer
        }
        return line.isEmpty ? Ellipsis.fit(ascii ? asciiKeyHint : keyHint, width: width, ascii: ascii) : line
    }

    /// Draws `panel` as it looks at `now` onto `canvas`, in the screen space the panel was opened in, with what
    /// `player` plays (the panel shows it only while it shows the album that plays).
    public func render(_ panel: PlayerPanel, player: MusicPlayer, covers: CoverCache, pictures: CoverPictures = .symbols,
                       into canvas: inout Canvas, at now: Moment) {
        let frame = panel.rect(at: now)
        canvas.fill(frame, with: .blank)
        (ascii ? BoxDrawing.ascii : BoxDrawing.rounded).draw(frame, on: &canvas, style: theme[.panelFrame])
        guard panel.isOpen(at: now) else { return }
        let playback = player.album == panel.album ? player.playback : Playback(tracks: panel.album.tracks)
        let layout = panel.layout(current: playback.currentIndex)
        drawHeader(panel, layout: layout, covers: covers, pictures: pictures, on: &canvas)
        drawTracks(panel, playback: playback, layout: layout, on: &canvas)
        drawState(playback, layout: layout, on: &canvas)
        if player.playsOnServer, player.album == panel.album, playback.statusText == nil,
           playback.phase == .playing, !playback.isPaused {
            drawPlaysOn(layout: layout, on: &canvas)
        }
        drawModes(player, layout: layout, on: &canvas)
        if layout.hintRow > layout.inner.y {
            canvas.write(Self.fittedKeyHint(width: layout.inner.width - 2, ascii: ascii),
                         x: layout.inner.x + 1, y: layout.hintRow, style: theme[.hint])
        }
    }

    func drawHeader(_ panel: PlayerPanel, layout: PlayerPanelLayout, covers: CoverCache, pictures: CoverPictures,
                    on canvas: inout Canvas) {
        let album = panel.album
        if let cover = layout.cover {
            CoverView(ascii: ascii, theme: theme).draw(album, in: cover, covers: covers, pictures: pictures, on: &canvas)
        }
        // On a short panel the rows run into each other; what plays wins over the names.
        let width = layout.textWidth
        if layout.albumRow < layout.stateRow {
            canvas.write(Ellipsis.fit(album.title, width: width, ascii: ascii), x: layout.textX, y: layout.albumRow,
                         style: theme[.panelTitle])
        }
        let separator = ascii ? " - " : " · "
        let artist = album.year.map { "\(album.artist)\(separator)\($0)" } ?? album.artist
        if layout.artistRow < layout.stateRow {
            canvas.write(Ellipsis.fit(artist, width: width, ascii: ascii), x: layout.textX, y: layout.artistRow,
                         style: theme[.panelText])
        }
    }

    /// Shuffle, repeat and the queue, on the artist's row at the right (the header has room there).
    func drawModes(_ player: MusicPlayer, layout: PlayerPanelLayout, on canvas: inout Canvas) {
        var modes = (player.shuffle ? "shuffle" : "in order") + "  repeat " + player.repeatMode.rawValue
        // A server's volume is any client's to change (`mpc volume 40`), so the panel shows where it is.
        if player.playsOnServer { modes += "  volume \(player.volume) %" }
        if !player.queue.isEmpty {
            modes += "  next: " + player.queue.map(\.title).joined(separator: ", ")
        }
        let row = layout.artistRow + 1
        guard row < layout.stateRow - 1, layout.textWidth > 0 else { return }
        canvas.write(Ellipsis.fit(modes, width: layout.textWidth, ascii: ascii), x: layout.textX, y: row,
                     style: theme[.panelMinor])
    }

    /// MPD's music is MPD's: quitting tui-clock leaves it playing (issue 24), which a user of mpv's panel would not
    /// expect, so the status row says so while it plays (any problem the row has to tell goes first).
    func drawPlaysOn(layout: PlayerPanelLayout, on canvas: inout Canvas) {
        let x = layout.inner.x + 1, width = layout.inner.width - 2
        canvas.write(Ellipsis.fit(Self.playsOnAfterQuit, width: width, ascii: ascii), x: x, y: layout.statusRow,
                     style: theme[.panelMinor])
    }

    func drawTracks(_ panel: PlayerPanel, playback: Playback, layout: PlayerPanelLayout, on canvas: inout Canvas) {
        let tracks = playback.tracks.isEmpty ? panel.album.tracks : playback.tracks
        if panel.album.needsTracks, let first = layout.trackRows.first {
            // Read from the library index on a worker: a frame or two.
            let text = Ellipsis.fit(Self.readingTracks + (ascii ? "..." : "…"), width: first.rect.width - 2, ascii: ascii)
            canvas.write(text, x: first.rect.x + 2, y: first.rect.y, style: theme[.panelMinor])
        }
        let numbers = TrackNumbers(tracks)
        for row in layout.trackRows where tracks.indices.contains(row.index) {
            let track = tracks[row.index]
            let isCurrent = row.index == playback.currentIndex
            let isSelected = row.index == panel.selected
            let style = isCurrent || isSelected ? theme[.panelCurrent] : theme[.panelText]
            let marker = isCurrent ? (ascii ? "> " : "▶ ") : isSelected ? (ascii ? "* " : "› ") : "  "
            let duration = track.duration.map { Playback.format($0) } ?? ""
            let durationWidth = duration.isEmpty ? 0 : CharacterWidth.of(duration) + 1
            let number = numbers.label(track, at: row.index) + ". "
            let titleWidth = row.rect.width - 2 - CharacterWidth.of(number) - durationWidth
            let title = titleWidth > 0 ? named(track, width: titleWidth) : ""
            canvas.write(marker + number + title, x: row.rect.x, y: row.rect.y, style: style,
                         maxWidth: row.rect.width - durationWidth)
            if !duration.isEmpty {
                canvas.write(duration, x: row.rect.maxX - durationWidth + 1, y: row.rect.y,
                             style: theme[.panelMinor])
            }
        }
    }

    /// The track's title, and on a compilation its own artist after it ("Naima — John Coltrane"), in `width` cells:
    /// the artist is cut first, and dropped with its dash when not even a few letters of it fit after the title.
    func named(_ track: Track, width: Int) -> String {
        guard let artist = track.artist else { return Ellipsis.fit(track.title, width: width, ascii: ascii) }
        let titled = (ascii ? TextFold.ascii(track.title) : track.title) + (ascii ? " - " : " — ")
        let room = width - CharacterWidth.of(titled)
        // At least three letters of it before the ellipsis, or the whole name if shorter.
        if room >= min(CharacterWidth.of(ascii ? "..." : "…") + 3, CharacterWidth.of(artist)) {
            return titled + Ellipsis.fit(artist, width: room, ascii: ascii)
        }
        return Ellipsis.fit(track.title, width: width, ascii: ascii)
    }

    func drawState(_ playback: Playback, layout: PlayerPanelLayout, on canvas: inout Canvas) {
        let x = layout.textX, width = layout.textWidth
        canvas.write(Ellipsis.fit(playback.stateLine, width: width, ascii: ascii), x: x, y: layout.stateRow,
                     style: theme[.panelTitle])
        // Where the model looks for clicks on the bar, so a click seeks where it is drawn.
        if let bar = layout.progressBar(for: playback), let total = playback.duration {
            let filled = Int((Double(bar.width) * min(1, playback.elapsed / total)).rounded(.down))
            let line = String(repeating: ascii ? "=" : "━", count: filled)
                + String(repeating: ascii ? "-" : "─", count: bar.width - filled)
            canvas.write(line, x: bar.x, y: bar.y, style: theme[.panelMinor])
        }
        if let status = playback.statusText {
            let style: Style
            switch playback.phase {
            case .unavailable, .failed: style = theme[.panelProblem]
            default: style = theme[.panelStatus]
            }
            let x = layout.inner.x + 1, width = layout.inner.width - 2
            canvas.write(Ellipsis.fit(status, width: width, ascii: ascii), x: x, y: layout.statusRow, style: style)
        }
    }
}
