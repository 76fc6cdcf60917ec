import FoundationEssentials

/// A generated library of tag-only files for benchmarks at a scale where copying real audio (and rewriting it
/// through TagLib) would take gigabytes and hours: 100,000 tracks in about 100 MB, written in a minute or two.
/// MP3: an ID3v2.4 tag and two silent MPEG frames, under a kilobyte each, a cover.jpg in every third album.
/// FLAC: the stream's header (three minutes of 44.1 kHz stereo) and a Vorbis comment, no frames, and a
/// folder.jpg in every album — the library cmus and tui-clock are measured on side by side.
///
/// The layout is `ScanBenchmark.build`'s.
public enum TagOnlyLibrary {
    public enum Format: String, Sendable {
        case mp3, flac
    }

    /// Builds the library in `directory` unless an earlier run left it complete (a marker file says so).
    public static func generate(trackCount: Int, directory: String, demoLibrary: String,
                                format: Format = .mp3) throws(ScanBenchmark.Failure) {
        switch format {
        case .mp3:
            try ScanBenchmark.build(trackCount: trackCount, directory: directory, demoLibrary: demoLibrary,
                                    marker: ".generated-tag-only-\(trackCount)", fileExtension: "mp3") { path, tags in
                FileManager.default.createFile(atPath: path, contents: Data(file(tags)))
            }
        case .flac:
            try ScanBenchmark.build(trackCount: trackCount, directory: directory, demoLibrary: demoLibrary,
                                    marker: ".generated-tag-only-flac-\(trackCount)", fileExtension: "flac",
                                    coverName: "folder.jpg", coverEvery: 1) { path, tags in
                FileManager.default.createFile(atPath: path, contents: Data(flac(tags)))
            }
        }
    }

    /// A FLAC file of metadata alone: STREAMINFO, then the tags as a Vorbis comment.
    static func flac(_ tags: TrackTags) -> [UInt8] {
        var comments: [String] = []
        func add(_ key: String, _ value: String?) { if let value { comments.append(key + "=" + value) } }
        add("TITLE", tags.title)
        add("ARTIST", tags.artist)
        add("ALBUM", tags.album)
        add("ALBUMARTIST", tags.albumArtist)
        add("TRACKNUMBER", tags.trackNumber.map(String.init))
        add("DISCNUMBER", tags.discNumber.map(String.init))
        add("DATE", tags.year.map(String.init))
        return flac(comments: comments.map { Array($0.utf8) })
    }

    /// "fLaC", STREAMINFO of `samples` at 44.1 kHz stereo 16 bits, then `blocks` (type and body) and, last, a
    /// Vorbis comment of these entries (when given).
    static func flac(comments: [[UInt8]]?, samples: UInt64 = 44_100 * 180, blocks: [(type: UInt8, body: [UInt8])] = [])
        -> [UInt8] {
        func le32(_ n: Int) -> [UInt8] { [0, 8, 16, 24].map { UInt8((n >> $0) & 0xFF) } }
        var info: [UInt8] = [0x10, 0x00, 0x10, 0x00, 0, 0, 0, 0, 0, 0]  // block sizes 4096, frame sizes unknown
        let packed = UInt64(44_100) << 44 | UInt64(1) << 41 | UInt64(15) << 36 | (samples & 0xF_FFFF_FFFF)
        info += (0..<8).reversed().map { UInt8((packed >> (8 * UInt64($0))) & 0xFF) }
        info += [UInt8](repeating: 0, count: 16)  // no MD5
        var all: [(type: UInt8, body: [UInt8])] = [(0, info)] + blocks
        if let comments {
            let vendor = Array("tui-clock".utf8)
            var body = le32(vendor.count) + vendor + le32(comments.count)
            for entry in comments { body += le32(entry.count) + entry }
            all.append((4, body))
        }
        var bytes = Array("fLaC".utf8)
        for (i, block) in all.enumerated() {
            let n = block.body.count
            bytes += [block.type | (i == all.count - 1 ? 0x80 : 0), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
            bytes += block.body
        }
        return bytes
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
