/// Side effects that `update` asks for; the run loop performs them. The model itself never does I/O.
public enum Effect: Sendable, Equatable {
    /// Leave the program normally.
    case quit
    /// Ring the terminal bell once.
    case bell
    /// Stop the process for Ctrl-Z, giving the terminal back until `fg`.
    case suspend
    /// Redraw every cell, not just the changed ones (after a resume or when the screen may be garbled).
    case fullRedraw
    /// Write the alarm state file (atomically) with these alarms, merged with any change another process made
    /// to it meanwhile; a merge that differs comes back as `.alarmsChanged`.
    case saveAlarms(SavedState)
    /// Start (true) or stop (false) the looping ring sound.
    case ringSound(Bool)
    /// Tell the audio player to do something.
    case player(PlayerCommand)
    /// Tell the desktop's remote control (MPRIS) how the player stands now: sent whenever it differs from the last,
    /// so the first one also means music was used and the remote may start.
    case publishPlayerStatus(PlayerStatus)
    /// Start scanning the music library in the background: the first time the album wall is shown, so a user
    /// who only wants the clock never pays for the music codecs, the disk reads or the tag parsing.
    case scanLibrary
    /// Read this album's tracks from the library index off the UI thread (`Album.needsTracks`); they come back as
    /// `.tracksRead`.
    case readTracks(Album)
    /// The library is read: hand back to the kernel the pages its albums' arrival used and freed on this thread
    /// (the wall re-dealt at every batch; glibc keeps freed pages resident otherwise).
    case releaseFreeMemory
    /// Render these album covers in the background, most wanted first; each comes back as `.coversRendered`
    /// (or `.coverRequestsDropped` if the renderer gives up on it). Only covers on screen that the model has
    /// neither got nor asked for already are listed.
    case renderCovers([CoverRequest])
    /// Ask the terminal for its background colour (OSC 11): at start, and again after Ctrl-Z, since the user may
    /// have switched the terminal's colours meanwhile. The answer comes back as a reply and picks the theme.
    case askBackground
    /// Ask the terminal which pictures it shows or how large its cells are; the answers come back as
    /// `InputEvent.reply`.
    case askTerminal(GraphicsQuestions)
    /// Find out off the UI thread whether tmux passes pictures through; the answer comes back as
    /// `.tmuxPassthroughChecked`.
    case checkTmuxPassthrough
    /// kitty said it does not hold this image (`KittyImageMissing`): transmit it again with the next frame.
    case transmitPictureAgain(imageID: UInt32)
}
