/// How resuming an album the state file named went (`PlayerMemory` keeps which album and track, not the tracks):
/// its tracks came back from the library, which may hold it changed since, or not at all.
public enum ResumeOutcome: Sendable, Equatable {
    /// The track it stopped at plays on from the second it stopped.
    case asLeft
    /// That track's file is gone (removed, renamed): the track now in its place plays from its start.
    case trackGone(playing: String)
    /// The library holds none of the album's files any more: nothing plays.
    case albumGone
}

extension MusicPlayer {
    /// The album to resume, read again (`resumeNeedsTracks`), plays where it stopped: the track found by its file,
    /// else the one now at its place. Nil when it is no longer what would resume (something was loaded meanwhile).
    public mutating func resume(_ read: Album, seed: UInt64) -> (commands: [PlayerCommand], outcome: ResumeOutcome)? {
        guard let point = resumePoint, resumeNeedsTracks?.id == read.id else { return nil }
        guard !read.tracks.isEmpty else { return ([], .albumGone) }
        let place = Self.place(of: point, in: read.tracks)
        let commands = play(read, track: place.track, from: place.position, seed: seed)
        return (commands, place.found ? .asLeft : .trackGone(playing: read.tracks[place.track].title))
    }

    /// Where `point` is in `tracks`: its file's track at its second; when its file is gone, the track at its number
    /// (the last, if the album is shorter now) from the start.
    static func place(of point: ResumePoint, in tracks: [Track]) -> (track: Int, position: Double, found: Bool) {
        let atNumber = min(max(point.track, 0), tracks.count - 1)
        guard let path = point.path else { return (atNumber, atNumber == point.track ? point.position : 0, true) }
        guard let found = tracks.firstIndex(where: { $0.path == path }) else { return (atNumber, 0, false) }
        // A file now shorter than where it stopped (another recording under the same name) plays from its start.
        let past = tracks[found].duration.map { point.position >= $0 } ?? false
        return (found, past ? 0 : point.position, true)
    }
}
