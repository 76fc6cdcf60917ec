#include "MPDClient.h"

#include <errno.h>
#include <poll.h>
#include <mpd/client.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* libmpdclient behind tui-clock's table: each call runs one MPD command to its end and turns libmpdclient's error
   state into a tc_mpd_status and a message, so the program never sees libmpdclient's types. */

struct tc_mpd {
    struct mpd_connection *connection; /* NULL only when out of memory */
    tc_mpd_status status;
    int socket; /* -1 when the connection was never made (libmpdclient then has no socket to ask for) */
    char message[512];
};

static tc_mpd_status failure(tc_mpd *mpd, tc_mpd_status status, const char *message) {
    mpd->status = status;
    snprintf(mpd->message, sizeof mpd->message, "%s", message);
    return status;
}

/* Reads libmpdclient's error, if any, into mpd. `connecting`: a system error means MPD cannot be reached at all.
   An ACK from MPD leaves the connection usable, so it is cleared; every other error ends the connection. */
static tc_mpd_status take_error(tc_mpd *mpd, int connecting) {
    struct mpd_connection *c = mpd->connection;
    enum mpd_error error = mpd_connection_get_error(c);
    if (error == MPD_ERROR_SUCCESS) {
        mpd->status = TC_MPD_OK;
        mpd->message[0] = '\0';
        return TC_MPD_OK;
    }
    const char *text = mpd_connection_get_error_message(c);
    tc_mpd_status status;
    switch (error) {
    case MPD_ERROR_SUCCESS: status = TC_MPD_OK; break;
    case MPD_ERROR_OOM: status = TC_MPD_OUT_OF_MEMORY; break;
    case MPD_ERROR_ARGUMENT: status = TC_MPD_REFUSED; break;
    case MPD_ERROR_STATE: status = TC_MPD_REFUSED; break;
    case MPD_ERROR_TIMEOUT: status = TC_MPD_TIMEOUT; break;
    case MPD_ERROR_SYSTEM: status = connecting ? TC_MPD_UNREACHABLE : TC_MPD_CLOSED; break;
    case MPD_ERROR_RESOLVER: status = TC_MPD_UNREACHABLE; break;
    case MPD_ERROR_MALFORMED: status = TC_MPD_GARBAGE; break;
    case MPD_ERROR_CLOSED: status = TC_MPD_CLOSED; break;
    case MPD_ERROR_SERVER:
        switch (mpd_connection_get_server_error(c)) {
        case MPD_SERVER_ERROR_PASSWORD: status = TC_MPD_PASSWORD; break;
        case MPD_SERVER_ERROR_PERMISSION: status = TC_MPD_PERMISSION; break;
        default: status = TC_MPD_REFUSED; break;
        }
        break;
    default: status = TC_MPD_GARBAGE; break;
    }
    failure(mpd, status, text ? text : "unknown error");
    if (error == MPD_ERROR_SERVER) mpd_connection_clear_error(c);
    return status;
}

static tc_mpd *open_connection(const char *host, unsigned port, unsigned timeout_ms) {
    tc_mpd *mpd = calloc(1, sizeof *mpd);
    if (mpd == NULL) return NULL;
    mpd->socket = -1;
    /* libmpdclient 2.20 keeps the milliseconds under a second as microseconds (tv_usec = ms % 1000): 500 ms waits
       0.5 ms. Whole seconds are kept right, so the timeout is rounded up to them. */
    unsigned whole_seconds = (timeout_ms + 999) / 1000 * 1000;
    mpd->connection = mpd_connection_new(host, port, whole_seconds);
    if (mpd->connection == NULL) {
        failure(mpd, TC_MPD_OUT_OF_MEMORY, "out of memory");
        return mpd;
    }
    mpd->socket = take_error(mpd, 1) == TC_MPD_OK ? mpd_connection_get_fd(mpd->connection) : -1;
    return mpd;
}

static void close_connection(tc_mpd *mpd) {
    if (mpd == NULL) return;
    if (mpd->connection) mpd_connection_free(mpd->connection);
    free(mpd);
}

static tc_mpd_status connection_status(const tc_mpd *mpd) { return mpd->status; }
static const char *connection_message(const tc_mpd *mpd) { return mpd->message; }

static int connection_socket(const tc_mpd *mpd) { return mpd->socket; }

