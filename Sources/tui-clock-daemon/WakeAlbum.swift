import ClockCore
import ClockSystem
import Glibc
import MusicLibrary
import Synchronization

/// An alarm's wake album in the background ringer, played as the clock plays it: from its start through mpv, the
/// volume fading in over 30 s (`WakeUp`, the clock's own model of it), the ring tone instead when the album is gone
/// or cannot play. The album is looked up in the music library's index, which loads the codecs plugin: only here,
/// only when such an alarm rings. The album is looked for where the clock showed it when the alarm was set to it
/// (the state file records that source: `--music mpd://…` on the command line is seen too); an alarm set before
/// that was recorded looks where the music setting says (the config file's `music`, or `$TUI_CLOCK_MUSIC`, as the
/// clock reads them). When that is an MPD server, MPD plays it instead (`MPDWakeUp`), loading the MPD plugin then.
final class WakeAlbum {
    /// How long the ring waits for the library to name the album before the ring tone stays (the index answers in
    /// milliseconds; a folder never indexed is scanned, which may take longer).
    static let lookUpLimit = 5.0

    private let environment: [String: String]
    private let audioOutput: String?
    private var player: MPVPlayer?
    private var local: WakeUp?
    /// The album playing on MPD, when the music is there.
    private var server: MPDWakeUp?
    var wake: WakeUp? { local ?? server?.wake }

    init(environment: [String: String], audioOutput: String?) {
        self.environment = environment
        self.audioOutput = audioOutput
    }

    var isPlaying: Bool { wake != nil }

    /// mpv's socket while the album plays; -1 otherwise.
    var fileDescriptor: Int32 { player?.fileDescriptor ?? -1 }
    var pollEvents: Int16 { Int16(POLLIN) | (player?.wantsToWrite == true ? Int16(POLLOUT) : 0) }

    /// The next volume step while it fades in, or mpv's reply deadline.
    func nextDeadline(after now: Moment) -> Moment? {
        let reply = player?.replyDeadline.map { now.at(uptime: Uptime(seconds: $0)) }
        let onServer = Moment.earliest(server?.nextDeadline(after: now), server?.nextLook(after: now))
        return Moment.earliest(Moment.earliest(local?.nextStep(after: now), reply), onServer)
    }

    /// Starts album `id` at volume 0, from `source` (the state file's record of where it was chosen) or else the
    /// music setting; the reason when it cannot (then the caller plays the ring tone).
    func start(_ id: String, from source: String?, at now: Moment) -> String? {
        let named = Self.musicSetting(environment: environment)
        let setting = source ?? named?.value
        if let address = Self.serverAddress(setting: setting, environment: environment) {
            return startOnServer(id, address: address, at: now)
        }
        guard let album = Self.find(id, in: setting, environment: environment), !album.tracks.isEmpty else {
            // A folder the setting names that is not there is said with where it was named, to be fixed there.
            if source == nil, let named, let why = Self.missingFolder(named, environment: environment) { return why }
            return "the album is gone"
        }
        let started = MPVPlayer(options: MPVPlayer.Options(audioOutput: audioOutput))
        player = started
        var waking = WakeUp(album: album, since: now.uptime)
        for event in started.readEvents() {
            if let why = waking.failure(after: event) {
                stop()
                return why
            }
        }
        started.send(.setVolume(0))
        started.send(.load(paths: album.tracks.map(\.path), startAt: 0))
        local = waking
        RingerLog.write("playing \(album.title) for the alarm")
        return nil
    }

    /// Reads mpv's reports and moves the fade on; the reason when the album cannot play after all.
    func advance(at now: Moment) -> String? {
        if let server, let why = server.advance(at: now) {
            stop()
            return why
        }
        guard var waking = local, let player else { return nil }
        for event in player.readEvents() {
            if let why = waking.failure(after: event) {
                stop()
                return why
            }
        }
        let volume = waking.volume(at: now.uptime)
        if volume != waking.volume {
            waking.volume = volume
            player.send(.setVolume(volume))
        }
        local = waking
        return nil
    }

    func stop() {
        player?.terminate()
        player = nil
        local = nil
        if let why = server?.stop() { RingerLog.write("cannot stop the album on MPD: \(why)") }
        server = nil
    }

