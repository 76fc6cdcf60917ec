/// What the audio player process reports, turned into values the model understands.
public enum PlayerEvent: Sendable, Equatable {
    /// The player is running and accepts commands.
    case ready
    /// No audio player is installed; `hint` says how to install one.
    case unavailable(hint: String)
    case paused(Bool)
    /// The playlist position changed (0-based), or nil when nothing is loaded.
    case playlistPosition(Int?)
    case mediaTitle(String)
    case timePosition(Double)
    case duration(Double)
    /// A file ended; `error` is set when it could not be played (it is skipped).
    case endOfFile(reason: String, error: String?)
    /// The player has nothing more to play.
    case idle
    /// A music server stopped at the song the last position named, which stays current (its `play` starts it
    /// again): stopped by another client, or before tui-clock started. mpv never reports it (stopped, it forgets).
    case stopped
    /// The player process went away unexpectedly.
    case died(String)
    /// A music server's own volume, shuffle (MPD's random) and repeat, as any of its clients left them; mpv, which
    /// only tui-clock drives, never reports these.
    case volume(Int)
    case shuffle(Bool)
    case repeatMode(RepeatMode)
    /// The server moved on into the first album queued after the one loaded (its own queue plays on): that album
    /// is loaded now, and the positions that follow are in it.
    case queuedAlbumStarted
    /// The server plays a queue that tui-clock did not fill (it played before tui-clock started, or another client
    /// replaced or changed it): the album of the song that plays, then the albums after it in the server's queue.
    /// The first is loaded now, without a word to the server, and the positions that follow are in it.
    case serverQueue([Album])
}

/// What the model asks the audio player to do (carried by an `Effect`).
public enum PlayerCommand: Sendable, Equatable {
    /// Replace the playlist with these files and start playing at `index`.
    case load(paths: [String], startAt: Int)
    /// The file that is current goes on as it is (paused or playing, at its second) while the playlist around it
    /// becomes `paths`, with it at `current` (shuffle turned on or off; mpv only: a server shuffles by itself).
    case reorder(paths: [String], current: Int)
    case setPaused(Bool)
    case next
    case previous
    case playIndex(Int)
    case stop
    /// Set the volume, 0–100 (an album alarm fades in from 0).
    case setVolume(Int)
    /// Jump this many seconds within the current track (negative: back).
    case seekBy(Double)
    /// Jump to this many seconds into the current track.
    case seekTo(Double)
    /// Play the current track again and again (repeat track) or not.
    case loopTrack(Bool)
    /// A music server's own shuffle and repeat, which other clients share: on a server these replace tui-clock's
    /// reordering and `loopTrack` (mpv is never sent them).
    case setShuffle(Bool)
    case setRepeat(RepeatMode)
    /// A server's queue: these files after everything in it (`e`), and the queued album `index` (0: the first after
    /// the one loaded) taken out again.
    case append(paths: [String])
    case removeQueued(index: Int)
}
