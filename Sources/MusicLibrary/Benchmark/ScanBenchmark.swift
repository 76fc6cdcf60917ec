import ClockCore
import ClockSystem
import FoundationEssentials
import Synchronization

/// Times a scan of a generated library of many tracks: the "10,000 tracks, first albums under 0.5 s,
/// whole scan under 5 s" budget. `music-library-probe bench` runs it.
public struct ScanBenchmark: Sendable, CustomStringConvertible {
    public var trackCount: Int
    public var albumCount: Int
    public var timeToFirstAlbums: Double
    public var elapsed: Double

    public var description: String {
        "\(trackCount) tracks in \(albumCount) albums: first albums after \(timeToFirstAlbums.fixed(3)) s, "
            + "whole scan \(elapsed.fixed(3)) s"
    }

    public enum Failure: Error, CustomStringConvertible {
        case noTemplate(String)
        case cannotWrite(String)

        public var description: String {
            switch self {
            case .noTemplate(let path): "no template track found in \(path)"
            case .cannotWrite(let path): "cannot write \(path)"
            }
        }
    }

    /// Tracks per generated album and albums per generated artist.
    public static let tracksPerAlbum = 10
    static let albumsPerArtist = 10

    /// Builds (or reuses) a library of `trackCount` tracks in `directory` and scans it once.
    public static func run(trackCount: Int, directory: String, demoLibrary: String) throws(Failure) -> ScanBenchmark {
        try generate(trackCount: trackCount, directory: directory, demoLibrary: demoLibrary)
        let start = KernelClocks.monotonicSeconds()
        let firstBatch = Mutex<Double?>(nil)
        let summary = LibraryScanner.scan(directory: directory) { _ in
            firstBatch.withLock { if $0 == nil { $0 = KernelClocks.monotonicSeconds() - start } }
        }
        return ScanBenchmark(trackCount: summary.trackCount, albumCount: summary.albums.count,
                             timeToFirstAlbums: firstBatch.withLock { $0 } ?? summary.elapsed, elapsed: summary.elapsed)
    }

    /// Copies one small demo track to `Artist NNN/Album NNN/NN Track.ogg` with fitting tags; every third
    /// album gets a cover.jpg. A marker file makes later runs reuse the library.
    public static func generate(trackCount: Int, directory: String, demoLibrary: String) throws(Failure) {
        let template = demoLibrary + "/Noise Floor/Midnight Static/02 Crackle.ogg"
        guard let audio = FileManager.default.contents(atPath: template) else { throw .noTemplate(template) }
        try build(trackCount: trackCount, directory: directory, demoLibrary: demoLibrary,
                  marker: ".generated-\(trackCount)", fileExtension: "ogg") { path, tags in
            FileManager.default.createFile(atPath: path, contents: audio) && TagLibReader.write(tags, to: path)
        }
    }

    /// The generated libraries' layout: `Artist NNN/Album NNNN/NN Track N.ext`, `tracksPerAlbum` tracks an album,
    /// `albumsPerArtist` albums an artist, a cover (`coverName`) in every `coverEvery`th album; `write` makes one
    /// tagged track file.
    static func build(trackCount: Int, directory: String, demoLibrary: String, marker: String, fileExtension: String,
                      coverName: String = "cover.jpg", coverEvery: Int = 3,
                      write: (String, TrackTags) -> Bool) throws(Failure) {
        let files = FileManager.default
        if files.fileExists(atPath: directory + "/" + marker) { return }
        let coverBytes = files.contents(atPath: demoLibrary + "/Clockwork Quartet/Tick Tock Suite/cover.jpg")
        try? files.removeItem(atPath: directory)
        for index in 0..<trackCount {
            let albumIndex = index / tracksPerAlbum
            let artistIndex = albumIndex / albumsPerArtist
            let number = index % tracksPerAlbum + 1
            let folder = "\(directory)/Artist \(artistIndex.zeroPadded(3))/Album \(albumIndex.zeroPadded(4))"
            if number == 1 {
                do { try files.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                    throw .cannotWrite(folder)
                }
                if albumIndex % coverEvery == 0, let coverBytes {
                    _ = files.createFile(atPath: folder + "/" + coverName, contents: coverBytes)
                }
            }
            let path = "\(folder)/\(number.zeroPadded(2)) Track \(number).\(fileExtension)"
            let tags = TrackTags(title: "Track \(number) of album \(albumIndex)", artist: "Artist \(artistIndex)",
                                 album: "Album \(albumIndex)", trackNumber: number, discNumber: 1, year: 2000 + artistIndex % 25)
            guard write(path, tags) else { throw .cannotWrite(path) }
        }
        _ = files.createFile(atPath: directory + "/" + marker, contents: Data())
    }
}
