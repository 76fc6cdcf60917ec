import FoundationEssentials

/// A generated library of tag-only MP3 files — an ID3v2.4 tag and two silent MPEG frames, under a kilobyte each —
/// for benchmarks at a scale where copying real audio (and rewriting it through TagLib) would take gigabytes and
/// hours: 100,000 tracks in about 100 MB, written in a minute or two.
///
/// The layout is `ScanBenchmark.build`'s.
public enum TagOnlyLibrary {
    /// Builds the library in `directory` unless an earlier run left it complete (a marker file says so).
    public static func generate(trackCount: Int, directory: String, demoLibrary: String) throws(ScanBenchmark.Failure) {
        try ScanBenchmark.build(trackCount: trackCount, directory: directory, demoLibrary: demoLibrary,
                                marker: ".generated-tag-only-\(trackCount)", fileExtension: "mp3") { path, tags in
            FileManager.default.createFile(atPath: path, contents: Data(file(tags)))
        }
    }

    /// The whole file: the tag, then two MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz: 417 bytes each).
    static func file(_ tags: TrackTags) -> [UInt8] {
        let frame = [0xFF, 0xFB, 0x90, 0x00] + [UInt8](repeating: 0, count: 413)
        return id3(tags) + frame + frame
    }

    /// An ID3v2.4 tag of UTF-8 text frames (the format's own layout; sizes are "syncsafe", seven bits a byte).
    static func id3(_ tags: TrackTags) -> [UInt8] {
        var frames: [UInt8] = []
        func text(_ id: String, _ value: String?) {
            guard let value else { return }
            let payload = [3] + Array(value.utf8)  // 3: UTF-8
            frames += Array(id.utf8) + syncsafe(payload.count) + [0, 0] + payload
        }
        text("TIT2", tags.title)
        text("TPE1", tags.artist)
        text("TALB", tags.album)
        text("TPE2", tags.albumArtist)
        text("TRCK", tags.trackNumber.map(String.init))
        text("TPOS", tags.discNumber.map(String.init))
        text("TDRC", tags.year.map(String.init))
        return Array("ID3".utf8) + [4, 0, 0] + syncsafe(frames.count) + frames
    }

    private static func syncsafe(_ n: Int) -> [UInt8] {
        [21, 14, 7, 0].map { UInt8((n >> $0) & 0x7F) }
    }
}
