import ClockCore
import MusicLibrary

/// The benchmark library's covers encoded as real pictures for the wall's tiles, as the cover worker would hand
/// them over: encoded once up front, then handed out album by album in turn.
struct ReadyPictures {
    /// The benchmark library's cover pictures, drawn in turn on the wall's tiles.
    static var coverFiles: [String] {
        ["Clockwork Quartet/Tick Tock Suite/cover.jpg", "Various Artists/Snooze Button/folder.png"]
            .map { WallLibraries.demo + "/" + $0 }
    }

    let format: PictureFormat
    let cells: Size
    private let pictures: [EncodedPicture]

    /// The covers encoded in `format` to fill tiles of `cells`.
    init(format: PictureFormat, cells: Size) throws {
        self.format = format
        self.cells = cells
        pictures = try Self.decodedCovers().map { try Self.encode($0, cells: cells, format: format) }
    }

    /// The benchmark library's covers, decoded.
    static func decodedCovers() throws -> [CoverImage] {
        try coverFiles.map { path in
            do {
                return try CoverImage.load(.file(path: path), maxSize: 1024)
            } catch {
                throw BenchError.system("cannot decode \(path): \(error)")
            }
        }
    }

    /// `image` encoded by chafa to fill `cells` in `format`; a failure stops the benchmark with a message.
    static func encode(_ image: CoverImage, cells: Size, format: PictureFormat) throws -> EncodedPicture {
        do {
            return try CoverPictureEncoder.encode(image, cells: cells, format: format)
        } catch {
            throw BenchError.system("cannot encode a cover as \(format.imageProtocol.rawValue): \(error)")
        }
    }

    /// The picture for `key`, or nil when it asks for another format or size than these were encoded for.
    func picture(for key: CoverKey) -> EncodedPicture? {
        guard key.format == format, key.size == cells else { return nil }
        return pictures[key.albumID.utf8.reduce(0) { $0 &+ Int($1) } % pictures.count]
    }
}
