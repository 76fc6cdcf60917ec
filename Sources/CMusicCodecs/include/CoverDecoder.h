#ifndef COVER_DECODER_H
#define COVER_DECODER_H

/* PNG and JPEG bytes to RGBA pixels. Lives in C because libjpeg reports errors with longjmp,
   which Swift cannot catch; every failure comes back as a status instead of a crash. */

#include "Codecs.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Decodes `bytes` and scales the result down (keeping its aspect) so neither side exceeds `max_size`.
    JPEGs use libjpeg's scaled decoding (1/2, 1/4, 1/8) so big pictures are cheap. */
cover_status cover_decode(const unsigned char *bytes, size_t length, int max_size, cover_pixels *out);
void cover_pixels_free(cover_pixels *pixels);

#ifdef __cplusplus
}
#endif

#endif
