#ifndef PICTURE_ENCODER_H
#define PICTURE_ENCODER_H

/* Cover pixels to sixel, kitty or iTerm2 picture bytes with libchafa's own encoders. */

#include "Codecs.h"

#ifdef __cplusplus
extern "C" {
#endif

picture_status picture_encode(const unsigned char *rgba, int width, int height, picture_protocol protocol,
                              int columns, int rows, int cell_width, int cell_height,
                              unsigned char **bytes, size_t *length);

#ifdef __cplusplus
}
#endif

#endif
