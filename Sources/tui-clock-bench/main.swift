import Foundation

// `swift run -c release tui-clock-bench [--window S] [--runs N] [--skip-terminal] [--skip-render] [--skip-wall] ...`
// Prints median figures for frame rendering and for the release tui-clock in a pseudo-terminal, on the clock
// and on the album wall; see --help.

func main() -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch BenchError.help {
        print(BenchOptions.usage)
        return 0
    } catch {
        progress("\(error)")
        return 64
    }
    var sections = ReportSections()
    let binary = options.binary ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("tui-clock").path
    if options.playingOnly {
        do {
            print(Report.playingClock(try PlayingClockBenchmark(binary: binary, options: options).run(), options: options))
            return 0
        } catch {
            progress("playing benchmark failed: \(error)")
            return 1
        }
    }
    if options.mpdOnly {
        do {
            guard let section = try besideMPD(binary: binary, options: options) else {
                progress("mpd or mpc is not installed (apt-get install mpd mpc)")
                return 1
            }
            print(section)
            return 0
        } catch {
            progress("MPD benchmark failed: \(error)")
            return 1
        }
    }
    if options.daemonOnly {
        do {
            print(Report.daemon(try DaemonBenchmark(binary: binary, window: options.daemonWindow).run()))
            return 0
        } catch {
            progress("daemon benchmark failed: \(error)")
            return 1
        }
    }
    if !options.skipRender && !options.indexOnly {
        progress("render: \(RenderBenchmark.cases.count) cases x \(options.runs) runs x \(options.frames) frames")
        sections.append(Report.render(RenderBenchmark(frames: options.frames, runs: options.runs).run()))
    }
    if !options.skipRender && !options.skipWall && !options.indexOnly {
        progress("wall scroll: \(WallScrollBenchmark.sizes.count) sizes x \(WallScrollBenchmark.protocols.count) protocols x \(options.runs) runs x \(options.steps) steps")
        do {
            sections.append(Report.wallScroll(try WallScrollBenchmark.all(steps: options.steps, runs: options.runs)))
        } catch {
            progress("wall scroll benchmark failed: \(error)")
            return 1
        }
        progress("wall search: \(options.runs) runs x \(2 * WallSearchBenchmark.query.count) characters")
        sections.append(Report.wallSearch(WallSearchBenchmark(runs: options.runs).run()))
        progress("wall pictures: \(WallPictureBenchmark.protocols.count) protocols x \(options.runs) runs")
        do {
            sections.append(Report.wallPictures(try WallPictureBenchmark(runs: options.runs).run()))
        } catch {
            progress("wall picture benchmark failed: \(error)")
            return 1
        }
    }
    if !options.skipTerminal {
        do {
            let launches = try TerminalBenchmark(binary: binary, options: options).run()
            sections.append(Report.terminal(launches, binary: binary, options: options))
            if !options.skipWall && !options.indexOnly {
                let demo = WallLibraries.demo
                let wall = try WallTerminalBenchmark(binary: binary, library: demo, options: options).run()
                sections.append(Report.wallTerminal(wall, library: demo, options: options))
                let pictures = try WallPictureBenchmark.protocols.map { chosen in
                    (chosen, try WallTerminalBenchmark(binary: binary, library: demo, options: options, images: chosen).run())
                }
                sections.append(Report.wallPicturesTerminal(symbols: wall, pictures: pictures, library: demo))
                progress("generating (or reusing) a library of \(options.tracks) tracks")
                let large = try WallLibraries.generated(tracks: options.tracks)
                let launches = try LargeLibraryBenchmark(binary: binary, library: large, options: options).run()
                sections.append(Report.largeLibrary(launches, library: large, options: options))
            }
            if !options.skipWall && !options.skipIndex {
                progress("generating (or reusing) a tag-only library of \(options.indexTracks) tracks")
                let tagOnly = try WallLibraries.tagOnly(tracks: options.indexTracks, format: options.indexFormat)
                let runs = try IndexedLibraryBenchmark(binary: binary, library: tagOnly, tracks: options.indexTracks,
                                                       options: options).run()
                sections.append(Report.indexedLibrary(runs, library: tagOnly, tracks: options.indexTracks,
                                                      format: options.indexFormat))
                progress("wall search at \(options.indexTracks / 10) albums, tracks in the index")
                let search = WallSearchBenchmark(runs: options.runs, albumCount: options.indexTracks / 10,
                                                 trackCount: options.indexTracks, tracksInIndex: true)
                sections.append(Report.wallSearch(search.run()))
                if !options.skipCmus, let cmus = CmusBenchmark(library: tagOnly) {
                    sections.append(Report.besideCmus(runs, cmus: try cmus.run(options: options),
                                                      tracks: options.indexTracks))
                }
                if !options.skipMPD, let section = try besideMPD(binary: binary, options: options) {
                    sections.append(section)
                }
            }
        } catch {
            progress("terminal benchmark failed: \(error)")
            return 1
        }
    }
    if !options.skipTerminal && !options.skipDaemon {
        do {
            sections.append(Report.daemon(try DaemonBenchmark(binary: binary, window: options.daemonWindow).run()))
        } catch {
            progress("daemon benchmark failed: \(error)")
        }
    }
    return 0
}

/// tui-clock on MPD beside its local index; nil where MPD is not installed.
func besideMPD(binary: String, options: BenchOptions) throws -> String? {
    guard let server = MPDLibraryBenchmark.installed else { return nil }
    return Report.besideMPD(try MPDLibraryBenchmark(binary: binary, options: options).run(), server: server)
}

exit(main())
