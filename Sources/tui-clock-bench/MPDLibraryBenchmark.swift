import ClockSystem
import MusicLibrary
import TestSupport

/// The same generated tag-only libraries served by a real MPD (Debian `mpd` and `mpc`, measuring only), beside
/// tui-clock's own local index of them. For each size: an `mpd --no-daemon` of the benchmark's own (`RealMPD`:
/// 127.0.0.1, a free port, a null audio output, its database and state in a temporary folder, the library as its
/// music directory), started once and updated (timed); the local index built once in process. Then per run, back
/// to back: tui-clock on the folder with its index, and tui-clock on `mpd://127.0.0.1:PORT` — each timed from Tab to
/// the first album titles and to every album read (the process standing still), and its memory then.
struct MPDLibraryBenchmark {
    struct Run {
        var local: WallLaunch
        var mpd: WallLaunch
    }

    /// One library size: MPD's update of it, and the runs.
    struct Size {
        var tracks = 0
        var mpdUpdate = 0.0
        var runs: [Run] = []
    }

    /// How long a launch may take to read 100,000 songs from MPD, or MPD to read their tags (about a minute).
    static let patience = 300.0

    let binary: String
    let options: BenchOptions

    /// `mpd --version`'s first line, or nil where MPD or mpc is not installed.
    static var installed: String? {
        guard let mpd = ChildProcess.find("mpd"), ChildProcess.find("mpc") != nil else { return nil }
        return FinishedCommand.run(mpd, ["--version"]).output.split(separator: "\n").first.map(String.init)
    }

    func run() throws -> [Size] {
        try options.mpdTracks.map { tracks in
            progress("generating (or reusing) a tag-only FLAC library of \(tracks) tracks")
            let library = try WallLibraries.tagOnly(tracks: tracks, format: .flac)
            var size = Size(tracks: tracks)
            progress("MPD on \(library): update")
            let started = KernelClocks.monotonicSeconds()
            let mpd = try RealMPD(musicDirectory: library, updateTimeLimit: Self.patience)
            defer { mpd.stop() }
            size.mpdUpdate = KernelClocks.monotonicSeconds() - started
            progress("local index of \(library): full scan")
            let cache = try TemporaryDirectory()
            let indexFile = LibraryIndexFile.path(forLibrary: library, environment: ["XDG_CACHE_HOME": cache.path], home: nil)
            _ = IndexedLibraryProbe.follow(library, indexFile: indexFile, rebuild: true)
            size.runs = try options.eachLaunch({ "MPD \(tracks) run \($0)/\(options.runs): local index, then MPD" }) {
                Run(local: try WallLaunch(music: library, tracks: tracks, binary: binary, options: options,
                                          environment: ["XDG_CACHE_HOME": cache.path], patience: Self.patience),
                    mpd: try WallLaunch(music: "mpd://127.0.0.1:\(mpd.port)", tracks: tracks, binary: binary, options: options,
                                        patience: Self.patience))
            }
            return size
        }
    }
}
