/// Waking up to an album: `w` in the player panel makes the open album the selected alarm's sound; when that alarm
/// rings the album plays from its start with the volume fading in over 30 s. An album that is gone or cannot play
/// gives way to the ring tone, and the notification says why.
extension AppModel {
    /// When alarms start ringing: the album of the first ringing alarm with one (else the ring tone sounds,
    /// `ringingSound`). Returns the player's effects and, when the album could not be used, why (for the ring
    /// notification).
    mutating func startWakeSound(at now: Moment) -> (effects: [Effect], note: String?) {
        if clock.wake != nil { return ([], nil) }
        let wanted = clock.alarms.ringing.lazy.compactMap { s -> String? in
            if case .album(let id, _) = s.sound { return id } else { return nil }
        }.first
        guard let id = wanted else { return ([], nil) }
        guard let album = music.wall.albums.first(where: { $0.id == id }), !album.tracks.isEmpty else {
            // A library that could not be read at all (an MPD server that is down) says why, not that the album went.
            let unread = music.wall.albums.isEmpty ? music.scanMessage : nil
            let reading = music.wall.isScanning || music.wall.albums.contains { $0.id == id && $0.needsTracks }
            let why = reading ? "the music library is still being read" : unread ?? "the album is gone"
            return ([], "\(why): ring tone instead")
        }
        // The album takes the player over from the music that played (`x` resumes that later).
        let effects = music.player.stop().map(Effect.player)
        if var panel = music.panel, !panel.isClosing {
            panel.close(at: now)
            music.panel = panel
        }
        // On MPD the fade rises to the volume its user set, as the background ringer's does (100 if it was at 0: an
        // alarm that stays silent wakes no one); mpv's own volume is restored once the ring ends.
        let full = music.player.playsOnServer ? (music.player.volume > 0 ? music.player.volume : 100) : 100
        clock.wake = WakeUp(album: album, since: now.uptime, reaching: full, onServer: music.player.playsOnServer)
        return (effects + [.player(.load(paths: album.tracks.map(\.path), startAt: 0)), .player(.setVolume(0))], nil)
    }

    /// When the last alarm stops ringing: the album stops, and the volume is back to the player's.
    mutating func stopWakeSound() -> [Effect] {
        guard clock.wake != nil else { return [] }
        clock.wake = nil
        return [.player(.stop), .player(.setVolume(music.player.volume))]
    }

    /// The player's reports while it wakes the user: one that says the album cannot play hands over to the ring tone.
    mutating func handleWakePlayerEvent(_ event: PlayerEvent, at now: Moment, happened: inout [Happening]) -> [Effect] {
        guard var wake = clock.wake else { return [] }
        let failure = wake.failure(after: event)
        clock.wake = wake
        guard let reason = failure else { return [] }
        clock.wake = nil
        happened.append(.wakeAlbumFailed(wake.album, reason: reason))
        // The ring tone takes over (`ringToneEffects`, as the album is gone from `ringingSound`). An album another
        // client paused is theirs to resume where they paused it, as the background ringer leaves it.
        let stop: [Effect] = reason == WakeUp.pausedByAnotherClient ? [] : [.player(.stop)]
        return stop + [.player(.setVolume(music.player.volume))]
    }

    /// At start: an alarm that wakes to an album needs the library read before it rings.
    mutating func scanLibraryForWakeAlbums() -> [Effect] {
        let needsLibrary = clock.alarms.settings.contains { if case .album = $0.sound { return true } else { return false } }
        guard needsLibrary, !music.scanRequested else { return [] }
        music.scanRequested = true
        return [.scanLibrary]
    }
}
