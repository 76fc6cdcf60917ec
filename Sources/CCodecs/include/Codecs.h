#ifndef TUI_CLOCK_CODECS_H
#define TUI_CLOCK_CODECS_H

/* The music codecs (TagLib for tags and embedded pictures, libpng/libjpeg for covers, libchafa for cover tiles)
   live in a plugin, libtui-clock-codecs.so, loaded the first time the music library is needed: the clock on its
   own never maps them (about 2.5 MiB resident), and it still runs where they are missing.
   This header is the whole contract between the plugin and the program: plain C types and one table of functions. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Raised whenever the table or a type in it changes; the loader refuses a plugin with another version. */
#define TC_CODECS_ABI_VERSION 5

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
    int compilation; /* 1 when flagged part of a compilation (ID3v2 TCMP, MP4 cpil, Vorbis / APE COMPILATION) */
} tlb_tags;

typedef enum {
    TLB_OK = 0,
    TLB_CANNOT_OPEN = 1,   /* missing, unreadable or a format TagLib does not know */
    TLB_NOT_AUDIO = 2,     /* opened, but there is no playable audio in it */
    TLB_NO_PICTURE = 3,
    TLB_SAVE_FAILED = 4
} tlb_status;

typedef struct {
    unsigned char *rgba; /* width * height * 4 bytes, malloc'd; free with the table's pixels_free */
    int width;
    int height;
} cover_pixels;

typedef enum {
    COVER_OK = 0,
    COVER_UNKNOWN_FORMAT = 1, /* neither a PNG nor a JPEG signature */
    COVER_CORRUPT = 2,        /* the decoder gave up on the data */
    COVER_TOO_LARGE = 3       /* dimensions beyond what a cover can sensibly be */
} cover_status;

/** The palette a cover tile may use. */
typedef enum {
    TILE_COLORS_256 = 0, /* the 240 colours above the 16 base ones, which terminal themes remap */
    TILE_COLORS_16 = 1,
    TILE_COLORS_8 = 2,
    TILE_MONOCHROME = 3  /* white on black symbols only */
} tile_colors;

/** One character cell of a cover tile: a Unicode scalar and palette indices (-1: the terminal's default). */
typedef struct {
    uint32_t codepoint;
    int32_t fg;
    int32_t bg;
} tile_cell;

/** The terminal graphics protocols a cover picture can be encoded in. */
typedef enum {
    PICTURE_SIXEL = 0,
    PICTURE_KITTY = 1,
    PICTURE_ITERM2 = 2
} picture_protocol;

typedef enum {
    PICTURE_OK = 0,
    PICTURE_BAD_INPUT = 1, /* no pixels, or a side or cell count of zero or less */
    PICTURE_TOO_LARGE = 2, /* the picture would be more than PICTURE_MAX_SIDE pixels on a side */
    PICTURE_FAILED = 3     /* chafa gave no output */
} picture_status;

/* No terminal cover needs more; beyond it a request is a mistake (or hostile), not a picture worth 64 MiB. */
#define PICTURE_MAX_SIDE 4096

/* What encode_picture writes (chafa 1.12's own encoders; the sequences are ours, set in the ChafaTermInfo), for a
   picture of W x H pixels, W = columns * cell_width and H = rows * cell_height, the cover stretched to fill it:

   kitty:  ESC _ G a=T,q=2,C=1,f=32,s=W,v=H,c=columns,r=rows,m=1 ESC \        (the first command, no payload)
           ESC _ G q=2,m=1;<base64 of 512 bytes of RGBA, padded> ESC \        (repeated; the last may be shorter)
           ESC _ G q=2,m=0 ESC \                                              (the end, no payload)
           Each chunk decodes on its own; together they are W*H*4 bytes, rows top to bottom. C=1: the cursor does
           not move, so nothing scrolls; q=2: the terminal answers nothing. To transmit once under an id, replace
           the first command by  ESC _ G a=t,i=ID,q=2,f=32,s=W,v=H,m=1 ESC \  and place it with a=p.
   sixel:  ESC P 0;1;0 q "1;1;W;H #<palette: index;2;r;g;b percent>… <bands of 6 pixel rows, '-' between> ESC            P2=1: pixels left unset stay as they were. Sixel draws 6 rows at a time; when H is not a multiple of 6
           the last band's lower rows are left unset and the raster attributes say the exact H, so the picture
           covers the cells exactly and draws nothing below them. The terminal moves the cursor: xterm (-ti vt340,
           sixel scrolling on) leaves it at the starting column on the picture's last text row, and a picture that
           reaches the screen's bottom line scrolls the whole screen up a line, even one that fits exactly.
   iTerm2: ESC ] 1337 ; File=inline=1;width=columns;height=rows;preserveAspectRatio=0;doNotMoveCursor=1 :
           <base64 of an uncompressed RGBA TIFF of W x H pixels> BEL
           doNotMoveCursor is WezTerm's (and newer iTerm2's) way to keep the cursor; others move it after the picture.
   No sequence moves the cursor before the picture: it is drawn where the cursor is. */

