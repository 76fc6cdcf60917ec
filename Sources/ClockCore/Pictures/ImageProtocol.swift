/// How covers reach the screen: as real pictures in one of the terminal graphics protocols, or as symbol mosaics
/// (chafa's characters in the terminal's palette), which every terminal shows.
public enum ImageProtocol: String, Sendable, Hashable, CaseIterable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole): each cover sent once with an id, then placed.
    case kitty
    /// DEC sixel (xterm -ti vt340, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
    /// iTerm2's inline images (OSC 1337), also spoken by WezTerm and mintty.
    case iterm2
    /// Characters and colours only.
    case symbols
}

/// `--images` (or `images = …` in config.toml): a protocol, or `auto` to ask the terminal which it speaks.
public enum ImageChoice: Sendable, Hashable {
    case auto
    case only(ImageProtocol)

    /// The names the option and the config key take, `auto` first.
    public static let names = ["auto"] + ImageProtocol.allCases.map(\.rawValue)

    public init?(name: String) {
        if name == "auto" {
            self = .auto
        } else if let chosen = ImageProtocol(rawValue: name) {
            self = .only(chosen)
        } else {
            return nil
        }
    }

    public var name: String {
        switch self {
        case .auto: "auto"
        case .only(let chosen): chosen.rawValue
        }
    }
}

/// A size in pixels.
public struct PixelSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Used when the terminal tells neither through TIOCGWINSZ nor through XTWINOPS (`CSI 16 t`): a common
    /// cell of a 10-point monospace font.
    public static let defaultCell = PixelSize(width: 10, height: 20)
}

/// What the terminal was found to show: the protocol covers are drawn with and the size of one cell in pixels.
public struct TerminalGraphics: Sendable, Hashable {
    public var imageProtocol: ImageProtocol
    public var cellPixels: PixelSize
    /// Inside tmux with `allow-passthrough on`: every picture sequence is wrapped (`ESC P tmux; … ESC \`, its
    /// escapes doubled) so tmux hands it to the terminal outside.
    public var tmuxPassthrough: Bool
    /// Inside tmux, the pane's top-left cell on the terminal outside: kitty places pictures on that terminal's
    /// grid, so a pane beside or below another one moves its pictures by this much.
    public var tmuxPaneOrigin: Point

    public init(imageProtocol: ImageProtocol, cellPixels: PixelSize = .defaultCell, tmuxPassthrough: Bool = false,
                tmuxPaneOrigin: Point = Point(x: 0, y: 0)) {
        self.imageProtocol = imageProtocol
        self.cellPixels = cellPixels
        self.tmuxPassthrough = tmuxPassthrough
        self.tmuxPaneOrigin = tmuxPaneOrigin
    }

    /// Symbols, until (or unless) the terminal is found to show more.
    public static let symbols = TerminalGraphics(imageProtocol: .symbols)

    /// The form covers are encoded in, or nil when they are drawn as symbols only.
    public var pictureFormat: PictureFormat? {
        imageProtocol == .symbols ? nil : PictureFormat(imageProtocol: imageProtocol, cellPixels: cellPixels)
    }
}

/// What an encoded picture depends on besides the cover and its size in cells: the protocol and the pixel size
/// of a cell (a tile of 16×8 cells of 10×20 pixels is encoded at 160×160 pixels).
public struct PictureFormat: Sendable, Hashable {
    public var imageProtocol: ImageProtocol
    public var cellPixels: PixelSize

    public init(imageProtocol: ImageProtocol, cellPixels: PixelSize) {
        self.imageProtocol = imageProtocol
        self.cellPixels = cellPixels
    }
}

/// A cover encoded for the terminal, as chafa's encoder wrote it: the bytes that draw it at the cursor, filling
/// `cells`. For kitty these transmit and show the picture; the screen rewrites the first command to transmit it
/// once under an id and places it separately.
public struct EncodedPicture: Sendable, Equatable {
    public var format: PictureFormat
    public var cells: Size
    public var bytes: [UInt8]

    public init(format: PictureFormat, cells: Size, bytes: [UInt8]) {
        self.format = format
        self.cells = cells
        self.bytes = bytes
    }
}
