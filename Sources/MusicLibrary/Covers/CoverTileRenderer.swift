import CCodecs
import ClockCore
import ClockRender

/// Turns cover pixels into a tile of character cells with libchafa (in the codecs plugin): per cell the symbol
/// chafa picked and its foreground/background palette colours. No dithering, so the same picture always gives
/// the same tile.
public enum CoverTileRenderer {
    /// Renders `image` into a canvas of `size` cells (the picture is stretched to fill it); a blank canvas when
    /// the plugin is missing or chafa fails, and the wall keeps the album's placeholder.
    public static func render(_ image: CoverImage, size: Size, mode: TileMode) -> Canvas {
        var canvas = Canvas(size: size)
        guard size.width > 0, size.height > 0, image.width > 0, image.height > 0,
              image.rgba.count >= image.width * image.height * 4,
              case .success(let codecs) = MusicCodecs.table() else { return canvas }
        var cells = [tile_cell](repeating: tile_cell(), count: size.width * size.height)
        let status = image.rgba.withUnsafeBufferPointer { pixels in
            codecs.functions.pointee.render_tile(pixels.baseAddress, Int32(image.width), Int32(image.height),
                                                 Int32(size.width), Int32(size.height), colors(mode.colors),
                                                 mode.asciiOnly ? 1 : 0, &cells)
        }
        guard status == 0 else { return canvas }
        for y in 0..<size.height {
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                let scalar = Unicode.Scalar(cell.codepoint).flatMap { $0.value >= 0x20 ? $0 : nil } ?? " "
                var style = Style()
                if mode.colors != .monochrome {
                    style.fg = paletteColor(cell.fg)
                    style.bg = paletteColor(cell.bg)
                }
                canvas[x, y] = Cell(scalar, style: style)
            }
        }
        return canvas
    }

    private static func colors(_ colors: TileMode.Colors) -> tile_colors {
        switch colors {
        case .colors256: TILE_COLORS_256
        case .colors16: TILE_COLORS_16
        case .colors8: TILE_COLORS_8
        case .monochrome: TILE_MONOCHROME
        }
    }

    private static func paletteColor(_ raw: Int32) -> Color {
        (0...255).contains(raw) ? .indexed(UInt8(raw)) : .default
    }
}
