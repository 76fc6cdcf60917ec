/// A cover picture as the music library renders it: a grid of symbols, each with a foreground and a background
/// colour from the xterm 256-colour palette. Plain data, so the library that makes it needs no view types and the
/// views (which turn it into cells) need no picture library.
public struct SymbolMosaic: Sendable, Equatable {
    /// One character cell of the picture.
    public struct Tile: Sendable, Equatable {
        public var symbol: Unicode.Scalar
        /// Palette indices; nil keeps the terminal's default colour.
        public var foreground: UInt8?
        public var background: UInt8?

        public init(_ symbol: Unicode.Scalar, foreground: UInt8? = nil, background: UInt8? = nil) {
            self.symbol = symbol
            self.foreground = foreground
            self.background = background
        }

        public static let blank = Tile(" ")
    }

    public let size: Size
    /// Row by row, `size.width * size.height` of them.
    public private(set) var tiles: [Tile]

    /// A picture of `size` filled with `tile`.
    public init(size: Size, fill tile: Tile = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        tiles = Array(repeating: tile, count: self.size.width * self.size.height)
    }

    public subscript(x: Int, y: Int) -> Tile {
        get { tiles[y * size.width + x] }
        set { tiles[y * size.width + x] = newValue }
    }

    /// The symbols row by row, for tests and failure messages.
    public var lines: [String] {
        (0..<size.height).map { y in
            String(String.UnicodeScalarView(tiles[(y * size.width)..<((y + 1) * size.width)].map(\.symbol)))
        }
    }
}
