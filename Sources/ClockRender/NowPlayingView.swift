import ClockCore

/// The clock screen's now-playing line (issue 21): "▶ Tock — Clockwork Quartet · 0:42 / 3:10", with what is queued
/// after it. Drawn in the rect the clock layout gives it; a click there opens the player.
public struct NowPlayingView {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool = false, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    public func render(_ player: MusicPlayer, in rect: Rect, into canvas: inout Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.fill(rect, with: .blank)
        let text = Self.line(player, ascii: ascii)
        canvas.write(Ellipsis.fit(text, width: rect.width - 2, ascii: ascii), x: rect.x + 1, y: rect.y,
                     style: theme[.date])
    }

    /// The words of the line, without fitting them to a width.
    public static func line(_ player: MusicPlayer, ascii: Bool) -> String {
        guard let album = player.album else { return "" }
        let playback = player.playback
        let state: String
        switch playback.phase {
        case .playing: state = playback.isPaused ? (ascii ? "||" : "‖") : (ascii ? ">" : "▶")
        case .loading: state = ascii ? "..." : "…"
        case .complete, .failed, .unavailable, .empty: state = ascii ? "[]" : "■"
        }
        let title = playback.currentTrack?.title ?? album.title
        var line = state + " " + title + (ascii ? " - " : " — ") + album.artist
        let dot = ascii ? " - " : " · "
        if playback.phase == .playing {
            line += dot + Playback.format(playback.elapsed)
            if let total = playback.duration { line += " / " + Playback.format(total) }
        } else if let status = playback.statusText, playback.phase != .loading {
            line += dot + status
        }
        if !player.queue.isEmpty { line += dot + "\(player.queue.count) queued" }
        return line
    }
}
