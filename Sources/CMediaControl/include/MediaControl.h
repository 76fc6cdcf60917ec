#ifndef TUI_CLOCK_MEDIA_CONTROL_H
#define TUI_CLOCK_MEDIA_CONTROL_H

/* The desktop's remote control of the player (MPRIS 2 on the D-Bus session bus: media keys, the sound menu,
   playerctl) lives in a plugin, libtui-clock-mpris.so, loaded the first time music is used: the clock on its own
   never maps libsystemd nor opens a bus connection. sd-bus's vtables and varargs are C macros, so the D-Bus object
   is C; this header is the whole contract between the plugin and the program: plain C types and one table. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Raised whenever the table or a type in it changes; the loader refuses a plugin with another version. */
#define TC_MPRIS_ABI_VERSION 1

typedef enum { TC_MPRIS_STOPPED = 0, TC_MPRIS_PLAYING = 1, TC_MPRIS_PAUSED = 2 } tc_mpris_playback;
typedef enum { TC_MPRIS_LOOP_NONE = 0, TC_MPRIS_LOOP_TRACK = 1, TC_MPRIS_LOOP_PLAYLIST = 2 } tc_mpris_loop;

/** How the player stands, as MPRIS's properties say it. Strings are UTF-8; the plugin copies what it keeps. */
typedef struct {
    tc_mpris_playback playback;
    tc_mpris_loop loop;
    int shuffle;
    double volume;       /* 0.0 to 1.0 */
    int64_t position_us;
    int can_go_next;
    int can_go_previous;
    int can_play;
    int can_pause;
    int can_seek;
    /* The current track, when track_id is not NULL. */
    const char *track_id; /* a D-Bus object path */
    const char *title;
    const char *artist;
    const char *album;
    const char *album_artist;
    int track_number;     /* 0 when unknown */
    int64_t length_us;    /* -1 when unknown */
    const char *art_url;  /* a file:// URI, or NULL */
} tc_mpris_status;

/** What a remote asked, with its value: SEEK µs relative, SET_POSITION µs (already checked against the track id),
    SET_VOLUME 0.0 to 1.0, SET_SHUFFLE 0 or 1, SET_LOOP a tc_mpris_loop. */
typedef enum {
    TC_MPRIS_ASK_PLAY = 0,
    TC_MPRIS_ASK_PAUSE = 1,
    TC_MPRIS_ASK_PLAY_PAUSE = 2,
    TC_MPRIS_ASK_STOP = 3,
    TC_MPRIS_ASK_NEXT = 4,
    TC_MPRIS_ASK_PREVIOUS = 5,
    TC_MPRIS_ASK_SEEK = 6,
    TC_MPRIS_ASK_SET_POSITION = 7,
    TC_MPRIS_ASK_SET_VOLUME = 8,
    TC_MPRIS_ASK_SET_SHUFFLE = 9,
    TC_MPRIS_ASK_SET_LOOP = 10,
    TC_MPRIS_ASK_QUIT = 11
} tc_mpris_ask;

/** Called from inside `process`, on the caller's thread, once per request. */
typedef void (*tc_mpris_request_fn)(void *context, tc_mpris_ask ask, double value);

typedef struct tc_mpris tc_mpris;

typedef struct {
    int abi_version;
    /* Connects to the session bus and asks for org.mpris.MediaPlayer2.tui_clock (another instance's name taken:
       ….tui_clock.instance<pid>), without waiting for any answer. NULL when there is no bus to reach. */
    tc_mpris *(*open)(tc_mpris_request_fn on_request, void *context);
    /* What to poll: the connection's descriptor, its poll events, and when to call `process` even if it stays
       quiet (CLOCK_MONOTONIC µs; -1 for never, 0 for now: messages already read wait). */
    int (*fd)(tc_mpris *mpris);
    int (*events)(tc_mpris *mpris);
    int64_t (*deadline_us)(tc_mpris *mpris);
    /* Handles everything that has arrived and sends what waits; negative when the connection is gone. */
    int (*process)(tc_mpris *mpris);
    /* The new status: getters answer from it, and PropertiesChanged names what differs from the last one. */
    void (*publish)(tc_mpris *mpris, const tc_mpris_status *status);
    /* The Seeked signal: the position moved otherwise than by playing on. */
    void (*seeked)(tc_mpris *mpris, int64_t position_us);
    /* Releases the name, sends what waits (briefly) and closes the connection. */
    void (*close)(tc_mpris *mpris);
} tc_mpris_table;

/** The plugin's one exported symbol. */
const tc_mpris_table *tc_mpris_plugin_table(void);

/** Loads the plugin at `path` and returns its table, or NULL with a one-line reason in `error`. */
const tc_mpris_table *tc_mpris_load(const char *path, char *error, size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
