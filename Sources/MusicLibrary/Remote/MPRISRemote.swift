import CMediaControl
import ClockCore
import ClockSystem
import Glibc

/// The desktop's remote control of the player: MPRIS 2 on the D-Bus session bus (`org.mpris.MediaPlayer2.tui_clock`),
/// through the plugin `libtui-clock-mpris.so` (sd-bus), loaded the first time music is used. The connection is one
/// more descriptor for the program's run loop: nothing here blocks, and nothing wakes while the bus is quiet.
/// Everything happens on the caller's thread.
public final class MPRISRemote {
    public static let fileName = InstalledLayout.mprisPluginName

    /// What a remote asked, in the model's words.
    public enum Request: Sendable, Equatable {
        case music(MusicKey)
        case quit
    }

    private let table: UnsafePointer<tc_mpris_table>
    private var connection: OpaquePointer?
    private var asked: [Request] = []
    /// The status last published and the uptime it was, to tell a seek from playing on.
    private var last: (status: PlayerStatus, uptime: Double)?

    /// Connects when the plugin loads and a session bus answers the connection; nil otherwise, said to no one: the
    /// program runs as it would without a desktop.
    public init?(executablePath: String = ExecutablePath.current) {
        let paths = MusicCodecs.candidates(executablePath: executablePath, fileName: Self.fileName)
        var error = [CChar](repeating: 0, count: 512)
        guard let table = paths.lazy.filter({ access($0, F_OK) == 0 }).compactMap({ tc_mpris_load($0, &error, error.count) }).first
        else { return nil }
        self.table = table
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let connection = table.pointee.open({ context, ask, value in
            guard let context else { return }
            Unmanaged<MPRISRemote>.fromOpaque(context).takeUnretainedValue().received(ask, value)
        }, context) else { return nil }
        self.connection = connection
    }

    deinit { close() }

    /// The connection's descriptor, -1 once it is closed.
    public var fileDescriptor: Int32 { connection.map { table.pointee.fd($0) } ?? -1 }

    public var pollEvents: Int16 { connection.map { Int16(truncatingIfNeeded: table.pointee.events($0)) } ?? Int16(POLLIN) }

    /// When the connection needs `process` though its descriptor stays quiet (CLOCK_MONOTONIC seconds, the
    /// program's uptime); nil for never, which is always while nothing waits for an answer.
    public var deadline: Double? {
        guard let connection else { return nil }
        let usec = table.pointee.deadline_us(connection)
        return usec < 0 ? nil : Double(usec) / 1e6
    }

    /// Handles what arrived; returns the requests among it, or nil when the bus went away (the connection is
    /// closed then, and stays so).
    public func process() -> [Request]? {
        guard let connection else { return nil }
        let result = table.pointee.process(connection)
        defer { asked.removeAll() }
        if result < 0 {
            close()
            return nil
        }
        return asked
    }

    /// The player's new status: the properties answer from it, PropertiesChanged names what changed, and a jump of
    /// the position is signalled (Seeked).
    public func publish(_ status: PlayerStatus, at uptime: Double) {
        guard let connection else { return }
        let strings = [status.track?.id, status.track?.title, status.track?.artist, status.track?.album,
                       status.track?.albumArtist, status.track?.coverFile.map(MPVProtocol.fileURL)].map { $0.map { strdup($0) } }
        defer { for string in strings { free(string ?? nil) } }
        var c = tc_mpris_status()
        c.playback = Self.playback(status.state)
        c.loop = Self.loop(status.repeatMode)
        c.shuffle = status.shuffle ? 1 : 0
        c.volume = Double(status.volume) / 100
        // The plugin plays it on from here when asked later (Position is not announced as it moves).
        c.position_us = Self.microseconds(status.position(at: Uptime(seconds: uptime)))
        c.can_go_next = status.canGoNext ? 1 : 0
        c.can_go_previous = status.canGoPrevious ? 1 : 0
        c.can_play = status.canPlay ? 1 : 0
        c.can_pause = status.canPause ? 1 : 0
        c.can_seek = status.canSeek ? 1 : 0
        c.track_id = UnsafePointer(strings[0] ?? nil)
        c.title = UnsafePointer(strings[1] ?? nil)
        c.artist = UnsafePointer(strings[2] ?? nil)
        c.album = UnsafePointer(strings[3] ?? nil)
        c.album_artist = UnsafePointer(strings[4] ?? nil)
        c.art_url = UnsafePointer(strings[5] ?? nil)
        c.track_number = Int32(clamping: status.track?.trackNumber ?? 0)
        c.length_us = status.track?.length.map(Self.microseconds) ?? -1
        table.pointee.publish(connection, &c)
        if let last, status.jumped(from: last.status, secondsLater: uptime - last.uptime) {
            table.pointee.seeked(connection, c.position_us)
        }
        last = (status, uptime)
    }

    /// Gives the name back and closes the connection; on every way out.
    public func close() {
        guard let connection else { return }
        self.connection = nil
        table.pointee.close(connection)
    }

    private func received(_ ask: tc_mpris_ask, _ value: Double) {
        if let request = Self.request(ask, value) { asked.append(request) }
    }

    /// A remote's request as the key that asks the same.
    static func request(_ ask: tc_mpris_ask, _ value: Double) -> Request? {
        switch ask {
        case TC_MPRIS_ASK_PLAY: return .music(.play)
        case TC_MPRIS_ASK_PAUSE: return .music(.pause)
        case TC_MPRIS_ASK_PLAY_PAUSE: return .music(.playPause)
        case TC_MPRIS_ASK_STOP: return .music(.stop)
        case TC_MPRIS_ASK_NEXT: return .music(.nextTrack)
        case TC_MPRIS_ASK_PREVIOUS: return .music(.previousTrack)
        case TC_MPRIS_ASK_SEEK: return .music(.seek(seconds: value / 1e6))
        case TC_MPRIS_ASK_SET_POSITION: return .music(.seekTo(seconds: value / 1e6))
        case TC_MPRIS_ASK_SET_VOLUME: return .music(.setVolume(Int((value * 100).rounded())))
        case TC_MPRIS_ASK_SET_SHUFFLE: return .music(.setShuffle(value != 0))
        case TC_MPRIS_ASK_SET_LOOP:
            switch Int32(value) {
            case Int32(TC_MPRIS_LOOP_TRACK.rawValue): return .music(.setRepeat(.track))
            case Int32(TC_MPRIS_LOOP_PLAYLIST.rawValue): return .music(.setRepeat(.album))
            default: return .music(.setRepeat(.off))
            }
        case TC_MPRIS_ASK_QUIT: return .quit
        default: return nil  // a C enum: Swift cannot know its cases are all listed
        }
    }

    private static func playback(_ state: PlayerStatus.State) -> tc_mpris_playback {
        switch state {
        case .playing: return TC_MPRIS_PLAYING
        case .paused: return TC_MPRIS_PAUSED
        case .stopped: return TC_MPRIS_STOPPED
        }
    }

    /// Repeat album is MPRIS's "Playlist": the playlist is the album.
    private static func loop(_ mode: RepeatMode) -> tc_mpris_loop {
        switch mode {
        case .off: return TC_MPRIS_LOOP_NONE
        case .album: return TC_MPRIS_LOOP_PLAYLIST
        case .track: return TC_MPRIS_LOOP_TRACK
        }
    }

    private static func microseconds(_ seconds: Double) -> Int64 {
        seconds.isFinite ? Int64((max(0, seconds) * 1e6).rounded()) : 0
    }
}
