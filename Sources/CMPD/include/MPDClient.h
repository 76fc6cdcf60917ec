#ifndef TUI_CLOCK_MPD_CLIENT_H
#define TUI_CLOCK_MPD_CLIENT_H

/* MPD, the Music Player Daemon, is spoken to through libmpdclient, which lives in a plugin of its own,
   libtui-clock-mpd.so, loaded only when the music is on an MPD server: the clock, and a local library, never map it.
   This header is the whole contract between that plugin and the program: plain C types and one table of functions.
   Every call blocks until MPD answers or the connection's timeout passes, so the program makes them off the UI
   thread; another thread may end a call at once by shutting the connection's socket (fd). */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Raised whenever the table or a type in it changes; the loader refuses a plugin with another version. */
#define TC_MPD_ABI_VERSION 4

/** One connection to MPD, opaque to the program. */
typedef struct tc_mpd tc_mpd;

/** How a call ended; everything but TC_MPD_OK comes with a message (tc_mpd_table.message). */
typedef enum {
    TC_MPD_OK = 0,
    TC_MPD_UNREACHABLE = 1, /* no connection: refused, no such host or socket, no route */
    TC_MPD_TIMEOUT = 2,     /* MPD said nothing for the connection's timeout */
    TC_MPD_CLOSED = 3,      /* MPD (or the program, to end a call) closed the connection */
    TC_MPD_GARBAGE = 4,     /* an answer that is not MPD's protocol (or a line longer than libmpdclient reads) */
    TC_MPD_PASSWORD = 5,    /* MPD refused the password */
    TC_MPD_PERMISSION = 6,  /* MPD wants a password (or a better one) for this command */
    TC_MPD_REFUSED = 7,     /* MPD answered the command with another error (ACK) */
    TC_MPD_STOPPED = 8,     /* the program's song sink asked to stop; the connection cannot be used again */
    TC_MPD_OUT_OF_MEMORY = 9
} tc_mpd_status;

/** One song of MPD's database, as `find` lists it. Strings are UTF-8 owned by the plugin, valid only during the
    sink's call, or NULL when absent. */
typedef struct {
    const char *uri;          /* relative to MPD's music folder */
    const char *title;
    const char *artist;
    const char *album;
    const char *album_artist;
    const char *track;        /* as tagged: "3", "3/12" */
    const char *disc;
    const char *date;         /* "1999", "1999-05-01" */
    const char *original_date;
    int duration_ms;          /* -1 when unknown */
    int64_t last_modified;    /* seconds since 1970, 0 when unknown */
} tc_mpd_song;

/** Called for each song; a nonzero answer stops the listing (TC_MPD_STOPPED). */
typedef int (*tc_mpd_song_sink)(void *context, const tc_mpd_song *song);

/** What MPD's player is doing, from `status` and `currentsong`. */
typedef struct {
    int state;               /* 0 unknown, 1 stopped, 2 playing, 3 paused */
    int volume;              /* 0-100, -1 without a mixer */
    int random;
    int repeat;
    int single;
    int song_position;       /* in the queue, -1 when none */
    unsigned elapsed_ms;
    unsigned total_ms;
    unsigned queue_length;
    unsigned queue_version;  /* MPD's `playlist`: changes with every change of the queue, by any client */
    char uri[1024];          /* the current song's uri, "" when none (cut at 1023 bytes) */
} tc_mpd_player;

/** What `control` does; its `value` is named after each. */
typedef enum {
    TC_MPD_PAUSE = 0,         /* value: 1 pause, 0 resume */
    TC_MPD_NEXT = 1,
    TC_MPD_PREVIOUS = 2,
    TC_MPD_PLAY_POSITION = 3, /* value: the queue position */
    TC_MPD_STOP = 4,
    TC_MPD_SET_VOLUME = 5,    /* value: 0-100 */
    TC_MPD_SEEK_TO = 6,       /* value: milliseconds into the current song */
    TC_MPD_SEEK_BY = 7,       /* value: milliseconds forward (negative: back) */
    TC_MPD_SINGLE = 8,        /* value: 1 on, 0 off */
    TC_MPD_REPEAT = 9,        /* value: 1 on, 0 off */
    TC_MPD_RANDOM = 10        /* value: 1 on, 0 off (shuffle) */
} tc_mpd_action;

