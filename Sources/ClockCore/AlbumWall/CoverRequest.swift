/// Which picture a cover is: an album's cover rendered to fill `size` cells.
public struct CoverKey: Sendable, Hashable {
    public var albumID: String
    public var size: Size

    public init(albumID: String, size: Size) {
        self.albumID = albumID
        self.size = size
    }

    public init(_ album: Album, size: Size) { self.init(albumID: album.id, size: size) }
}

/// A cover the screen needs and the model has not got: where the picture comes from and the cells to fill.
public struct CoverRequest: Sendable, Hashable {
    public var key: CoverKey
    public var source: CoverSource

    public init(_ album: Album, size: Size) {
        key = CoverKey(album, size: size)
        source = album.cover
    }
}

/// A cover request answered: the picture, or nil when the album's cover cannot be read (the placeholder stays).
public struct RenderedCover: Sendable, Equatable {
    public var key: CoverKey
    public var picture: SymbolMosaic?

    public init(key: CoverKey, picture: SymbolMosaic?) {
        self.key = key
        self.picture = picture
    }
}
