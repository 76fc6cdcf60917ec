import Foundation
import MusicLibrary

/// The music the album-wall benchmarks show: the demo library shipped in the repository, and a generated one
/// of many tracks (built once by `ScanBenchmark.generate` and reused, the same folder `music-library-probe bench` uses).
enum WallLibraries {
    /// The repository's root, found from this source file (the benchmark is run from a checkout).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var demo: String { repository.appendingPathComponent("Resources/DemoLibrary").path }

    static func generatedPath(tracks: Int) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tui-clock-bench-\(tracks)").path
    }

    /// The generated library of `tracks` tracks, made now unless an earlier run left it complete.
    static func generated(tracks: Int) throws -> String {
        let path = generatedPath(tracks: tracks)
        do {
            try ScanBenchmark.generate(trackCount: tracks, directory: path, demoLibrary: demo)
        } catch {
            throw BenchError.system("cannot generate a library of \(tracks) tracks in \(path): \(error)")
        }
        return path
    }

    /// The generated library of `tracks` tag-only files (see `TagOnlyLibrary`), made now unless an earlier run
    /// left it complete.
    static func tagOnly(tracks: Int, format: TagOnlyLibrary.Format) throws -> String {
        let name = format == .mp3 ? "tui-clock-bench-tag-only-\(tracks)" : "tui-clock-bench-tag-only-\(format)-\(tracks)"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        do {
            try TagOnlyLibrary.generate(trackCount: tracks, directory: path, demoLibrary: demo, format: format)
        } catch {
            throw BenchError.system("cannot generate a library of \(tracks) tracks in \(path): \(error)")
        }
        return path
    }
}
