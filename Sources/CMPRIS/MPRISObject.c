#include "MPRISPlugin.h"

#include <string.h>

/* The object at /org/mpris/MediaPlayer2 (MPRIS 2.2): the root interface and the Player interface. Getters answer
   from the last published status; every method and property write becomes one request to the program, which
   carries it out as the matching key would and publishes the status that follows. */

static struct tc_mpris *of(void *userdata) { return userdata; }

static void ask(struct tc_mpris *mpris, tc_mpris_ask what, double value) {
    mpris->on_request(mpris->context, what, value);
}

static int done(sd_bus_message *call) { return sd_bus_reply_method_return(call, ""); }

/* MARK: the root interface */

static int quit(sd_bus_message *call, void *userdata, sd_bus_error *error) {
    (void)error;
    ask(of(userdata), TC_MPRIS_ASK_QUIT, 0);
    return done(call);
}

static int refuse(sd_bus_message *call, void *userdata, sd_bus_error *error) {
    (void)call;
    (void)userdata;
    return sd_bus_error_set(error, SD_BUS_ERROR_NOT_SUPPORTED, "tui-clock runs in a terminal; it cannot do that");
}

static int get_true(sd_bus *bus, const char *path, const char *interface, const char *property, sd_bus_message *reply,
                    void *userdata, sd_bus_error *error) {
    return sd_bus_message_append(reply, "b", 1);
}

static int get_false(sd_bus *bus, const char *path, const char *interface, const char *property, sd_bus_message *reply,
                     void *userdata, sd_bus_error *error) {
    return sd_bus_message_append(reply, "b", 0);
}

static int get_identity(sd_bus *bus, const char *path, const char *interface, const char *property,
                        sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    return sd_bus_message_append(reply, "s", "tui-clock");
}

static int get_none(sd_bus *bus, const char *path, const char *interface, const char *property, sd_bus_message *reply,
                    void *userdata, sd_bus_error *error) {
    return sd_bus_message_append(reply, "as", 0);
}