    /// MPD plays album `id` (its queue replaced) while its volume fades in; why not, when it cannot (a server that
    /// is down, a malformed address, an album gone from its database).
    private func startOnServer(_ id: String, address: Result<MPDAddress, MPDAddressError>, at now: Moment) -> String? {
        switch address {
        case .failure(let error):
            return "the alarm's music source is no MPD address: \(error)"
        case .success(let address):
            let waking = MPDWakeUp(server: MPDWakeConnection(address: address))
            if let why = waking.start(id, at: now) { return why }
            server = waking
            RingerLog.write("playing \(waking.wake?.album.title ?? id) on \(address) for the alarm")
            return nil
        }
    }

    /// The music setting the clock reads (the config file's `music`, unless `$TUI_CLOCK_MUSIC` is set for this
    /// run): the folder's path, or an MPD server's address; and where it was named.
    static func musicSetting(environment: [String: String]) -> (value: String, namedBy: LibraryLocation.Reason)? {
        if let named = environment[LibraryLocation.environmentVariable], !named.isEmpty { return (named, .environment) }
        guard let path = ConfigFileLoader.path(environment: environment),
              case .success(let read) = ConfigFileLoader.load(path: path), let music = read.music else { return nil }
        return (music, .configFile(ConfigFileLoader.shown(path, home: environment["HOME"])))
    }

    /// "music folder ~/Gone, from music = in ~/.config/tui-clock/config.toml, does not exist" when the folder the
    /// setting names is not there; nil when it is.
    private static func missingFolder(_ named: (value: String, namedBy: LibraryLocation.Reason),
                                      environment: [String: String]) -> String? {
        let home = Self.home(environment)
        let location = LibraryLocation.resolve(explicit: named.value, explicitReason: named.namedBy,
                                               environment: environment, home: home, demoLibrary: "")
        guard !LibraryLocation.isDirectory(location.directory) else { return nil }
        return "music folder \(location.shown(home: home)), \(location.reason), does not exist"
    }

    /// The home folder `~` stands for in the music setting: `$HOME`, else "/".
    private static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    }

    /// The MPD server a music setting names, if it names one (well formed or not), as the clock reads it.
    static func serverAddress(setting: String?, environment: [String: String]) -> Result<MPDAddress, MPDAddressError>? {
        guard let named = setting else { return nil }
        let home = Self.home(environment)
        return MPDAddress.parse(named, environment: environment, home: home)
    }

    /// The album in the music folder the clock would show with music setting `explicit` (else the XDG music folder,
    /// ~/Music, the demo library), read through its index; nil when it is not there.
    static func find(_ id: String, in explicit: String?, environment: [String: String]) -> Album? {
        let demo = ShippedResources.find(executablePath: ExecutablePath.current)?.demoLibrary ?? "/usr/share/tui-clock/DemoLibrary"
        let home = Self.home(environment)
        let location = LibraryLocation.resolve(explicit: explicit, environment: environment, home: home, demoLibrary: demo)
        let indexFile = LibraryIndexFile.path(forLibrary: location.directory, environment: environment, home: home)
        let found = Mutex<(album: Album?, done: Bool)>((nil, false))
        let library = IndexedLibrary.start(directory: location.directory, indexFile: indexFile, watch: false) { update in
            switch update {
            case .albums(let albums):
                if let album = albums.first(where: { $0.id == id }) { found.withLock { $0.album = album } }
            case .checked:
                found.withLock { $0.done = true }
            case .removed, .progress:
                break
            }
        }
        defer { library.cancel() }
        let deadline = KernelClocks.monotonicSeconds() + lookUpLimit
        while KernelClocks.monotonicSeconds() < deadline {
            let (album, done) = found.withLock { ($0.album, $0.done) }
            if album != nil || done {
                return album.map { withTracks($0, root: location.directory, indexFile: indexFile) }
            }
            usleep(10_000)
        }
        return found.withLock { $0.album }.map { withTracks($0, root: location.directory, indexFile: indexFile) }
    }

    /// The album with its tracks, read from the index where the library left them (this thread may wait on it).
    private static func withTracks(_ album: Album, root: String, indexFile: String?) -> Album {
        guard album.needsTracks else { return album }
        return album.withTracks(AlbumTracks.read(album, root: root, indexFile: indexFile))
    }
}