/** The library index: an SQLite database and its prepared statements, opaque to the program. */
typedef struct tc_database tc_database;
typedef struct tc_statement tc_statement;

/* Result codes of the index functions: SQLite's own (0 is success). */
#define TC_DB_OK 0
#define TC_DB_ROW 100
#define TC_DB_DONE 101
/* Column types, as SQLite numbers them. */
#define TC_DB_NULL 5

typedef struct {
    int abi_version;
    /* Reads tags, duration and whether a picture is embedded. On TLB_OK call tags_free. */
    tlb_status (*read_tags)(const char *path, tlb_tags *out);
    /* The same through TagLib alone (read_tags reads plain FLAC files directly): tests compare the two. */
    tlb_status (*read_tags_with_taglib)(const char *path, tlb_tags *out);
    void (*tags_free)(tlb_tags *tags);
    /* Copies the embedded front cover (or the first picture) into a malloc'd buffer; free with bytes_free. */
    tlb_status (*copy_picture)(const char *path, unsigned char **bytes, size_t *length);
    void (*bytes_free)(unsigned char *bytes);
    /* Writes the given tags (NULL / 0 fields are removed): how tests and benchmarks build libraries. */
    tlb_status (*write_tags)(const char *path, const tlb_tags *tags);
    /* PNG or JPEG bytes to RGBA, scaled down (keeping the aspect) so neither side exceeds max_size. */
    cover_status (*decode)(const unsigned char *bytes, size_t length, int max_size, cover_pixels *out);
    void (*pixels_free)(cover_pixels *pixels);
    /* Renders RGBA pixels into columns x rows cells (stretched to fill, no dithering, so the same picture always
       gives the same tile). Returns 0 on success. */
    int (*render_tile)(const unsigned char *rgba, int width, int height, int columns, int rows,
                       tile_colors colors, int ascii_only, tile_cell *cells);
    /* Encodes RGBA pixels as the bytes that draw them in `protocol`, filling columns x rows cells of
       cell_width x cell_height pixels (see the layout above). On PICTURE_OK *bytes is malloc'd (free with
       bytes_free) and *length set; otherwise both are left alone. */
    picture_status (*encode_picture)(const unsigned char *rgba, int width, int height, picture_protocol protocol,
                                     int columns, int rows, int cell_width, int cell_height,
                                     unsigned char **bytes, size_t *length);
    /* The library index (SQLite, in the plugin so the clock alone never maps it). db_open creates the file if
       missing; on failure *out is NULL. Text and blobs are copied when bound; a NULL pointer binds NULL.
       db_step returns TC_DB_ROW, TC_DB_DONE or an error code; db_reset also clears the bindings.
       A column's bytes stay valid until the next step, reset or finalize. */
    int (*db_open)(const char *path, tc_database **out);
    void (*db_close)(tc_database *db);
    int (*db_exec)(tc_database *db, const char *sql);
    const char *(*db_error)(tc_database *db);
    int (*db_prepare)(tc_database *db, const char *sql, tc_statement **out);
    void (*db_finalize)(tc_statement *statement);
    int (*db_reset)(tc_statement *statement);
    int (*db_bind_int64)(tc_statement *statement, int index, int64_t value);
    int (*db_bind_double)(tc_statement *statement, int index, double value);
    int (*db_bind_text)(tc_statement *statement, int index, const char *text, int length);
    int (*db_bind_blob)(tc_statement *statement, int index, const void *bytes, int length);
    int (*db_step)(tc_statement *statement);
    int (*db_column_type)(tc_statement *statement, int column);
    int64_t (*db_column_int64)(tc_statement *statement, int column);
    double (*db_column_double)(tc_statement *statement, int column);
    const void *(*db_column_bytes)(tc_statement *statement, int column, int *length);
} tc_codecs;

/** The plugin's one exported symbol. */
const tc_codecs *tc_codecs_table(void);

/** Loads the plugin at `path` and returns its table, or NULL with a one-line reason in `error`. */
const tc_codecs *tc_codecs_load(const char *path, char *error, size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
