#ifndef TUI_CLOCK_MPRIS_PLUGIN_H
#define TUI_CLOCK_MPRIS_PLUGIN_H

/* The plugin's inside: one connection to the session bus, the status it answers from, and the object on the bus. */

#include "MediaControl.h"
#include <systemd/sd-bus.h>

#define MPRIS_PATH "/org/mpris/MediaPlayer2"
#define MPRIS_ROOT "org.mpris.MediaPlayer2"
#define MPRIS_PLAYER "org.mpris.MediaPlayer2.Player"
#define MPRIS_NAME "org.mpris.MediaPlayer2.tui_clock"

struct tc_mpris {
    sd_bus *bus;
    sd_bus_slot *root_slot;
    sd_bus_slot *player_slot;
    sd_bus_slot *name_slot;
    tc_mpris_request_fn on_request;
    void *context;
    /* The last published status; its strings are the plugin's own copies. */
    tc_mpris_status status;
    /* When it was published (CLOCK_MONOTONIC microseconds): Position plays on from there while the track plays. */
    int64_t published_us;
};

/* CLOCK_MONOTONIC in microseconds, the program's uptime clock. */
int64_t mpris_now_us(void);

/* MPRISObject.c: the two interfaces' vtables, added to the connection at `MPRIS_PATH`. */
int mpris_add_object(struct tc_mpris *mpris);

/* MPRISStatus.c: a copy that owns its strings, freeing one, and the names of the properties that differ. */
void mpris_status_copy(tc_mpris_status *to, const tc_mpris_status *from);
void mpris_status_free(tc_mpris_status *status);
/* Fills `names` (room for 16) with the Player interface's properties that differ, NULL-terminated; returns how many. */
int mpris_status_changes(const tc_mpris_status *old, const tc_mpris_status *new, const char **names);

#endif
