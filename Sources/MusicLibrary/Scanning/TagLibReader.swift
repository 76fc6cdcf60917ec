import ClockCore
import FoundationEssentials

import CCodecs

/// Reads tags with TagLib, through the codecs plugin (whose C++ bridge also reaches the album artist,
/// the disc number, the compilation flag and embedded pictures that TagLib's own C binding lacks).
public struct TagLibReader: TagReading {
    public init() {}

    /// Why tags cannot be read at all (the plugin is missing), or nil.
    public func unavailableReason() -> String? {
        if case .failure(let error) = MusicCodecs.table() { return error.description }
        return nil
    }

    public func readTags(path: String) throws(TagReadError) -> TrackTags {
        try Self.readTags(path: path, withTagLibOnly: false)
    }

    /// With `withTagLibOnly`, plain FLAC files are read by TagLib too, not by the plugin's direct reading: tests
    /// compare the two.
    static func readTags(path: String, withTagLibOnly: Bool) throws(TagReadError) -> TrackTags {
        guard case .success(let codecs) = MusicCodecs.table() else { throw .cannotOpen }
        var raw = tlb_tags()
        guard let read = withTagLibOnly ? codecs.functions.pointee.read_tags_with_taglib
                                        : codecs.functions.pointee.read_tags else { throw .cannotOpen }
        let status = PathBytes.withCString(path) { read($0, &raw) }
        switch status {
        case TLB_OK: break
        case TLB_NOT_AUDIO: throw .notAudio
        default: throw .cannotOpen
        }
        defer { codecs.functions.pointee.tags_free(&raw) }
        return TrackTags(
            title: text(raw.title), artist: text(raw.artist), album: text(raw.album),
            albumArtist: text(raw.album_artist),
            trackNumber: raw.track > 0 ? Int(raw.track) : nil, discNumber: raw.disc > 0 ? Int(raw.disc) : nil,
            year: raw.year > 0 ? Int(raw.year) : nil,
            duration: raw.duration_ms > 0 ? Double(raw.duration_ms) / 1000 : nil,
            hasEmbeddedPicture: raw.has_picture != 0, isCompilation: raw.compilation != 0)
    }

    public func embeddedPicture(path: String) -> [UInt8]? {
        guard case .success(let codecs) = MusicCodecs.table() else { return nil }
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard PathBytes.withCString(path, { codecs.functions.pointee.copy_picture($0, &bytes, &length) }) == TLB_OK,
              let bytes else { return nil }
        defer { codecs.functions.pointee.bytes_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    /// Writes tags into an existing audio file: how tests and the benchmark build libraries.
    /// Nil fields remove the tag.
    public static func write(_ tags: TrackTags, to path: String) -> Bool {
        guard case .success(let codecs) = MusicCodecs.table() else { return false }
        func withOptionalCString<R>(_ s: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
            guard let s else { return body(nil) }
            return s.withCString { body($0) }
        }
        return withOptionalCString(tags.title) { title in
            withOptionalCString(tags.artist) { artist in
                withOptionalCString(tags.album) { album in
                    withOptionalCString(tags.albumArtist) { albumArtist in
                        var raw = tlb_tags()
                        raw.title = UnsafeMutablePointer(mutating: title)
                        raw.artist = UnsafeMutablePointer(mutating: artist)
                        raw.album = UnsafeMutablePointer(mutating: album)
                        raw.album_artist = UnsafeMutablePointer(mutating: albumArtist)
                        raw.track = Int32(tags.trackNumber ?? 0)
                        raw.disc = Int32(tags.discNumber ?? 0)
                        raw.year = Int32(tags.year ?? 0)
                        raw.compilation = tags.isCompilation ? 1 : 0
                        return PathBytes.withCString(path) { codecs.functions.pointee.write_tags($0, &raw) } == TLB_OK
                    }
                }
            }
        }
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        let raw = String(cString: pointer)
        // Text that begins and ends with a visible ASCII character has nothing to trim: spares the character-wise
        // look at both ends (a tenth of a first scan of FLAC files).
        if let first = raw.utf8.first, let last = raw.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return raw
        }
        let s = String(raw.trimmingWhitespace)
        return s.isEmpty ? nil : s
    }
}
