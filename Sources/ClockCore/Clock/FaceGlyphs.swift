/// The characters the clock face is drawn with, and so how many dots each cell holds.
public enum FaceGlyphs: Sendable, Equatable {
    /// U+2800 braille, 2×4 dots a cell: the finest, where the font has braille.
    case braille
    /// ▀ ▄ █, 1×2 square dots a cell: for fonts without braille, such as the Linux console's.
    case halfBlocks
    /// One ASCII character a cell, following each stroke's slope.
    case ascii

    public var dotsPerCell: Point {
        switch self {
        case .braille: return Point(x: 2, y: 4)
        case .halfBlocks: return Point(x: 1, y: 2)
        case .ascii: return Point(x: 1, y: 1)
        }
    }

    /// The glyphs a face with this many dots a cell is drawn with.
    public init(dotsPerCell: Point) {
        switch (dotsPerCell.x, dotsPerCell.y) {
        case (1, 1): self = .ascii
        case (1, 2): self = .halfBlocks
        default: self = .braille
        }
    }
}
