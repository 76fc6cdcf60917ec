/// Which picture a cover is: an album's cover rendered to fill `size` cells, as symbols and, when `format` is
/// set, also encoded as a real picture in that form — or only a part of it (`crop`).
public struct CoverKey: Sendable, Hashable {
    public var albumID: String
    public var size: Size
    public var format: PictureFormat?
    /// The part of the cover's cells encoded as a picture, or nil for all of it: sixel and iTerm2 cannot show a
    /// part of a picture, so a cover cut by the screen's edge asks for its visible part (`picture(at:screen:)`).
    public var crop: Rect?

    public init(albumID: String, size: Size, format: PictureFormat? = nil, crop: Rect? = nil) {
        self.albumID = albumID
        self.size = size
        self.format = format
        self.crop = crop
    }

    public init(_ album: Album, size: Size, format: PictureFormat? = nil) {
        self.init(albumID: album.id, size: size, format: format)
    }

    /// The cells the picture fills: the crop's, or the whole cover's.
    public var pictureCells: Size { crop.map { Size(width: $0.width, height: $0.height) } ?? size }
}

/// A cover the screen needs and the model has not got: where the picture comes from and the cells to fill.
public struct CoverRequest: Sendable, Hashable {
    public var key: CoverKey
    public var source: CoverSource

    public init(_ album: Album, size: Size, format: PictureFormat? = nil) {
        self.init(key: CoverKey(album, size: size, format: format), source: album.cover)
    }

    public init(key: CoverKey, source: CoverSource) {
        self.key = key
        self.source = source
    }
}

/// A cover request answered: the picture, or nil when the album's cover cannot be read (the placeholder stays),
/// and, when the key asks for a format, the picture encoded in it (nil if encoding failed: the symbols stay).
public struct RenderedCover: Sendable, Equatable {
    public var key: CoverKey
    public var picture: SymbolMosaic?
    public var encoded: EncodedPicture?

    public init(key: CoverKey, picture: SymbolMosaic?, encoded: EncodedPicture? = nil) {
        self.key = key
        self.picture = picture
        self.encoded = encoded
    }
}
