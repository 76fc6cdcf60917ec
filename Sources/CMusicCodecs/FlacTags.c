#include "FlacTags.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* Metadata blocks up to this size are read with the file's first read; the comment block is read on its own
   when it lies further in (after a large picture). */
enum { FIRST_READ = 16384, BLOCK_STREAMINFO = 0, BLOCK_VORBIS_COMMENT = 4, BLOCK_PICTURE = 6 };

static uint32_t be24(const unsigned char *p) { return (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2]; }
static uint32_t be32(const unsigned char *p) { return (uint32_t)p[0] << 24 | be24(p + 1); }
static uint32_t le32(const unsigned char *p) { return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0]; }

static int read_at(int fd, unsigned char *into, size_t length, off_t offset) {
    size_t done = 0;
    while (done < length) {
        ssize_t n = pread(fd, into + done, length - done, offset + (off_t)done);
        if (n <= 0) return 0;
        done += (size_t)n;
    }
    return 1;
}

/* Well-formed UTF-8 without NUL (TagLib's reading of anything else differs: leave it to TagLib). */
static int is_utf8(const unsigned char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        unsigned char c = s[i];
        size_t extra;
        uint32_t min;
        if (c == 0) return 0;
        if (c < 0x80) { i++; continue; }
        if ((c & 0xE0) == 0xC0) { extra = 1; min = 0x80; c &= 0x1F; }
        else if ((c & 0xF0) == 0xE0) { extra = 2; min = 0x800; c &= 0x0F; }
        else if ((c & 0xF8) == 0xF0) { extra = 3; min = 0x10000; c &= 0x07; }
        else return 0;
        uint32_t value = c;
        for (size_t k = 1; k <= extra; k++) {
            if (i + k >= n || (s[i + k] & 0xC0) != 0x80) return 0;
            value = value << 6 | (s[i + k] & 0x3F);
        }
        if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
        i += extra + 1;
    }
    return 1;
}

/* The fields TagLib's reading uses, by their (case-insensitive) names. */
enum { F_TITLE, F_ARTIST, F_ALBUM, F_ALBUMARTIST, F_TRACKNUMBER, F_TRACKNUM, F_DISCNUMBER, F_DATE, F_YEAR,
       F_COMPILATION, F_COUNT };
static const char *const field_names[F_COUNT] = {"TITLE", "ARTIST", "ALBUM", "ALBUMARTIST", "TRACKNUMBER",
                                                 "TRACKNUM", "DISCNUMBER", "DATE", "YEAR", "COMPILATION"};

typedef struct {
    const unsigned char *value;
    size_t length;
    int count;
} field;

/* Leading decimal digits, as TagLib's toInt reads "3/12" or "2001-05-03"; -1 when the text does not start
   with one (TagLib's reading of signs and spaces is left to TagLib). */
static int leading_number(const field *f) {
    if (f->count == 0) return 0;
    if (f->length == 0 || f->value[0] < '0' || f->value[0] > '9') return -1;
    long n = 0;
    for (size_t i = 0; i < f->length && f->value[i] >= '0' && f->value[i] <= '9'; i++) {
        n = n * 10 + (f->value[i] - '0');
        if (n > 1000000000) return -1;
    }
    return (int)n;
}

static char *copy(const field *f) {
    if (f->count == 0 || f->length == 0) return NULL;
    char *s = malloc(f->length + 1);
    if (!s) return NULL;
    memcpy(s, f->value, f->length);
    s[f->length] = 0;
    return s;
}

/* Parses the comment block into fields; 0 when anything is other than plain. */
static int parse_comments(const unsigned char *p, size_t n, field *fields) {
    if (n < 8) return 0;
    size_t vendor = le32(p);
    if (vendor > n - 8) return 0;
    size_t at = 4 + vendor;
    uint32_t count = le32(p + at);
    at += 4;
    for (uint32_t i = 0; i < count; i++) {
        if (n - at < 4) return 0;
        size_t length = le32(p + at);
        at += 4;
        if (length > n - at) return 0;
        const unsigned char *entry = p + at;
        at += length;
        const unsigned char *equals = memchr(entry, '=', length);
        if (!equals || equals == entry) return 0;
        size_t key = (size_t)(equals - entry);
        for (size_t k = 0; k < key; k++) if (entry[k] < 0x20 || entry[k] > 0x7D) return 0;
        /* Pictures kept as comments: TagLib decodes them; leave such files to it. */
        if ((key == 22 && strncasecmp((const char *)entry, "METADATA_BLOCK_PICTURE", 22) == 0)
            || (key == 8 && strncasecmp((const char *)entry, "COVERART", 8) == 0)) return 0;
        for (int f = 0; f < F_COUNT; f++) {
            if (strlen(field_names[f]) != key || strncasecmp((const char *)entry, field_names[f], key) != 0) continue;
            size_t value = length - key - 1;
            if (fields[f].count++ > 0 || value == 0 || !is_utf8(equals + 1, value)) return 0;
            fields[f].value = equals + 1;
            fields[f].length = value;
        }
    }
    return 1;
}

