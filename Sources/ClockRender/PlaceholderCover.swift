import ClockCore

/// The tile drawn for an album without a cover picture: a framed box with the album's initials, in a colour
/// that comes from the album's identity, so the same album always looks the same and neighbours differ.
public struct PlaceholderCover: Sendable {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool = false, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    /// Muted colours from the 256-colour cube, dark enough that white initials on them keep 4.5:1.
    static let palette: [Color] = [
        .cube(0, 1, 3), .cube(2, 0, 3), .cube(0, 2, 0), .cube(3, 1, 0), .cube(1, 1, 4), .cube(0, 1, 2),
        .cube(3, 0, 2), .cube(2, 1, 1), .cube(1, 0, 4), .cube(4, 0, 1), .cube(2, 1, 3), .cube(1, 1, 2),
    ]

    /// With eight colours the cube entries would fall onto hues (yellow, cyan, green) that white text cannot be
    /// read on; these three keep 4.5:1 with it.
    static let palette8: [Color] = [.red, .blue, .black]

    /// A stable colour for `album`. Swift's `hashValue` changes with every run, so this is FNV-1a over the id.
    public static func color(for album: Album, depth: ColorDepth = .full) -> Color {
        if depth == .monochrome { return .default }
        let palette = depth == .eight ? palette8 : palette
        var hash: UInt32 = 2_166_136_261
        for byte in album.id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return palette[Int(hash % UInt32(palette.count))]
    }

    /// Up to two letters: the first letters of the title's first two words ("Kind of Blue" → "KO").
    public static func initials(of album: Album) -> String {
        let words = album.title.split { !$0.isLetter && !$0.isNumber }
        let letters = words.prefix(2).compactMap(\.first).map { String($0).uppercased() }
        return letters.isEmpty ? "?" : letters.joined()
    }

    /// Draws the placeholder for `album` into `rect` of `canvas`.
    public func draw(_ album: Album, in rect: Rect, on canvas: inout Canvas) {
        var style = theme[.placeholder]
        style.bg = PlaceholderCover.color(for: album, depth: theme.depth)
        canvas.fill(rect, with: Cell(" ", style: style))
        (ascii ? BoxDrawing.ascii : BoxDrawing.light).draw(rect, on: &canvas, style: style)
        let inner = rect.width >= 2 && rect.height >= 2 ? rect.insetBy(dx: 1, dy: 1) : rect
        guard !inner.isEmpty else { return }
        let initials = PlaceholderCover.initials(of: album)
        canvas.writeCentered(ascii ? TextFold.ascii(initials) : initials, x: inner.x, width: inner.width,
                             y: inner.y + (inner.height - 1) / 2, style: style)
    }
}
