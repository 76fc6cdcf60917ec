import ClockCore
import ClockRender
import MusicLibrary

/// The album covers as the views ask for them: drawn by chafa in the terminal's colours and characters,
/// and cached with a bound. A class because the views only read (`CoverTileSource` is non-mutating)
/// while the cache changes on every new tile; it is used on the run loop's thread only.
final class RenderedCovers: CoverTileSource {
    private var tiles = CoverTiles()
    let mode: TileMode

    init(mode: TileMode) {
        self.mode = mode
    }

    /// The mode for a terminal with `colors` colours (0: monochrome, as with `NO_COLOR`) that may or may not
    /// draw beyond ASCII.
    static func mode(colors: Int, ascii: Bool) -> TileMode {
        let palette: TileMode.Colors
        switch colors {
        case 256...: palette = .colors256
        case 16..<256: palette = .colors16
        case 8..<16: palette = .colors8
        default: palette = .monochrome
        }
        return TileMode(colors: palette, asciiOnly: ascii)
    }

    func tile(for album: Album, size: Size) -> Canvas? {
        guard size.width > 0, size.height > 0 else { return nil }
        return tiles.tile(for: album, size: size, mode: mode)
    }
}