/* A picture block as TagLib parses it; 1 with *has_data when it holds picture bytes, 0 when malformed. */
static int parse_picture(const unsigned char *p, size_t n, int *has_data) {
    if (n < 32) return 0;
    size_t at = 4;
    size_t mime = be32(p + at);
    at += 4;
    if (mime > n - at || n - at - mime < 4) return 0;
    at += mime;
    size_t description = be32(p + at);
    at += 4;
    if (description > n - at || n - at - description < 20) return 0;
    at += description + 16;
    size_t data = be32(p + at);
    at += 4;
    if (data > n - at) return 0;
    *has_data = data > 0;
    return 1;
}

int flac_read_tags(const char *path, tlb_tags *out) {
    memset(out, 0, sizeof *out);
    out->duration_ms = -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return 0;
    int answered = 0;
    unsigned char head[FIRST_READ];
    unsigned char *comment = NULL;
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) || info.st_size < 4 + 4 + 34 + 128) goto done;
    size_t size = (size_t)info.st_size;
    size_t have = size < sizeof head ? size : sizeof head;
    if (!read_at(fd, head, have, 0) || memcmp(head, "fLaC", 4) != 0) goto done;
    unsigned char tail[3];
    if (!read_at(fd, tail, 3, (off_t)(size - 128)) || memcmp(tail, "TAG", 3) == 0) goto done;

    field fields[F_COUNT];
    memset(fields, 0, sizeof fields);
    size_t at = 4;
    int last = 0, first = 1, comments = 0, picture = 0;
    uint64_t samples = 0;
    uint32_t rate = 0;
    while (!last) {
        unsigned char header[4];
        if (size - at < 4) goto done;
        if (at + 4 <= have) memcpy(header, head + at, 4);
        else if (!read_at(fd, header, 4, (off_t)at)) goto done;
        last = header[0] & 0x80;
        int type = header[0] & 0x7F;
        size_t length = be24(header + 1);
        at += 4;
        if (length > size - at || type == 127) goto done;
        if (first != (type == BLOCK_STREAMINFO) || (first && length != 34)) goto done;
        if (length == 0 && type != 1 /* padding */) goto done;
        if (type == BLOCK_STREAMINFO || type == BLOCK_VORBIS_COMMENT || type == BLOCK_PICTURE) {
            const unsigned char *body = head + at;
            unsigned char *block = NULL;
            if (at + length > have) {
                /* Beyond the first read (after a large picture): read on its own. */
                block = malloc(length);
                if (!block || !read_at(fd, block, length, (off_t)at)) {
                    free(block);
                    goto done;
                }
                body = block;
            }
            int ok = 1;
            if (type == BLOCK_STREAMINFO) {
                rate = (uint32_t)body[10] << 12 | (uint32_t)body[11] << 4 | body[12] >> 4;
                samples = (uint64_t)(body[13] & 0x0F) << 32 | be32(body + 14);
            } else if (type == BLOCK_VORBIS_COMMENT) {
                ok = comments++ == 0 && parse_comments(body, length, fields);
                /* The fields point into the block: keep it until they are copied (a second comment block
                   ends the reading, so the first one's may go). */
                if (block) {
                    free(comment);
                    comment = block;
                    block = NULL;
                }
            } else {
                int has_data = 0;
                ok = parse_picture(body, length, &has_data) && has_data;
                picture = 1;
            }
            free(block);
            if (!ok) goto done;
        }
        first = 0;
        at += length;
    }
    if (rate == 0) goto done;

    int track = leading_number(&fields[F_TRACKNUMBER]);
    if (fields[F_TRACKNUMBER].count == 0) track = leading_number(&fields[F_TRACKNUM]);
    int year = leading_number(&fields[F_DATE]);
    if (fields[F_DATE].count == 0) year = leading_number(&fields[F_YEAR]);
    int disc = leading_number(&fields[F_DISCNUMBER]);
    int compilation = leading_number(&fields[F_COMPILATION]);
    if (track < 0 || year < 0 || disc < 0 || compilation < 0) goto done;

    out->title = copy(&fields[F_TITLE]);
    out->artist = copy(&fields[F_ARTIST]);
    out->album = copy(&fields[F_ALBUM]);
    out->album_artist = copy(&fields[F_ALBUMARTIST]);
    out->track = track;
    out->year = year;
    out->disc = disc;
    out->compilation = compilation > 0;
    out->has_picture = picture;
    out->duration_ms = samples > 0 ? (int)((double)samples * 1000.0 / rate + 0.5) : 0;
    answered = 1;
done:
    free(comment);
    close(fd);
    return answered;
}
