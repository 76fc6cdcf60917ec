/// Seeking. mpv refuses a seek while it opens a file, so the seek keys pressed just after a track change (`>` then
/// `.` `.`, often in one read of the keyboard) are held, added up, and sent with the first time the player reports
/// after the change; they were lost. A server (MPD) seeks at any moment.
extension MusicPlayer {
    /// `commands` change the track (when there are any): seeks wait for the time the next track reports, and one
    /// held for the track being left is dropped. A server seeks at any moment.
    mutating func changingTrack(_ commands: [PlayerCommand]) -> [PlayerCommand] {
        if !commands.isEmpty {
            heldSeek = nil
            pendingSeek = nil
            awaitingTime = !playsOnServer
        }
        return commands
    }

    /// Seeks by `seconds` (negative: back) within the current track; held until it reports a time when it is still
    /// opening (a server seeks at any moment).
    public mutating func seek(by seconds: Double) -> [PlayerCommand] {
        guard playback.phase == .playing else { return [] }
        if !playsOnServer, awaitingTime || playback.lastReport == nil {
            heldSeek = (heldSeek ?? 0) + seconds
            return []
        }
        return [.seekBy(seconds)]
    }

    /// A click on the progress bar: `fraction` of the way through the current track.
    public func seek(toFraction fraction: Double) -> [PlayerCommand] {
        guard playback.phase == .playing, let total = playback.duration, total > 0 else { return [] }
        return [.seekTo(min(max(fraction, 0), 1) * total)]
    }

    /// To `seconds` into the current track; a position outside it is refused (MPRIS's SetPosition rule). Held, as
    /// the seek keys are, while the track still opens: mpv refused it, so a SetPosition just after Next was lost.
    public mutating func seek(to seconds: Double) -> [PlayerCommand] {
        guard playback.phase == .playing, let index = playback.currentIndex, seconds >= 0,
              seconds <= (playback.duration ?? .infinity) else { return [] }
        if !playsOnServer, awaitingTime || playback.lastReport == nil {
            heldSeek = nil
            pendingSeek = ResumeSeek(index: index, seconds: seconds)
            return []
        }
        return [.seekTo(seconds)]
    }

    /// The player reported a time: a track is open and takes the seek held for it.
    mutating func releaseHeldSeek() -> [PlayerCommand] {
        guard playback.phase == .playing else { return [] }
        awaitingTime = false
        defer { heldSeek = nil }
        return heldSeek.map { [.seekBy($0)] } ?? []
    }
}
