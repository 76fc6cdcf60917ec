/// How cover tiles are drawn: how many colours the terminal has, and whether only ASCII may be used.
public struct TileMode: Sendable, Hashable {
    public enum Colors: Sendable, Hashable {
        /// The xterm 256-colour palette; tiles use indices 16…255, which themes do not remap.
        case colors256
        case colors16
        case colors8
        /// Shapes only; every cell keeps the terminal's default colours.
        case monochrome
    }

    public var colors: Colors
    /// `--ascii`: only printable ASCII characters.
    public var asciiOnly: Bool

    public init(colors: Colors = .colors256, asciiOnly: Bool = false) {
        self.colors = colors
        self.asciiOnly = asciiOnly
    }

    /// 256 colours, Unicode block symbols.
    public static let standard = TileMode()
}
