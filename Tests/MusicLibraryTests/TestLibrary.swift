import ClockCore
import Foundation
import MusicLibrary
import XCTest

/// A music folder built inside a temporary directory for one test, from the shipped demo tracks.
final class TestLibrary: Sendable {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources").path
    static let demoLibrary = resources + "/DemoLibrary"
    /// A small untagged Ogg Vorbis track (1.4 s).
    static let plainTrack = demoLibrary + "/Folder Band/Untagged Demos/01 Rough Cut.ogg"
    /// A tagged Ogg Vorbis track with an embedded JPEG cover.
    static let trackWithPicture = demoLibrary + "/The Alarmists/Morning Bells/01 First Light.ogg"
    /// A FLAC track.
    static let flacTrack = demoLibrary + "/Clockwork Quartet/Tick Tock Suite/01 Tick.flac"
    static let coverJPEG = demoLibrary + "/Clockwork Quartet/Tick Tock Suite/cover.jpg"
    static let coverPNG = demoLibrary + "/Various Artists/Snooze Button/folder.png"

    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "tui-clock-music-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        _ = chmodTree(root)
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Copies `template` to `relativePath` and writes `tags` into it (nil: keep the template's tags).
    @discardableResult
    func addTrack(_ relativePath: String, from template: String = TestLibrary.plainTrack,
                  tags: TrackTags? = nil) throws -> String {
        let path = root + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: template, toPath: path)
        if let tags { XCTAssertTrue(TagLibReader.write(tags, to: path), "could not tag \(path)") }
        return path
    }

    /// Writes a silent MP3 (MPEG-1 Layer III frames, no tags) to `relativePath` and tags it: the demo library has
    /// no MP3, and ID3v2 is where iTunes keeps its compilation flag.
    @discardableResult
    func addMP3(_ relativePath: String, tags: TrackTags) throws -> String {
        // 128 kbit/s at 44.1 kHz: 417-byte frames; 40 of them play about a second.
        let frame = [0xFF, 0xFB, 0x90, 0x00] + [UInt8](repeating: 0, count: 413)
        let path = try addFile(relativePath, contents: Data((0..<40).flatMap { _ in frame }))
        XCTAssertTrue(TagLibReader.write(tags, to: path), "could not tag \(path)")
        return path
    }

    /// Writes the smallest M4A TagLib accepts (a movie header and one sound track of 1 s at 44.1 kHz, no samples)
    /// and tags it: MP4 keeps iTunes' compilation flag in its own `cpil` atom.
    @discardableResult
    func addM4A(_ relativePath: String, tags: TrackTags) throws -> String {
        func atom(_ type: String, _ payload: [UInt8]) -> [UInt8] { be32(8 + payload.count) + Array(type.utf8) + payload }
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let zeros = { (count: Int) in [UInt8](repeating: 0, count: count) }
        let identity = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x4000_0000].flatMap(be32)
        let movieHeader = atom("mvhd", zeros(12) + be32(1000) + be32(1000) + be32(0x10000) + [1, 0] + zeros(10)
                                       + identity + zeros(24) + be32(2))
        let mediaHeader = atom("mdhd", zeros(12) + be32(44100) + be32(44100) + [0x55, 0xC4, 0, 0])
        let handler = atom("hdlr", zeros(8) + Array("soun".utf8) + zeros(13))
        // An AAC sample entry: 2 channels, 16 bits, 44.1 kHz in 16.16 fixed point.
        let sampleEntry = atom("mp4a", zeros(6) + [0, 1] + zeros(8) + [0, 2, 0, 16, 0, 0, 0, 0] + be32(44100 << 16))
        let sampleTable = atom("stbl", atom("stsd", zeros(4) + be32(1) + sampleEntry))
        let media = atom("mdia", mediaHeader + handler + atom("minf", sampleTable))
        let file = atom("ftyp", Array("M4A ".utf8) + zeros(4) + Array("M4A ".utf8))
            + atom("moov", movieHeader + atom("trak", media))
        let path = try addFile(relativePath, contents: Data(file))
        XCTAssertTrue(TagLibReader.write(tags, to: path), "could not tag \(path)")
        return path
    }

    @discardableResult
    func addFile(_ relativePath: String, contents: Data) throws -> String {
        let path = root + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try contents.write(to: URL(fileURLWithPath: path))
        return path
    }

    func scan() -> ScanSummary { LibraryScanner.scan(directory: root) }

    /// Makes everything writable again so the folder can be removed.
    private func chmodTree(_ path: String) -> Bool {
        chmod(path, 0o755)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            _ = chmodTree(path + "/" + name)
        }
        return true
    }
}

extension TrackTags {
    static func song(_ title: String, by artist: String, on album: String, track: Int? = nil,
                     albumArtist: String? = nil, disc: Int? = nil, year: Int? = nil,
                     compilation: Bool = false) -> TrackTags {
        TrackTags(title: title, artist: artist, album: album, albumArtist: albumArtist, trackNumber: track,
                  discNumber: disc, year: year, isCompilation: compilation)
    }
}

/// Collects player events until `done` says so or `timeout` seconds pass.
func collectEvents(from player: MPVPlayer, timeout: Double = 10,
                   until done: ([PlayerEvent]) -> Bool) -> [PlayerEvent] {
    var events: [PlayerEvent] = []
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        events += player.readEvents()
        if done(events) { return events }
        if let fd = player.fileDescriptor {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 50)
        } else {
            usleep(20_000)
        }
    }
    return events
}
