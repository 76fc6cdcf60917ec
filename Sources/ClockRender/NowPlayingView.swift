import ClockCore

/// The clock screen's now-playing line (issue 21): "▶ Tock — Clockwork Quartet · 0:42 / 3:10", with what is queued
/// after it; the artist is the track's own on a compilation. Drawn in the rect the clock layout gives it; a click there opens the player.
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
        canvas.write(Self.fitted(player, width: rect.width - 2, ascii: ascii), x: rect.x + 1, y: rect.y,
                     style: theme[.date])
    }

    /// The line in `width` cells: a narrow screen cuts the title and artist, not the time and the queue after them
    /// (what a glance at the clock wants to know), unless even those leave no room for a few letters of title.
    public static func fitted(_ player: MusicPlayer, width: Int, ascii: Bool) -> String {
        let (what, progress) = parts(player, ascii: ascii)
        let whole = what + progress
        guard CharacterWidth.of(whole) > width else { return whole }
        let room = width - CharacterWidth.of(progress)
        return room >= 8 ? Ellipsis.fit(what, width: room, ascii: ascii) + progress : Ellipsis.fit(whole, width: width, ascii: ascii)
    }

    /// The words of the line, without fitting them to a width.
    public static func line(_ player: MusicPlayer, ascii: Bool) -> String {
        let (what, progress) = parts(player, ascii: ascii)
        return what + progress
    }

    /// The sign of where playback stands: ▶ playing, ‖ paused, … loading, ■ stopped (at the album's end, or
    /// failed). The wall's tile of the loaded album carries the same sign, so the two screens never disagree.
    public static func stateMark(_ playback: Playback, ascii: Bool) -> String {
        switch playback.phase {
        case .playing: playback.isPaused ? (ascii ? "||" : "‖") : (ascii ? ">" : "▶")
        case .loading: ascii ? "..." : "…"
        case .stopped, .complete, .failed, .unavailable, .empty: ascii ? "[]" : "■"
        }
    }

    /// "▶ Tock — Clockwork Quartet" and " · 0:42 / 3:10 · 1 queued".
    static func parts(_ player: MusicPlayer, ascii: Bool) -> (what: String, progress: String) {
        guard let album = player.album else { return ("", "") }
        let playback = player.playback
        let state = stateMark(playback, ascii: ascii)
        let title = playback.currentTrack?.title ?? album.title
        // A compilation's track names its own artist: "Naima — John Coltrane", not "— Various Artists".
        let artist = playback.currentTrack?.artist ?? album.artist
        let what = state + " " + title + (ascii ? " - " : " — ") + artist
        let dot = ascii ? " - " : " · "
        var progress = ""
        if playback.phase == .playing {
            progress += dot + Playback.format(playback.elapsed)
            if let total = playback.duration { progress += " / " + Playback.format(total) }
        } else if playback.phase == .stopped {
            // A server stopped at this song: Space plays it from the start.
            progress += dot + "stopped"
        } else if let status = playback.statusText, playback.phase != .loading {
            progress += dot + status
        }
        if !player.queue.isEmpty { progress += dot + "\(player.queue.count) queued" }
        return (what, progress)
    }
}