static unsigned server_version(const tc_mpd *mpd) {
    if (mpd->connection == NULL) return 0;
    const unsigned *v = mpd_connection_get_server_version(mpd->connection);
    return v ? v[0] * 10000 + v[1] * 100 + v[2] : 0;
}

/* A connection that failed stays failed: MPD's protocol cannot be picked up again mid-answer. */
#define REQUIRE_USABLE(mpd) \
    do { if ((mpd)->connection == NULL || ((mpd)->status != TC_MPD_OK && (mpd)->status != TC_MPD_REFUSED \
              && (mpd)->status != TC_MPD_PERMISSION && (mpd)->status != TC_MPD_PASSWORD)) return (mpd)->status; } while (0)

static tc_mpd_status send_password(tc_mpd *mpd, const char *password) {
    REQUIRE_USABLE(mpd);
    mpd_run_password(mpd->connection, password);
    return take_error(mpd, 0);
}

/* Hands each song of the answer in progress to the sink; the answer ends with the songs. */
static tc_mpd_status receive_songs(tc_mpd *mpd, tc_mpd_song_sink sink, void *context, unsigned *count) {
    struct mpd_connection *c = mpd->connection;
    struct mpd_song *song;
    while ((song = mpd_recv_song(c)) != NULL) {
        unsigned duration = mpd_song_get_duration_ms(song);
        tc_mpd_song row = {
            .uri = mpd_song_get_uri(song),
            .title = mpd_song_get_tag(song, MPD_TAG_TITLE, 0),
            .artist = mpd_song_get_tag(song, MPD_TAG_ARTIST, 0),
            .album = mpd_song_get_tag(song, MPD_TAG_ALBUM, 0),
            .album_artist = mpd_song_get_tag(song, MPD_TAG_ALBUM_ARTIST, 0),
            .track = mpd_song_get_tag(song, MPD_TAG_TRACK, 0),
            .disc = mpd_song_get_tag(song, MPD_TAG_DISC, 0),
            .date = mpd_song_get_tag(song, MPD_TAG_DATE, 0),
            .original_date = mpd_song_get_tag(song, MPD_TAG_ORIGINAL_DATE, 0),
            .duration_ms = duration > 0 ? (int)duration : -1,
            .last_modified = (int64_t)mpd_song_get_last_modified(song),
        };
        int stop = sink(context, &row);
        mpd_song_free(song);
        *count += 1;
        if (stop) return failure(mpd, TC_MPD_STOPPED, "the listing was stopped");
    }
    if (take_error(mpd, 0) != TC_MPD_OK) return mpd->status;
    mpd_response_finish(c);
    return take_error(mpd, 0);
}

static tc_mpd_status list_songs(tc_mpd *mpd, unsigned start, unsigned end, tc_mpd_song_sink sink, void *context,
                                unsigned *count) {
    *count = 0;
    REQUIRE_USABLE(mpd);
    struct mpd_connection *c = mpd->connection;
    if (!mpd_search_db_songs(c, true) || !mpd_search_add_expression(c, "(base '')")
        || !mpd_search_add_window(c, start, end) || !mpd_search_commit(c)) {
        mpd_search_cancel(c);
        return take_error(mpd, 0);
    }
    return receive_songs(mpd, sink, context, count);
}

static tc_mpd_status queue_songs(tc_mpd *mpd, unsigned start, unsigned end, tc_mpd_song_sink sink, void *context,
                                 unsigned *count) {
    *count = 0;
    REQUIRE_USABLE(mpd);
    if (!mpd_send_list_queue_range_meta(mpd->connection, start, end)) return take_error(mpd, 0);
    return receive_songs(mpd, sink, context, count);
}

/* The most lines one answer of status, currentsong or idle may have: MPD sends about 25 for a status, a song's tags
   rarely pass 100 and idle names each of a dozen subsystems once. A server that sends more (an endless answer) does
   not answer as MPD does and is left, rather than read on forever on a worker thread that then never follows MPD
   again (libmpdclient's own calls read such an answer to its end, however long). */
#define TC_MPD_MOST_LINES 1000

static tc_mpd_status too_long(tc_mpd *mpd, const char *command) {
    char text[128];
    snprintf(text, sizeof text, "answered %s with more than %d lines", command, TC_MPD_MOST_LINES);
    return failure(mpd, TC_MPD_GARBAGE, text);
}

