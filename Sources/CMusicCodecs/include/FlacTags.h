#ifndef TUI_CLOCK_FLAC_TAGS_H
#define TUI_CLOCK_FLAC_TAGS_H

#include "Codecs.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A FLAC file's tags read straight from its metadata blocks: one open, two or three reads, where TagLib opens
   a stdio stream and seeks a dozen times. Answers only for the plain case, where it gives exactly what TagLib
   would: "fLaC" first (no ID3v2 before it, no ID3v1 at the end), STREAMINFO first, one Vorbis comment of
   well-formed UTF-8 with at most one value for each field read, pictures that parse. 1 when it answered (*out
   filled, free with tlb_tags_free), 0 for TagLib to read the file. */
int flac_read_tags(const char *path, tlb_tags *out);

#ifdef __cplusplus
}
#endif

#endif
