#ifndef COVER_TILES_H
#define COVER_TILES_H

/* Cover pixels to character cells with libchafa. */

#include "Codecs.h"

#ifdef __cplusplus
extern "C" {
#endif

int cover_render_tile(const unsigned char *rgba, int width, int height, int columns, int rows,
                      tile_colors colors, int ascii_only, tile_cell *cells);

#ifdef __cplusplus
}
#endif

#endif
