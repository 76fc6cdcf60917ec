import MusicLibrary

/// The command line of `tui-clock-bench`. Parsed by hand, to keep the target's dependencies to the app's own modules.
struct BenchOptions {
    /// Seconds of idle time measured per launch of the real binary.
    var window = 20.0
    /// Seconds to wait after the first frame before the idle window, so the "Alarm set" notification
    /// that `--alarm` shows (slide in 0.3 s, rest 5 s, leave 0.3 s) is gone.
    var settle = 7.0
    /// Launches of the real binary; also the number of repetitions of each render case.
    var runs = 5
    /// Frames rendered per render case and run.
    var frames = 2000
    /// Silence that ends an output burst (the first frame, the redraw after a resize). ncurses writes a frame in
    /// well under a millisecond, while the "Alarm set" notification animates at 30 fps from the first frame on,
    /// so a longer silence would often take its first frames into the first frame's time.
    var quietMilliseconds = 5.0
    /// → steps timed per run of the in-process album-wall scroll.
    var steps = 500
    /// Tracks in the generated library, and screens scrolled on it for the memory-growth figure.
    var tracks = 10_000
    var screens = 2000
    /// Tracks in the generated tag-only library of the index benchmark.
    var indexTracks = 100_000
    /// The tag-only library's files: FLAC with a folder.jpg per album (what cmus is measured on), or MP3.
    var indexFormat = TagOnlyLibrary.Format.flac
    var skipIndex = false
    /// Songs in each library served by MPD beside the local index, and whether to leave MPD out (or run it alone).
    var mpdTracks = [10_000, 100_000]
    var skipMPD = false
    var mpdOnly = false
    /// Leave out cmus beside the index benchmark (it runs only where cmus is installed).
    var skipCmus = false
    /// Of the album-wall benchmarks only the index one (the clock's launches still run).
    var indexOnly = false
    var skipTerminal = false
    var skipRender = false
    var skipWall = false
    /// Only the clock screen while music plays (`PlayingClockBenchmark`).
    var playingOnly = false
    /// Seconds of the background ringer's idle window, and whether to leave it out (or run it alone).
    var daemonWindow = 60.0
    var skipDaemon = false
    var daemonOnly = false
    /// The binary to launch; by default `tui-clock` next to this one.
    var binary: String?

    static let usage = """
        USAGE: swift run -c release tui-clock-bench [options]
        Measures frame render time (model to canvas) and the release tui-clock in a pseudo-terminal,
        on the clock and on the album wall. Build the binary first: swift build -c release

        OPTIONS:
          --window SECONDS   idle window per launch (default 20)
          --settle SECONDS   wait after the first frame before the window (default 7)
          --runs N           launches of tui-clock, and repetitions of each render case (default 5)
          --frames N         frames per render case and run (default 2000)
          --quiet MS         silence that ends an output burst (default 5)
          --steps N          → steps per run of the in-process album-wall scroll (default 500)
          --tracks N         tracks in the generated library (default 10000)
          --screens N        screens scrolled on it for the memory-growth figure (default 2000)
          --index-tracks N   tracks in the generated tag-only library of the index benchmark (default 100000);
                             --index-tracks 1000000 is the million-track run (100,000 albums of 10 tag-only
                             tracks): about 5 GB in 100,000 folders, generated once in $TMPDIR (set TMPDIR to
                             a roomy disk; 29 minutes on 2 busy cores), then each run scans it twice in
                             process, launches tui-clock twice (targets: first titles <= 100 ms from the index,
                             VmRSS after the check <= 120 MiB) and times the search of a wall of 100,000
                             albums (<= 16 ms a keystroke); about 6 minutes a run, and cmus's add of it over
                             15 minutes a run on 2 busy cores (its end is taken only once cmus accepts
                             'save -l', which it refuses while adding: it pauses part-way)
          --index-format F   flac (default: a Vorbis comment, no frames, a folder.jpg per album) or mp3
          --skip-cmus        leave out cmus beside the index benchmark (run where cmus and cmus-remote are on
                             the PATH: its 'add' of the same library and its 'update-cache' of it unchanged)
          --skip-index       leave out the library index benchmark
          --mpd-only         only tui-clock on MPD beside its local index (where mpd and mpc are on the PATH):
                             for each size an mpd --no-daemon of the benchmark's own (127.0.0.1, a free port,
                             a null audio output, the tag-only FLAC library as its music directory) is started
                             and updated, then per run tui-clock on the folder with its index and on MPD:
                             Tab to first titles, to every album read, and VmRSS, in one table
          --mpd-tracks N,N   songs in the libraries served by MPD (default 10000,100000)
          --skip-mpd         leave out MPD (it runs with the index benchmark, where MPD is installed)
          --index-only       of the render and album-wall benchmarks run only the index one
          --binary PATH      the tui-clock to launch (default: next to this binary)
          --skip-terminal    only the in-process benchmarks (no launches of tui-clock)
          --skip-render      only the launches of tui-clock
          --skip-wall        leave out the album wall
          --playing-only     only the clock screen while music plays (mpv, MPRIS on a private bus)
          --daemon-window S  idle window of the background ringer, tui-clock daemon (default 60)
          --skip-daemon      leave out the background ringer
          --daemon-only      only the background ringer
          -h, --help         this text
        """

