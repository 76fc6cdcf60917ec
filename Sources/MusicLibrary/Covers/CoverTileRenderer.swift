import CChafa
import ClockCore
import ClockRender

/// Turns cover pixels into a tile of character cells with libchafa: per cell the symbol chafa picked
/// and its foreground/background palette colours. No dithering, so the same picture always gives the same tile.
public enum CoverTileRenderer {
    /// Renders `image` into a canvas of `size` cells (the picture is stretched to fill it).
    public static func render(_ image: CoverImage, size: Size, mode: TileMode) -> Canvas {
        var canvas = Canvas(size: size)
        guard size.width > 0, size.height > 0, image.width > 0, image.height > 0,
              image.rgba.count >= image.width * image.height * 4 else { return canvas }

        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: symbolTags(mode)))
        chafa_symbol_map_remove_by_tags(symbols, ChafaSymbolTags(rawValue: forbiddenTags))

        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(size.width), Int32(size.height))
        chafa_canvas_config_set_canvas_mode(config, canvasMode(mode.colors))
        chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
        chafa_canvas_config_set_symbol_map(config, symbols)
        if mode.colors == .monochrome {
            chafa_canvas_config_set_fg_color(config, 0xFFFFFF)
            chafa_canvas_config_set_bg_color(config, 0x000000)
        }

        guard let chafa = chafa_canvas_new(config) else { return canvas }
        defer { chafa_canvas_unref(chafa) }
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(chafa, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress,
                                         Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        for y in 0..<size.height {
            for x in 0..<size.width {
                let code = chafa_canvas_get_char_at(chafa, Int32(x), Int32(y))
                let scalar = Unicode.Scalar(code).flatMap { $0.value >= 0x20 ? $0 : nil } ?? " "
                var style = Style()
                if mode.colors != .monochrome {
                    var fg: Int32 = -1, bg: Int32 = -1
                    chafa_canvas_get_raw_colors_at(chafa, Int32(x), Int32(y), &fg, &bg)
                    // A blank shows only its background; dropping chafa's leftover foreground keeps
                    // snapshots clean and the number of colour pairs the terminal needs small.
                    style.fg = scalar == " " ? .default : paletteColor(fg)
                    style.bg = paletteColor(bg)
                }
                canvas[x, y] = Cell(scalar, style: style)
            }
        }
        return canvas
    }

    /// Symbols that are wide, ambiguous in width or render badly in common fonts would break the cell grid.
    private static let forbiddenTags = CHAFA_SYMBOL_TAG_WIDE.rawValue | CHAFA_SYMBOL_TAG_AMBIGUOUS.rawValue
        | CHAFA_SYMBOL_TAG_UGLY.rawValue

    private static func symbolTags(_ mode: TileMode) -> Int32 {
        if mode.asciiOnly { return CHAFA_SYMBOL_TAG_ASCII.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue }
        return CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue | CHAFA_SYMBOL_TAG_BLOCK.rawValue
            | CHAFA_SYMBOL_TAG_HALF.rawValue | CHAFA_SYMBOL_TAG_QUAD.rawValue
    }

    private static func canvasMode(_ colors: TileMode.Colors) -> ChafaCanvasMode {
        switch colors {
        // 240: the 16 base colours are left out because terminal themes remap them.
        case .colors256: CHAFA_CANVAS_MODE_INDEXED_240
        case .colors16: CHAFA_CANVAS_MODE_INDEXED_16
        case .colors8: CHAFA_CANVAS_MODE_INDEXED_8
        case .monochrome: CHAFA_CANVAS_MODE_FGBG
        }
    }

    private static func paletteColor(_ raw: Int32) -> Color {
        (0...255).contains(raw) ? .indexed(UInt8(raw)) : .default
    }
}
