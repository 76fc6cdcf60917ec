#ifndef COVER_DECODER_H
#define COVER_DECODER_H

/* PNG and JPEG bytes to RGBA pixels. Lives in C because libjpeg reports errors with longjmp,
   which Swift cannot catch; every failure comes back as a status instead of a crash. */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    unsigned char *rgba; /* width * height * 4 bytes, malloc'd; free with cover_pixels_free */
    int width;
    int height;
} cover_pixels;

typedef enum {
    COVER_OK = 0,
    COVER_UNKNOWN_FORMAT = 1, /* neither a PNG nor a JPEG signature */
    COVER_CORRUPT = 2,        /* the decoder gave up on the data */
    COVER_TOO_LARGE = 3       /* dimensions beyond what a cover can sensibly be */
} cover_status;

/** Decodes `bytes` and scales the result down (keeping its aspect) so neither side exceeds `max_size`.
    JPEGs use libjpeg's scaled decoding (1/2, 1/4, 1/8) so big pictures are cheap. */
cover_status cover_decode(const unsigned char *bytes, size_t length, int max_size, cover_pixels *out);
void cover_pixels_free(cover_pixels *pixels);

#ifdef __cplusplus
}
#endif

#endif
