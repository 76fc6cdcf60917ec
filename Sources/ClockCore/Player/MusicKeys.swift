/// What a music key asks, on every screen (issue 21, "Controls"): the keys of cmus and mpv where the clock leaves
/// them free (its arrows, `+ -`, `[ ]`, `n`, `s` are the alarm's). The desktop's remote control (MPRIS: media keys,
/// `playerctl`) asks the same things, plus a few that set a value outright, so both take one path through the model.
public enum MusicKey: Sendable, Equatable {
    case playPause, nextTrack, previousTrack
    case seek(seconds: Double)
    case volume(Int)
    case stop
    /// Play what is loaded, or resume where playback last stopped (also after a restart).
    case resume
    /// MPRIS's Play and Pause: unlike Space, asking again changes nothing.
    case play, pause
    /// MPRIS's SetPosition: this many seconds into the current track.
    case seekTo(seconds: Double)
    /// MPRIS's Volume, 0–100.
    case setVolume(Int)
    case setShuffle(Bool)
    case setRepeat(RepeatMode)
}

extension MusicPlayer {
    /// The music keys; a screen's own keys (a focused drum's digits, the search line's letters) come first.
    public static let keys = KeyMap<MusicKey>("Music (every screen)", [
        KeyRow(.char(" "), .playPause, "play / pause"),
        KeyRow(.char("x"), .resume, "play, or resume where it stopped"),
        KeyRow(.char("v"), .stop, "stop"),
        KeyRow([(.key(.char("<")), .previousTrack), (.key(.char(">")), .nextTrack)], "previous / next track"),
        KeyRow([(.key(.char(",")), .seek(seconds: -shortSeek)), (.key(.char(".")), .seek(seconds: shortSeek))],
               "seek -/+ 10 s"),
        KeyRow([(.key(.char("{")), .seek(seconds: -longSeek)), (.key(.char("}")), .seek(seconds: longSeek))],
               "seek -/+ 1 minute"),
        KeyRow([(.key(.char("9")), .volume(-volumeStep)), (.key(.char("0")), .volume(volumeStep))], "volume -/+ 5 %"),
    ])

    /// Carries out a music key.
    public mutating func perform(_ key: MusicKey, at now: Moment) -> [PlayerCommand] {
        let seed = now.shuffleSeed
        switch key {
        case .playPause: return togglePause(seed: seed)
        case .nextTrack: return next(seed: seed)
        case .previousTrack: return previous()
        case .seek(let seconds): return seek(by: seconds)
        case .stop: return stop()
        case .resume: return resume(seed: seed)
        // The remote's Play is `x`: it never pauses what plays.
        case .play: return resume(seed: seed)
        // An album still opening is Playing for the remote (`PlayerStatus`), so it pauses too.
        case .pause:
            let playing = playback.phase == .playing || playback.phase == .loading
            return isLoaded && !playback.isPaused && playing ? togglePause(seed: seed) : []
        case .seekTo(let seconds): return seek(to: seconds)
        case .volume(let step): return changeVolume(by: step)
        case .setVolume(let level): return changeVolume(by: level - volume)
        case .setShuffle(let on): return on == shuffle ? [] : toggleShuffle(seed: seed)
        case .setRepeat(let mode): return setRepeat(mode)
        }
    }
}
