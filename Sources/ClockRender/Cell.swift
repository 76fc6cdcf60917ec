import ClockCore

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

/// One character cell: what a terminal draws in it, a whole grapheme cluster (a base with its combining marks, an emoji
/// with its modifiers, a flag) and the columns it takes. A wide cluster (CJK, most emoji) is a *lead* cell of width 2
/// followed by a *continuation* cell of width 0 that draws nothing; `Canvas` keeps the pair together.
///
/// The common case, one scalar, is stored inline; a cluster of several scalars by its number in `ClusterTable`, so a
/// cell stays plain data and the braille clock face copies and compares cells as cheaply as before.
public struct Cell: Sendable, Hashable {
    /// A Unicode scalar, or `clusterBase` + the cluster's number in `ClusterTable`.
    private var code: UInt32
    public var style: Style
    /// Columns the cell's character takes: 1, 2 for the lead of a wide character, 0 for its continuation.
    public private(set) var width: UInt8
    /// Always zero: fills what would be padding, so every byte of a cell is defined and `Canvas.diff` may compare
    /// rows as bytes (undefined padding would make equal rows of two buffers compare unequal).
    private var reserved: UInt16 = 0

    /// Above every Unicode scalar value.
    private static let clusterBase: UInt32 = 0x11_0000

    /// A cell showing `scalar`, as wide as the terminal draws it (a zero-width scalar alone is shown as a space).
    public init(_ scalar: Unicode.Scalar = " ", style: Style = .plain) {
        let columns = TerminalColumns.of(scalar)
        self.code = columns == 0 ? 0x20 : scalar.value
        self.style = style
        self.width = UInt8(max(1, columns))
    }

    /// A cell showing `scalar`, which the caller knows takes one column (the clock face's braille, block and ASCII
    /// glyphs): the face draws hundreds a frame, and the width table need not be asked for each.
    init(narrow scalar: Unicode.Scalar, style: Style) {
        code = scalar.value
        self.style = style
        width = 1
    }

    /// A cell showing the grapheme cluster `cluster` (a cluster of marks alone is shown as a space). Should the cluster
    /// table be full, a new cluster shows as its first scalar, in the cluster's columns (see `ClusterTable`).
    public init(cluster: Character, style: Style = .plain) {
        self.init(cluster: cluster, style: style, table: .shared)
    }

    init(cluster: Character, style: Style, table: ClusterTable) {
        let columns = TerminalColumns.of(cluster)
        let scalars = cluster.unicodeScalars
        if columns == 0 {
            code = 0x20
        } else if scalars.count > 1, let n = table.number(of: String(cluster)) {
            code = Self.clusterBase + n
        } else {
            code = scalars.first!.value
        }
        self.style = style
        self.width = UInt8(max(1, columns))
    }

    private init(continuationOf style: Style) {
        code = 0x20
        self.style = style
        width = 0
    }

    /// The right half of a wide character in `style`: the terminal draws nothing there.
    public static func continuation(style: Style) -> Cell { Cell(continuationOf: style) }

    /// The right half of a double-width character: the backend writes nothing here.
    public var isContinuation: Bool { width == 0 }

    /// Whether this is the left half of a double-width character.
    public var isWide: Bool { width == 2 }

    /// The first scalar of the cluster: all there is for most cells.
    public var scalar: Unicode.Scalar {
        code < Self.clusterBase ? Unicode.Scalar(code)! : ClusterTable.shared.cluster(code - Self.clusterBase).unicodeScalars.first!
    }

    /// The whole cluster when it has more than one scalar (a base and its marks), else nil.
    public var longCluster: String? {
        code < Self.clusterBase ? nil : ClusterTable.shared.cluster(code - Self.clusterBase)
    }

    /// Whether the cell is a plain space character (in any style).
    public var isSpace: Bool { code == 0x20 && width == 1 }

    /// The characters the cell shows ("" for a continuation).
    public var text: String {
        if let longCluster { return longCluster }
        return width == 0 ? "" : String(Character(scalar))
    }

    /// A one-column space in this cell's style: what is left of a wide character cut in half.
    var blanked: Cell { Cell(" ", style: style) }

    public static let blank = Cell()
}
