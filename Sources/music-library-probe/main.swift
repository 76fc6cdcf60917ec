import ClockCore
import Foundation
import MusicLibrary

/// A small tool around the MusicLibrary module:
///   music-library-probe scan DIR              list the albums found
///   music-library-probe bench [TRACKS] [DIR]  generate a library of TRACKS tracks (default 10000) and time a cold scan
///   music-library-probe index DIR INDEX [--rescan]  follow DIR through the index file INDEX once (no watch):
///                                             seconds to the first albums and to the check, CPU, tags read, RSS
///   music-library-probe generate mp3|flac TRACKS DIR   the benchmark's tag-only library (see TagOnlyLibrary)
///   music-library-probe check DIR INDEX       the start-up check of DIR against INDEX alone: CPU and wall seconds
///   music-library-probe hold-player PIDFILE   start mpv, write its pid, wait forever (the orphan test kills us)
///   music-library-probe mpd ADDRESS           time reading an MPD server's database (mpd://HOST:PORT) as albums
let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "scan" where arguments.count == 2:
    let summary = LibraryScanner.scan(directory: arguments[1])
    for album in summary.albums {
        print("\(album.artist) — \(album.title) (\(album.year.map(String.init) ?? "-")) cover: \(album.cover)")
        for track in album.tracks {
            print("   \(track.discNumber ?? 0)-\(track.trackNumber ?? 0) \(track.title) \(track.duration ?? 0)s"
                  + (track.artist.map { " — " + $0 } ?? ""))
        }
    }
    print("\(summary.albums.count) albums, \(summary.trackCount) tracks, \(summary.skippedCount) skipped, "
          + "\(String(format: "%.3f", summary.elapsed)) s")
    for skipped in summary.skipped { print("skipped \(skipped.reason): \(skipped.path)") }
case "bench":
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
    let directory = arguments.count > 2 ? arguments[2]
        : FileManager.default.temporaryDirectory.appendingPathComponent("tui-clock-bench-\(count)").path
    let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary").path
    do {
        let result = try ScanBenchmark.run(trackCount: count, directory: directory, demoLibrary: demo)
        print(result)
    } catch {
        print("benchmark failed: \(error)")
        exit(1)
    }
case "index" where arguments.count == 3 || (arguments.count == 4 && arguments[3] == "--rescan"):
    let cpuBefore = IndexedLibraryProbe.processCPU()
    let result = IndexedLibraryProbe.follow(arguments[1], indexFile: arguments[2], rebuild: arguments.count == 4)
    let cpu = IndexedLibraryProbe.processCPU() - cpuBefore
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print(String(format: "first albums %.3f s, albums in %.3f s, checked %.3f s, CPU %.3f s (%.3f to the albums, "
                 + "%.3f the check), %d tracks, %d tags read, %d changed folders, max RSS %.1f MiB",
                 result.firstAlbums, result.lastAlbums, result.checked, cpu, result.cpuToLastAlbums, result.cpuOfCheck, result.tracks, result.tagReads,
                 result.changedFolders, Double(usage.ru_maxrss) / 1024))
case "generate" where arguments.count == 4 && TagOnlyLibrary.Format(rawValue: arguments[1]) != nil:
    guard let count = Int(arguments[2]) else { exit(2) }
    let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary").path
    do {
        try TagOnlyLibrary.generate(trackCount: count, directory: arguments[3], demoLibrary: demo,
                                    format: TagOnlyLibrary.Format(rawValue: arguments[1])!)
    } catch {
        print("cannot generate: \(error)")
        exit(1)
    }
case "check" where arguments.count == 3:
    guard let check = IndexedLibraryProbe.checkOnly(arguments[1], indexFile: arguments[2]) else {
        print("no index at \(arguments[2])")
        exit(1)
    }
    print(String(format: "check %.3f s CPU, %.3f s, %d tracks, %d changed folders", check.cpu, check.wall, check.tracks,
                 check.changed))
case "mpd" where arguments.count == 2:
    guard case .success(let address)? = MPDAddress.parse(arguments[1], environment: [:], home: "/") else {
        print("not an MPD address: \(arguments[1])")
        exit(2)
    }
    print(MPDReadBenchmark.run(address: address))
case "hold-player" where arguments.count == 2:
    let player = MPVPlayer(options: .init(audioOutput: "null"))
    guard let pid = player.processID else {
        print("mpv did not start: \(player.readEvents())")
        exit(1)
    }
    try? "\(pid)\n".write(toFile: arguments[1], atomically: true, encoding: .utf8)
    while true { sleep(60) }
default:
    print("usage: music-library-probe scan DIR | bench [TRACKS] [DIR] | index DIR INDEX [--rescan] | generate mp3|flac TRACKS DIR | check DIR INDEX | hold-player PIDFILE")
    exit(2)
}
