import ClockCore
import Foundation
import MusicLibrary

/// A small tool around the MusicLibrary module:
///   music-library-probe scan DIR              list the albums found
///   music-library-probe bench [TRACKS] [DIR]  generate a library of TRACKS tracks (default 10000) and time a cold scan
///   music-library-probe hold-player PIDFILE   start mpv, write its pid, wait forever (the orphan test kills us)
///   music-library-probe mpd ADDRESS           time reading an MPD server's database (mpd://HOST:PORT) as albums
///   music-library-probe tag-only TRACKS DIR   generate the benchmarks' tag-only MP3 library (for MPD to serve)
let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "scan" where arguments.count == 2:
    let summary = LibraryScanner.scan(directory: arguments[1])
    for album in summary.albums {
        print("\(album.artist) — \(album.title) (\(album.year.map(String.init) ?? "-")) cover: \(album.cover)")
        for track in album.tracks {
            print("   \(track.discNumber ?? 0)-\(track.trackNumber ?? 0) \(track.title) \(track.duration ?? 0)s")
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
case "mpd" where arguments.count == 2:
    guard case .success(let address)? = MPDAddress.parse(arguments[1], environment: [:], home: "/") else {
        print("not an MPD address: \(arguments[1])")
        exit(2)
    }
    print(MPDReadBenchmark.run(address: address))
case "tag-only" where arguments.count == 3:
    let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary").path
    do {
        try TagOnlyLibrary.generate(trackCount: Int(arguments[1]) ?? 100_000, directory: arguments[2], demoLibrary: demo)
    } catch {
        print("generating failed: \(error)")
        exit(1)
    }
case "hold-player" where arguments.count == 2:
    let player = MPVPlayer(options: .init(audioOutput: "null"))
    guard let pid = player.processID else {
        print("mpv did not start: \(player.readEvents())")
        exit(1)
    }
    try? "\(pid)\n".write(toFile: arguments[1], atomically: true, encoding: .utf8)
    while true { sleep(60) }
default:
    print("usage: music-library-probe scan DIR | bench [TRACKS] [DIR] | hold-player PIDFILE")
    exit(2)
}
