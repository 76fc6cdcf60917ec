import ClockCore

/// What waking to an album asks of MPD. `MPDWakeConnection` is MPD itself; the tests' fake records the calls, so
/// the fade's `setvol` steps are checked on simulated time.
public protocol MPDWakeServer: AnyObject {
    /// MPD's volume now (0–100), nil when it has no mixer.
    func volume() throws(MPDError) -> Int?
    /// The album with this id as the wall groups MPD's database, nil when it is not there.
    func album(id: String) throws(MPDError) -> Album?
    /// Replaces MPD's queue with these songs and plays the first.
    func play(_ uris: [String]) throws(MPDError)
    func setVolume(_ volume: Int) throws(MPDError)
    func stop() throws(MPDError)
    /// Whether MPD plays, or is stopped or paused (another client's `mpc stop`, `mpc pause`): then the alarm would
    /// ring in silence.
    func state() throws(MPDError) -> MPDPlayerSnapshot.State
}

/// An alarm waking the user to an album on MPD, without a clock open (the background ringer): MPD's queue becomes
/// the album, which plays from its first song while MPD's volume rises over 30 s in `setvol` steps — the clock's
/// own curve (`WakeUp`), rising to the volume MPD had before the alarm, so MPD is left playing as loud as its user
/// keeps it. The ring's end stops MPD and puts that volume back. Every call waits for MPD (bounded by the
/// connection's timeout): the ringer has nothing else to do while it rings.
public final class MPDWakeUp {
    private let server: any MPDWakeServer
    public private(set) var wake: WakeUp?
    /// The volume MPD had before the alarm: what the fade rises to and what stays after the ring; nil without a
    /// mixer (then MPD plays at its own volume, with no fade).
    private var userVolume: Int?
    /// When MPD's state was last read: after the fade (or without a mixer) it is read again every `lookInterval`, so
    /// another client's stop or pause then brings the ring tone too.
    private var lastLook = Uptime(seconds: 0)
    /// How often MPD's state is read while the alarm rings with no fade step to read it at.
    static let lookInterval = 2.0

    public init(server: any MPDWakeServer) {
        self.server = server
    }

    public var isPlaying: Bool { wake != nil }

    /// What the fade rises to: the user's volume, or full when MPD was muted (a silent alarm wakes nobody).
    var fadeTarget: Int? { userVolume.map { $0 > 0 ? $0 : 100 } }

    /// Starts album `id` on MPD at volume 0; the reason when it cannot (then the ring tone sounds instead).
    public func start(_ id: String, at now: Moment) -> String? {
        do throws(MPDError) {
            guard let album = try server.album(id: id) else { return "the album is gone" }
            let uris = album.tracks.compactMap { ServerTrack.uri(ofPath: $0.path) }
            guard !uris.isEmpty else { return "the album is gone" }
            userVolume = try server.volume()
            // Silent before the first song starts; a mixer that cannot be set while MPD is stopped is set just after.
            var quiet = false
            if userVolume != nil { quiet = try setVolume(0) }
            try server.play(uris)
            if userVolume != nil, !quiet { quiet = try setVolume(0) }
            if !quiet { userVolume = nil }
            wake = WakeUp(album: album, since: now.uptime)
            lastLook = now.uptime
            return nil
        } catch {
            wake = nil
            return error.message
        }
    }

    /// The next volume step while it fades in; nil once at the user's volume (or without a mixer).
    public func nextDeadline(after now: Moment) -> Moment? {
        guard fadeTarget != nil else { return nil }
        return wake?.nextStep(after: now)
    }

    /// When MPD's state is next read once the fade no longer steps (a stop or pause by another client after it
    /// would leave the alarm silent); nil once the wake-up ended.
    public func nextLook(after now: Moment) -> Moment? {
        guard wake != nil else { return nil }
        return now.at(uptime: max(now.uptime, lastLook + Self.lookInterval))
    }

    /// Sends the fade's volume for `now` when it changed, reading MPD's state then and every `lookInterval` after the
    /// fade; the reason when MPD went away or another client stopped or paused it meanwhile (the ring tone takes
    /// over: an alarm must be heard while it rings). Only another client can have: the ringer itself never pauses
    /// the album, and its stop ends the wake-up first.
    public func advance(at now: Moment) -> String? {
        guard var waking = wake else { return nil }
        let volume = fadeTarget.map { waking.volume(at: now.uptime, reaching: $0) } ?? waking.volume
        let looks = now.uptime >= lastLook + Self.lookInterval
        guard volume != waking.volume || looks else { return nil }
        do throws(MPDError) {
            lastLook = now.uptime
            let silenced: String? = switch try server.state() {
            case .stopped: WakeUp.stoppedByAnotherClient
            case .paused: WakeUp.pausedByAnotherClient
            case .playing: nil
            }
            if let silenced {
                wake = nil
                // Left at the user's volume, as the ring's end leaves it (a mixer that refuses while MPD is stopped
                // keeps the step's), and as the other client left it: stopped, or paused at the album.
                if let userVolume { _ = try? setVolume(userVolume) }
                return silenced
            }
            if volume != waking.volume { try server.setVolume(volume) }
        } catch where error.kind == .refused {
            // MPD said no to this one step (its mixer is busy): the next one tries again.
            return nil
        } catch {
            wake = nil
            return error.message
        }
        waking.volume = volume
        wake = waking
        return nil
    }

    /// The ring ended: MPD stops and its volume is the user's again. Why not, if MPD could not be told.
    @discardableResult
    public func stop() -> String? {
        guard wake != nil else { return nil }
        wake = nil
        do throws(MPDError) {
            // The volume first, while MPD still plays: a mixer that cannot be set while MPD is stopped is set too
            // (the millisecond until the stop is not heard).
            if let userVolume { try server.setVolume(userVolume) }
            try server.stop()
            return nil
        } catch {
            return error.message
        }
    }

    /// Whether MPD took volume `volume` (a mixer may refuse while MPD is stopped); other failures are thrown.
    private func setVolume(_ volume: Int) throws(MPDError) -> Bool {
        do throws(MPDError) {
            try server.setVolume(volume)
            return true
        } catch where error.kind == .refused {
            return false
        }
    }
}