static tc_mpd_status wait_idle(tc_mpd *mpd, unsigned mask, unsigned *changed) {
    *changed = 0;
    REQUIRE_USABLE(mpd);
    struct mpd_connection *c = mpd->connection;
    if (!mpd_send_idle_mask(c, (enum mpd_idle)mask)) return take_error(mpd, 0);
    /* Idle may wait for hours: no timeout until MPD says something (as mpd_recv_idle's disable_timeout does); a
       shutdown(2) from another thread ends the wait. */
    struct pollfd entry = {.fd = mpd_connection_get_fd(c), .events = POLLIN};
    while (poll(&entry, 1, -1) < 0 && errno == EINTR) {}
    unsigned lines = 0;
    struct mpd_pair *pair;
    while ((pair = mpd_recv_pair(c)) != NULL) {
        if (strcmp(pair->name, "changed") == 0) *changed |= (unsigned)mpd_idle_name_parse(pair->value);
        mpd_return_pair(c, pair);
        if (++lines > TC_MPD_MOST_LINES) return too_long(mpd, "idle");
    }
    return take_error(mpd, 0);
}

static tc_mpd_status play_songs(tc_mpd *mpd, const char *const *uris, unsigned count, unsigned from) {
    REQUIRE_USABLE(mpd);
    struct mpd_connection *c = mpd->connection;
    bool sent = mpd_command_list_begin(c, false) && mpd_send_clear(c);
    for (unsigned i = 0; sent && i < count; i++) sent = mpd_send_add(c, uris[i]);
    sent = sent && mpd_send_play_pos(c, from) && mpd_command_list_end(c);
    if (sent) mpd_response_finish(c);
    return take_error(mpd, 0);
}

static tc_mpd_status add_songs(tc_mpd *mpd, const char *const *uris, unsigned count) {
    REQUIRE_USABLE(mpd);
    struct mpd_connection *c = mpd->connection;
    bool sent = mpd_command_list_begin(c, false);
    for (unsigned i = 0; sent && i < count; i++) sent = mpd_send_add(c, uris[i]);
    sent = sent && mpd_command_list_end(c);
    if (sent) mpd_response_finish(c);
    return take_error(mpd, 0);
}

static tc_mpd_status delete_songs(tc_mpd *mpd, unsigned start, unsigned end) {
    REQUIRE_USABLE(mpd);
    mpd_run_delete_range(mpd->connection, start, end);
    return take_error(mpd, 0);
}

static tc_mpd_status read_player(tc_mpd *mpd, tc_mpd_player *out) {
    memset(out, 0, sizeof *out);
    out->song_position = -1;
    out->volume = -1;
    REQUIRE_USABLE(mpd);
    struct mpd_connection *c = mpd->connection;
    if (!mpd_send_status(c)) return take_error(mpd, 0);
    struct mpd_status *status = mpd_status_begin();
    if (status == NULL) return failure(mpd, TC_MPD_OUT_OF_MEMORY, "out of memory");
    unsigned lines = 0;
    struct mpd_pair *pair;
    while ((pair = mpd_recv_pair(c)) != NULL) {
        mpd_status_feed(status, pair);
        mpd_return_pair(c, pair);
        if (++lines > TC_MPD_MOST_LINES) {
            mpd_status_free(status);
            return too_long(mpd, "status");
        }
    }
    if (take_error(mpd, 0) != TC_MPD_OK) {
        mpd_status_free(status);
        return mpd->status;
    }
    switch (mpd_status_get_state(status)) {
    case MPD_STATE_UNKNOWN: out->state = 0; break;
    case MPD_STATE_STOP: out->state = 1; break;
    case MPD_STATE_PLAY: out->state = 2; break;
    case MPD_STATE_PAUSE: out->state = 3; break;
    }
    out->volume = mpd_status_get_volume(status);
    out->random = mpd_status_get_random(status);
    out->repeat = mpd_status_get_repeat(status);
    out->single = mpd_status_get_single(status);
    out->song_position = mpd_status_get_song_pos(status);
    out->elapsed_ms = mpd_status_get_elapsed_ms(status);
    out->total_ms = mpd_status_get_total_time(status) * 1000;
    out->queue_length = mpd_status_get_queue_length(status);
    out->queue_version = mpd_status_get_queue_version(status);
    mpd_status_free(status);
    /* Only the song's uri is wanted: its `file` line. */
    if (!mpd_send_current_song(c)) return take_error(mpd, 0);
    lines = 0;
    while ((pair = mpd_recv_pair(c)) != NULL) {
        if (out->uri[0] == '\0' && strcmp(pair->name, "file") == 0) snprintf(out->uri, sizeof out->uri, "%s", pair->value);
        mpd_return_pair(c, pair);
        if (++lines > TC_MPD_MOST_LINES) return too_long(mpd, "currentsong");
    }
    return take_error(mpd, 0);
}