typedef struct {
    int abi_version;
    /* Connects to host (a name, an address, or a unix socket's path; NULL: MPD_HOST, else localhost) and port
       (0: MPD_PORT, else 6600), every read and write bounded by timeout_ms (rounded up to whole seconds). Never NULL but out of memory; check
       status. The greeting is read here, so a server that is not MPD is found at once. */
    tc_mpd *(*open)(const char *host, unsigned port, unsigned timeout_ms);
    void (*close)(tc_mpd *connection);
    /* The connection's state: TC_MPD_OK, or why its last call failed. */
    tc_mpd_status (*status)(const tc_mpd *connection);
    /* A one-line message for the last failure (libmpdclient's or MPD's words), "" when none. */
    const char *(*message)(const tc_mpd *connection);
    /* The socket, for another thread to shut down (shutdown(2)) to end a call at once; -1 when not connected. */
    int (*socket)(const tc_mpd *connection);
    /* The server's protocol version as major * 10000 + minor * 100 + patch. */
    unsigned (*server_version)(const tc_mpd *connection);
    tc_mpd_status (*password)(tc_mpd *connection, const char *password);
    /* Lists songs start..<end of the whole database (`find "(base '')" window start:end`, MPD 0.21+), in MPD's
       order (folder by folder); *count is how many the sink saw. */
    tc_mpd_status (*songs)(tc_mpd *connection, unsigned start, unsigned end, tc_mpd_song_sink sink, void *context,
                           unsigned *count);
    /* Waits (`idle`, without the timeout) until one of the subsystems in mask (MPD's enum mpd_idle) changes;
       *changed is the set that did. */
    tc_mpd_status (*idle)(tc_mpd *connection, unsigned mask, unsigned *changed);
    /* Replaces the queue with these songs and plays the one at `from` (one command list). */
    tc_mpd_status (*play_songs)(tc_mpd *connection, const char *const *uris, unsigned count, unsigned from);
    /* Adds these songs after everything in the queue (one command list). */
    tc_mpd_status (*add_songs)(tc_mpd *connection, const char *const *uris, unsigned count);
    /* Takes queue positions start..<end out. */
    tc_mpd_status (*delete_songs)(tc_mpd *connection, unsigned start, unsigned end);
    /* Lists queue positions start..<end (`playlistinfo start:end`), as `songs` lists the database's. */
    tc_mpd_status (*queue_songs)(tc_mpd *connection, unsigned start, unsigned end, tc_mpd_song_sink sink,
                                 void *context, unsigned *count);
    tc_mpd_status (*player)(tc_mpd *connection, tc_mpd_player *out);
    tc_mpd_status (*control)(tc_mpd *connection, tc_mpd_action action, int value);
    /* One chunk of a song's cover picture from `offset`: embedded in the song (`readpicture`, embedded = 1) or the
       cover file in its folder (`albumart`, embedded = 0). *total is the whole picture's size as MPD announces it
       before the first chunk, so a picture too large is refused without reading it; *length is the chunk's size.
       Both are 0 when there is no picture (MPD answers albumart's absence with an ACK: TC_MPD_REFUSED). A chunk
       larger than `size` is TC_MPD_GARBAGE. */
    tc_mpd_status (*picture)(tc_mpd *connection, int embedded, const char *uri, unsigned offset, void *buffer,
                             size_t size, size_t *length, uint64_t *total);
    /* Asks MPD to send binary answers (a picture's chunks) of up to `bytes` at a time on this connection
       (`binarylimit`, MPD 0.22.4 and newer) rather than its default 8192. A server that does not know the command,
       or will not go that high, refuses it (TC_MPD_REFUSED) and the connection goes on with the default. */
    tc_mpd_status (*binary_limit)(tc_mpd *connection, unsigned bytes);
} tc_mpd_table;

/** The plugin's one exported symbol. */
const tc_mpd_table *tc_mpd_client_table(void);

/** Loads the plugin at `path` and returns its table, or NULL with a one-line reason in `error`. */
const tc_mpd_table *tc_mpd_load(const char *path, char *error, size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
