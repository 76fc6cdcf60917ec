#include "MPRISPlugin.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The name's answer: a second tui-clock finds it taken and, as MPRIS asks, takes one with its process id. */
static int name_answered(sd_bus_message *reply, void *userdata, sd_bus_error *error) {
    (void)error;
    struct tc_mpris *mpris = userdata;
    uint32_t outcome = 0;
    if (sd_bus_message_is_method_error(reply, NULL) || sd_bus_message_read(reply, "u", &outcome) < 0) return 0;
    /* 3: DBUS_REQUEST_NAME_REPLY_EXISTS. */
    if (outcome == 3) {
        char name[96];
        snprintf(name, sizeof name, "%s.instance%ld", MPRIS_NAME, (long)getpid());
        sd_bus_request_name_async(mpris->bus, NULL, name, 0, NULL, NULL);
    }
    return 0;
}

static tc_mpris *mpris_open(tc_mpris_request_fn on_request, void *context) {
    sd_bus *bus = NULL;
    /* DBUS_SESSION_BUS_ADDRESS, else the user's bus in XDG_RUNTIME_DIR; connecting does not wait for the daemon. */
    if (sd_bus_open_user(&bus) < 0) return NULL;
    struct tc_mpris *mpris = calloc(1, sizeof *mpris);
    if (mpris == NULL) {
        sd_bus_unref(bus);
        return NULL;
    }
    mpris->bus = bus;
    mpris->on_request = on_request;
    mpris->context = context;
    if (mpris_add_object(mpris) < 0
        || sd_bus_request_name_async(bus, &mpris->name_slot, MPRIS_NAME, 0, name_answered, mpris) < 0) {
        sd_bus_slot_unref(mpris->root_slot);
        sd_bus_slot_unref(mpris->player_slot);
        sd_bus_close_unref(bus);
        free(mpris);
        return NULL;
    }
    return mpris;
}

static int mpris_fd(tc_mpris *mpris) { return sd_bus_get_fd(mpris->bus); }

static int mpris_events(tc_mpris *mpris) {
    int events = sd_bus_get_events(mpris->bus);
    return events < 0 ? POLLIN : events;
}

static int64_t mpris_deadline_us(tc_mpris *mpris) {
    uint64_t usec = 0;
    if (sd_bus_get_timeout(mpris->bus, &usec) < 0) return -1;
    return usec == UINT64_MAX ? -1 : (int64_t)usec;
}

static int mpris_process(tc_mpris *mpris) {
    int r;
    while ((r = sd_bus_process(mpris->bus, NULL)) > 0) {}
    return r;
}

int64_t mpris_now_us(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

static void mpris_publish(tc_mpris *mpris, const tc_mpris_status *status) {
    const char *names[16];
    int changed = mpris_status_changes(&mpris->status, status, names);
    tc_mpris_status old = mpris->status;
    mpris_status_copy(&mpris->status, status);
    mpris_status_free(&old);
    mpris->published_us = mpris_now_us();
    /* The getters read the new status as the signal is built. */
    if (changed > 0) sd_bus_emit_properties_changed_strv(mpris->bus, MPRIS_PATH, MPRIS_PLAYER, (char **)names);
}

static void mpris_seeked(tc_mpris *mpris, int64_t position_us) {
    sd_bus_emit_signal(mpris->bus, MPRIS_PATH, MPRIS_PLAYER, "Seeked", "x", position_us);
}

static void mpris_close(tc_mpris *mpris) {
    sd_bus_slot_unref(mpris->name_slot);
    sd_bus_slot_unref(mpris->root_slot);
    sd_bus_slot_unref(mpris->player_slot);
    /* Closing the connection gives the name back (the bus drops a closed connection's names); no flush, which
       could wait on a stuck daemon as the program leaves. */
    sd_bus_close_unref(mpris->bus);
    mpris_status_free(&mpris->status);
    free(mpris);
}

static const tc_mpris_table table = {
    .abi_version = TC_MPRIS_ABI_VERSION,
    .open = mpris_open,
    .fd = mpris_fd,
    .events = mpris_events,
    .deadline_us = mpris_deadline_us,
    .process = mpris_process,
    .publish = mpris_publish,
    .seeked = mpris_seeked,
    .close = mpris_close,
};

__attribute__((visibility("default"))) const tc_mpris_table *tc_mpris_plugin_table(void) { return &table; }
