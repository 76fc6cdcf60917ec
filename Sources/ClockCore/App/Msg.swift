import FoundationEssentials

/// Everything that can happen to the app, as a value the run loop hands to `update`.
public enum Msg: Sendable {
    /// The program started; the first message after the terminal's size.
    case started(StartUp)
    /// Input from the user.
    case input(InputEvent)
    /// Time passed: a clock tick or an animation frame. `update` advances whatever is due.
    case tick
    /// The terminal changed size.
    case resize(Size)
    /// The terminal came back after Ctrl-Z; everything must be redrawn.
    case resumed
    /// The library scan found (more) albums; an album found again replaces the earlier one by id.
    case albumsFound([Album])
    /// Albums left the library (their files were removed), by `Album.id`.
    case albumsRemoved([String])
    /// An album's tracks, read from the library index as `Effect.readTracks` asked (none: its files are gone).
    case tracksRead(albumID: String, tracks: [Track])
    /// How far the running library scan has got (the progress bar over the wall).
    case libraryScanProgress(ScanProgress)
    /// The library scan ended; `message` says something worth telling the user (skipped files, a failure), if anything.
    case libraryScanFinished(albumCount: Int, message: String?)
    /// Album covers finished rendering in the background: the model keeps them and the screen shows them.
    case coversRendered([RenderedCover])
    /// The cover renderer gave up on these requests (too many waiting; the oldest were scrolled past):
    /// they are asked for again if they are still on screen.
    case coverRequestsDropped([CoverKey])
    /// The terminal was found to show pictures this way (from its answers, `--images`, or the end of the wait
    /// for answers), or its cell size in pixels changed.
    case graphicsFound(TerminalGraphics)
    /// `tmux display` answered whether the pane passes pictures through (false also when it failed or took too
    /// long) and, when it told, where the pane's top-left cell sits on the terminal outside.
    case tmuxPassthroughChecked(allowed: Bool, paneOrigin: Point? = nil)
    /// The audio player reported something.
    case player(PlayerEvent)
    /// The system's time zone changed (travel, or the administrator changed it), or its table was extended
    /// as time moved on: wall-clock fields are read anew.
    case timeZoneChanged(TimeZoneRules)
    /// The alarms in the state file changed: another process (`tui-clock alarms …`) wrote it, or a save merged
    /// this process's change with one of those. The model takes them, keeping what each alarm is doing.
    case alarmsChanged(SavedState)
    /// The desktop's remote control (MPRIS: media keys, the sound menu, `playerctl`) asked the player for something,
    /// in the music keys' own words.
    case remoteControl(MusicKey)
    /// The desktop asked the program to quit (MPRIS's Quit): as `q`.
    case remoteQuit
    /// Something outside the model wants to tell the user (a kept-aside state file, a save that failed).
    case notice(String, NotificationSeverity)
}
