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

    /// The keys, in the words of SPEC §7.
    public static let keyHint = "Space play/pause  n next  b previous  Esc close"

    /// Draws `panel` as it looks at `now` onto `canvas`, in the screen space the panel was opened in.
    public func render(_ panel: PlayerPanel, covers: CoverCache, pictures: CoverPictures = .symbols,
                       into canvas: inout Canvas, at now: Moment) {
        let frame = panel.rect(at: now)
        canvas.fill(frame, with: .blank)
        (ascii ? BoxDrawing.ascii : BoxDrawing.rounded).draw(frame, on: &canvas, style: theme[.panelFrame])
        guard panel.isOpen(at: now) else { return }
        let layout = panel.layout
        drawHeader(panel, layout: layout, covers: covers, pictures: pictures, on: &canvas)
        drawTracks(panel, layout: layout, on: &canvas)
        drawState(panel.playback, layout: layout, on: &canvas)
        if layout.hintRow > layout.inner.y {
            canvas.write(Ellipsis.fit(PlayerPanelView.keyHint, width: layout.inner.width - 2, ascii: ascii),
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

    func drawTracks(_ panel: PlayerPanel, layout: PlayerPanelLayout, on canvas: inout Canvas) {
        let tracks = panel.album.tracks
        for row in layout.trackRows {
            let track = tracks[row.index]
            let isCurrent = row.index == panel.playback.currentIndex
            let style = isCurrent ? theme[.panelCurrent] : theme[.panelText]
            let marker = isCurrent ? (ascii ? "> " : "▶ ") : "  "
            let duration = track.duration.map { Playback.format($0) } ?? ""
            let durationWidth = duration.isEmpty ? 0 : CharacterWidth.of(duration) + 1
            let number = "\(track.trackNumber ?? row.index + 1). "
            let titleWidth = row.rect.width - 2 - CharacterWidth.of(number) - durationWidth
            let title = titleWidth > 0 ? Ellipsis.fit(track.title, width: titleWidth, ascii: ascii) : ""
            canvas.write(marker + number + title, x: row.rect.x, y: row.rect.y, style: style,
                         maxWidth: row.rect.width - durationWidth)
            if !duration.isEmpty {
                canvas.write(duration, x: row.rect.maxX - durationWidth + 1, y: row.rect.y,
                             style: theme[.panelMinor])
            }
        }
    }

    func drawState(_ playback: Playback, layout: PlayerPanelLayout, on canvas: inout Canvas) {
        let x = layout.textX, width = layout.textWidth
        var line = playback.stateText
        if playback.phase == .playing {
            line += "  " + Playback.format(playback.elapsed)
            if let total = playback.duration { line += " / " + Playback.format(total) }
        }
        let used = canvas.write(Ellipsis.fit(line, width: width, ascii: ascii), x: x, y: layout.stateRow,
                                style: theme[.panelTitle])
        let barWidth = width - used - 2
        if playback.phase == .playing, let total = playback.duration, total > 0, barWidth >= 6 {
            let filled = Int((Double(barWidth) * min(1, playback.elapsed / total)).rounded(.down))
            let bar = String(repeating: ascii ? "=" : "━", count: filled)
                + String(repeating: ascii ? "-" : "─", count: barWidth - filled)
            canvas.write(bar, x: x + used + 2, y: layout.stateRow, style: theme[.panelMinor])
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
