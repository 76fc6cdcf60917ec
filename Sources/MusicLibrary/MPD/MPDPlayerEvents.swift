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

    public init(state: State, position: Int?, uri: String, elapsed: Double, duration: Double) {
        (self.state, self.position, self.uri, self.elapsed, self.duration) = (state, position, uri, elapsed, duration)
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
        self.init(state: state, position: player.song_position >= 0 ? Int(player.song_position) : nil, uri: uri,
                  elapsed: Double(player.elapsed_ms) / 1000, duration: Double(player.total_ms) / 1000)
    }
}

/// The player events that take the model from one snapshot of MPD's player to the next, for the album tui-clock
/// put in MPD's queue (`queue`, its uris). A song that is not that album's, at its place, is nothing of ours: the
/// album has ended for the panel (another client replaced the queue), as it has when MPD stops.
enum MPDPlayerEvents {
    static func changes(from old: MPDPlayerSnapshot?, to new: MPDPlayerSnapshot, queue: [String]) -> [PlayerEvent] {
        let position = ours(new, queue: queue)
        let was = old.flatMap { ours($0, queue: queue) }
        var events: [PlayerEvent] = []
        if old == nil || position != was {
            events.append(.playlistPosition(position))
            if position == nil, was != nil { events.append(.idle) }
        }
        let paused = new.state == .paused
        if old == nil || paused != (old!.state == .paused) { events.append(.paused(paused)) }
        guard position != nil else { return events }
        if old == nil || new.duration != old!.duration || position != was, new.duration > 0 {
            events.append(.duration(new.duration))
        }
        if old == nil || new.elapsed != old!.elapsed || position != was { events.append(.timePosition(new.elapsed)) }
        return events
    }

    /// The snapshot's place in our album, nil when it plays nothing of it.
    private static func ours(_ snapshot: MPDPlayerSnapshot, queue: [String]) -> Int? {
        guard snapshot.state != .stopped, let position = snapshot.position, queue.indices.contains(position),
              queue[position] == snapshot.uri else { return nil }
        return position
    }
}
