/// A terminal colour. `indexed` uses the xterm 256-colour numbering; the backend maps it down
/// to 8 colours or drops it for monochrome terminals, so views name the colour they mean once.
public enum Color: Sendable, Hashable {
    case `default`
    case indexed(UInt8)

    public static let black = Color.indexed(0)
    public static let red = Color.indexed(1)
    public static let green = Color.indexed(2)
    public static let yellow = Color.indexed(3)
    public static let blue = Color.indexed(4)
    public static let magenta = Color.indexed(5)
    public static let cyan = Color.indexed(6)
    public static let white = Color.indexed(7)

    /// The 6×6×6 colour cube entry for components 0...5.
    public static func cube(_ r: Int, _ g: Int, _ b: Int) -> Color {
        let clamp: (Int) -> Int = { Swift.min(5, Swift.max(0, $0)) }
        let index: Int = 16 + 36 * clamp(r) + 6 * clamp(g) + clamp(b)
        return .indexed(UInt8(index))
    }

    /// A grey from the 24-step ramp, 0 (darkest) ... 23 (lightest).
    public static func grey(_ level: Int) -> Color {
        .indexed(UInt8(232 + min(23, max(0, level))))
    }
}

/// Text attributes of a cell.
public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1)
    public static let dim = Attributes(rawValue: 2)
    public static let reverse = Attributes(rawValue: 4)
    public static let underline = Attributes(rawValue: 8)
    public static let italic = Attributes(rawValue: 16)
}

/// Colours and attributes, without the character.
public struct Style: Sendable, Hashable {
    public var fg: Color
    public var bg: Color
    public var attributes: Attributes

    public init(fg: Color = .default, bg: Color = .default, attributes: Attributes = []) {
        self.fg = fg
        self.bg = bg
        self.attributes = attributes
    }

    public static let plain = Style()
}

/// One character cell. A double-width character occupies its cell and marks the next one as `continuation`.
public struct Cell: Sendable, Hashable {
    public var scalar: Unicode.Scalar
    public var style: Style
    /// The right half of a double-width character: the backend writes nothing here.
    public var isContinuation: Bool

    public init(_ scalar: Unicode.Scalar = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.scalar = scalar
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}
