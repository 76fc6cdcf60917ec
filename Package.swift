// swift-tools-version:6.0
import PackageDescription

// Resident memory: with the Swift runtime and Foundation linked in statically only the code a program actually runs
// is paged in, rather than the start-up relocations of a dozen shared libraries; packed relative relocations (lld,
// glibc ≥ 2.36) keep the loader from reading 1.8 MB of relocation records. The compile needs the flag too, so the
// static libraries' own dependencies are linked. Release only: debug builds (the tests') autolink all of Foundation
// into every module.
let staticRelease: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
let packedRelease: [LinkerSetting] = [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                                                   .when(configuration: .release))]

let package = Package(
    name: "tui-clock",
    products: [
        .executable(name: "tui-clock", targets: ["tui-clock"]),
        // Built beside it: the clock in the terminal, which tui-clock starts in its own process (execv).
        .executable(name: "tui-clock-ui", targets: ["tui-clock-ui"]),
        // And the background ringer, `tui-clock daemon`, which tui-clock starts the same way.
        .executable(name: "tui-clock-daemon", targets: ["tui-clock-daemon"]),
        // Which the background ringer becomes between alarms: a small C program that only sleeps.
        .executable(name: "tui-clock-daemon-idle", targets: ["tui-clock-daemon-idle"]),
        // Built beside the executable by `swift build`; tui-clock loads it from its own folder.
        .library(name: "tui-clock-codecs", type: .dynamic, targets: ["CMusicCodecs"]),
        // The same way: the desktop's remote control (MPRIS on D-Bus), loaded when music is first used.
        .library(name: "tui-clock-mpris", type: .dynamic, targets: ["CMPRIS"]),
        // Built beside it too: libmpdclient behind a table, loaded only when the music is on an MPD server.
        .library(name: "tui-clock-mpd", type: .dynamic, targets: ["CMPDClient"]),
    ],
    dependencies: [
        // 1.7 for `@ParentCommand`: `alarms list` and `snooze` read the `--now` the clock's options took.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.7.0"),
    ],
    targets: [
        // ncursesw as a system library; the shim header wraps the macros Swift cannot import.
        .systemLibrary(
            name: "CNCursesW",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // The shared model: pure values and update functions, no curses, no I/O, no wall-clock reads.
        .target(name: "ClockCore", dependencies: ["JSON", "TOML", "TerminalGraphics"]),
        // Leaf modules, each one concern with no project dependency: JSON values (the state file, mpv's IPC) and the
        // strict TOML subset the config file is written in.
        .target(name: "JSON"),
        .target(name: "TOML"),
        // Terminal-graphics bytes: finding kitty graphics commands in a stream, wrapping sequences for tmux.
        .target(name: "TerminalGraphics"),
        // Views: model in, cells out.
        .target(name: "ClockRender", dependencies: ["ClockCore"]),
        // The one way a plugin is loaded (dlopen, its table's version checked), for the three below.
        .target(name: "CPluginLoader"),
        // The music codecs plugin's interface (one table of C functions) and its loader.
        .target(name: "CCodecs", dependencies: ["CPluginLoader"]),
        // The plugin itself, libtui-clock-codecs.so: TagLib's C++ API behind a C face (tags, album artist, disc
        // number, embedded pictures), PNG / JPEG decoding in C (where libjpeg's longjmp error handling can live),
        // libchafa for cover tiles, and SQLite for the library index. Loaded when the music library is first needed,
        // so the clock alone stays small.
        .target(
            name: "CMusicCodecs",
            dependencies: ["CCodecs", "CChafa"],
            linkerSettings: [
                .linkedLibrary("tag"), .linkedLibrary("stdc++"), .linkedLibrary("png16"), .linkedLibrary("jpeg"),
                .linkedLibrary("sqlite3"),
                // SwiftPM links every library with the Swift runtime; a shared libswiftCore loaded into the
                // statically linked release program would be a second runtime that also replaces our crash handlers.
                .unsafeFlags(["-static-stdlib"], .when(configuration: .release)),
            ]
        ),
        // The MPD plugin's interface (one table of C functions) and its loader.
        .target(name: "CMPD", dependencies: ["CPluginLoader"]),
        // The plugin itself, libtui-clock-mpd.so: libmpdclient, MPD's own client library, behind that table.
        .target(
            name: "CMPDClient",
            dependencies: ["CMPD"],
            linkerSettings: [
                .linkedLibrary("mpdclient"),
                .unsafeFlags(["-static-stdlib"], .when(configuration: .release)),
            ]
        ),
        // libchafa: pictures to terminal characters and colours.
        .systemLibrary(
            name: "CChafa",
            pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]
        ),
        // libsystemd's sd-bus: the D-Bus session bus (MPRIS, desktop notifications).
        .systemLibrary(
            name: "CSDBus",
            pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]
        ),
        // The MPRIS plugin's interface (one table of C functions) and its loader (dlopen): no libsystemd here.
        .target(name: "CMediaControl", dependencies: ["CPluginLoader"]),
        // The plugin itself, libtui-clock-mpris.so: the MPRIS 2 object on the session bus, in C because sd-bus's
        // vtables and varargs are C macros. The clock alone never maps libsystemd nor opens a bus connection.
        .target(
            name: "CMPRIS",
            dependencies: ["CMediaControl", "CSDBus"],
            // Plain C, so no Swift runtime: SwiftPM links one into every library, and its start-up routines
            // (-nostartfiles drops them) pulled 8.7 MB of it in, 1 MiB of which resident once loaded; statically
            // (release) nothing else is referenced, so nothing else is linked.
            linkerSettings: [.unsafeFlags(["-nostartfiles"]), .unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // Desktop notifications through sd-bus (its varargs and callbacks are C): show, replace, close, buttons.
        .target(name: "CDesktopNotifications", dependencies: ["CSDBus"]),
        // timerfd and signalfd, which Swift's Glibc module does not import.
        .target(name: "CWakeUps"),
        // The program's world outside the terminal: the state file, the config file, the time zone, the clock, and
        // child processes (one spawner) and wake-up pipes (one kind).
        .target(name: "ClockSystem", dependencies: ["ClockCore"]),
        // Library scanning, tags, covers and the audio player process.
        .target(name: "MusicLibrary", dependencies: ["ClockCore", "ClockSystem", "JSON", "CCodecs", "CMediaControl", "CMPD"]),
        // Benchmarks the scanner and holds an mpv player for the orphan test: `music-library-probe --help`.
        .executableTarget(name: "music-library-probe", dependencies: ["MusicLibrary", "ClockCore"]),
        // The only module that touches the terminal.
        .target(name: "ClockTerminal", dependencies: ["ClockCore", "ClockRender", "ClockSystem", "TerminalGraphics", "CNCursesW"]),
        // The command line both programs read: the clock's options (one table of settings) and `alarms …`.
        .target(name: "ClockCommandLine", dependencies: [
            "ClockCore", "ClockSystem", "TOML", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The front: reads the command line, runs `alarms …` itself without curses, and for the clock becomes
        // tui-clock-ui (execv, the same process).
        .executableTarget(name: "tui-clock", dependencies: ["ClockCommandLine", "ClockSystem"],
                          swiftSettings: staticRelease, linkerSettings: packedRelease),
        // The clock in the terminal: argument parsing again, then wiring only (the composition root).
        .executableTarget(name: "tui-clock-ui",
                          dependencies: ["ClockCommandLine", "ClockCore", "ClockSystem", "ClockTerminal", "MusicLibrary"],
                          swiftSettings: staticRelease, linkerSettings: packedRelease),
        // The background ringer, `tui-clock daemon`: the alarms' model on the kernel's wake-ups, the ring tone and a
        // desktop notification, no terminal and no argument parser.
        .executableTarget(name: "tui-clock-daemon",
                          dependencies: ["ClockCore", "ClockSystem", "MusicLibrary", "CDesktopNotifications", "CWakeUps"],
                          swiftSettings: staticRelease, linkerSettings: packedRelease),
        // The ringer between alarms (1.6 MiB resident instead of 10): sleeps until the instant it is given or a
        // change, then becomes tui-clock-daemon again.
        // SwiftPM links every executable with the Swift runtime, which this C program never calls: linked as a static
        // executable only the pages it runs are resident (1.6 MiB, against 5 with libswiftCore.so and libstdc++).
        // lld's --no-warnings: libc.a warns that the runtime's unused dlopen needs the shared glibc at run time.
        .executableTarget(name: "tui-clock-daemon-idle",
                          linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld", "-Xlinker", "--no-warnings"],
                                                        .when(configuration: .release))]),
        // The end-to-end tests' notification server on a private session bus (records calls, clicks buttons).
        .executableTarget(name: "fake-notification-server", dependencies: ["CSDBus"], path: "Tests/FakeNotificationServer"),
        // Medians of frame render time and of the release binary in a pseudo-terminal, clock and album wall: `tui-clock-bench --help`.
        .executableTarget(name: "tui-clock-bench", dependencies: ["ClockCore", "ClockRender", "ClockTerminal", "MusicLibrary", "TerminalGraphics", "TestSupport", "ClockSystem"]),
        // What several test targets share: a seeded random generator for the fuzz tests, a misbehaving fake mpv.
        .target(name: "TestSupport", dependencies: ["ClockSystem"], path: "Tests/TestSupport"),
        .testTarget(name: "ClockCoreTests", dependencies: ["ClockCore", "TOML", "TestSupport"]),
        .testTarget(name: "ClockSystemTests", dependencies: ["ClockSystem", "ClockCore", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics"]),
        // Snapshots are read from the source tree by path (see SnapshotSupport.swift), not bundled.
        .testTarget(name: "ClockRenderTests", dependencies: ["ClockRender", "ClockCore", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ClockTerminalTests", dependencies: ["ClockTerminal", "ClockCore", "TestSupport"]),
        // The composition root's effect switch, with every object it calls stood in for.
        .testTarget(name: "ClockUITests", dependencies: ["tui-clock-ui", "ClockTerminal", "ClockCore"]),
        .testTarget(name: "MusicLibraryTests", dependencies: ["MusicLibrary", "ClockCore", "ClockSystem", "music-library-probe", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ClockCore", "ClockRender", "ClockSystem", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
