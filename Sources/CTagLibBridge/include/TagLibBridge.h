#ifndef TAGLIB_BRIDGE_H
#define TAGLIB_BRIDGE_H

/* A plain C face over the parts of TagLib's C++ API that its own C binding lacks
   (album artist, disc number, embedded pictures), so Swift can call it without C++ interop. */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/** What one audio file's tags and audio properties say. Strings are malloc'd UTF-8, or NULL when absent. */
typedef struct {
    char *title;
    char *artist;
    char *album;
    char *album_artist;
    int track;       /* 0 when absent */
    int disc;        /* 0 when absent */
    int year;        /* 0 when absent */
    int duration_ms; /* -1 when unknown */
    int has_picture; /* 1 when an embedded cover picture is present */
} tlb_tags;

typedef enum {
    TLB_OK = 0,
    TLB_CANNOT_OPEN = 1,   /* missing, unreadable or a format TagLib does not know */
    TLB_NOT_AUDIO = 2,     /* opened, but there is no playable audio in it */
    TLB_NO_PICTURE = 3,
    TLB_SAVE_FAILED = 4
} tlb_status;

/** Reads tags, duration and whether a picture is embedded. On success call tlb_tags_free. */
tlb_status tlb_read_tags(const char *path, tlb_tags *out);
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
