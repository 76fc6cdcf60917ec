/// Everything the album wall screen reacts to (bubbletea's nested model: the app routes these to
/// `MusicScreen.update`).
public enum MusicMsg: Sendable, Equatable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// Pasted text: the search line takes it, the open panel swallows it.
    case paste(String)
    /// Time passed: the wall glides, the panel zooms.
    case tick
    /// The terminal changed size.
    case resize(Size)
    /// The library scan found (more) albums; one found again replaces the earlier one by id.
    case albumsFound([Album])
    /// Albums left the library, by id.
    case albumsRemoved([String])
    /// The tracks of album `id`, read from the library index as `MusicHappening.readTracks` asked (none: gone).
    case tracksRead(id: String, tracks: [Track])
    case scanProgress(ScanProgress)
    /// The scan ended; `message` is worth telling the user once the wall is on screen.
    case scanFinished(message: String?)
    /// The audio player reported something.
    case player(PlayerEvent)
    case coversRendered([RenderedCover])
    case coverRequestsDropped([CoverKey])
    /// A music key, on whichever screen (`MusicPlayer.keys`).
    case control(MusicKey)
    /// A click on the clock screen's now-playing line: the panel opens on what plays.
    case openPlaying
}

/// What the album wall screen's `update` did, in its own words. The consequences pass turns these into effects
/// (player commands) and notices; the screen itself never performs them.
public enum MusicHappening: Sendable, Equatable {
    /// `o` dealt the wall in another order.
    case orderChanged(AlbumOrder)
    /// The user asked the player for this (open an album, pause, skip, stop …).
    case asked(PlayerCommand)
    /// `e` on the wall: this album plays after what plays.
    case queued(Album)
    /// `w` in the panel: the selected alarm should wake to this album (the clock screen's business).
    case wakeTo(Album)
    /// The album's tracks are left in the library index (`Album.needsTracks`): read them off the UI thread.
    case readTracks(Album)
    /// The album (its title) the state file named was read again to resume it, and how that went.
    case resumed(String, ResumeOutcome)
}

/// What the music screen's `update` needs from the app.
public struct MusicContext: Sendable {
    public var now: Moment
    public var screen: Size
    public var reducedMotion: Bool

    public init(now: Moment, screen: Size, reducedMotion: Bool) {
        self.now = now
        self.screen = screen
        self.reducedMotion = reducedMotion
    }
}