static tc_mpd_status control(tc_mpd *mpd, tc_mpd_action action, int value) {
    REQUIRE_USABLE(mpd);
    struct mpd_connection *c = mpd->connection;
    switch (action) {
    case TC_MPD_PAUSE: mpd_run_pause(c, value != 0); break;
    case TC_MPD_NEXT: mpd_run_next(c); break;
    case TC_MPD_PREVIOUS: mpd_run_previous(c); break;
    case TC_MPD_PLAY_POSITION: mpd_run_play_pos(c, (unsigned)value); break;
    case TC_MPD_STOP: mpd_run_stop(c); break;
    case TC_MPD_SET_VOLUME: mpd_run_set_volume(c, (unsigned)value); break;
    case TC_MPD_SEEK_TO: mpd_run_seek_current(c, (float)value / 1000, false); break;
    case TC_MPD_SEEK_BY: mpd_run_seek_current(c, (float)value / 1000, true); break;
    case TC_MPD_SINGLE: mpd_run_single(c, value != 0); break;
    case TC_MPD_REPEAT: mpd_run_repeat(c, value != 0); break;
    case TC_MPD_RANDOM: mpd_run_random(c, value != 0); break;
    }
    return take_error(mpd, 0);
}

/* libmpdclient's mpd_run_albumart and mpd_run_readpicture drop the "size" MPD sends first; read the pairs here. */
static tc_mpd_status picture(tc_mpd *mpd, int embedded, const char *uri, unsigned offset, void *buffer, size_t size,
                             size_t *length, uint64_t *total) {
    *length = 0;
    *total = 0;
    REQUIRE_USABLE(mpd);
    struct mpd_connection *c = mpd->connection;
    bool sent = embedded ? mpd_send_readpicture(c, uri, offset) : mpd_send_albumart(c, uri, offset);
    if (!sent) return take_error(mpd, 0);
    struct mpd_pair *pair = mpd_recv_pair_named(c, "size");
    if (pair == NULL) {
        /* No picture (readpicture answers a bare OK), or an error. */
        if (mpd_connection_get_error(c) == MPD_ERROR_SUCCESS) mpd_response_finish(c);
        return take_error(mpd, 0);
    }
    *total = strtoull(pair->value, NULL, 10);
    mpd_return_pair(c, pair);
    pair = mpd_recv_pair_named(c, "binary");
    if (pair == NULL) return take_error(mpd, 0) != TC_MPD_OK ? mpd->status : failure(mpd, TC_MPD_GARBAGE, "a picture without its bytes");
    unsigned long long chunk = strtoull(pair->value, NULL, 10);
    mpd_return_pair(c, pair);
    if (chunk > size) return failure(mpd, TC_MPD_GARBAGE, "a picture chunk larger than asked for");
    if (!mpd_recv_binary(c, buffer, (size_t)chunk)) return take_error(mpd, 0);
    mpd_response_finish(c);
    if (take_error(mpd, 0) == TC_MPD_OK) *length = (size_t)chunk;
    return mpd->status;
}

static tc_mpd_status binary_limit(tc_mpd *mpd, unsigned bytes) {
    REQUIRE_USABLE(mpd);
#if LIBMPDCLIENT_CHECK_VERSION(2, 20, 0)
    mpd_run_binarylimit(mpd->connection, bytes);
#else
    /* libmpdclient before 2.20 has no function for it; the command is the same. */
    char text[16];
    snprintf(text, sizeof text, "%u", bytes);
    if (mpd_send_command(mpd->connection, "binarylimit", text, NULL)) mpd_response_finish(mpd->connection);
#endif
    return take_error(mpd, 0);
}

/* libmpdclient writes with send(2) without MSG_NOSIGNAL, so a write to a server that has gone raises SIGPIPE, which
   ends any process that has not ignored it (a test runner, a program that loads this plugin and keeps the default).
   Every call that may write runs with SIGPIPE blocked in its thread and takes back a SIGPIPE it raised itself: the
   write fails with EPIPE and the call says the connection closed, whatever the process does with the signal. */
