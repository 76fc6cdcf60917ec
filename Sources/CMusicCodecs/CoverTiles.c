#include "CoverTiles.h"

#include <chafa.h>

/* Symbols that are wide, ambiguous in width or render badly in common fonts would break the cell grid. */
static const ChafaSymbolTags forbidden_symbols = CHAFA_SYMBOL_TAG_WIDE | CHAFA_SYMBOL_TAG_AMBIGUOUS | CHAFA_SYMBOL_TAG_UGLY;

static ChafaSymbolTags allowed_symbols(int ascii_only) {
    if (ascii_only) return CHAFA_SYMBOL_TAG_ASCII | CHAFA_SYMBOL_TAG_SPACE;
    return CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_SOLID | CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_HALF
        | CHAFA_SYMBOL_TAG_QUAD;
}

static ChafaCanvasMode canvas_mode(tile_colors colors) {
    switch (colors) {
    case TILE_COLORS_256: return CHAFA_CANVAS_MODE_INDEXED_240;
    case TILE_COLORS_16: return CHAFA_CANVAS_MODE_INDEXED_16;
    case TILE_COLORS_8: return CHAFA_CANVAS_MODE_INDEXED_8;
    case TILE_MONOCHROME: default: return CHAFA_CANVAS_MODE_FGBG;
    }
}

static int32_t palette_index(gint raw) { return raw >= 0 && raw <= 255 ? raw : -1; }

int cover_render_tile(const unsigned char *rgba, int width, int height, int columns, int rows,
                      tile_colors colors, int ascii_only, tile_cell *cells) {
    if (rgba == NULL || cells == NULL || width <= 0 || height <= 0 || columns <= 0 || rows <= 0) return 1;

    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(symbols, allowed_symbols(ascii_only));
    chafa_symbol_map_remove_by_tags(symbols, forbidden_symbols);

    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_canvas_mode(config, canvas_mode(colors));
    chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE);
    chafa_canvas_config_set_symbol_map(config, symbols);
    if (colors == TILE_MONOCHROME) {
        chafa_canvas_config_set_fg_color(config, 0xFFFFFF);
        chafa_canvas_config_set_bg_color(config, 0x000000);
    }

    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    chafa_symbol_map_unref(symbols);
    if (canvas == NULL) return 1;

    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            tile_cell *cell = &cells[y * columns + x];
            gunichar code = chafa_canvas_get_char_at(canvas, x, y);
            cell->codepoint = code >= 0x20 ? code : ' ';
            cell->fg = -1;
            cell->bg = -1;
            if (colors != TILE_MONOCHROME) {
                gint fg = -1, bg = -1;
                chafa_canvas_get_raw_colors_at(canvas, x, y, &fg, &bg);
                /* A blank shows only its background; dropping chafa's leftover foreground keeps snapshots clean
                   and the number of colour pairs the terminal needs small. */
                cell->fg = cell->codepoint == ' ' ? -1 : palette_index(fg);
                cell->bg = palette_index(bg);
            }
        }
    }
    chafa_canvas_unref(canvas);
    return 0;
}
