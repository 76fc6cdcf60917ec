import CMPD
import ClockCore

/// What MPD's player does, as one `status` + `currentsong` tells it.
public struct MPDPlayerSnapshot: Sendable, Equatable {
    public enum State: Sendable, Equatable { case stopped, playing, paused }

    public var state: State
    /// The song's place in MPD's queue, nil when none.
    public var position: Int?
    /// The song's uri, "" when none.
    public var uri: String
    public var elapsed: Double
    public var duration: Double
    /// MPD's volume, random and repeat/single; nil when not read.
    public var modes: Modes?
    /// MPD's queue version: another number after any change of the queue, by any client.
    public var queueVersion: UInt32
    /// How many songs MPD's queue holds.
    public var queueLength: Int

    public struct Modes: Sendable, Equatable {
        /// Nil when MPD has no mixer (its output plays at its own volume).
        public var volume: Int?
        public var shuffle: Bool
        public var repeatMode: RepeatMode

        public init(volume: Int?, shuffle: Bool, repeatMode: RepeatMode) {
            (self.volume, self.shuffle, self.repeatMode) = (volume, shuffle, repeatMode)
        }
    }

    public init(state: State, position: Int?, uri: String, elapsed: Double, duration: Double, modes: Modes? = nil,
                queueVersion: UInt32 = 0, queueLength: Int = 0) {
        (self.state, self.position, self.uri, self.elapsed, self.duration) = (state, position, uri, elapsed, duration)
        (self.modes, self.queueVersion, self.queueLength) = (modes, queueVersion, queueLength)
    }

    init(_ player: tc_mpd_player) {
        let state: State = switch player.state {
        case 2: .playing
        case 3: .paused
        default: .stopped
        }
        let uri = withUnsafeBytes(of: player.uri) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        // MPD's single without repeat stops after the song; tui-clock has no such mode, so it counts as off.
        let repeatMode: RepeatMode = player.repeat == 0 ? .off : player.single != 0 ? .track : .album
        self.init(state: state, position: player.song_position >= 0 ? Int(player.song_position) : nil, uri: uri,
                  elapsed: Double(player.elapsed_ms) / 1000, duration: Double(player.total_ms) / 1000,
                  modes: Modes(volume: player.volume >= 0 ? Int(player.volume) : nil, shuffle: player.random != 0,
                               repeatMode: repeatMode),
                  queueVersion: player.queue_version, queueLength: Int(player.queue_length))
    }
}

/// The player events that take the model from one snapshot of MPD's player to the next, for the album tui-clock
/// put in MPD's queue (`queue`, its uris). A song that is not that album's, at its place, is nothing of ours: the
/// album has ended for the panel (another client replaced the queue), as it has when MPD's queue ran out. MPD
/// stopped at one of its songs (`mpc stop`) keeps that song, and the panel shows it stopped there.
enum MPDPlayerEvents {
    static func changes(from old: MPDPlayerSnapshot?, to new: MPDPlayerSnapshot, queue: [String]) -> [PlayerEvent] {
        let position = ours(new, queue: queue)
        let was = old.flatMap { ours($0, queue: queue) }
        let stopped = position != nil && new.state == .stopped
        let wasStopped = was != nil && old?.state == .stopped
        // The modes first: on a first look their notice ("Volume 40 %") gives way to the track's ("Playing: …").
        var events = modeChanges(from: old?.modes, to: new.modes)
        let moved = old == nil || position != was || stopped != wasStopped
        if moved {
            events.append(.playlistPosition(position))
            if position == nil, was != nil { events.append(.idle) }
            if stopped { events.append(.stopped) }
        }
        let paused = new.state == .paused
        if old == nil || paused != (old!.state == .paused) { events.append(.paused(paused)) }
        guard position != nil, !stopped else { return events }
        if moved || new.duration != old!.duration, new.duration > 0 { events.append(.duration(new.duration)) }
        if moved || new.elapsed != old!.elapsed { events.append(.timePosition(new.elapsed)) }
        return events
    }

    /// Volume, shuffle and repeat as another client (or tui-clock's keys) left them.
    static func modeChanges(from old: MPDPlayerSnapshot.Modes?, to new: MPDPlayerSnapshot.Modes?) -> [PlayerEvent] {
        guard let new else { return [] }
        var events: [PlayerEvent] = []
        if let volume = new.volume, volume != old?.volume { events.append(.volume(volume)) }
        if new.shuffle != old?.shuffle { events.append(.shuffle(new.shuffle)) }
        if new.repeatMode != old?.repeatMode { events.append(.repeatMode(new.repeatMode)) }
        return events
    }

    /// The snapshot's place in our album (playing, paused or stopped at it), nil when it is at nothing of it.
    private static func ours(_ snapshot: MPDPlayerSnapshot, queue: [String]) -> Int? {
        guard let position = snapshot.position, queue.indices.contains(position),
              queue[position] == snapshot.uri else { return nil }
        return position
    }
}