typedef struct {
    sigset_t before;
    int was_pending;
} pipe_guard;

static sigset_t pipe_only(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    return set;
}

static int pipe_pending(void) {
    sigset_t pending;
    return sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1;
}

static pipe_guard block_pipe(void) {
    pipe_guard guard = {.was_pending = pipe_pending()};
    sigset_t set = pipe_only();
    pthread_sigmask(SIG_BLOCK, &set, &guard.before);
    return guard;
}

static void unblock_pipe(const pipe_guard *guard) {
    /* A SIGPIPE that was pending before the call is not this call's to take. */
    if (!guard->was_pending && pipe_pending()) {
        sigset_t set = pipe_only();
        const struct timespec now = {0, 0};
        while (sigtimedwait(&set, NULL, &now) < 0 && errno == EINTR) {}
    }
    pthread_sigmask(SIG_SETMASK, &guard->before, NULL);
}

/* `function`, run with SIGPIPE blocked: `guarded_function(parameters)` calls `function(arguments)`. */
#define WITHOUT_SIGPIPE(returned, function, parameters, arguments) \
    static returned guarded_##function parameters { \
        pipe_guard guard = block_pipe(); \
        returned result = function arguments; \
        unblock_pipe(&guard); \
        return result; \
    }

WITHOUT_SIGPIPE(tc_mpd *, open_connection, (const char *host, unsigned port, unsigned timeout_ms), (host, port, timeout_ms))
WITHOUT_SIGPIPE(tc_mpd_status, send_password, (tc_mpd *mpd, const char *password), (mpd, password))
WITHOUT_SIGPIPE(tc_mpd_status, list_songs, (tc_mpd *mpd, unsigned start, unsigned end, tc_mpd_song_sink sink,
                void *context, unsigned *count), (mpd, start, end, sink, context, count))
WITHOUT_SIGPIPE(tc_mpd_status, wait_idle, (tc_mpd *mpd, unsigned mask, unsigned *changed), (mpd, mask, changed))
WITHOUT_SIGPIPE(tc_mpd_status, play_songs, (tc_mpd *mpd, const char *const *uris, unsigned count, unsigned from),
                (mpd, uris, count, from))
WITHOUT_SIGPIPE(tc_mpd_status, add_songs, (tc_mpd *mpd, const char *const *uris, unsigned count), (mpd, uris, count))
WITHOUT_SIGPIPE(tc_mpd_status, delete_songs, (tc_mpd *mpd, unsigned start, unsigned end), (mpd, start, end))
WITHOUT_SIGPIPE(tc_mpd_status, queue_songs, (tc_mpd *mpd, unsigned start, unsigned end, tc_mpd_song_sink sink,
                void *context, unsigned *count), (mpd, start, end, sink, context, count))
WITHOUT_SIGPIPE(tc_mpd_status, read_player, (tc_mpd *mpd, tc_mpd_player *out), (mpd, out))
WITHOUT_SIGPIPE(tc_mpd_status, control, (tc_mpd *mpd, tc_mpd_action action, int value), (mpd, action, value))
WITHOUT_SIGPIPE(tc_mpd_status, picture, (tc_mpd *mpd, int embedded, const char *uri, unsigned offset, void *buffer,
                size_t size, size_t *length, uint64_t *total), (mpd, embedded, uri, offset, buffer, size, length, total))
WITHOUT_SIGPIPE(tc_mpd_status, binary_limit, (tc_mpd *mpd, unsigned bytes), (mpd, bytes))

static const tc_mpd_table table = {
    .abi_version = TC_MPD_ABI_VERSION,
    .open = guarded_open_connection,
    .close = close_connection,
    .status = connection_status,
    .message = connection_message,
    .socket = connection_socket,
    .server_version = server_version,
    .password = guarded_send_password,
    .songs = guarded_list_songs,
    .idle = guarded_wait_idle,
    .play_songs = guarded_play_songs,
    .add_songs = guarded_add_songs,
    .delete_songs = guarded_delete_songs,
    .queue_songs = guarded_queue_songs,
    .player = guarded_read_player,
    .control = guarded_control,
    .picture = guarded_picture,
    .binary_limit = guarded_binary_limit,
};

__attribute__((visibility("default"))) const tc_mpd_table *tc_mpd_client_table(void) { return &table; }
