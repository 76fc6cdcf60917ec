import CCodecs
import ClockCore

/// Turns cover pixels into a mosaic of symbols with libchafa (in the codecs plugin): per cell the symbol
/// chafa picked and its foreground/background palette colours. No dithering, so the same picture always gives
/// the same tile.
public enum CoverTileRenderer {
    /// Renders `image` into a mosaic of `size` cells (the picture is stretched to fill it); nil when the plugin
    /// is missing or chafa fails, and the wall keeps the album's placeholder.
    public static func render(_ image: CoverImage, size: Size, mode: TileMode) -> SymbolMosaic? {
        guard size.width > 0, size.height > 0, image.width > 0, image.height > 0,
              image.rgba.count >= image.width * image.height * 4,
              case .success(let codecs) = MusicCodecs.table() else { return nil }
        var cells = [tile_cell](repeating: tile_cell(), count: size.width * size.height)
        let status = image.rgba.withUnsafeBufferPointer { pixels in
            codecs.functions.pointee.render_tile(pixels.baseAddress, Int32(image.width), Int32(image.height),
                                                 Int32(size.width), Int32(size.height), colors(mode.colors),
                                                 mode.asciiOnly ? 1 : 0, &cells)
        }
        guard status == 0 else { return nil }
        var mosaic = SymbolMosaic(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                let scalar = Unicode.Scalar(cell.codepoint).flatMap { $0.value >= 0x20 ? $0 : nil } ?? " "
                mosaic[x, y] = mode.colors == .monochrome
                    ? SymbolMosaic.Tile(scalar)
                    : SymbolMosaic.Tile(scalar, foreground: paletteIndex(cell.fg), background: paletteIndex(cell.bg))
            }
        }
        return mosaic
    }

    private static func colors(_ colors: TileMode.Colors) -> tile_colors {
        switch colors {
        case .colors256: TILE_COLORS_256
        case .colors16: TILE_COLORS_16
        case .colors8: TILE_COLORS_8
        case .monochrome: TILE_MONOCHROME
        }
    }

    /// chafa's "no colour" (-1) keeps the terminal's default.
    private static func paletteIndex(_ raw: Int32) -> UInt8? {
        (0...255).contains(raw) ? UInt8(raw) : nil
    }
}