static const sd_bus_vtable root_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("Quit", "", "", quit, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("Raise", "", "", refuse, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_PROPERTY("CanQuit", "b", get_true, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("CanRaise", "b", get_false, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("HasTrackList", "b", get_false, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("Identity", "s", get_identity, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("SupportedUriSchemes", "as", get_none, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("SupportedMimeTypes", "as", get_none, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_VTABLE_END,
};

/* MARK: the Player interface's methods */

#define SIMPLE_METHOD(function, what)                                                  \
    static int function(sd_bus_message *call, void *userdata, sd_bus_error *error) {  \
        (void)error;                                                                   \
        ask(of(userdata), what, 0);                                                    \
        return done(call);                                                             \
    }

SIMPLE_METHOD(play, TC_MPRIS_ASK_PLAY)
SIMPLE_METHOD(pause, TC_MPRIS_ASK_PAUSE)
SIMPLE_METHOD(play_pause, TC_MPRIS_ASK_PLAY_PAUSE)
SIMPLE_METHOD(stop, TC_MPRIS_ASK_STOP)
SIMPLE_METHOD(next, TC_MPRIS_ASK_NEXT)
SIMPLE_METHOD(previous, TC_MPRIS_ASK_PREVIOUS)

static int seek(sd_bus_message *call, void *userdata, sd_bus_error *error) {
    (void)error;
    int64_t offset = 0;
    int r = sd_bus_message_read(call, "x", &offset);
    if (r < 0) return r;
    if (of(userdata)->status.can_seek) ask(of(userdata), TC_MPRIS_ASK_SEEK, (double)offset);
    return done(call);
}

static int set_position(sd_bus_message *call, void *userdata, sd_bus_error *error) {
    (void)error;
    struct tc_mpris *mpris = of(userdata);
    const char *track = NULL;
    int64_t position = 0;
    int r = sd_bus_message_read(call, "ox", &track, &position);
    if (r < 0) return r;
    /* MPRIS: a position for another track than the current one (it changed meanwhile) is ignored. */
    if (mpris->status.can_seek && mpris->status.track_id != NULL && strcmp(track, mpris->status.track_id) == 0)
        ask(mpris, TC_MPRIS_ASK_SET_POSITION, (double)position);
    return done(call);
}

/* MARK: the Player interface's properties */

static int get_status(sd_bus *bus, const char *path, const char *interface, const char *property,
                      sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    static const char *words[] = {"Stopped", "Playing", "Paused"};
    return sd_bus_message_append(reply, "s", words[of(userdata)->status.playback]);
}

static int get_loop(sd_bus *bus, const char *path, const char *interface, const char *property, sd_bus_message *reply,
                    void *userdata, sd_bus_error *error) {
    static const char *words[] = {"None", "Track", "Playlist"};
    return sd_bus_message_append(reply, "s", words[of(userdata)->status.loop]);
}

static int set_loop(sd_bus *bus, const char *path, const char *interface, const char *property, sd_bus_message *value,
                    void *userdata, sd_bus_error *error) {
    const char *word = NULL;
    int r = sd_bus_message_read(value, "s", &word);
    if (r < 0) return r;
    if (strcmp(word, "None") == 0) ask(of(userdata), TC_MPRIS_ASK_SET_LOOP, TC_MPRIS_LOOP_NONE);
    else if (strcmp(word, "Track") == 0) ask(of(userdata), TC_MPRIS_ASK_SET_LOOP, TC_MPRIS_LOOP_TRACK);
    else if (strcmp(word, "Playlist") == 0) ask(of(userdata), TC_MPRIS_ASK_SET_LOOP, TC_MPRIS_LOOP_PLAYLIST);
    else return sd_bus_error_setf(error, SD_BUS_ERROR_INVALID_ARGS, "LoopStatus is None, Track or Playlist, not %s", word);
    return 0;
}

static int get_shuffle(sd_bus *bus, const char *path, const char *interface, const char *property,
                       sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    return sd_bus_message_append(reply, "b", of(userdata)->status.shuffle);
}

static int set_shuffle(sd_bus *bus, const char *path, const char *interface, const char *property,
                       sd_bus_message *value, void *userdata, sd_bus_error *error) {
    int on = 0;
    int r = sd_bus_message_read(value, "b", &on);
    if (r < 0) return r;
    ask(of(userdata), TC_MPRIS_ASK_SET_SHUFFLE, on ? 1 : 0);
    return 0;
}

static int get_volume(sd_bus *bus, const char *path, const char *interface, const char *property,
                      sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    return sd_bus_message_append(reply, "d", of(userdata)->status.volume);
}

static int set_volume(sd_bus *bus, const char *path, const char *interface, const char *property,
                      sd_bus_message *value, void *userdata, sd_bus_error *error) {
    double volume = 0;
    int r = sd_bus_message_read(value, "d", &volume);
    if (r < 0) return r;
    /* MPRIS: below zero is zero; mpv's volume (and ours) tops out at 100 %. */
    ask(of(userdata), TC_MPRIS_ASK_SET_VOLUME, volume < 0 ? 0 : volume > 1 ? 1 : volume);
    return 0;
}

static int get_rate(sd_bus *bus, const char *path, const char *interface, const char *property, sd_bus_message *reply,
                    void *userdata, sd_bus_error *error) {
    return sd_bus_message_append(reply, "d", 1.0);
}

static int set_rate(sd_bus *bus, const char *path, const char *interface, const char *property, sd_bus_message *value,
                    void *userdata, sd_bus_error *error) {
    return 0; /* Only 1.0 is supported (MinimumRate = MaximumRate = 1.0); MPRIS says to ignore other values. */
}

static int get_position(sd_bus *bus, const char *path, const char *interface, const char *property,
                        sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    /* Published as the panel's second moves on; asked in between, the track has played on since. */
    const tc_mpris_status *status = &of(userdata)->status;
    int64_t position = status->position_us;
    if (status->playback == TC_MPRIS_PLAYING) {
        position += mpris_now_us() - of(userdata)->published_us;
        if (status->length_us > 0 && position > status->length_us) position = status->length_us;
    }
    return sd_bus_message_append(reply, "x", position);
}

#define FLAG_GETTER(function, field)                                                                              \
    static int function(sd_bus *bus, const char *path, const char *interface, const char *property,              \
                        sd_bus_message *reply, void *userdata, sd_bus_error *error) {                            \
        return sd_bus_message_append(reply, "b", of(userdata)->status.field != 0);                               \
    }

FLAG_GETTER(get_can_go_next, can_go_next)
FLAG_GETTER(get_can_go_previous, can_go_previous)
FLAG_GETTER(get_can_play, can_play)
FLAG_GETTER(get_can_pause, can_pause)
FLAG_GETTER(get_can_seek, can_seek)

/* One entry of the metadata dictionary: key, then a variant of `type` holding one basic value. */
static int entry(sd_bus_message *reply, const char *key, const char *type, const void *value) {
    int r = sd_bus_message_open_container(reply, 'e', "sv");
    if (r >= 0) r = sd_bus_message_append(reply, "s", key);
    if (r >= 0) r = sd_bus_message_open_container(reply, 'v', type);
    if (r >= 0) r = sd_bus_message_append_basic(reply, type[0], value);
    if (r >= 0) r = sd_bus_message_close_container(reply);
    if (r >= 0) r = sd_bus_message_close_container(reply);
    return r;
}

/* xesam:artist and xesam:albumArtist are lists of names. */
static int names_entry(sd_bus_message *reply, const char *key, const char *name) {
    int r = sd_bus_message_open_container(reply, 'e', "sv");
    if (r >= 0) r = sd_bus_message_append(reply, "s", key);
    if (r >= 0) r = sd_bus_message_open_container(reply, 'v', "as");
    if (r >= 0) r = sd_bus_message_append(reply, "as", 1, name);
    if (r >= 0) r = sd_bus_message_close_container(reply);
    if (r >= 0) r = sd_bus_message_close_container(reply);
    return r;
}

static int get_metadata(sd_bus *bus, const char *path, const char *interface, const char *property,
                        sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    const tc_mpris_status *s = &of(userdata)->status;
    int r = sd_bus_message_open_container(reply, 'a', "{sv}");
    /* No current track: an empty dictionary. */
    if (r >= 0 && s->track_id != NULL) {
        r = entry(reply, "mpris:trackid", "o", s->track_id);
        if (r >= 0 && s->length_us >= 0) r = entry(reply, "mpris:length", "x", &s->length_us);
        if (r >= 0 && s->title) r = entry(reply, "xesam:title", "s", s->title);
        if (r >= 0 && s->artist) r = names_entry(reply, "xesam:artist", s->artist);
        if (r >= 0 && s->album) r = entry(reply, "xesam:album", "s", s->album);
        if (r >= 0 && s->album_artist) r = names_entry(reply, "xesam:albumArtist", s->album_artist);
        if (r >= 0 && s->track_number > 0) r = entry(reply, "xesam:trackNumber", "i", &s->track_number);
        if (r >= 0 && s->art_url) r = entry(reply, "mpris:artUrl", "s", s->art_url);
    }
    if (r >= 0) r = sd_bus_message_close_container(reply);
    return r;
}

#define CHANGES SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE

static const sd_bus_vtable player_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("Next", "", "", next, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("Previous", "", "", previous, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("Pause", "", "", pause, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("PlayPause", "", "", play_pause, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("Stop", "", "", stop, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("Play", "", "", play, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("Seek", "x", "", seek, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("SetPosition", "ox", "", set_position, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("OpenUri", "s", "", refuse, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_SIGNAL("Seeked", "x", 0),
    SD_BUS_PROPERTY("PlaybackStatus", "s", get_status, 0, CHANGES),
    SD_BUS_WRITABLE_PROPERTY("LoopStatus", "s", get_loop, set_loop, 0, CHANGES | SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_WRITABLE_PROPERTY("Rate", "d", get_rate, set_rate, 0, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_WRITABLE_PROPERTY("Shuffle", "b", get_shuffle, set_shuffle, 0, CHANGES | SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_PROPERTY("Metadata", "a{sv}", get_metadata, 0, CHANGES),
    SD_BUS_WRITABLE_PROPERTY("Volume", "d", get_volume, set_volume, 0, CHANGES | SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_PROPERTY("Position", "x", get_position, 0, 0),
    SD_BUS_PROPERTY("MinimumRate", "d", get_rate, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("MaximumRate", "d", get_rate, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_PROPERTY("CanGoNext", "b", get_can_go_next, 0, CHANGES),
    SD_BUS_PROPERTY("CanGoPrevious", "b", get_can_go_previous, 0, CHANGES),
    SD_BUS_PROPERTY("CanPlay", "b", get_can_play, 0, CHANGES),
    SD_BUS_PROPERTY("CanPause", "b", get_can_pause, 0, CHANGES),
    SD_BUS_PROPERTY("CanSeek", "b", get_can_seek, 0, CHANGES),
    SD_BUS_PROPERTY("CanControl", "b", get_true, 0, SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_VTABLE_END,
};

int mpris_add_object(struct tc_mpris *mpris) {
    int r = sd_bus_add_object_vtable(mpris->bus, &mpris->root_slot, MPRIS_PATH, MPRIS_ROOT, root_vtable, mpris);
    if (r < 0) return r;
    return sd_bus_add_object_vtable(mpris->bus, &mpris->player_slot, MPRIS_PATH, MPRIS_PLAYER, player_vtable, mpris);
}
