#ifndef TAGLIB_BRIDGE_H
#define TAGLIB_BRIDGE_H

/* A plain C face over the parts of TagLib's C++ API that its own C binding lacks
   (album artist, disc number, compilation flag, embedded pictures); the plugin's table points at these. */

#include "Codecs.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Reads tags, duration and whether a picture is embedded. On success call tlb_tags_free. */
tlb_status tlb_read_tags(const char *path, tlb_tags *out);
/** The same through TagLib alone, without the direct reading of plain FLAC files (tests compare the two). */
tlb_status tlb_read_tags_with_taglib(const char *path, tlb_tags *out);
void tlb_tags_free(tlb_tags *tags);

/** Copies the embedded front cover (or the first picture) into a malloc'd buffer; free with tlb_bytes_free. */
tlb_status tlb_copy_picture(const char *path, unsigned char **bytes, size_t *length);
void tlb_bytes_free(unsigned char *bytes);

/** Writes the given tags (NULL / 0 fields are removed). Used to build libraries for tests and benchmarks. */
tlb_status tlb_write_tags(const char *path, const tlb_tags *tags);

#ifdef __cplusplus
}
#endif

#endif
