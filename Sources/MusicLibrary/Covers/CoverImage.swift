import CCodecs
import ClockCore
import FoundationEssentials
import Glibc

/// A decoded cover picture: RGBA, 8 bits per channel, rows top to bottom.
public struct CoverImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// Why a cover could not be turned into pixels; the wall then shows the album's placeholder tile.
public enum CoverImageError: Error, Sendable, Equatable {
    case unreadable(path: String)
    case noEmbeddedPicture(path: String)
    case unknownFormat
    case corrupt
    case tooLarge
    case noCover
    /// The codecs plugin is not available.
    case noDecoder
}

extension CoverImage {
    /// Cover files larger than this are not read (no real cover is anywhere near it).
    public static let maxFileBytes = 32 << 20

    /// Decodes PNG or JPEG bytes, scaled down so neither side exceeds `maxSize` pixels.
    public static func decode(_ bytes: [UInt8], maxSize: Int) throws(CoverImageError) -> CoverImage {
        guard case .success(let codecs) = MusicCodecs.table() else { throw .noDecoder }
        let decoder = codecs.functions.pointee
        var pixels = cover_pixels()
        let status = bytes.withUnsafeBufferPointer { decoder.decode($0.baseAddress, $0.count, Int32(maxSize), &pixels) }
        switch status {
        case COVER_OK: break
        case COVER_UNKNOWN_FORMAT: throw .unknownFormat
        case COVER_TOO_LARGE: throw .tooLarge
        default: throw .corrupt
        }
        defer { decoder.pixels_free(&pixels) }
        let width = Int(pixels.width), height = Int(pixels.height)
        return CoverImage(width: width, height: height,
                          rgba: Array(UnsafeBufferPointer(start: pixels.rgba, count: width * height * 4)))
    }

    /// Reads and decodes an album's cover, wherever it comes from.
    public static func load(_ source: CoverSource, maxSize: Int,
                            reader: any TagReading = TagLibReader()) throws(CoverImageError) -> CoverImage {
        switch source {
        case .none:
            throw .noCover
        case .embedded(let path):
            guard let bytes = reader.embeddedPicture(path: path) else { throw .noEmbeddedPicture(path: path) }
            return try decode(bytes, maxSize: maxSize)
        case .file(let path):
            guard let bytes = readRegularFile(path) else { throw .unreadable(path: path) }
            return try decode(bytes, maxSize: maxSize)
        case .server(let uri):
            switch MPDCovers.picture(uri: uri, maxBytes: maxFileBytes) {
            case .success(let bytes?): return try decode(bytes, maxSize: maxSize)
            case .success(nil): throw .noCover
            case .failure(let error) where error.kind == .tooLarge: throw .tooLarge
            case .failure: throw .unreadable(path: uri)
            }
        }
    }

    /// The file's bytes, opened by its exact name (`PathBytes`). Only a regular file: a FIFO would block the reading
    /// thread, a device (/dev/zero) never ends.
    private static func readRegularFile(_ path: String) -> [UInt8]? {
        PathBytes.withCString(path) { name -> [UInt8]? in
            var info = stat()
            guard stat(name, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maxFileBytes else {
                return nil
            }
            let fd = open(name, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
            var filled = 0
            while filled < bytes.count {
                let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                filled += n
            }
            return filled == bytes.count ? bytes : nil
        }
    }
}