    /// Parses `arguments` (without the program name); throws a message for the user on bad input.
    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw BenchError.usage("\(flag) needs a value") }
            return v
        }
        func number(_ flag: String, minimum: Double) throws -> Double {
            let text = try value(flag)
            guard let n = Double(text), n >= minimum else { throw BenchError.usage("\(flag): expected a number ≥ \(minimum), got \(text)") }
            return n
        }
        while let arg = rest.popFirst() {
            switch arg {
            case "--window": window = try number(arg, minimum: 1)
            case "--settle": settle = try number(arg, minimum: 0)
            case "--runs": runs = Int(try number(arg, minimum: 1))
            case "--frames": frames = Int(try number(arg, minimum: 10))
            case "--quiet": quietMilliseconds = try number(arg, minimum: 1)
            case "--steps": steps = Int(try number(arg, minimum: 10))
            case "--tracks": tracks = Int(try number(arg, minimum: 100))
            case "--screens": screens = Int(try number(arg, minimum: 4))
            case "--index-tracks": indexTracks = Int(try number(arg, minimum: 100))
            case "--skip-index": skipIndex = true
            case "--skip-cmus": skipCmus = true
            case "--mpd-only": mpdOnly = true
            case "--skip-mpd": skipMPD = true
            case "--mpd-tracks":
                let text = try value(arg)
                let sizes = text.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count, sizes.allSatisfy({ $0 >= 100 }) else {
                    throw BenchError.usage("--mpd-tracks: expected numbers ≥ 100 separated by commas, got \(text)")
                }
                mpdTracks = sizes
            case "--index-format":
                let text = try value(arg)
                guard let format = TagOnlyLibrary.Format(rawValue: text) else {
                    throw BenchError.usage("--index-format: expected flac or mp3, got \(text)")
                }
                indexFormat = format
            case "--index-only": indexOnly = true
            case "--binary": binary = try value(arg)
            case "--skip-terminal": skipTerminal = true
            case "--skip-render": skipRender = true
            case "--skip-wall": skipWall = true
            case "--playing-only": playingOnly = true
            case "--daemon-window": daemonWindow = try number(arg, minimum: 1)
            case "--skip-daemon": skipDaemon = true
            case "--daemon-only": daemonOnly = true
            case "-h", "--help": throw BenchError.help
            default: throw BenchError.usage("unknown option \(arg)")
            }
        }
    }
}

/// Why the benchmark stopped early.
enum BenchError: Error, CustomStringConvertible {
    case help
    case usage(String)
    case system(String)

    var description: String {
        switch self {
        case .help: return BenchOptions.usage
        case .usage(let why): return "\(why)\n\n\(BenchOptions.usage)"
        case .system(let why): return why
        }
    }
}
